/**
 * Turns the sermons of tests/unit/recordings/spoken/sources.json into the captions a
 * speech-to-text service gives for them (the spoken-transcript evaluation set, issue 34 on the
 * faithful week pack): no title, headings, capitals or paragraph breaks, no quotation marks,
 * dashes said as pauses (commas), scripture references said aloud ("Psalm chapter sixty-five,
 * verse ten"), the text read first as a preacher reads it, and every word timed evenly in
 * .vtt cues of eight words with no pause between paragraphs.
 *
 *   npx tsx scripts/spoken-transcripts.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { findReferences } from "../server/scripture/find-references";

const root = join(import.meta.dirname, "..");
const folder = join(root, "tests/unit/recordings/spoken");

interface Source {
  name: string;
  source: string;
  title: string;
  drop?: string[];
}

const units = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const teens = [
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** 147 → "one hundred forty-seven", as a transcription service writes a number said aloud. */
function said(value: number): string {
  if (value >= 100) {
    const rest = value % 100;
    return `one hundred${rest ? ` ${said(rest)}` : ""}`;
  }
  if (value >= 20)
    return `${tens[Math.floor(value / 10)]}${value % 10 ? `-${units[value % 10]}` : ""}`;
  if (value >= 10) return teens[value - 10]!;
  return units[value]!;
}

/** "Psalm 147:16-18" → "Psalm chapter one hundred forty-seven, verses sixteen to eighteen". */
function spokenReference(
  book: string,
  chapter: string,
  first: string,
  joiner?: string,
  last?: string,
) {
  const verses = last
    ? `verses ${said(Number(first))} ${joiner === "," ? "and" : "to"} ${said(Number(last))}`
    : `verse ${said(Number(first))}`;
  return `${book} chapter ${said(Number(chapter))}, ${verses}`;
}

const reference = /\b((?:[1-3] )?[A-Z][a-z]+) (\d{1,3}):(\d{1,3})(?:\s*([-–,])\s*(\d{1,3}))?/g;
const proper = new Set(["god", "lord", "christ", "jesus", "savior", "israel", "i"]);

/** A manuscript as one run of spoken sentences. */
function spoken(text: string, drop: string[]): string {
  let body = text.replace(/\r\n?/g, "\n");
  body = body.split(/PORTION OF SCRIPTURE READ BEFORE SERMON/)[0]!;
  for (const planted of drop) body = body.split(planted).join(" ");
  const lines = body.split("\n").map((line) => line.trim());
  // The text, read first: its reference, then its words.
  const quoted = lines.filter((line) => line.startsWith(">")).map((line) => line.slice(1).trim());
  const rest = lines.filter(
    (line, index) =>
      line &&
      !line.startsWith(">") &&
      !line.startsWith("#") &&
      !/^Sermon No\./.test(line) &&
      // A heading or a title line: short and with no sentence's end.
      !(line.length <= 90 && !/[.!?]["'”’)]*$/.test(line) && index < 3),
  );
  const read = quoted.length ? [quoted.at(-1)!, ...quoted.slice(0, -1)] : [];
  let flat = [...read, ...rest].join(" ");
  flat = flat
    .replace(/\s*(?:--|—)\s*/g, ", ")
    .replace(/["“”]/g, "")
    .replace(/(?<![A-Za-z])[‘’']|[‘’'](?![A-Za-z])/g, "")
    .replace(/\s+/g, " ");
  // Capitals are how print marks a division; speech has none.
  // A run of capitals is lowered whole, its one-letter "A" too; a name keeps its capital.
  flat = flat.replace(/\b[A-Z][A-Z'’]*(?:[\s,]+[A-Z][A-Z'’]*)*\b/g, (run) =>
    /[A-Z]{2}/.test(run)
      ? run.replace(/[A-Z][A-Z'’]*/g, (word) => {
          const lower = word.toLowerCase();
          const stem = lower.replace(/['’]s$/, "");
          return proper.has(stem) ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
        })
      : run,
  );
  flat = flat.replace(
    reference,
    (all, book: string, chapter: string, first: string, joiner?: string, last?: string) =>
      findReferences(all).length ? spokenReference(book, chapter, first, joiner, last) : all,
  );
  // A sentence opens with a capital, as a transcription service writes it.
  flat = flat
    .replace(
      /(^|[.!?]\s+)([a-z])/g,
      (_all, before: string, letter: string) => before + letter.toUpperCase(),
    )
    .replace(/ ,/g, ",")
    .replace(/,\s*([.!?])/g, "$1")
    .replace(/([.!?]),/g, "$1")
    .replace(/,,+/g, ",");
  return flat.trim();
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const time = (ms: number) =>
  `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;

/** Eight words a cue, 400 ms a word and 100 ms between cues: no pause marks a paragraph. */
function vttOf(text: string): string {
  const words = text.split(" ");
  let at = 1000;
  let vtt = "WEBVTT\n\n";
  for (let first = 0; first < words.length; first += 8) {
    const chunk = words.slice(first, first + 8);
    const length = chunk.length * 400;
    vtt += `${time(at)} --> ${time(at + length)}\n${chunk.join(" ")}\n\n`;
    at += length + 100;
  }
  return vtt;
}

const { transcripts } = JSON.parse(readFileSync(join(folder, "sources.json"), "utf8")) as {
  transcripts: Source[];
};
for (const source of transcripts) {
  const text = spoken(readFileSync(join(root, source.source), "utf8"), source.drop ?? []);
  writeFileSync(join(folder, `${source.name}.vtt`), vttOf(text));
  console.log(`${source.name}: ${text.split(" ").length} words`);
}
