import { TriangleAlert } from "lucide-react";
import { platformCharacterLimits, socialPlatform } from "@shared/generation/options";
import { optionLabel } from "@shared/tools/define";
import { hashtag, resultToText } from "@shared/tools/result-text";
import { cn } from "../../lib/cn";
import type { Checked } from "./checked-text";
import { ResultSection } from "./results-panel";
import { WritingToolPage } from "./tool-page-layout";
import type { GeneratedItem } from "./use-generation";

const number = new Intl.NumberFormat("en-US");

/** The post's length (what Copy puts on the clipboard) against the platform's limit. */
function CharacterCount({ item }: { item: GeneratedItem<"social"> }) {
  const count = Array.from(resultToText("social", item)).length;
  const limit = platformCharacterLimits[item.platform];
  const over = count - limit;
  const platform =
    item.platform === "multi-platform"
      ? "X (Twitter), the strictest platform,"
      : (optionLabel(socialPlatform.list, item.platform) ?? item.platform);
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

/** The post with its hashtags, as it will be published, and its length against the limit. */
function Post({ item, checked }: { item: GeneratedItem<"social">; checked: Checked }) {
  return (
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
  );
}

/** Social media content: posts with hashtags and each platform's character limit. */
export function SocialMediaPage() {
  return (
    <WritingToolPage
      tool="social"
      extras={{
        title: (item) => `${optionLabel(socialPlatform.list, item.platform) ?? item.platform} post`,
        sections: {
          content: ({ item, checked }) => <Post item={item} checked={checked} />,
          // The hashtags are shown inside the post.
          hashtags: () => null,
        },
      }}
    />
  );
}
