import { platformCharacterLimits } from "@shared/generation/options";
import { writingTools, type WritingToolKey } from "@shared/tools";
import type { SectionSpec } from "@shared/tools/define";
import {
  packPieceTypes,
  type PackPieceType,
  type PieceSection,
} from "@shared/tools/week-pack/definition";

/**
 * Checks of a model's result for sense, after its schema: a schema accepts a main point
 * that is a lone ":" or an 864-character email subject, and neither may reach the pastor
 * or the library. Each problem names the field and the rule, never the text, so it can go
 * to the log and back to the model in a repair request.
 */

/** An email subject line, as inboxes show it and the prompt asks. */
export const emailSubjectMax = 70;
/** Any other title: a heading, not a paragraph. */
export const titleMax = 120;

/** A word of two letters or more: what a lone ":" or "1." lacks. */
const word = /\p{L}{2,}/u;
/**
 * Words a complete title does not end on. Not "for", "in", "on" or "who": "What Are You
 * Waiting For", "Let Him In" and "Hold On" are whole titles.
 */
const danglingWords = new Set(
  "a an and of the to with from by or but nor into onto upon our your their its his her whose".split(
    " ",
  ),
);

function titleProblem(field: string, value: string, max: number): string | undefined {
  const text = value.trim();
  if (text.length > max) return `${field}: longer than ${max} characters (${text.length})`;
  if (/[:;,(\-–—/&]$/.test(text))
    return `${field}: cut off mid-phrase (ends with "${text.at(-1)}")`;
  const last = text
    .toLowerCase()
    .replace(/[^\p{L}\s']/gu, " ")
    .trim()
    .split(/\s+/)
    .at(-1);
  if (last && danglingWords.has(last) && !/[.!?"”'’]$/.test(text))
    return `${field}: cut off mid-phrase (ends with "${last}")`;
  const opened = (text.match(/[(“]/g) ?? []).length;
  const closed = (text.match(/[)”]/g) ?? []).length;
  if (opened > closed) return `${field}: cut off mid-phrase (unclosed quotation or bracket)`;
  return undefined;
}

function sectionProblems(section: SectionSpec, value: unknown, titleLimit: number): string[] {
  const field = section.field;
  if (section.kind === "text") {
    if (typeof value !== "string") return [];
    if (value.trim() === "") return section.optional ? [] : [`${field}: empty`];
    if (!word.test(value)) return [`${field}: has no words`];
    if (section.role === "title") {
      const problem = titleProblem(field, value, titleLimit);
      return problem ? [problem] : [];
    }
    return [];
  }
  if (!Array.isArray(value)) return [];
  const problems: string[] = [];
  // A hashtag may be a year (#2026); a point or a line needs a word.
  const sound = section.kind === "tags" ? /[\p{L}\p{N}]/u : word;
  value.forEach((item, index) => {
    const text = typeof item === "string" ? item.trim() : "";
    if (!sound.test(text)) problems.push(`${field}[${index}]: has no words`);
  });
  return problems;
}

/** What is wrong with a schema-valid result of the tool; empty when it makes sense. */
export function senseProblems(tool: WritingToolKey, result: Record<string, unknown>): string[] {
  const sections = writingTools[tool].result.sections as readonly SectionSpec[];
  const problems = sections.flatMap((section) =>
    sectionProblems(section, result[section.field], tool === "email" ? emailSubjectMax : titleMax),
  );
  if (tool === "social") {
    const platform = result.platform as keyof typeof platformCharacterLimits | undefined;
    const limit = platform ? platformCharacterLimits[platform] : undefined;
    const content = typeof result.content === "string" ? result.content : "";
    if (limit && content.length > limit)
      problems.push(`content: ${content.length} characters, over ${platform}'s ${limit}`);
    const posts = (result.posts ?? []) as Array<{ platform: string; content: string }>;
    for (const [index, post] of posts.entries()) {
      const postLimit =
        platformCharacterLimits[post.platform as keyof typeof platformCharacterLimits];
      if (postLimit && post.content.length > postLimit)
        problems.push(
          `posts[${index}]: ${post.content.length} characters, over ${post.platform}'s ${postLimit}`,
        );
      if (!word.test(post.content)) problems.push(`posts[${index}]: has no words`);
    }
  }
  return problems;
}

/**
 * What is wrong with a schema-valid week pack piece from a model (the same checks as the
 * writing tools': every part has words, a title or subject is whole and within its limit, each
 * post has words and fits its platform); empty when it makes sense.
 */
export function pieceSenseProblems(type: PackPieceType, result: Record<string, unknown>): string[] {
  return packPieceTypes[type].sections.flatMap((section: PieceSection) => {
    if (section.kind !== "posts")
      return sectionProblems(
        section,
        result[section.field],
        type === "week-email" ? emailSubjectMax : titleMax,
      );
    const posts = Array.isArray(result[section.field])
      ? (result[section.field] as Array<{ platform?: string; content?: unknown }>)
      : [];
    return posts.flatMap((post, index) => {
      const content = typeof post.content === "string" ? post.content : "";
      const limit = platformCharacterLimits[post.platform as keyof typeof platformCharacterLimits];
      return [
        ...(limit && content.length > limit
          ? [`posts[${index}]: ${content.length} characters, over ${post.platform}'s ${limit}`]
          : []),
        ...(word.test(content) ? [] : [`posts[${index}]: has no words`]),
      ];
    });
  });
}

/** Added to the prompt for the one repair of a result that failed its sense checks. */
export function senseRepairInstruction(problems: string[]): string {
  return `Your previous answer could not be used: ${problems.join("; ")}. Answer again with the whole JSON object, every field complete, in words, within its limits.`;
}
