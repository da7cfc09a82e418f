import { isWritingToolKey, type WritingToolKey } from "../tools";
import { sectionItems, sectionsOf } from "../tools/result-text";
import { balanceQuotes } from "../scripture/balance-quotes";
import { scriptureAttribution, translationSchema } from "../scripture/translations";
import { contentTypeLabel } from "./content-types";
import { draftFooter, draftOriginOf } from "../generation/draft-label";
import { isPackPieceType } from "../tools/week-pack/definition";
import { pieceDocumentSections } from "../tools/week-pack/text";

/**
 * One printable shape for every saved item, so the PDF, the Word file, the Markdown
 * export and the email all say the same thing in the same order.
 */
export interface DocumentSection {
  heading: string;
  paragraphs: string[];
  /** Numbered points (a sermon's main points). */
  numbered?: string[];
  /** Short chips (hashtags, related scriptures). */
  tags?: string[];
}

export interface ItemDocument {
  title: string;
  kind: string;
  createdAt: string;
  /** Each checked reference with its real verse text. */
  scripture: Array<{ reference: string; text: string }>;
  /** The reference the item names, when checking found no text for it. */
  scriptureLine: string;
  /** Which translation the verse text is from ("Scripture quotations are from the …"). */
  scriptureSource?: string;
  sections: DocumentSection[];
  /** The footer saying which kind of draft this is (draftNote when unknown). */
  footer?: string;
}

export interface DocumentSource {
  type: string;
  title: string;
  scripture: string;
  content: string;
  createdAt: string;
  data: unknown;
}

/**
 * The heading of the passage's verse text, which every printed or sent copy puts after the
 * draft: the outline first, the passage after it (issue 35 item 4).
 */
export const scriptureHeading = "Scripture text";

/** The footer of a printed or sent copy with no model named: "Kingdom Tools draft — …". */
export const draftNote = draftFooter(undefined);

type Fields = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter(Boolean) : [];
}

function paragraphs(value: string): string[] {
  return value
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function section(heading: string, body: unknown): DocumentSection[] {
  const value = text(body);
  return value ? [{ heading, paragraphs: paragraphs(value) }] : [];
}

/** A writing tool's result as printable sections: its own, except the title and reference. */
function toolSections(tool: WritingToolKey, result: Fields): DocumentSection[] {
  return sectionsOf(tool)
    .filter((spec) => spec.role === undefined && spec.copy !== "none")
    .flatMap((spec): DocumentSection[] => {
      const value = result[spec.field];
      if (spec.kind === "text") return section(spec.heading, value);
      const items = sectionItems(spec, list(value));
      if (items.length === 0) return [];
      return spec.kind === "numbered"
        ? [{ heading: spec.heading, paragraphs: [], numbered: items }]
        : [{ heading: spec.heading, paragraphs: [], tags: items }];
    });
}

/** A multi-platform social result: a section per platform, its post and hashtags. */
function platformSections(result: Fields): DocumentSection[] {
  const posts = Array.isArray(result.posts) ? (result.posts as Fields[]) : [];
  return posts.flatMap((post) => {
    const content = text(post.content);
    if (!content) return [];
    const name = platformNames[text(post.platform)] ?? text(post.platform);
    const tags = list(post.hashtags).map((tag) => (tag.startsWith("#") ? tag : `#${tag}`));
    return [{ heading: name, paragraphs: paragraphs(content), ...(tags.length ? { tags } : {}) }];
  });
}

const platformNames: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  twitter: "X (Twitter)",
  linkedin: "LinkedIn",
};

function sectionsFor(type: string, result: Fields): DocumentSection[] | undefined {
  if (type === "social" && Array.isArray(result.posts) && result.posts.length > 0)
    return platformSections(result);
  if (isWritingToolKey(type)) return toolSections(type, result);
  if (isPackPieceType(type)) return pieceDocumentSections(type, result);
  if (type === "image")
    return [
      ...section("Description", result.prompt),
      ...section("Enhanced Prompt", result.enhancedPrompt),
    ];
  return undefined;
}

/** A whole chapter cited in passing should not fill the page: its opening is enough. */
const maxVerseTextLength = 600;

