import type { DocumentSection } from "../../library/document";
import { sectionItems } from "../result-text";
import { packPlatforms, packPieceTypes, type PackPieceType, type PieceSection } from "./definition";

/**
 * A pack piece written out from its ordered sections, the way a writing tool's result is:
 * the copy text (stored, searched and checked for scripture), its title, its reference and
 * its printable sections.
 */

type Fields = Record<string, unknown>;
interface Post {
  platform: string;
  day: string;
  time: string;
  content: string;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function postsOf(value: unknown): Post[] {
  return Array.isArray(value)
    ? value.filter((post): post is Post => typeof post === "object" && post !== null)
    : [];
}

export function platformLabel(value: string): string {
  return packPlatforms.find((platform) => platform.value === value)?.label ?? value;
}

/** "Monday 7:30 am · Facebook". */
export function postHeading(post: Post): string {
  return `${post.day} ${post.time} · ${platformLabel(post.platform)}`;
}

function sectionsOf(type: PackPieceType): readonly PieceSection[] {
  return packPieceTypes[type].sections;
}

function bodyOf(section: PieceSection, value: unknown): string {
  if (section.kind === "posts")
    return postsOf(value)
      .map((post) => `${postHeading(post)}\n${text(post.content)}`)
      .join("\n\n");
  if (section.kind === "text") return text(value);
  const items = sectionItems(section, value);
  return section.kind === "numbered"
    ? items.map((item, index) => `${index + 1}. ${item}`).join("\n")
    : items.join("; ");
}

export function pieceToText(type: PackPieceType, result: Fields): string {
  const lines: string[] = [];
  for (const section of sectionsOf(type)) {
    const copy = section.kind === "posts" ? "heading" : (section.copy ?? "heading");
    const body = bodyOf(section, result[section.field]);
    if (!body) continue;
    if (copy === "heading") lines.push(`${section.heading}\n${body}`);
    else if (copy === "inline") lines.push(`${section.heading}: ${body}`);
    else if (copy === "plain") lines.push(body);
  }
  return lines.join("\n\n");
}

export function pieceTitle(result: Fields): string {
  return text(result.title) || "Untitled";
}

export function pieceScripture(result: Fields): string {
  return text(result.scripture);
}

/**
 * The printable sections (PDF, Word, Markdown, email): all but the title and reference, and
 * but a short field the title already says whole (a devotional's "Day: Monday" and "From
 * Sunday: <point>" under "Monday: <point>" were two sections repeating the title).
 */
export function pieceDocumentSections(type: PackPieceType, result: Fields): DocumentSection[] {
  const title = pieceTitle(result).toLowerCase();
  return sectionsOf(type).flatMap((section): DocumentSection[] => {
    if (section.kind === "posts")
      return postsOf(result.posts).map((post) => ({
        heading: postHeading(post),
        paragraphs: [text(post.content)],
      }));
    if ("role" in section && section.role) return [];
    const value = result[section.field];
    if (section.kind === "text") {
      const body = text(value);
      const saidByTitle = section.copy === "inline" && title.includes(body.toLowerCase());
      return body && !saidByTitle
        ? [
            {
              heading: section.heading,
              paragraphs: body
                .split(/\n\s*\n/)
                .map((part) => part.trim())
                .filter(Boolean),
            },
          ]
        : [];
    }
    const items = sectionItems(section, value);
    if (items.length === 0) return [];
    return section.kind === "numbered"
      ? [{ heading: section.heading, paragraphs: [], numbered: items }]
      : [{ heading: section.heading, paragraphs: [], tags: items }];
  });
}
