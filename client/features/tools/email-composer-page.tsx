import { emailAudience, emailLength, emailTone, emailType } from "@shared/generation/options";
import { Badge } from "../../components/ui/badge";
import { FormField } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";
import { labelOf, useCheckedText } from "./checked-text";
import { ResultCard, ResultSection, ResultsPanel, type PartialSection } from "./results-panel";
import { toolUi } from "./tool-config";
import { Required, Select, ToolFormCard, useToolForm } from "./tool-form";
import { ToolPageLayout, ToolWorkspace } from "./tool-page-layout";
import type { GeneratedItem, Generation } from "./use-generation";

const ui = toolUi.email;

const sections: PartialSection[] = [
  { key: "subject", label: "Subject" },
  { key: "content", label: "Email" },
  { key: "callToAction", label: "Next step" },
  { key: "scripture", label: "Scripture" },
];

function EmailCard({
  item,
  request,
}: {
  item: GeneratedItem<"email">;
  request: Generation<"email">["request"];
}) {
  const checked = useCheckedText("email", item);
  const type = labelOf(emailType.list, item.emailType);
  const tone = labelOf(emailTone.list, request.tone);
  const audience = labelOf(emailAudience.list, request.audience);
  return (
    <ResultCard
      ui={ui}
      item={item}
      request={request}
      title={
        <>
          <span className="sr-only">Subject: </span>
          {checked("subject", item.subject, { as: "span" })}
        </>
      }
      meta={
        <>
          {type ? <Badge>{type}</Badge> : null}
          {audience ? <Badge variant="muted">{audience}</Badge> : null}
          {tone ? <Badge variant="muted">{tone}</Badge> : null}
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

function EmailWorkspace() {
  const { form, generation, onSubmit } = useToolForm("email");
  const { errors } = form.formState;
  return (
    <ToolWorkspace
      form={
        <ToolFormCard ui={ui} onSubmit={onSubmit} isGenerating={generation.isGenerating}>
          <FormField label="Email type" error={errors.emailType?.message}>
            <Select options={emailType.list} {...form.register("emailType")} />
          </FormField>
          <FormField label={<Required>Purpose</Required>} error={errors.purpose?.message}>
            <Textarea
              rows={3}
              maxLength={500}
              aria-required="true"
              placeholder="e.g. Invite families to the harvest picnic on Saturday, October 12 at 4 pm"
              {...form.register("purpose")}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            <FormField label="Audience" error={errors.audience?.message}>
              <Select options={emailAudience.list} {...form.register("audience")} />
            </FormField>
            <FormField label="Tone" error={errors.tone?.message}>
              <Select options={emailTone.list} {...form.register("tone")} />
            </FormField>
            <FormField label="Length" error={errors.length?.message}>
              <Select options={emailLength.list} {...form.register("length")} />
            </FormField>
          </div>
          <FormField label="Scripture (optional)" error={errors.scripture?.message}>
            <Input
              autoComplete="off"
              maxLength={200}
              placeholder="e.g. Psalm 133:1"
              {...form.register("scripture")}
            />
          </FormField>
          <FormField
            label="Additional notes (optional)"
            error={errors.notes?.message}
            hint="Dates, places, names and sign-off details to include."
          >
            <Textarea rows={3} maxLength={2000} {...form.register("notes")} />
          </FormField>
        </ToolFormCard>
      }
      results={
        <ResultsPanel
          ui={ui}
          state={generation}
          sections={sections}
          renderItem={(item, _index, last) => <EmailCard item={item} request={last.request} />}
        />
      }
    />
  );
}

/** The church email composer (spec §2, §3, §5). */
export function EmailComposerPage() {
  return <ToolPageLayout ui={ui}>{() => <EmailWorkspace />}</ToolPageLayout>;
}
