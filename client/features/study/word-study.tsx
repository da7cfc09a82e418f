import { Popover } from "radix-ui";
import type { StudyGloss, StudyWord } from "@shared/study/api";
import { Spinner } from "../../components/ui/spinner";
import { useState } from "react";
import { useStrongs } from "./study-api";

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
          <ul className="flex max-h-40 flex-col gap-1 overflow-y-auto border-l-2 border-gold-500 pl-3">
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

function StudyWordButton({
  word,
  glosses,
}: {
  word: StudyWord;
  glosses: Record<string, StudyGloss>;
}) {
  const [open, setOpen] = useState(false);
  const ids = word.strongs.filter((id) => glosses[id]);
  if (ids.length === 0) return <>{word.text}</>;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          data-strongs={ids.join(" ")}
          className="rounded-sm text-left underline decoration-gold-500 decoration-dotted underline-offset-4 hover:decoration-solid"
        >
          {word.text}
          <span className="sr-only"> (word study: Strong's {ids.join(", ")})</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={`Word study: ${word.text}`}
          className="z-50 flex w-[min(24rem,calc(100vw-1.5rem))] flex-col gap-4 rounded-xl border border-border bg-card p-4 text-foreground shadow-xl outline-none"
        >
          {open ? ids.map((id) => <StrongsDetails key={id} id={id} gloss={glosses[id]} />) : null}
          <Popover.Arrow className="fill-card" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The KJV verse with each word that has a Strong's number opening its word study. */
export function KjvWords({
  words,
  glosses,
}: {
  words: StudyWord[];
  glosses: Record<string, StudyGloss>;
}) {
  return (
    <>
      {words.map((word, index) => (
        <StudyWordButton key={index} word={word} glosses={glosses} />
      ))}
    </>
  );
}
