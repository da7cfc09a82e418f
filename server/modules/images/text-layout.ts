import { faceAttributes, fontFamily, metricsOf, type FontFace } from "./font";

/** How a block of text should be set: the face, the box it must fit and its size range. */
export interface TextStyle {
  face: FontFace;
  /** Font sizes tried from largest to smallest, in px. */
  maxSize: number;
  minSize: number;
  /** Line height as a multiple of the font size. */
  leading: number;
  /** Extra space between letters, in em. */
  tracking?: number;
  uppercase?: boolean;
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SetText {
  lines: string[];
  fontSize: number;
  lineHeight: number;
  /** The height the lines take. */
  height: number;
  style: TextStyle;
}

function prepared(text: string, style: TextStyle): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return style.uppercase ? flat.toUpperCase() : flat;
}

/** Width of a line in px at a font size, letter spacing included. */
export function lineWidth(line: string, style: TextStyle, fontSize: number): number {
  const metrics = metricsOf(style.face);
  const letters = [...line].length;
  return (metrics.measure(line) + (style.tracking ?? 0) * Math.max(0, letters - 1)) * fontSize;
}

/** Greedy wrapping; a word longer than the line is cut where it must be. */
export function wrap(text: string, style: TextStyle, fontSize: number, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(" ")) {
    if (!word) continue;
    const candidate = current ? `${current} ${word}` : word;
    if (lineWidth(candidate, style, fontSize) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (lineWidth(current, style, fontSize) > width && current.length > 1) {
      let cut = current.length - 1;
      while (cut > 1 && lineWidth(`${current.slice(0, cut)}-`, style, fontSize) > width) cut--;
      lines.push(`${current.slice(0, cut)}-`);
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * The largest size at which the text fits the box; at the smallest size, text that
 * still does not fit is cut after the last whole line with an ellipsis.
 */
export function fitText(text: string, style: TextStyle, box: { width: number; height: number }) {
  const content = prepared(text, style);
  let size = style.maxSize;
  for (;;) {
    const lines = wrap(content, style, size, box.width);
    const lineHeight = size * style.leading;
    const height = lines.length * lineHeight;
    if (height <= box.height || size <= style.minSize) {
      const fitting = Math.max(1, Math.floor(box.height / lineHeight));
      const kept =
        lines.length > fitting ? ellipsize(lines.slice(0, fitting), style, size, box.width) : lines;
      return {
        lines: kept,
        fontSize: size,
        lineHeight,
        height: kept.length * lineHeight,
        style,
      } satisfies SetText;
    }
    size = Math.max(style.minSize, Math.floor(size * 0.92));
  }
}

function ellipsize(lines: string[], style: TextStyle, size: number, width: number): string[] {
  const last = lines.length - 1;
  let line = `${lines[last]!.replace(/[\s.,;:!?]+$/, "")}…`;
  while (lineWidth(line, style, size) > width && line.includes(" ")) {
    line = `${line.slice(0, line.lastIndexOf(" ")).replace(/[\s.,;:!?]+$/, "")}…`;
  }
  return [...lines.slice(0, last), line];
}

// Characters XML 1.0 cannot carry at all, even escaped: C0 controls other than tab and
// newlines, lone surrogates, U+FFFE and U+FFFF.
const notXmlCharacter =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(notXmlCharacter, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * The SVG <text> for set lines. `top` is where the first line's box starts;
 * baselines follow from the face's ascent.
 */
export function textElement(
  set: SetText,
  options: {
    x: number;
    top: number;
    anchor: "start" | "middle" | "end";
    fill: string;
    extra?: string;
  },
): string {
  const { weight, italic } = faceAttributes[set.style.face];
  const metrics = metricsOf(set.style.face);
  const halfLeading = (set.lineHeight - (metrics.ascent - metrics.descent) * set.fontSize) / 2;
  const firstBaseline = options.top + halfLeading + metrics.ascent * set.fontSize;
  const spacing = set.style.tracking
    ? ` letter-spacing="${set.style.tracking * set.fontSize}"`
    : "";
  const spans = set.lines
    .map(
      (line, index) =>
        `<tspan x="${round(options.x)}" y="${round(firstBaseline + index * set.lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  return `<text font-family="${fontFamily}" font-size="${round(set.fontSize)}" font-weight="${weight}"${italic ? ' font-style="italic"' : ""}${spacing} text-anchor="${options.anchor}" fill="${options.fill}"${options.extra ? ` ${options.extra}` : ""}>${spans}</text>`;
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}
