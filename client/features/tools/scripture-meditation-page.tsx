import { useId, useMemo } from "react";
import { Lightbulb } from "lucide-react";
import {
  meditationApproach,
  meditationDepth,
  meditationFocus,
  meditationLength,
} from "@shared/generation/options";
import { Textarea } from "../../components/ui/input";
import { ScriptureReference } from "../../components/scripture/scripture-reference";
import { referencesIn } from "../../components/scripture/place-references";
import { OptionBadge, proseClass, useCheckedText } from "./checked-text";
import { resultOffsets } from "./result-offsets";
import { ResultCard, ResultSection, type PartialSection } from "./results-panel";
import { FieldRow, NotesField, ScriptureField, SelectField } from "./tool-form-fields";
import { WritingToolPage, type ToolCardProps, type ToolFieldsProps } from "./tool-page-layout";
import type { GeneratedItem } from "./use-generation";

const sections: PartialSection[] = [
  { key: "title", label: "Title" },
  { key: "scripture", label: "Scripture Text" },
  { key: "context", label: "Historical & Cultural Context" },
  { key: "revelation", label: "Revelatory Insights" },
  { key: "application", label: "Practical Application" },
  { key: "prayer", label: "Meditation Prayer" },
  { key: "additionalScriptures", label: "Related Scriptures" },
];

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

function MeditationCard(card: ToolCardProps<"meditation">) {
  const { item, request } = card;
  const checked = useCheckedText("meditation", item);
  const insightsId = useId();
  const offsets = useMemo(() => resultOffsets("meditation", item), [item]);
  const insightReferences = referencesIn(
    item.revelation.trim(),
    item.scriptureCheck?.references ?? [],
    offsets.revelation,
  );
  return (
    <ResultCard
      {...card}
      title={checked("title", item.title, { as: "span" })}
      meta={
        <>
          <OptionBadge options={meditationFocus.list} value={request.focus} variant="default" />
          <OptionBadge options={meditationDepth.list} value={request.depth} />
          <OptionBadge options={meditationApproach.list} value={request.approach} />
        </>
      }
    >
      <ResultSection
        label="Scripture Text"
        className="rounded-xl border-l-4 border-gold-500 bg-gold-100/40 p-4 dark:bg-royal-950/40"
      >
        {checked("scripture", item.scripture, { className: `${proseClass} italic` })}
      </ResultSection>
      <ResultSection label="Historical & Cultural Context">
        {checked("context", item.context, { className: proseClass })}
      </ResultSection>
      <section className="flex flex-col gap-2">
        <h4
          id={insightsId}
          className="text-xs font-semibold uppercase tracking-wide text-royal-700 dark:text-royal-300"
        >
          Revelatory Insights
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
      <ResultSection label="Practical Application">
        {checked("application", item.application, { className: proseClass })}
      </ResultSection>
      <ResultSection label="Meditation Prayer">
        {checked("prayer", item.prayer, { className: `${proseClass} italic` })}
      </ResultSection>
      {item.additionalScriptures.length > 0 ? (
        <ResultSection label="Related Scriptures">
          <RelatedScriptures item={item} />
        </ResultSection>
      ) : null}
    </ResultCard>
  );
}

function MeditationFields({ form }: ToolFieldsProps<"meditation">) {
  return (
    <>
      <ScriptureField
        form={form}
        required
        hint="A verse or passage, such as Psalm 23 or John 15:1-8."
        placeholder="e.g. Psalm 23"
      />
      <FieldRow columns={2}>
        <SelectField form={form} name="focus" label="Focus" options={meditationFocus.list} />
        <SelectField form={form} name="depth" label="Depth" options={meditationDepth.list} />
        <SelectField
          form={form}
          name="approach"
          label="Approach"
          options={meditationApproach.list}
        />
        <SelectField form={form} name="length" label="Length" options={meditationLength.list} />
      </FieldRow>
      <NotesField form={form} placeholder="What you are carrying into this time with God…" />
    </>
  );
}

/** Scripture meditation (spec §2), behind the same gates as every tool page. */
export function ScriptureMeditationPage() {
  return (
    <WritingToolPage
      tool="meditation"
      sections={sections}
      Fields={MeditationFields}
      Card={MeditationCard}
      empty={<MeditationEmpty />}
    />
  );
}
