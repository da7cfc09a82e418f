import { Copy, TriangleAlert } from "lucide-react";
import type { SocialPost } from "@shared/generation/social-posts";
import { toast } from "../../lib/use-toast";
import { Button } from "../../components/ui/button";
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

/**
 * Said under a post that does not carry the pastor's message: it did not fit the platform's
 * limit whole, and the writer never cuts it.
 */
function MessageLeftOut({ message, content }: { message?: string; content: string }) {
  // A draft saved before the field existed has no message.
  const typed = (message ?? "").trim();
  if (!typed || content.includes(typed)) return null;
  return (
    <p data-testid="message-left-out" className="text-sm text-amber-900 dark:text-amber-200">
      Your message ({number.format(Array.from(typed).length)} characters) is not in this post: it
      does not fit the platform's limit whole, and it is never cut. Shorten it, or post it
      separately.
    </p>
  );
}

/** The post with its hashtags, as it will be published, and its length against the limit. */
function Post({
  item,
  checked,
  message,
}: {
  item: GeneratedItem<"social">;
  checked: Checked;
  message?: string;
}) {
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
      <MessageLeftOut message={message} content={item.content} />
    </ResultSection>
  );
}

/** One platform's post as it is published: the text, then its hashtags. */
export function platformPostText(post: SocialPost): string {
  const tags = post.hashtags.map(hashtag).join(" ");
  return tags ? `${post.content.trim()}\n\n${tags}` : post.content.trim();
}

/** A multi-platform result: one card per platform, each with its count and its own Copy. */
function PlatformPosts({
  posts,
  checked,
  message,
}: {
  posts: SocialPost[];
  checked: Checked;
  message?: string;
}) {
  const copy = async (post: SocialPost, name: string) => {
    try {
      await navigator.clipboard.writeText(platformPostText(post));
      toast({ title: `${name} post copied`, description: "Paste it into the post." });
    } catch {
      toast({
        variant: "destructive",
        title: "Copy failed",
        description: "Your browser did not allow copying. Select the text and copy it instead.",
      });
    }
  };
  return (
    <ResultSection label="One post per platform">
      <ul className="grid gap-4">
        {posts.map((post) => {
          const name = optionLabel(socialPlatform.list, post.platform) ?? post.platform;
          const count = Array.from(platformPostText(post)).length;
          const limit = platformCharacterLimits[post.platform];
          const over = count - limit;
          return (
            <li
              key={post.platform}
              data-testid={`platform-post-${post.platform}`}
              className="flex flex-col gap-3 rounded-xl border border-border bg-background/60 p-4 sm:p-5"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="font-semibold text-royal-900 dark:text-royal-100">{name}</h4>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => void copy(post, name)}
                >
                  <Copy aria-hidden="true" /> Copy<span className="sr-only"> {name} post</span>
                </Button>
              </div>
              {checked(`posts.${post.platform}`, post.content, {
                className: "text-[1.0625rem] leading-7",
              })}
              {post.hashtags.length > 0 ? (
                <ul className="flex flex-wrap gap-2" aria-label={`${name} hashtags`}>
                  {post.hashtags.map((tag, index) => (
                    <li
                      key={`${tag}-${index}`}
                      className="rounded-full bg-royal-50 px-3 py-1 text-sm font-medium text-royal-800 dark:bg-royal-900 dark:text-royal-100"
                    >
                      {hashtag(tag)}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p
                data-testid="platform-character-count"
                className={cn(
                  "flex items-center gap-1.5 text-sm tabular-nums",
                  over > 0
                    ? "font-semibold text-amber-800 dark:text-amber-300"
                    : "text-muted-foreground",
                )}
              >
                {over > 0 ? <TriangleAlert className="size-4 shrink-0" aria-hidden="true" /> : null}
                {number.format(count)} / {number.format(limit)} characters
                <span className="sr-only"> on {name}, including hashtags</span>
                {over > 0 ? ` — over the ${name} limit; shorten it before you publish.` : null}
              </p>
              <MessageLeftOut message={message} content={post.content} />
            </li>
          );
        })}
      </ul>
    </ResultSection>
  );
}

/** Social media content: posts with hashtags and each platform's character limit. */
export function SocialMediaPage() {
  return (
    <WritingToolPage
      tool="social"
      extras={{
        title: (item) =>
          item.posts && item.posts.length > 0
            ? "A post for each platform"
            : `${optionLabel(socialPlatform.list, item.platform) ?? item.platform} post`,
        sections: {
          content: ({ item, checked, request }) =>
            item.posts && item.posts.length > 0 ? (
              <PlatformPosts posts={item.posts} checked={checked} message={request.message} />
            ) : (
              <Post item={item} checked={checked} message={request.message} />
            ),
          // The hashtags are shown inside the post.
          hashtags: () => null,
        },
      }}
    />
  );
}
