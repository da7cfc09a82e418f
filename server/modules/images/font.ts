import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * Source Serif 4 (SIL Open Font License), from the @expo-google-fonts/source-serif-4
 * package: resvg draws no text without explicit font files, and it needs TTF, not the
 * woff2 files the web page uses. The widths read here let the layout wrap lines
 * before resvg draws them (SVG has no line wrapping).
 */
export const fontFamily = "Source Serif 4";

export type FontFace =
  "light" | "light-italic" | "regular" | "italic" | "semibold" | "bold" | "black";

const faceFiles: Record<FontFace, string> = {
  light: "300Light/SourceSerif4_300Light.ttf",
  "light-italic": "300Light_Italic/SourceSerif4_300Light_Italic.ttf",
  regular: "400Regular/SourceSerif4_400Regular.ttf",
  italic: "400Regular_Italic/SourceSerif4_400Regular_Italic.ttf",
  semibold: "600SemiBold/SourceSerif4_600SemiBold.ttf",
  bold: "700Bold/SourceSerif4_700Bold.ttf",
  black: "900Black/SourceSerif4_900Black.ttf",
};

/** The SVG attributes that make resvg pick a face. */
export const faceAttributes: Record<FontFace, { weight: number; italic: boolean }> = {
  light: { weight: 300, italic: false },
  "light-italic": { weight: 300, italic: true },
  regular: { weight: 400, italic: false },
  italic: { weight: 400, italic: true },
  semibold: { weight: 600, italic: false },
  bold: { weight: 700, italic: false },
  black: { weight: 900, italic: false },
};

const require = createRequire(import.meta.url);

function facePath(face: FontFace): string {
  return require.resolve(`@expo-google-fonts/source-serif-4/${faceFiles[face]}`);
}

/** Every face's file, for resvg's fontFiles. */
export function fontFiles(): string[] {
  return (Object.keys(faceFiles) as FontFace[]).map(facePath);
}

export interface FontMetrics {
  unitsPerEm: number;
  /** Ascender and descender in em (descender negative). */
  ascent: number;
  descent: number;
  /** Advance width of a piece of text in em. */
  measure(text: string): number;
}

/** Reads the few tables a width needs: head, hhea, hmtx and a Unicode cmap (formats 4 and 12). */
export function readFontMetrics(bytes: Buffer): FontMetrics {
  const tables = new Map<string, number>();
  const tableCount = bytes.readUInt16BE(4);
  for (let index = 0; index < tableCount; index++) {
    const record = 12 + index * 16;
    tables.set(bytes.toString("latin1", record, record + 4), bytes.readUInt32BE(record + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`font has no ${tag} table`);
    return offset;
  };
  const head = table("head");
  const hhea = table("hhea");
  const hmtx = table("hmtx");
  const unitsPerEm = bytes.readUInt16BE(head + 18);
  const ascender = bytes.readInt16BE(hhea + 4);
  const descender = bytes.readInt16BE(hhea + 6);
  const metricCount = bytes.readUInt16BE(hhea + 34);
  const glyphOf = readCmap(bytes, table("cmap"));

  const advance = (glyph: number) => {
    const index = Math.min(glyph, metricCount - 1);
    return bytes.readUInt16BE(hmtx + index * 4);
  };
  const cache = new Map<number, number>();
  const widthOf = (codePoint: number) => {
    let width = cache.get(codePoint);
    if (width === undefined) {
      width = advance(glyphOf(codePoint)) / unitsPerEm;
      cache.set(codePoint, width);
    }
    return width;
  };
  return {
    unitsPerEm,
    ascent: ascender / unitsPerEm,
    descent: descender / unitsPerEm,
    measure(text: string) {
      let total = 0;
      for (const character of text) total += widthOf(character.codePointAt(0)!);
      return total;
    },
  };
}

function readCmap(bytes: Buffer, cmap: number): (codePoint: number) => number {
  const count = bytes.readUInt16BE(cmap + 2);
  let format4: number | undefined;
  let format12: number | undefined;
  for (let index = 0; index < count; index++) {
    const record = cmap + 4 + index * 8;
    const platform = bytes.readUInt16BE(record);
    const encoding = bytes.readUInt16BE(record + 2);
    const subtable = cmap + bytes.readUInt32BE(record + 4);
    const format = bytes.readUInt16BE(subtable);
    if (format === 12 && (platform === 0 || (platform === 3 && encoding === 10)))
      format12 = subtable;
    if (format === 4 && (platform === 0 || (platform === 3 && encoding === 1))) format4 = subtable;
  }
  if (format12 !== undefined) {
    const subtable = format12;
    const groups = bytes.readUInt32BE(subtable + 12);
    return (codePoint) => {
      for (let group = 0; group < groups; group++) {
        const at = subtable + 16 + group * 12;
        const start = bytes.readUInt32BE(at);
        const end = bytes.readUInt32BE(at + 4);
        if (codePoint < start) return 0;
        if (codePoint <= end) return bytes.readUInt32BE(at + 8) + codePoint - start;
      }
      return 0;
    };
  }
  if (format4 === undefined) throw new Error("font has no Unicode cmap");
  const subtable = format4;
  const segments = bytes.readUInt16BE(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let segment = 0; segment < segments; segment++) {
      if (codePoint > bytes.readUInt16BE(ends + segment * 2)) continue;
      const start = bytes.readUInt16BE(starts + segment * 2);
      if (codePoint < start) return 0;
      const delta = bytes.readInt16BE(deltas + segment * 2);
      const rangeAt = rangeOffsets + segment * 2;
      const rangeOffset = bytes.readUInt16BE(rangeAt);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = bytes.readUInt16BE(rangeAt + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

let loaded: Map<FontFace, FontMetrics> | undefined;

/** The metrics of one face, read once per process. */
export function metricsOf(face: FontFace): FontMetrics {
  loaded ??= new Map();
  let metrics = loaded.get(face);
  if (!metrics) {
    metrics = readFontMetrics(readFileSync(facePath(face)));
    loaded.set(face, metrics);
  }
  return metrics;
}
