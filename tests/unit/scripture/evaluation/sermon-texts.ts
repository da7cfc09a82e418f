/**
 * What the held-out sermon sets' build-texts.ts scripts share: reading a Gutenberg text, joining
 * the lines of its paragraphs, and writing texts.json with each sermon's word count. No part of
 * the checker is used, so a set can be built and frozen before the checker is run on it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface SermonText {
  id: string;
  text: string;
}

/** The lines of a Gutenberg text file in Latin-1, carriage returns taken out. */
export function gutenbergLines(source: string): string[] {
  return readFileSync(source, "latin1").replace(/\r/g, "").split("\n");
}

/** The paragraphs of lines[from, to): lines between blank lines joined with a space. */
export function paragraphs(lines: readonly string[], from: number, to: number): string[] {
  const out: string[] = [];
  let current: string[] = [];
  for (const line of lines.slice(from, to)) {
    if (line.trim() === "") {
      if (current.length) out.push(current.join(" "));
      current = [];
    } else current.push(line.trim());
  }
  if (current.length) out.push(current.join(" "));
  return out;
}

export function wordsIn(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export function wordCount(texts: readonly SermonText[]): number {
  return texts.reduce((sum, { text }) => sum + wordsIn(text), 0);
}

/** Writes dir/texts.json and prints each text's words and the total. */
export function writeTexts(dir: string, texts: readonly SermonText[]): void {
  if (new Set(texts.map(({ id }) => id)).size !== texts.length) throw new Error("Duplicate ids");
  writeFileSync(path.join(dir, "texts.json"), JSON.stringify({ texts }, null, 2) + "\n");
  for (const { id, text } of texts) console.log(id, wordsIn(text));
  console.log("total", wordCount(texts));
}
