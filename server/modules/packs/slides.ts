import PptxGenJS from "pptxgenjs";
import type { Translation } from "@shared/scripture/translations";
import { balanceQuotes } from "@shared/scripture/balance-quotes";
import { lookup } from "../../scripture/lookup";

/**
 * The sermon's slides as a .pptx: title (with the church's name), the passage split over as
 * many slides as it needs, the big idea, one slide per point and the call to action. Large
 * type, light text on a dark ground: readable from the back of a room on a projector.
 */

const colours = { ground: "14213D", text: "FFFFFF", accent: "F2C14E", muted: "C9D1E0" };
const font = "Arial";
/** A passage slide holds at most this many characters of verse text at its size. */
const passageSlideCharacters = 300;
const layout = { width: 13.333, height: 7.5, margin: 0.6 };

type Fields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const list = (value: unknown) => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);

/** Long text gets smaller type, never below what a projector shows clearly. */
function sizeFor(characters: number): number {
  if (characters <= 60) return 44;
  if (characters <= 120) return 40;
  if (characters <= 200) return 34;
  return 30;
}

/**
 * A statement slide (the big idea, a point, the call) holds at most this many characters at
 * the smallest type: more ran past the slide's foot, over its label and footer (a call to
 * action may be 1,000 characters).
 */
const statementSlideCharacters = 380;

/**
 * Text cut into parts of at most `limit` characters: between sentences, else between clauses,
 * else between words; the parts, joined, are the text.
 */
