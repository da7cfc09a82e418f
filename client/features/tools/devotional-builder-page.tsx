import { devotionalAudience, devotionalLength, devotionalTone } from "@shared/generation/options";
import { Badge } from "../../components/ui/badge";
import { FormField } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";
import { labelOf, proseClass, useCheckedText } from "./checked-text";
import { ResultCard, ResultSection, ResultsPanel, type PartialSection } from "./results-panel";
import { toolUi } from "./tool-config";
import { Required, Select, ToolFormCard, useToolForm } from "./tool-form";
import { ToolPageLayout, ToolWorkspace } from "./tool-page-layout";
import type { GeneratedItem, Generation } from "./use-generation";

const ui = toolUi.devotional;

const sections: PartialSection[] = [
  { key: "title", label: "Title" },
  { key: "scripture", label: "Scripture" },
  { key: "content", label: "Reading" },
  { key: "reflection", label: "Reflection" },
  { key: "prayer", label: "Prayer" },
  { key: "application", label: "Application" },
];

function DevotionalCard({
  item,
  request,
}: {
  item: GeneratedItem<"devotional">;
  request: Generation<"devotional">["request"];
}) {
  const checked = useCheckedText("devotional", item);
  const length = labelOf(devotionalLength.list, request.length);
  const tone = labelOf(devotionalTone.list, request.tone);
  const audience = labelOf(devotionalAudience.list, request.audience);
  return (
    <ResultCard
      ui={ui}
      item={item}
      request={request}
      title={checked("title", item.title, { as: "span" })}
      meta={
        <>
          {length ? <Badge variant="muted">{length}</Badge> : null}
          {tone ? <Badge variant="muted">{tone}</Badge> : null}
          {audience ? <Badge variant="muted">{audience}</Badge> : null}
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

function DevotionalWorkspace() {
  const { form, generation, onSubmit } = useToolForm("devotional");
  const { errors } = form.formState;
  return (
    <ToolWorkspace
      form={
        <ToolFormCard ui={ui} onSubmit={onSubmit} isGenerating={generation.isGenerating}>
          <FormField label={<Required>Theme</Required>} error={errors.theme?.message}>
            <Input
              autoComplete="off"
              maxLength={500}
              aria-required="true"
              placeholder="e.g. Rest for the weary"
              {...form.register("theme")}
            />
          </FormField>
          <FormField label={<Required>Focus</Required>} error={errors.focus?.message}>
            <Textarea
              rows={2}
              maxLength={500}
              aria-required="true"
              placeholder="e.g. Trusting God when life is busy"
              {...form.register("focus")}
            />
          </FormField>
          <FormField
            label="Scripture (optional)"
            error={errors.scripture?.message}
            hint="Leave empty and a fitting passage is chosen for the theme."
          >
            <Input
              autoComplete="off"
              maxLength={200}
              placeholder="e.g. Matthew 11:28-30"
              {...form.register("scripture")}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
            <FormField label="Audience" error={errors.audience?.message}>
              <Select options={devotionalAudience.list} {...form.register("audience")} />
            </FormField>
            <FormField label="Length" error={errors.length?.message}>
              <Select options={devotionalLength.list} {...form.register("length")} />
            </FormField>
            <FormField label="Tone" error={errors.tone?.message}>
              <Select options={devotionalTone.list} {...form.register("tone")} />
            </FormField>
          </div>
          <FormField label="Additional notes (optional)" error={errors.notes?.message}>
            <Textarea rows={3} maxLength={2000} {...form.register("notes")} />
          </FormField>
        </ToolFormCard>
      }
      results={
        <ResultsPanel
          ui={ui}
          state={generation}
          sections={sections}
          renderItem={(item, _index, last) => <DevotionalCard item={item} request={last.request} />}
        />
      }
    />
  );
}

/** The devotional builder (spec §2, §3, §5). */
export function DevotionalBuilderPage() {
  return <ToolPageLayout ui={ui}>{() => <DevotionalWorkspace />}</ToolPageLayout>;
}
