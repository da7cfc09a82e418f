import {
  memo,
  startTransition,
  useEffect,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from "react";
import { Link, useLocation, useSearch } from "wouter";
import { BookOpen, Crown, Lock, LogIn } from "lucide-react";
import type { StudyResponse, StudyVerse } from "@shared/study/api";
import { loginHref, useAuth } from "../../lib/use-auth";
import { serverMessage } from "../../lib/api";
import { cn } from "../../lib/cn";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { useStudy } from "../../api/study";
import { KjvWords, WordStudies } from "./word-study";
import { StudyNotes } from "./study-notes";
import { StudyNotesList } from "./study-notes-list";

const tabs = [
  { id: "text", label: "Text" },
  { id: "commentary", label: "Commentary" },
  { id: "topics", label: "Topics" },
  { id: "notes", label: "Notes" },
] as const;
type Tab = (typeof tabs)[number]["id"];

function Gate({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
      <h2 className="text-2xl font-semibold text-royal-900 dark:text-royal-100">{title}</h2>
      <p className="text-muted-foreground">{children}</p>
      {action}
    </section>
  );
}

/** A chapter's cross-references run to hundreds: each verse's list is built when opened. */
function CrossReferences({ verse }: { verse: StudyVerse }) {
  const [opened, setOpened] = useState(false);
  if (verse.crossReferences.length === 0) return null;
  return (
    <details
      className="group mt-2 text-sm"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary className="cursor-pointer py-0.5 text-royal-700 dark:text-royal-300">
        {verse.crossReferences.length} cross-references
      </summary>
      {opened ? (
        <ul className="mt-2 flex flex-col gap-1">
          {verse.crossReferences.map((found) => (
            <li key={found.reference}>
              <details>
                <summary className="cursor-pointer py-0.5">
                  <span className="font-medium">{found.reference}</span>{" "}
                  <span className="text-xs text-muted-foreground">
                    · {found.reasons.join(" · ")}
                  </span>
                </summary>
                <p className="mt-1 border-l-2 border-gold-500 pl-3 font-serif">{found.text}</p>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}

/** False for the first render, true a task later: work that can wait gets a task of its own. */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/** Its children a task after it first renders (the passage's text paints first). */
function Later({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}

const wideDesk = "(min-width: 64rem)";

/** Whether the desk shows its sections side by side (Tailwind's lg) rather than as tabs. */
function useWideDesk(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(wideDesk);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(wideDesk).matches,
    () => false,
  );
}

/**
 * Its children from the first time they are shown, a task later. A long chapter's
 * commentaries run to megabytes of text: a phone draws them when their tab is opened.
 */
function WhenShown({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [wasShown, setWasShown] = useState(shown);
  if (shown && !wasShown) setWasShown(true);
  return shown || wasShown ? <Later>{children}</Later> : null;
}

/** Verses drawn with the desk itself: about a phone screen's worth. */
const firstVerses = 4;

/**
 * The count of verses to draw: the first few at once, then the rest as a transition,
 * which React renders in slices of a few milliseconds, so no task blocks long. Verses
 * below the screen are laid out only when scrolled near (content-visibility on each).
 */
function useProgressiveCount(total: number): number {
  const [shown, setShown] = useState(Math.min(total, firstVerses));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown(total)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}

/** One verse in every translation; memoised, so verses already shown are not drawn again as more arrive. */
const VerseItem = memo(function VerseItem({
  verse,
  columns,
  glosses,
}: {
  verse: StudyVerse;
  columns: StudyResponse["translations"];
  glosses: StudyResponse["glosses"];
}) {
  return (
    <li className="-mx-1 border-b border-border px-1 pb-4 [contain-intrinsic-height:auto_12rem] [content-visibility:auto] last:border-0">
      <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {verse.reference}
      </p>
      <div className={cn("grid gap-3", columns.length > 1 && "sm:grid-cols-2")}>
        {columns.map((translation) => (
          <div key={translation.id} className="min-w-0">
            <p className="text-xs font-semibold text-gold-700 dark:text-gold-300">
              {translation.abbreviation}
            </p>
            <p className="font-serif leading-relaxed">
              {translation.id === "kjv" && verse.words.length > 0 ? (
                <KjvWords words={verse.words} glosses={glosses} />
              ) : (
                (verse.texts[translation.id] ?? (
                  <span className="text-muted-foreground">Not in this translation.</span>
                ))
              )}
            </p>
          </div>
        ))}
      </div>
      <CrossReferences verse={verse} />
    </li>
  );
});

function Verses({ study }: { study: StudyResponse }) {
  const shown = useProgressiveCount(study.verses.length);
  return (
    <WordStudies glosses={study.glosses}>
      <ol className="flex flex-col gap-5">
        {study.verses.slice(0, shown).map((verse) => (
          <VerseItem
            key={verse.reference}
            verse={verse}
            columns={study.translations}
            glosses={study.glosses}
          />
        ))}
      </ol>
    </WordStudies>
  );
}

function Commentaries({ study }: { study: StudyResponse }) {
  if (study.commentaries.length === 0)
    return <p className="text-muted-foreground">No commentary on this passage is installed.</p>;
  return (
    <div className="flex flex-col gap-4">
      {study.commentaries.map((note, index) => (
        <article
          key={index}
          className="rounded-xl border border-border bg-card p-4 [contain-intrinsic-height:auto_24rem] [content-visibility:auto]"
        >
          <h3 className="text-sm font-semibold text-royal-900 dark:text-royal-100">
            {note.source}
            <span className="font-normal text-muted-foreground">
              {" "}
              · {note.introduction ? "introduction, " : ""}
              {note.reference}
            </span>
          </h3>
          <div className="mt-2 whitespace-pre-line text-sm leading-relaxed">{note.text}</div>
        </article>
      ))}
    </div>
  );
}

function Topics({ study }: { study: StudyResponse }) {
  if (study.topics.length === 0)
    return <p className="text-muted-foreground">Nave's lists no topics for these verses.</p>;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {study.topics.map((topic) => (
        <li key={topic.topic}>
          <span className="font-medium">{topic.topic}</span>{" "}
          <span className="text-muted-foreground">
            ({topic.verses.length > 6 ? `${topic.verses.length} verses` : topic.verses.join(", ")})
          </span>
        </li>
      ))}
    </ul>
  );
}

function Section({
  id,
  title,
  active,
  children,
}: {
  id: Tab;
  title: string;
  active: Tab;
  children: ReactNode;
}) {
  return (
    <section
      id={`study-${id}`}
      aria-label={title}
      className={cn("flex flex-col gap-3", active !== id && "max-lg:hidden")}
    >
      <h2 className="text-lg font-semibold text-royal-900 max-lg:sr-only dark:text-royal-100">
        {title}
      </h2>
      {children}
    </section>
  );
}

function StudyDesk({ passage }: { passage: string }) {
  const study = useStudy(passage);
  const [tab, setTab] = useState<Tab>("text");
  const wide = useWideDesk();
  if (study.isLoading) return <Spinner label="Gathering the study..." />;
  if (study.isError)
    return (
      <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
        {serverMessage(study.error, "The study could not be loaded. Please try again.")}
      </p>
    );
  const data = study.data;
  if (!data) return null;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-serif text-2xl font-semibold text-royal-900 dark:text-royal-100">
        {data.reference}
      </h2>
      <div
        role="tablist"
        aria-label="Study sections"
        className="flex gap-1 overflow-x-auto lg:hidden"
      >
        {tabs.map((item) => (
          <button
            key={item.id}
            role="tab"
            type="button"
            aria-selected={tab === item.id}
            aria-controls={`study-${item.id}`}
            onClick={() => setTab(item.id)}
            className={cn(
              "min-h-10 rounded-full border px-4 text-sm font-medium",
              tab === item.id
                ? "border-royal-800 bg-royal-800 text-white"
                : "border-border bg-card text-foreground",
            )}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <Section id="text" title="Text and word study" active={tab}>
          <p className="text-sm text-muted-foreground">
            Tap an underlined KJV word for its Greek or Hebrew word (Strong's). Cross-references are
            linked by sense: quotations between the Testaments and verses Nave's Topical Bible lists
            under the same narrow subtopic (confirmed where Scofield's note also cites them).
          </p>
          <Verses key={data.reference} study={data} />
        </Section>
        <div className="flex flex-col gap-8 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto lg:pr-1">
          <Section id="notes" title={`My notes on ${data.reference}`} active={tab}>
            <StudyNotes passage={data.reference} reference={data.reference} />
          </Section>
          <Section id="commentary" title="Commentary" active={tab}>
            <WhenShown shown={wide || tab === "commentary"}>
              <Commentaries study={data} />
            </WhenShown>
          </Section>
          <Section id="topics" title="Topics (Nave's)" active={tab}>
            <WhenShown shown={wide || tab === "topics"}>
              <Topics study={data} />
            </WhenShown>
          </Section>
        </div>
      </div>
    </div>
  );
}

/** /study: a passage's text, word studies, cross-references, commentaries, topics and notes. */
export function StudyPage() {
  const { user, isLoading } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  const passage = new URLSearchParams(search).get("passage")?.trim().slice(0, 200) ?? "";
  const [typed, setTyped] = useState(passage);
  useEffect(() => setTyped(passage), [passage]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) navigate(`/study?passage=${encodeURIComponent(typed.trim())}`);
  };
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-royal-50 text-royal-800 max-sm:hidden dark:bg-royal-900 dark:text-gold-200">
          <BookOpen aria-hidden="true" className="size-6" />
        </span>
        <div className="max-w-3xl">
          <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
            Study a Passage
          </h1>
          <p className="mt-2 text-base leading-relaxed text-muted-foreground sm:text-lg">
            The text in each translation, word studies in Strong's, cross-references, Matthew Henry,
            Spurgeon and Scofield, and Nave's topics, with your own notes. No AI: public-domain
            study books.
          </p>
        </div>
      </header>
      {isLoading ? (
        <Spinner label="Loading..." />
      ) : !user ? (
        <Gate
          title="Authentication Required"
          action={
            <Button asChild size="lg">
              <a href={loginHref(`/study${search ? `?${search}` : ""}`)}>
                <LogIn aria-hidden="true" /> Log In to Continue
              </a>
            </Button>
          }
        >
          <Lock className="mx-auto mb-2 size-6" aria-hidden="true" />
          Sign in to study a passage.
        </Gate>
      ) : !user.hasAccess ? (
        <Gate
          title="Subscription Required"
          action={
            <Button asChild size="lg">
              <Link href="/subscribe">Subscribe</Link>
            </Button>
          }
        >
          <Crown className="mx-auto mb-2 size-6" aria-hidden="true" />
          The study desk is part of every subscription and free trial.
        </Gate>
      ) : (
        <>
          <form onSubmit={submit} className="flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex flex-1 flex-col gap-1">
              <label htmlFor="study-passage" className="text-sm font-medium">
                Passage (a chapter or up to three)
              </label>
              <Input
                id="study-passage"
                value={typed}
                maxLength={200}
                onChange={(event) => setTyped(event.target.value)}
                placeholder="John 3, Psalm 23, Romans 8:28–39"
              />
            </div>
            <Button type="submit">Study</Button>
          </form>
          {passage ? (
            <StudyDesk passage={passage} />
          ) : (
            <>
              <p className="text-muted-foreground">
                Enter a passage to begin, for example{" "}
                <Link href="/study?passage=John%203" className="underline">
                  John 3
                </Link>{" "}
                or{" "}
                <Link href="/study?passage=Psalm%2023" className="underline">
                  Psalm 23
                </Link>
                .
              </p>
              <StudyNotesList />
            </>
          )}
        </>
      )}
    </div>
  );
}
