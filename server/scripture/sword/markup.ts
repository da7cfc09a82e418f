/**
 * SWORD markup (OSIS, ThML, GBF, TEI) to plain text. Notes, section headings and Strong's
 * data go; the words stay. "inline" gives one line (verse text); "block" keeps paragraphs and
 * list items on their own lines (commentary and dictionary entries).
 */
export type SourceType = "OSIS" | "ThML" | "GBF" | "TEI" | "Plain";
export type Layout = "inline" | "block";

/** Elements whose content is not part of the text; headings are kept only in block layout. */
const droppedContent: Record<SourceType, ReadonlySet<string>> = {
  OSIS: new Set(["note", "rdg", "speaker"]),
  ThML: new Set(["note"]),
  GBF: new Set(),
  TEI: new Set(["note"]),
  Plain: new Set(),
};

/** Tags inside running text that never separate words ("<hi>Lord</hi>’s"). */
const inlineTags = new Set([
  "w", "hi", "transchange", "divinename", "foreign", "seg", "name", "font", "i", "b", "em",
  "strong", "sup", "sub", "span", "a", "orth", "sync", "catchword", "abbr", "added", "ref",
  "reference", "scripref",
]); // prettier-ignore

const headings = new Set(["title", "div.title", "head"]);

/** Tags that start a new line in block layout. */
const lineTags = new Set([
  "lb", "p", "br", "l", "lg", "list", "row", "div", "item", "entryfree", "def", "table", "title",
  "div.title", "head",
]); // prettier-ignore

const gbfNote = /<RF>[\s\S]*?<Rf>/g;
const gbfTitle = /<TS>[\s\S]*?<Ts>/g;

const namedEntities: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: "\"", apos: "'", nbsp: " ", ndash: "–", mdash: "—",
  lsquo: "‘", rsquo: "’", ldquo: "“", rdquo: "”", hellip: "…",
}; // prettier-ignore

function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

const wordEnd = /[\p{L}\p{N},.;:!?’”)\]]/u;
const wordStart = /[\p{L}\p{N}“‘(]/u;

/**
 * Where markup is removed between two words, a space goes back: the WEB puts footnotes
 * between words without one, so a bare strip reads "Godcreated".
 */
function needsSpace(previous: string, text: string, boundary: boolean): boolean {
  return boundary && wordEnd.test(previous) && wordStart.test(text.charAt(0));
}

interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  source: string;
}

function readTag(source: string): Tag {
  const match = /^<\s*(?:(\/)\s*)?([A-Za-z][\w:.-]*)/.exec(source);
  const name = (match?.[2] ?? "").toLowerCase();
  const typeAttribute = /\btype="([^"]*)"/.exec(source)?.[1];
  return {
    name: name === "div" && typeAttribute === "title" ? "div.title" : name,
    closing: match?.[1] === "/",
    selfClosing: /\/\s*>$/.test(source),
    source,
  };
}

export function markupToPlainText(raw: string, sourceType: SourceType, layout: Layout): string {
  let source = raw;
  if (sourceType === "GBF") source = source.replace(gbfNote, "<RF/>").replace(gbfTitle, "<TS/>");
  const dropped = droppedContent[sourceType];
  // Pieces are collected, not concatenated: reading the end of a long concatenated string
  // flattens it each time, which made a long commentary entry take seconds.
  const out: string[] = [];
  let previous = "";
  const append = (piece: string) => {
    if (!piece) return;
    out.push(piece);
    previous = piece.charAt(piece.length - 1);
  };
  let skipping: { name: string; depth: number } | undefined;
  let boundary = false;
  // "Lord" and "God" standing for the divine name are printed in small capitals: "LORD", as
  // SWORD's own filters show them ("Jah" and "LORD’s" stay as written).
  let divineName = 0;
  const tokens = source.match(/<[^>]*>|[^<]+/g) ?? [];
  for (const token of tokens) {
    if (!token.startsWith("<")) {
      if (skipping) continue;
      const text = decodeEntities(token);
      const piece =
        divineName > 0 ? text.replace(/^(Lord|God)\b/, (name) => name.toUpperCase()) : text;
      if (needsSpace(previous, piece, boundary)) append(" ");
      append(piece);
      boundary = false;
      continue;
    }
    const tag = readTag(token);
    if (skipping) {
      if (tag.name === skipping.name && !tag.selfClosing) skipping.depth += tag.closing ? -1 : 1;
      if (skipping.depth === 0) skipping = undefined;
      continue;
    }
    if (
      (dropped.has(tag.name) || (layout === "inline" && headings.has(tag.name))) &&
      !tag.closing
    ) {
      if (!tag.selfClosing) skipping = { name: tag.name, depth: 1 };
      boundary = true;
      continue;
    }
    if (tag.name === "divinename" && !tag.selfClosing) divineName += tag.closing ? -1 : 1;
    if (inlineTags.has(tag.name)) continue;
    if (layout === "block" && lineTags.has(tag.name)) {
      if (tag.name === "item" && !tag.closing) append("\n• ");
      else append("\n");
    }
    boundary = true;
  }
  return tidy(out.join("").replace(/¶/g, ""), layout);
}

function tidy(text: string, layout: Layout): string {
  if (layout === "inline") return text.replace(/\s+/g, " ").trim();
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "" && line !== "•")
    .join("\n");
}