function clip(value: string): string {
  if (value.length <= maxVerseTextLength) return value;
  const cut = value.slice(0, maxVerseTextLength);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length)} …`;
}

function verses(data: Fields): Array<{ reference: string; text: string }> {
  const check = data.scriptureCheck as { references?: unknown } | undefined;
  const references = Array.isArray(check?.references) ? (check.references as Fields[]) : [];
  const seen = new Set<string>();
  const found: Array<{ reference: string; text: string }> = [];
  for (const reference of references) {
    const name = text(reference.reference);
    const verseText = text(reference.text);
    if (reference.valid !== true || !name || !verseText || seen.has(name)) continue;
    seen.add(name);
    found.push({ reference: name, text: balanceQuotes(clip(verseText)) });
  }
  return found;
}

export function itemDocument(item: DocumentSource): ItemDocument {
  const data = (item.data && typeof item.data === "object" ? item.data : {}) as Fields;
  const result = (data.result && typeof data.result === "object" ? data.result : data) as Fields;
  const known = sectionsFor(item.type, result)?.filter(
    (entry) =>
      entry.paragraphs.length > 0 ||
      (entry.numbered?.length ?? 0) > 0 ||
      (entry.tags?.length ?? 0) > 0,
  );
  const sections =
    known && known.length > 0
      ? known
      : [{ heading: "Content", paragraphs: paragraphs(item.content) }];
  const scripture = verses(data);
  const checkedIn = (data.scriptureCheck as { translation?: unknown } | undefined)?.translation;
  return {
    title: item.title || "Untitled",
    kind: contentTypeLabel(item.type),
    createdAt: item.createdAt,
    scripture,
    scriptureLine: item.scripture,
    ...(scripture.length > 0
      ? { scriptureSource: scriptureAttribution(translationSchema.catch("web").parse(checkedIn)) }
      : {}),
    sections,
    footer: draftFooter(draftOriginOf(data)),
  };
}

export function documentToMarkdown(doc: ItemDocument): string {
  const lines: string[] = [
    `# ${doc.title}`,
    "",
    `*${doc.kind} · ${doc.createdAt.slice(0, 10)}*`,
    "",
  ];
  if (doc.scripture.length > 0) {
    lines.push("## Scripture", "");
    for (const verse of doc.scripture) lines.push(`> **${verse.reference}** — ${verse.text}`, ">");
    lines.pop();
    lines.push("");
    if (doc.scriptureSource) lines.push(`*${doc.scriptureSource}*`, "");
  } else if (doc.scriptureLine) {
    lines.push(`**Scripture:** ${doc.scriptureLine}`, "");
    if (doc.scriptureSource) lines.push(`*${doc.scriptureSource}*`, "");
  }
  for (const entry of doc.sections) {
    lines.push(`## ${entry.heading}`, "");
    for (const paragraph of entry.paragraphs) lines.push(paragraph, "");
    if (entry.numbered) {
      entry.numbered.forEach((point, index) => lines.push(`${index + 1}. ${point}`));
      lines.push("");
    }
    if (entry.tags) lines.push(entry.tags.join(" · "), "");
  }
  lines.push("---", "", `*${doc.footer ?? draftNote}*`, "");
  return lines.join("\n");
}

/** The plain-text form used by email bodies. */
export function documentToText(doc: ItemDocument): string {
  const lines: string[] = [doc.title, `${doc.kind}`, ""];
  if (doc.scriptureLine) lines.push(`Scripture: ${doc.scriptureLine}`, "");
  for (const entry of doc.sections) {
    lines.push(entry.heading.toUpperCase());
    for (const paragraph of entry.paragraphs) lines.push(paragraph, "");
    if (entry.numbered) {
      entry.numbered.forEach((point, index) => lines.push(`${index + 1}. ${point}`));
      lines.push("");
    }
    if (entry.tags) lines.push(entry.tags.join("  "), "");
  }
  if (doc.scripture.length > 0) {
    lines.push(scriptureHeading.toUpperCase());
    for (const verse of doc.scripture) lines.push(`${verse.reference} — ${verse.text}`);
    lines.push("");
    if (doc.scriptureSource) lines.push(doc.scriptureSource, "");
  } else if (doc.scriptureSource) lines.push(doc.scriptureSource, "");
  lines.push("—", doc.footer ?? draftNote);
  return lines.join("\n");
}
