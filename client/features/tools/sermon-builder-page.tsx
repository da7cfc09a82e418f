import {
  sermonAudience,
  sermonLength,
  sermonTone,
  sermonToneFormValues,
} from "@shared/generation/options";
import { OptionBadge, proseClass, useCheckedText } from "./checked-text";
import { ResultCard, ResultSection, type PartialSection } from "./results-panel";
import { FieldRow, NotesField, ScriptureField, SelectField, TextField } from "./tool-form-fields";
import { WritingToolPage, type ToolCardProps, type ToolFieldsProps } from "./tool-page-layout";
import { SermonDelivery } from "./sermon-delivery";

const sections: PartialSection[] = [
  { key: "title", label: "Title" },
  { key: "approach", label: "Approach" },
  { key: "mainPoints", label: "Main points" },
  { key: "callToAction", label: "Call to action" },
];

/** The form offers four tones; "healing" stays accepted by the request (spec §5). */
const toneOptions = sermonTone.list.filter((option) =>
  (sermonToneFormValues as readonly string[]).includes(option.value),
);

function SermonCard(card: ToolCardProps<"sermon">) {
  const { item, request } = card;
  const checked = useCheckedText("sermon", item);
  return (
    <ResultCard
      {...card}
      title={checked("title", item.title, { as: "span" })}
      footer={({ ensureSaved }) => <SermonDelivery title={item.title} ensureSaved={ensureSaved} />}
      meta={
        <>
          <OptionBadge options={sermonLength.list} value={request.length} />
          <OptionBadge options={sermonTone.list} value={request.tone} />
          <OptionBadge options={sermonAudience.list} value={request.audience} />
        </>
      }
    >
      <ResultSection label="Main points">
        <ol className="flex list-decimal flex-col gap-4 pl-6 marker:font-semibold marker:text-gold-700">
          {item.mainPoints.map((point, index) => (
            <li key={index} className={proseClass}>
              {checked(`mainPoints.${index}`, point, { as: "span" })}
            </li>
          ))}
        </ol>
      </ResultSection>
      <ResultSection
        label="Call to action"
        className="rounded-xl border-l-4 border-gold-500 bg-gold-100/40 p-4 dark:bg-royal-950/40"
      >
        {checked("callToAction", item.callToAction, { className: proseClass })}
      </ResultSection>
      <ResultSection label="Approach">
        {checked("approach", item.approach, {
          className: "text-[0.95rem] leading-7 text-muted-foreground",
        })}
      </ResultSection>
    </ResultCard>
  );
}

function SermonFields({ form }: ToolFieldsProps<"sermon">) {
  return (
    <>
      <TextField
        form={form}
        name="topic"
        label="Topic"
        required
        maxLength={500}
        placeholder="e.g. Faith that endures hardship"
      />
      <ScriptureField
        form={form}
        required
        hint="A passage such as James 1:2-4 or Romans 8."
        placeholder="e.g. James 1:2-4"
      />
      <FieldRow columns={2}>
        <SelectField form={form} name="audience" label="Audience" options={sermonAudience.list} />
        <SelectField form={form} name="tone" label="Tone" options={toneOptions} />
      </FieldRow>
      <SelectField form={form} name="length" label="Length" options={sermonLength.list} />
      <NotesField
        form={form}
        placeholder="Anything the sermon should include: a story, a season of the church year, an illustration…"
      />
    </>
  );
}

/** The sermon builder (spec §2): form, streamed results, Copy and Save on every sermon. */
export function SermonBuilderPage() {
  return (
    <WritingToolPage tool="sermon" sections={sections} Fields={SermonFields} Card={SermonCard} />
  );
}
