import { devotionalAudience, devotionalLength, devotionalTone } from "@shared/generation/options";
import { OptionBadge, proseClass, useCheckedText } from "./checked-text";
import { ResultCard, ResultSection, type PartialSection } from "./results-panel";
import {
  FieldRow,
  NotesField,
  ScriptureField,
  SelectField,
  TextAreaField,
  TextField,
} from "./tool-form-fields";
import { WritingToolPage, type ToolCardProps, type ToolFieldsProps } from "./tool-page-layout";

const sections: PartialSection[] = [
  { key: "title", label: "Title" },
  { key: "scripture", label: "Scripture" },
  { key: "content", label: "Reading" },
  { key: "reflection", label: "Reflection" },
  { key: "prayer", label: "Prayer" },
  { key: "application", label: "Application" },
];

function DevotionalCard(card: ToolCardProps<"devotional">) {
  const { item, request } = card;
  const checked = useCheckedText("devotional", item);
  return (
    <ResultCard
      {...card}
      title={checked("title", item.title, { as: "span" })}
      meta={
        <>
          <OptionBadge options={devotionalLength.list} value={request.length} />
          <OptionBadge options={devotionalTone.list} value={request.tone} />
          <OptionBadge options={devotionalAudience.list} value={request.audience} />
        </>
      }
    >
      <ResultSection label="Scripture">
        {checked("scripture", item.scripture, { className: "font-medium" })}
      </ResultSection>
      <ResultSection label="Reading">
        {checked("content", item.content, { className: proseClass })}
      </ResultSection>
      <ResultSection label="Reflection">
        {checked("reflection", item.reflection, { className: proseClass })}
      </ResultSection>
      <ResultSection
        label="Prayer"
        className="rounded-xl border-l-4 border-gold-500 bg-gold-100/40 p-4 dark:bg-royal-950/40"
      >
        {checked("prayer", item.prayer, { className: `${proseClass} italic` })}
      </ResultSection>
      <ResultSection label="Application">
        {checked("application", item.application, { className: proseClass })}
      </ResultSection>
    </ResultCard>
  );
}

function DevotionalFields({ form }: ToolFieldsProps<"devotional">) {
  return (
    <>
      <TextField
        form={form}
        name="theme"
        label="Theme"
        required
        maxLength={500}
        placeholder="e.g. Rest for the weary"
      />
      <TextAreaField
        form={form}
        name="focus"
        label="Focus"
        required
        rows={2}
        maxLength={500}
        placeholder="e.g. Trusting God when life is busy"
      />
      <ScriptureField
        form={form}
        hint="Leave empty and a fitting passage is chosen for the theme."
        placeholder="e.g. Matthew 11:28-30"
      />
      <FieldRow columns={3}>
        <SelectField
          form={form}
          name="audience"
          label="Audience"
          options={devotionalAudience.list}
        />
        <SelectField form={form} name="length" label="Length" options={devotionalLength.list} />
        <SelectField form={form} name="tone" label="Tone" options={devotionalTone.list} />
      </FieldRow>
      <NotesField form={form} />
    </>
  );
}

/** The devotional builder (spec §2, §3, §5). */
export function DevotionalBuilderPage() {
  return (
    <WritingToolPage
      tool="devotional"
      sections={sections}
      Fields={DevotionalFields}
      Card={DevotionalCard}
    />
  );
}
