import {
  sermonAudience,
  sermonLength,
  sermonTone,
  sermonToneFormValues,
} from "@shared/generation/options";
import { Badge } from "../../components/ui/badge";
import { FormField } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";
import { labelOf, proseClass, useCheckedText } from "./checked-text";
import { ResultCard, ResultSection, ResultsPanel, type PartialSection } from "./results-panel";
import { toolUi } from "./tool-config";
import { Required, Select, ToolFormCard, useToolForm } from "./tool-form";
import { ToolPageLayout, ToolWorkspace } from "./tool-page-layout";
import { SermonDelivery } from "./sermon-delivery";
import type { GeneratedItem, Generation } from "./use-generation";

const ui = toolUi.sermon;

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

function SermonCard({
  item,
  request,
}: {
  item: GeneratedItem<"sermon">;
  request: Generation<"sermon">["request"];
}) {
  const checked = useCheckedText("sermon", item);
  return (
    <ResultCard
      ui={ui}
      item={item}
      request={request}
      title={checked("title", item.title, { as: "span" })}
      footer={({ ensureSaved }) => <SermonDelivery title={item.title} ensureSaved={ensureSaved} />}
      meta={
        <>
          {labelOf(sermonLength.list, request.length) ? (
            <Badge variant="muted">{labelOf(sermonLength.list, request.length)}</Badge>
          ) : null}
          {labelOf(sermonTone.list, request.tone) ? (
            <Badge variant="muted">{labelOf(sermonTone.list, request.tone)}</Badge>
          ) : null}
          {labelOf(sermonAudience.list, request.audience) ? (
            <Badge variant="muted">{labelOf(sermonAudience.list, request.audience)}</Badge>
          ) : null}
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

function SermonWorkspace() {
  const { form, generation, onSubmit } = useToolForm("sermon");
  const { errors } = form.formState;
  const busy = generation.isGenerating;
  return (
    <ToolWorkspace
      form={
        <ToolFormCard ui={ui} onSubmit={onSubmit} isGenerating={busy}>
          <FormField label={<Required>Topic</Required>} error={errors.topic?.message}>
            <Input
              placeholder="e.g. Faith that endures hardship"
              autoComplete="off"
              maxLength={500}
              aria-required="true"
              {...form.register("topic")}
            />
          </FormField>
          <FormField
            label={<Required>Scripture reference</Required>}
            error={errors.scripture?.message}
            hint="A passage such as James 1:2-4 or Romans 8."
          >
            <Input
              placeholder="e.g. James 1:2-4"
              autoComplete="off"
              maxLength={200}
              aria-required="true"
              {...form.register("scripture")}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <FormField label="Audience" error={errors.audience?.message}>
              <Select options={sermonAudience.list} {...form.register("audience")} />
            </FormField>
            <FormField label="Tone" error={errors.tone?.message}>
              <Select options={toneOptions} {...form.register("tone")} />
            </FormField>
          </div>
          <FormField label="Length" error={errors.length?.message}>
            <Select options={sermonLength.list} {...form.register("length")} />
          </FormField>
          <FormField label="Additional notes (optional)" error={errors.notes?.message}>
            <Textarea
              rows={3}
              maxLength={2000}
              placeholder="Anything the sermon should include: a story, a season of the church year, an illustration…"
              {...form.register("notes")}
            />
          </FormField>
        </ToolFormCard>
      }
      results={
        <ResultsPanel
          ui={ui}
          state={generation}
          sections={sections}
          renderItem={(item, _index, last) => <SermonCard item={item} request={last.request} />}
        />
      }
    />
  );
}

/** The sermon builder (spec §2): form, streamed results, Copy and Save on every sermon. */
export function SermonBuilderPage() {
  return <ToolPageLayout ui={ui}>{() => <SermonWorkspace />}</ToolPageLayout>;
}
