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
import { labelOf, OptionBadge, useCheckedText } from "./checked-text";
import { ResultCard, ResultSection, type PartialSection } from "./results-panel";
import { FieldRow, NotesField, ScriptureField, SelectField, TextField } from "./tool-form-fields";
import { WritingToolPage, type ToolCardProps, type ToolFieldsProps } from "./tool-page-layout";
import type { GeneratedItem } from "./use-generation";

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

function SocialCard(card: ToolCardProps<"social">) {
  const { item, request } = card;
  const checked = useCheckedText("social", item);
  const platform = labelOf(socialPlatform.list, item.platform) ?? item.platform;
  return (
    <ResultCard
      {...card}
      title={`${platform} post`}
      meta={
        <>
          <OptionBadge
            options={socialContentType.list}
            value={item.contentType}
            variant="default"
          />
          <OptionBadge options={socialTone.list} value={request.tone} />
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

function SocialFields({ form }: ToolFieldsProps<"social">) {
  return (
    <>
      <FieldRow columns={2}>
        <SelectField form={form} name="platform" label="Platform" options={socialPlatform.list} />
        <SelectField
          form={form}
          name="contentType"
          label="Content type"
          options={socialContentType.list}
        />
      </FieldRow>
      <TextField
        form={form}
        name="topic"
        label="Topic"
        required
        maxLength={500}
        placeholder="e.g. Easter Sunday service times"
      />
      <FieldRow columns={2}>
        <SelectField form={form} name="tone" label="Tone" options={socialTone.list} />
        <SelectField form={form} name="length" label="Length" options={socialLength.list} />
      </FieldRow>
      <ScriptureField form={form} placeholder="e.g. Matthew 28:6" />
      <NotesField form={form} />
    </>
  );
}

/** Social media content (spec §2): posts with hashtags and each platform's character limit. */
export function SocialMediaPage() {
  return (
    <WritingToolPage tool="social" sections={sections} Fields={SocialFields} Card={SocialCard} />
  );
}
