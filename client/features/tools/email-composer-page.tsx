import { emailAudience, emailLength, emailTone, emailType } from "@shared/generation/options";
import { OptionBadge, useCheckedText } from "./checked-text";
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
  { key: "subject", label: "Subject" },
  { key: "content", label: "Email" },
  { key: "callToAction", label: "Next step" },
  { key: "scripture", label: "Scripture" },
];

function EmailCard(card: ToolCardProps<"email">) {
  const { item, request } = card;
  const checked = useCheckedText("email", item);
  return (
    <ResultCard
      {...card}
      title={
        <>
          <span className="sr-only">Subject: </span>
          {checked("subject", item.subject, { as: "span" })}
        </>
      }
      meta={
        <>
          <OptionBadge options={emailType.list} value={item.emailType} variant="default" />
          <OptionBadge options={emailAudience.list} value={request.audience} />
          <OptionBadge options={emailTone.list} value={request.tone} />
        </>
      }
    >
      <ResultSection label="Email">
        <div className="rounded-xl border border-border bg-background/60 p-4 sm:p-5">
          {checked("content", item.content, {
            className: "font-serif text-[1.0625rem] leading-8",
          })}
        </div>
      </ResultSection>
      <ResultSection label="Next step">
        {checked("callToAction", item.callToAction, { className: "leading-7" })}
      </ResultSection>
      {item.scripture.trim() ? (
        <ResultSection label="Scripture">
          {checked("scripture", item.scripture, { className: "font-medium" })}
        </ResultSection>
      ) : null}
    </ResultCard>
  );
}

function EmailFields({ form }: ToolFieldsProps<"email">) {
  return (
    <>
      <SelectField form={form} name="emailType" label="Email type" options={emailType.list} />
      <TextAreaField
        form={form}
        name="purpose"
        label="Purpose"
        required
        rows={3}
        maxLength={500}
        placeholder="e.g. Invite families to the harvest picnic on Saturday, October 12 at 4 pm"
      />
      <FieldRow columns={3}>
        <SelectField form={form} name="audience" label="Audience" options={emailAudience.list} />
        <SelectField form={form} name="tone" label="Tone" options={emailTone.list} />
        <SelectField form={form} name="length" label="Length" options={emailLength.list} />
      </FieldRow>
      <ScriptureField form={form} placeholder="e.g. Psalm 133:1" />
      <NotesField form={form} hint="Dates, places, names and sign-off details to include." />
    </>
  );
}

/** The church email composer (spec §2, §3, §5). */
export function EmailComposerPage() {
  return <WritingToolPage tool="email" sections={sections} Fields={EmailFields} Card={EmailCard} />;
}
