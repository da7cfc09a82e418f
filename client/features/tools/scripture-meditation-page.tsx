import { useId, useMemo } from "react";
import { Lightbulb } from "lucide-react";
import { resultOffsets } from "@shared/tools/result-text";
import { Textarea } from "../../components/ui/input";
import { ScriptureReference } from "../../components/scripture/scripture-reference";
import { referencesIn } from "../../components/scripture/place-references";
import { ResultSection } from "./results-panel";
import { WritingToolPage } from "./tool-page-layout";
import type { GeneratedItem } from "./use-generation";

function MeditationEmpty() {
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-dashed border-royal-200 bg-card/60 p-6 sm:p-8 dark:border-royal-700">
      <p className="text-base leading-relaxed text-muted-foreground">
        Name a passage and choose Generate. Your meditation appears here with the passage&apos;s
        text, its setting, insights to ponder, a way to live it out and a closing prayer.
      </p>
      <aside
        aria-labelledby="meditation-principle"
        className="flex gap-3 rounded-xl border border-gold-300 bg-gold-100/60 p-4 text-royal-950"
      >
        <Lightbulb className="mt-0.5 size-5 shrink-0 text-gold-700" aria-hidden="true" />
        <div>
          <h3 id="meditation-principle" className="font-semibold">
            Meditation Principle
          </h3>
          <p className="mt-1 font-serif leading-7">
            Biblical meditation is not emptying the mind but filling it with God&apos;s word. Read
            the passage slowly, more than once, and linger on a single phrase. Ask what it shows you
            of God, then what it asks of you today.
          </p>
        </div>
      </aside>
    </div>
  );
}

function RelatedScriptures({ item }: { item: GeneratedItem<"meditation"> }) {
  const offsets = useMemo(() => resultOffsets("meditation", item), [item]);
  const references = item.scriptureCheck?.references ?? [];
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Related scriptures">
      {item.additionalScriptures.map((text, index) => {
        const label = text.trim();
        const [found] = referencesIn(label, references, offsets[`additionalScriptures.${index}`]);
        return (
          <li key={`${label}-${index}`}>
            {found ? (
              <ScriptureReference
                reference={found}
                translation={item.scriptureCheck?.translation}
                variant="chip"
              >
                {label}
              </ScriptureReference>
            ) : (
              <span className="inline-flex min-h-9 items-center rounded-full border border-border px-3 py-1 text-sm">
                {label}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The insights in a resizable reading box, with the references found in them below. */
function Insights({ item, heading }: { item: GeneratedItem<"meditation">; heading: string }) {
  const insightsId = useId();
  const offsets = useMemo(() => resultOffsets("meditation", item), [item]);
  const insightReferences = referencesIn(
    item.revelation.trim(),
    item.scriptureCheck?.references ?? [],
    offsets.revelation,
  );
  return (
    <section className="flex flex-col gap-2">
      <h4
        id={insightsId}
        className="text-xs font-semibold uppercase tracking-wide text-royal-700 dark:text-royal-300"
      >
        {heading}
      </h4>
      <Textarea
        readOnly
        rows={6}
        aria-labelledby={insightsId}
        value={item.revelation}
        className="resize-y font-serif leading-7"
      />
      {insightReferences.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>References in these insights:</span>
          {insightReferences.map((reference, index) => (
            <ScriptureReference
              key={`${reference.start}-${index}`}
              reference={reference}
              translation={item.scriptureCheck?.translation}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** Scripture meditation, with its principle, insights box and related-scripture chips. */
export function ScriptureMeditationPage() {
  return (
    <WritingToolPage
      tool="meditation"
      extras={{
        empty: <MeditationEmpty />,
        sections: {
          revelation: ({ item, section }) => <Insights item={item} heading={section.heading} />,
          additionalScriptures: ({ item, section }) =>
            item.additionalScriptures.length > 0 ? (
              <ResultSection label={section.heading}>
                <RelatedScriptures item={item} />
              </ResultSection>
            ) : null,
        },
      }}
    />
  );
}
