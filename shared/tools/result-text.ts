import type { SectionSpec } from "./define";
import { writingTools, type ToolResult, type WritingToolKey } from "./index";
import { balanceQuotes } from "../scripture/balance-quotes";

/**
 * A result written out from its tool's ordered sections: the copy text (what Copy puts on
 * the clipboard, what the library stores and searches and what the scripture check reads),
 * its title and scripture reference, and where each part starts in that text.
 */

type Fields = Record<string, unknown>;

export function sectionsOf(tool: WritingToolKey): readonly SectionSpec[] {
  return writingTools[tool].result.sections;
}

function stringOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function listOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === "string")
    : [];
}

export function hashtag(tag: string): string {
  return tag.startsWith("#") ? tag : `#${tag}`;
}

/** A list section's items as the text shows them (hashtags gain their #). */
export function sectionItems(section: SectionSpec, value: unknown): string[] {
  const items = listOf(value);
  return section.hashtags ? items.map(hashtag) : items;
}

/** A list section as one block of text. */
function listText(section: SectionSpec, value: unknown): string {
  const items = sectionItems(section, value);
  if (section.kind === "numbered")
    return items.map((item, index) => `${index + 1}. ${item}`).join("\n");
  return items.join(section.hashtags ? " " : "; ");
}

export function resultToText<K extends WritingToolKey>(tool: K, result: ToolResult<K>): string {
  return sectionsText(sectionsOf(tool), result);
}

/** The copy text of a result with these sections: any declared tool's, registered or not. */
export function sectionsText(sections: readonly SectionSpec[], result: object): string {
  const fields = result as Fields;
  const lines: string[] = [];
  for (const section of sections) {
    const copy = section.copy ?? "heading";
    if (copy === "none") continue;
    const value = fields[section.field];
    const body = section.kind === "text" ? stringOf(value) : listText(section, value);
    if (copy === "heading") {
      if (body.trim()) lines.push(`${section.heading}\n${body.trim()}`);
    } else if (body) {
      lines.push(copy === "inline" ? `${section.heading}: ${body}` : body);
    }
  }
  return lines.join("\n\n");
}

/** A title for the library card of any result: its title section, or its first line of text. */
export function resultTitle<K extends WritingToolKey>(tool: K, result: ToolResult<K>): string {
  const fields = result as Fields;
  const sections = sectionsOf(tool);
  const title = sections.find((section) => section.role === "title");
  if (title) return stringOf(fields[title.field]);
  const first = sections.find((section) => section.kind === "text");
  const firstLine = stringOf(first && fields[first.field])
    .trim()
    .split("\n")[0]!
    .trim();
  return shortTitle(firstLine);
}

/** A title made from a first line is at most this long. */
const titleLimit = 80;

/**
 * A first line as a title: whole when short enough, else cut after its last whole word that
 * fits, with "…" and the quotation marks it opened closed (a social post opening with a verse
 * was titled "“It is because of … we are not consumed, becaus…").
 */
function shortTitle(line: string): string {
  if (line.length <= titleLimit) return line;
  // Room for "…" and two closing marks.
  const room = line.slice(0, titleLimit - 3);
  const inWord =
    /[\p{L}\p{N}’']/u.test(room.at(-1) ?? "") && /[\p{L}\p{N}’']/u.test(line[room.length] ?? "");
  const wordEnd = inWord ? room.slice(0, room.lastIndexOf(" ")) : room;
  const kept = (wordEnd.length >= titleLimit / 2 ? wordEnd : room).replace(
    /[\s,;:.!?—–\-“‘(]+$/u,
    "",
  );
  return balanceQuotes(`${kept}…`);
}

/** The scripture reference a result is built on, if any. */
export function resultScripture<K extends WritingToolKey>(tool: K, result: ToolResult<K>): string {
  const reference = sectionsOf(tool).find((section) => section.role === "reference");
  return reference ? stringOf((result as Fields)[reference.field]) : "";
}

/**
 * Where each part of a result starts in its copy text, so references the scripture check
 * found there can be shown in the right place. Keys are field names; list items are
 * "field.0", "field.1"… A part that is not in the copy text has no offset.
 */
export function resultOffsets<K extends WritingToolKey>(
  tool: K,
  result: ToolResult<K>,
): Record<string, number | undefined> {
  const fields = result as Fields;
  const full = resultToText(tool, result);
  const offsets: Record<string, number | undefined> = {};
  let cursor = 0;
  for (const section of sectionsOf(tool)) {
    if (section.copy === "none") continue;
    const value = fields[section.field];
    const pieces: [string, string][] =
      section.kind === "text"
        ? [[section.field, stringOf(value).trim()]]
        : listOf(value).map((item, index) => [`${section.field}.${index}`, item.trim()]);
    for (const [key, piece] of pieces) {
      if (!piece) continue;
      const at = full.indexOf(piece, cursor);
      if (at === -1) continue;
      offsets[key] = at;
      cursor = at + piece.length;
    }
  }
  return offsets;
}
