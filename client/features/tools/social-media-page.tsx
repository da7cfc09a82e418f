import { TriangleAlert } from "lucide-react";
import { resultToText } from "@shared/generation/format";
import {
  platformCharacterLimits,
  socialContentType,
  socialLength,
  socialPlatform,
  socialTone,
} from "@shared/generation/options";
import { cn } from "../../lib/cn";
import { Badge } from "../../components/ui/badge";
import { FormField } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";
import { labelOf, useCheckedText } from "./checked-text";
import { ResultCard, ResultSection, ResultsPanel, type PartialSection } from "./results-panel";
import { toolUi } from "./tool-config";
import { Required, Select, ToolFormCard, useToolForm } from "./tool-form";
import { ToolPageLayout, ToolWorkspace } from "./tool-page-layout";
import type { GeneratedItem, Generation } from "./use-generation";

const ui = toolUi.social;

const sections: PartialSection[] = [
  { key: "content", label: "Post" },
  { key: "hashtags", label: "Hashtags" },
  { key: "scripture", label: "Scripture" },
];

const number = new Intl.NumberFormat("en-US");

function hashtag(tag: string): string {
  return tag.startsWith("#") ? tag : `#${tag}`;
}

/** The post's length (what Copy puts on the clipboard) against the platform's limit. */
function CharacterCount({ item }: { item: GeneratedItem<"social"> }) {
  const count = Array.from(resultToText("social", item)).length;
  const limit = platformCharacterLimits[item.platform];
  const over = count - limit;
  const platform =
    item.platform === "multi-platform"
      ? "X (Twitter), the strictest platform,"
      : (labelOf(socialPlatform.list, item.platform) ?? item.platform);
  return (
    <div className="flex flex-col gap-1" data-testid="character-count">
      <p
        className={cn(
          "flex items-center gap-1.5 text-sm tabular-nums",
          over > 0 ? "font-semibold text-amber-800 dark:text-amber-300" : "text-muted-foreground",
        )}
      >
        {over > 0 ? <TriangleAlert className="size-4 shrink-0" aria-hidden="true" /> : null}
        {number.format(count)} / {number.format(limit)} characters
        <span className="sr-only"> including hashtags</span>
      </p>
      {over > 0 ? (
        <p className="text-sm text-amber-900 dark:text-amber-200">
          Over the {platform} limit by {number.format(over)}{" "}
          {over === 1 ? "character" : "characters"}. Shorten the post before you publish it.
        </p>
      ) : null}
    </div>
  );
}

function SocialCard({
  item,
  request,
}: {
  item: GeneratedItem<"social">;
  request: Generation<"social">["request"];
}) {
  const checked = useCheckedText("social", item);
  const platform = labelOf(socialPlatform.list, item.platform) ?? item.platform;
  const type = labelOf(socialContentType.list, item.contentType);
  const tone = labelOf(socialTone.list, request.tone);
  return (
    <ResultCard
      ui={ui}
      item={item}
      request={request}
      title={`${platform} post`}
      meta={
        <>
          {type ? <Badge>{type}</Badge> : null}
          {tone ? <Badge variant="muted">{tone}</Badge> : null}
        </>
      }
    >
      <ResultSection label="Post">
        <div className="flex flex-col gap-3 rounded-xl border border-border bg-background/60 p-4 sm:p-5">
          {checked("content", item.content, { className: "text-[1.0625rem] leading-7" })}
          {item.hashtags.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Hashtags">
              {item.hashtags.map((tag, index) => (
                <li
                  key={`${tag}-${index}`}
                  className="rounded-full bg-royal-50 px-3 py-1 text-sm font-medium text-royal-800 dark:bg-royal-900 dark:text-royal-100"
                >
                  {hashtag(tag)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <CharacterCount item={item} />
      </ResultSection>
      {item.scripture.trim() ? (
        <ResultSection label="Scripture">
          {/* The scripture field is not part of the posted text, so it is matched by its form. */}
          {checked("scripture", item.scripture, { className: "font-medium" })}
        </ResultSection>
      ) : null}
    </ResultCard>
  );
}

function SocialWorkspace() {
  const { form, generation, onSubmit } = useToolForm("social");
  const { errors } = form.formState;
  return (
    <ToolWorkspace
      form={
        <ToolFormCard ui={ui} onSubmit={onSubmit} isGenerating={generation.isGenerating}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <FormField label="Platform" error={errors.platform?.message}>
              <Select options={socialPlatform.list} {...form.register("platform")} />
            </FormField>
            <FormField label="Content type" error={errors.contentType?.message}>
              <Select options={socialContentType.list} {...form.register("contentType")} />
            </FormField>
          </div>
          <FormField label={<Required>Topic</Required>} error={errors.topic?.message}>
            <Input
              autoComplete="off"
              maxLength={500}
              aria-required="true"
              placeholder="e.g. Easter Sunday service times"
              {...form.register("topic")}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <FormField label="Tone" error={errors.tone?.message}>
              <Select options={socialTone.list} {...form.register("tone")} />
            </FormField>
            <FormField label="Length" error={errors.length?.message}>
              <Select options={socialLength.list} {...form.register("length")} />
            </FormField>
          </div>
          <FormField label="Scripture (optional)" error={errors.scripture?.message}>
            <Input
              autoComplete="off"
              maxLength={200}
              placeholder="e.g. Matthew 28:6"
              {...form.register("scripture")}
            />
          </FormField>
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
          renderItem={(item, _index, last) => <SocialCard item={item} request={last.request} />}
        />
      }
    />
  );
}

/** Social media content (spec §2): posts with hashtags and each platform's character limit. */
export function SocialMediaPage() {
  return <ToolPageLayout ui={ui}>{() => <SocialWorkspace />}</ToolPageLayout>;
}
