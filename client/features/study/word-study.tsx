import { Popover } from "radix-ui";
import { useRef, useState, type MouseEvent, type ReactNode } from "react";
import type { StudyGloss, StudyWord } from "@shared/study/api";
import { Spinner } from "../../components/ui/spinner";
import { useStrongs } from "../../api/study";

function StrongsDetails({ id, gloss }: { id: string; gloss?: StudyGloss | undefined }) {
  const entry = useStrongs(id, true);
  const data = entry.data;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-lg font-semibold text-royal-900 dark:text-royal-100">
          {data?.lemma ?? gloss?.lemma}
        </span>
        <span className="italic">{data?.transliteration ?? gloss?.transliteration}</span>
        <span className="text-xs text-muted-foreground">Strong's {id}</span>
      </p>
      {entry.isLoading ? <Spinner label="Loading the entry..." /> : null}
      {entry.isError ? <p className="text-destructive">The entry could not be loaded.</p> : null}
      {data ? (
        <>
          <p className="leading-relaxed">{data.definition}</p>
          <p className="text-muted-foreground">
            {data.total} times in the KJV, in {data.verseCount} verses
            {data.renderings.length > 0
              ? `: ${data.renderings
                  .slice(0, 5)
                  .map((rendering) => `“${rendering.text}” ${rendering.count}`)
                  .join(", ")}`
              : ""}
          </p>
          {/* It scrolls, so it takes focus: a keyboard can scroll it too. */}
          <ul
            tabIndex={0}
            aria-label={`Places Strong's ${id} occurs`}
            className="flex max-h-40 flex-col gap-1 overflow-y-auto border-l-2 border-gold-500 pl-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-royal-700"
          >
            {data.examples.slice(0, 5).map((example) => (
              <li key={example.reference}>
                <span className="font-medium">{example.reference}</span>{" "}
                <span className="font-serif">{example.text}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** The Strong's numbers a word button carries (its `data-strongs`). */
const strongsAttribute = "data-strongs";

/**
 * The KJV verse with each word that has a Strong's number as a plain button. A chapter has
 * hundreds to thousands of them, so they carry no handler or popover of their own: the
 * `WordStudies` around them opens the one shared popover for whichever is chosen.
 */
export function KjvWords({
  words,
  glosses,
}: {
  words: StudyWord[];
  glosses: Record<string, StudyGloss>;
}) {
  return words.map((word, index) => {
    const ids = word.strongs.filter((id) => glosses[id]);
    if (ids.length === 0) return word.text;
    const list = ids.join(" ");
    return (
      <button
        key={index}
        type="button"
        data-strongs={list}
        aria-haspopup="dialog"
        aria-label={`${word.text} (word study: Strong's ${ids.join(", ")})`}
        className="rounded-sm text-left underline decoration-gold-500 decoration-dotted underline-offset-4 hover:decoration-solid"
      >
        {word.text}
      </button>
    );
  });
}

interface Chosen {
  button: HTMLButtonElement;
  word: string;
  ids: string[];
}

/**
 * Its children's word buttons (from `KjvWords`) open one shared popover, anchored to the
 * chosen word, with the word's Strong's entries. A single delegated click handler serves
 * every word (Enter and Space click a button too). Escape closes it and gives focus back
 * to the word; choosing the open word again closes it.
 */
export function WordStudies({
  glosses,
  children,
}: {
  glosses: Record<string, StudyGloss>;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const anchor = useRef<HTMLButtonElement | null>(null);
  /** The popover closed because the pastor clicked or tabbed elsewhere: focus stays there. */
  const leftOutside = useRef(false);

  const close = () => {
    chosen?.button.removeAttribute("aria-expanded");
    setChosen(null);
  };

  const choose = (event: MouseEvent<HTMLElement>) => {
    const button = (event.target as Element).closest<HTMLButtonElement>(
      `button[${strongsAttribute}]`,
    );
    if (!button || !event.currentTarget.contains(button)) return;
    if (chosen?.button === button) return close();
    chosen?.button.removeAttribute("aria-expanded");
    // The one popover's state, kept on the word so a screen reader hears it open.
    button.setAttribute("aria-expanded", "true");
    anchor.current = button;
    leftOutside.current = false;
    setChosen({
      button,
      word: button.textContent ?? "",
      ids: (button.getAttribute(strongsAttribute) ?? "").split(" ").filter(Boolean),
    });
  };

  return (
    <Popover.Root open={chosen !== null} onOpenChange={(open) => open || close()}>
      <Popover.Anchor virtualRef={anchor} />
      <div onClick={choose}>{children}</div>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={chosen ? `Word study: ${chosen.word}` : "Word study"}
          onInteractOutside={(event) => {
            // The open word itself: its click closes the popover, as a trigger's would.
            if (chosen?.button.contains(event.target as Node)) event.preventDefault();
            else leftOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!leftOutside.current) anchor.current?.focus();
          }}
          className="z-50 flex w-[min(24rem,calc(100vw-1.5rem))] flex-col gap-4 rounded-xl border border-border bg-card p-4 text-foreground shadow-xl outline-none"
        >
          {chosen?.ids.map((id) => (
            <StrongsDetails key={id} id={id} gloss={glosses[id]} />
          ))}
          <Popover.Arrow className="fill-card" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
