import { prayerDuration, prayerTone, prayerType } from "@shared/generation/options";
import { Badge } from "../../components/ui/badge";
import { FormField } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";
import { labelOf, proseClass, useCheckedText } from "./checked-text";
import { ResultCard, ResultSection, ResultsPanel, type PartialSection } from "./results-panel";
import { toolUi } from "./tool-config";
import { Required, Select, ToolFormCard, useToolForm } from "./tool-form";
import { ToolPageLayout, ToolWorkspace } from "./tool-page-layout";
import type { GeneratedItem, Generation } from "./use-generation";

const ui = toolUi.prayer;

const sections: PartialSection[] = [
  { key: "title", label: "Title" },
  { key: "scriptureBase", label: "Scripture" },
  { key: "content", label: "Prayer" },
  { key: "focus", label: "Focus" },
];

function PrayerCard({
  item,
  request,
}: {
  item: GeneratedItem<"prayer">;
  request: Generation<"prayer">["request"];
}) {
  const checked = useCheckedText("prayer", item);
  const type = labelOf(prayerType.list, item.prayerType);
  const duration = labelOf(prayerDuration.list, request.duration);
  const tone = labelOf(prayerTone.list, request.tone);
  return (
    <ResultCard
      ui={ui}
      item={item}
      request={request}
      title={checked("title", item.title, { as: "span" })}
      meta={
        <>
          {type ? <Badge>{type}</Badge> : null}
          {duration ? <Badge variant="muted">{duration}</Badge> : null}
          {tone ? <Badge variant="muted">{tone}</Badge> : null}
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

function PrayerWorkspace() {
  const { form, generation, onSubmit } = useToolForm("prayer");
  const { errors } = form.formState;
  return (
    <ToolWorkspace
      form={
        <ToolFormCard ui={ui} onSubmit={onSubmit} isGenerating={generation.isGenerating}>
          <FormField label="Prayer type" error={errors.prayerType?.message}>
            <Select options={prayerType.list} {...form.register("prayerType")} />
          </FormField>
          <FormField label={<Required>Prayer focus</Required>} error={errors.focus?.message}>
            <Textarea
              rows={3}
              maxLength={500}
              aria-required="true"
              placeholder="e.g. Families in our church facing job loss"
              {...form.register("focus")}
            />
          </FormField>
          <FormField
            label="Scripture (optional)"
            error={errors.scripture?.message}
            hint="A passage to pray from, such as Philippians 4:6-7."
          >
            <Input
              autoComplete="off"
              maxLength={200}
              placeholder="e.g. Philippians 4:6-7"
              {...form.register("scripture")}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <FormField label="Duration" error={errors.duration?.message}>
              <Select options={prayerDuration.list} {...form.register("duration")} />
            </FormField>
            <FormField label="Tone" error={errors.tone?.message}>
              <Select options={prayerTone.list} {...form.register("tone")} />
            </FormField>
          </div>
          <FormField label="Additional notes (optional)" error={errors.notes?.message}>
            <Textarea
              rows={3}
              maxLength={2000}
              placeholder="Names, circumstances or words you would like the prayer to include…"
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
          renderItem={(item, _index, last) => <PrayerCard item={item} request={last.request} />}
        />
      }
    />
  );
}

/** The prayer creator (spec §2, §3, §5). */
export function PrayerCreatorPage() {
  return <ToolPageLayout ui={ui}>{() => <PrayerWorkspace />}</ToolPageLayout>;
}
