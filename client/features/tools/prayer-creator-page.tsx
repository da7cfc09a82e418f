import { prayerDuration, prayerTone, prayerType } from "@shared/generation/options";
import { OptionBadge, proseClass, useCheckedText } from "./checked-text";
import { ResultCard, ResultSection, type PartialSection } from "./results-panel";
import {
  FieldRow,
  NotesField,
  ScriptureField,
  SelectField,
  TextAreaField,
} from "./tool-form-fields";
import { WritingToolPage, type ToolCardProps, type ToolFieldsProps } from "./tool-page-layout";

const sections: PartialSection[] = [
  { key: "title", label: "Title" },
  { key: "scriptureBase", label: "Scripture" },
  { key: "content", label: "Prayer" },
  { key: "focus", label: "Focus" },
];

function PrayerCard(card: ToolCardProps<"prayer">) {
  const { item, request } = card;
  const checked = useCheckedText("prayer", item);
  return (
    <ResultCard
      {...card}
      title={checked("title", item.title, { as: "span" })}
      meta={
        <>
          <OptionBadge options={prayerType.list} value={item.prayerType} variant="default" />
          <OptionBadge options={prayerDuration.list} value={request.duration} />
          <OptionBadge options={prayerTone.list} value={request.tone} />
        </>
      }
    >
      {item.scriptureBase.trim() ? (
        <ResultSection label="Scripture">
          {checked("scriptureBase", item.scriptureBase, { className: "font-medium" })}
        </ResultSection>
      ) : null}
      <ResultSection label="Prayer">
        {checked("content", item.content, { className: proseClass })}
      </ResultSection>
      <ResultSection label="Focus">
        <p className="text-[0.95rem] leading-7 text-muted-foreground">{item.focus}</p>
      </ResultSection>
    </ResultCard>
  );
}

function PrayerFields({ form }: ToolFieldsProps<"prayer">) {
  return (
    <>
      <SelectField form={form} name="prayerType" label="Prayer type" options={prayerType.list} />
      <TextAreaField
        form={form}
        name="focus"
        label="Prayer focus"
        required
        rows={3}
        maxLength={500}
        placeholder="e.g. Families in our church facing job loss"
      />
      <ScriptureField
        form={form}
        hint="A passage to pray from, such as Philippians 4:6-7."
        placeholder="e.g. Philippians 4:6-7"
      />
      <FieldRow columns={2}>
        <SelectField form={form} name="duration" label="Duration" options={prayerDuration.list} />
        <SelectField form={form} name="tone" label="Tone" options={prayerTone.list} />
      </FieldRow>
      <NotesField
        form={form}
        placeholder="Names, circumstances or words you would like the prayer to include…"
      />
    </>
  );
}

/** The prayer creator (spec §2, §3, §5). */
export function PrayerCreatorPage() {
  return (
    <WritingToolPage tool="prayer" sections={sections} Fields={PrayerFields} Card={PrayerCard} />
  );
}