export function statementParts(body: string, limit = statementSlideCharacters): string[] {
  if (body.length <= limit) return [body];
  const pieces = (value: string, level: number): string[] => {
    if (value.length <= limit) return [value];
    const patterns = [/[^.!?]+(?:[.!?]+["”’)]*\s*|$)/g, /[^,;:—]+(?:[,;:—]+\s*|$)/g, /\S+\s*/g];
    const pattern = patterns[level];
    if (!pattern) return [value];
    const found = (value.match(pattern) ?? [value]).filter(Boolean);
    return found.length > 1
      ? found.flatMap((piece) => pieces(piece, level + 1))
      : pieces(value, level + 1);
  };
  const parts: string[] = [];
  for (const piece of pieces(body, 0)) {
    const last = parts.at(-1);
    if (last !== undefined && (last + piece).trim().length <= limit)
      parts[parts.length - 1] = last + piece;
    else parts.push(piece);
  }
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Verses numbered and grouped into slide-sized parts; a long verse is cut between clauses. */
export function passageParts(reference: string, translation: Translation): string[][] {
  const found = lookup(reference, { translation });
  if (!found.ok) return [];
  const pieces = found.passage.passages
    .flatMap((passage) => passage.verses)
    .filter((verse) => verse.text)
    .flatMap((verse) => {
      const numbered = `${verse.verse} ${verse.text}`;
      if (numbered.length <= passageSlideCharacters) return [numbered];
      const clauses = numbered.match(/[^,;:.!?]+[,;:.!?]*\s*/g) ?? [numbered];
      const parts: string[] = [];
      for (const clause of clauses) {
        const last = parts.at(-1);
        if (last !== undefined && (last + clause).length <= passageSlideCharacters)
          parts[parts.length - 1] = last + clause;
        else parts.push(clause);
      }
      return parts.map((part) => part.trim());
    });
  const slides: string[][] = [];
  for (const piece of pieces) {
    const current = slides.at(-1);
    if (current && [...current, piece].join(" ").length <= passageSlideCharacters)
      current.push(piece);
    else slides.push([piece]);
  }
  return slides.map(balancedSlide);
}

/**
 * A slide's verses with their quotation marks balanced, as every export prints verse text: the
 * WEB marks speech across verses, so a slide can open a quotation it does not close
 * (Deuteronomy 32:39, “See now that I myself am he. … out of my hand.) or close one opened on
 * the slide before. The missing opening mark goes before the first verse's words, after its
 * number; the closing marks after the last verse.
 */
function balancedSlide(part: string[]): string[] {
  const words = part.map((piece) => piece.replace(/^\d+ /, "")).join(" ");
  const balanced = balanceQuotes(words);
  const at = balanced.indexOf(words.trim());
  if (at < 0 || balanced === words.trim()) return part;
  const before = balanced.slice(0, at);
  const after = balanced.slice(at + words.trim().length);
  return part.map((piece, index) => {
    let text = piece;
    if (index === 0) text = text.replace(/^(\d+ )?/, (number) => `${number}${before}`);
    if (index === part.length - 1) text = `${text}${after}`;
    return text;
  });
}

function addFooter(slide: PptxGenJS.Slide, label: string) {
  slide.addText(label, {
    x: layout.margin,
    y: layout.height - 0.8,
    w: layout.width - 2 * layout.margin,
    h: 0.5,
    fontFace: font,
    fontSize: 18,
    color: colours.muted,
    align: "right",
  });
}

export async function renderSlides(result: Fields, translation: Translation): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = "LAYOUT_WIDE";
  pptx.title = text(result.title);
  pptx.company = text(result.church);
  pptx.defineSlideMaster({ title: "KT", background: { color: colours.ground } });
  const passage = text(result.scripture);
  const width = layout.width - 2 * layout.margin;

  const title = pptx.addSlide({ masterName: "KT" });
  title.addText(text(result.title), {
    x: layout.margin,
    y: 1.6,
    w: width,
    h: 2.4,
    fontFace: font,
    fontSize: sizeFor(text(result.title).length) + 4,
    bold: true,
    color: colours.text,
    align: "center",
    valign: "middle",
  });
  title.addText(passage, {
    x: layout.margin,
    y: 4.1,
    w: width,
    h: 0.9,
    fontFace: font,
    fontSize: 32,
    color: colours.accent,
    align: "center",
  });
  if (text(result.church))
    title.addText(text(result.church), {
      x: layout.margin,
      y: 5.6,
      w: width,
      h: 0.8,
      fontFace: font,
      fontSize: 24,
      color: colours.muted,
      align: "center",
    });

  const parts = passageParts(passage, translation);
  parts.forEach((part, index) => {
    const slide = pptx.addSlide({ masterName: "KT" });
    const body = part.join(" ");
    // Verse numbers in gold, the words in white.
    const runs = part.flatMap((verse, at) => {
      const match = verse.match(/^(\d+) ([\s\S]*)$/);
      const space = at > 0 ? " " : "";
      return match
        ? [
            { text: `${space}${match[1]} `, options: { color: colours.accent, bold: true } },
            { text: match[2]!, options: { color: colours.text } },
          ]
        : [{ text: `${space}${verse}`, options: { color: colours.text } }];
    });
    slide.addText(runs, {
      x: layout.margin,
      y: 0.6,
      w: width,
      h: 5.7,
      fontFace: font,
      fontSize: sizeFor(body.length),
      valign: "middle",
      lineSpacingMultiple: 1.1,
    });
    addFooter(
      slide,
      `${passage} (${translation.toUpperCase()})${parts.length > 1 ? `  ${index + 1}/${parts.length}` : ""}`,
    );
  });

  // A statement too long for one slide goes over several, each labelled with its part.
  const statement = (label: string, whole: string) => {
    const parts = statementParts(whole);
    parts.forEach((body, index) =>
      statementSlide(parts.length > 1 ? `${label} (${index + 1}/${parts.length})` : label, body),
    );
  };
  const statementSlide = (label: string, body: string) => {
    const slide = pptx.addSlide({ masterName: "KT" });
    slide.addText(label, {
      x: layout.margin,
      y: 0.6,
      w: width,
      h: 0.8,
      fontFace: font,
      fontSize: 28,
      bold: true,
      color: colours.accent,
    });
    slide.addText(body, {
      x: layout.margin,
      y: 1.6,
      w: width,
      h: 4.8,
      fontFace: font,
      fontSize: sizeFor(body.length),
      bold: body.length <= 120,
      color: colours.text,
      valign: "middle",
    });
    addFooter(slide, passage);
  };
  if (text(result.bigIdea)) statement("The big idea", text(result.bigIdea));
  list(result.points).forEach((point, index) => statement(`Point ${index + 1}`, point));
  if (text(result.callToAction)) statement("This week", text(result.callToAction));

  return (await pptx.write({ outputType: "nodebuffer" })) as Buffer;
}
