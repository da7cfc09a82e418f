/**
 * Writes texts.json, the real-prose evaluation set: passages of Spurgeon's Treasury of David
 * and Matthew Henry's Concise Commentary (public domain, shipped as the study data), cut at a
 * paragraph boundary. Run `npx tsx tests/unit/scripture/evaluation/real-prose/build-texts.ts`.
 * The labels of every finding are written by hand in labels.json.
 */
import { brotliDecompressSync } from "node:zlib";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.join(here, "../../../../../server/scripture/study/data");

interface Note {
  start: number;
  end: number;
  text: string;
}

function notes(module: "tdavid" | "mhcc"): Note[] {
  const raw = brotliDecompressSync(readFileSync(path.join(dataDir, `${module}.json.br`)));
  return (JSON.parse(raw.toString()) as { notes: Note[] }).notes;
}

/** The note's first paragraphs, up to about `limit` characters. */
function cut(text: string, limit: number): string {
  const paragraphs = text.split("\n");
  let out = "";
  for (const paragraph of paragraphs) {
    if (out.length + paragraph.length > limit && out.length > 0) break;
    out += (out ? "\n" : "") + paragraph;
  }
  return out;
}

const tdavid = notes("tdavid");
const mhcc = notes("mhcc");
const texts: Array<{ id: string; source: string; text: string }> = [];
// Treasury of David: psalms spread over the book, each its overview and exposition (about
// 5,000 characters) and the start of its "Explanatory Notes and Quaint Sayings" (about
// 5,000), where the Puritans it gathers quote and cite scripture most.
for (const psalm of [1, 8, 19, 23, 32, 37, 46, 51, 84, 90, 91, 103, 121, 127, 139]) {
  const note = tdavid[psalm - 1]!;
  const notesAt = note.text.indexOf("EXPLANATORY NOTES");
  const sayings = notesAt >= 0 ? cut(note.text.slice(notesAt), 5000) : "";
  texts.push({
    id: `tdavid-ps${psalm}`,
    source: `Spurgeon, Treasury of David, Psalm ${psalm}`,
    text: `${cut(note.text, 5000)}\n${sayings}`.trim(),
  });
}
// Matthew Henry's Concise Commentary: every 170th note, each cut to about 3,000 characters.
for (let k = 85; k < mhcc.length; k += 170) {
  const note = mhcc[k]!;
  const heading = note.text.split("\n")[0]!.slice(0, 60);
  texts.push({
    id: `mhcc-${k}`,
    source: `Matthew Henry, Concise Commentary, note ${k} (${heading})`,
    text: cut(note.text, 3000),
  });
}
writeFileSync(path.join(here, "texts.json"), `${JSON.stringify(texts, null, 2)}\n`);
const words = texts.reduce((sum, item) => sum + item.text.split(/\s+/).filter(Boolean).length, 0);
console.log(`${texts.length} texts, ${words} words`);
