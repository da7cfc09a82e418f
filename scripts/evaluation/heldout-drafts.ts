/**
 * Drafts every request of a held-out set offline, as tests/unit/draft-quality/offline-engine.ts
 * does (author Dave Miller, Grace Community Church), and runs the checks a program can make
 * before a pastor reads the drafts: each quotation followed by a reference is found word for word
 * in the World English Bible's cited verses (each part between ellipses), each quoted comment in
 * a commentary note on the passage (and which note), double marks balanced, any three-word run of
 * the notes or capitalised word only the notes hold found in the draft, and weekdays written.
 *
 *   npx tsx scripts/evaluation/heldout-drafts.ts docs/evaluation/heldout-requests-2026-11-28c.json /tmp/out
 *
 * Writes <id>.txt (every text the pastor receives), <id>.json (the item) and checks.txt.
 * The checks are aids to the reading, not verdicts.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { WritingToolKey } from "@shared/tools";
import { offlineDraft } from "../../tests/unit/draft-quality/offline-engine";
import { lookup } from "../../server/scripture/lookup";
import { commentaryFor } from "../../server/scripture/study/study-data";

interface HeldOutRequest {
  id: string;
  tool: WritingToolKey;
  request: Record<string, string | undefined>;
}

/** Words and punctuation only: quotation marks (whose level a draft may change) and spacing dropped. */
function comparable(text: string): string {
  return text
    .replace(/[“”"‘’'`]/g, "")
    .replace(/[—–]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

const trailing = /[.,;:!?]$/;

/** The outermost “…” spans, following nested double marks, each with the text around it. */
function outerQuotes(text: string) {
  const found: { quote: string; before: string; after: string }[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "“") {
      if (depth === 0) start = i;
      depth++;
    } else if (text[i] === "”" && depth > 0) {
      depth--;
      if (depth === 0)
        found.push({
          quote: text.slice(start + 1, i),
          before: text.slice(Math.max(0, start - 60), start),
          after: text.slice(i + 1, i + 60),
        });
    }
  }
  return { found, open: depth };
}

function checkText(text: string, index: number, passage: string): string[] {
  const lines: string[] = [];
  const notes = commentaryFor(passage);
  const noteTexts = notes.map((note) => comparable(note.text));
  const { found, open } = outerQuotes(text);
  if (open) lines.push(`text ${index}: ${open} double mark(s) left open`);
  for (const { quote, before, after } of found) {
    const parts = quote
      .split("…")
      .map((part) => comparable(part).replace(trailing, ""))
      .filter(Boolean);
    const reference = /^\s*\(([^)]*\d[^)]*)\)/.exec(after)?.[1];
    if (reference) {
      const outcome = lookup(reference.replace(/–/g, "-"), { translation: "web" });
      if (!outcome.ok) {
        lines.push(`text ${index}: reference not found: ${reference}`);
        continue;
      }
      const verses = comparable(outcome.passage.text);
      const wrong = parts.filter((part) => !verses.includes(part));
      lines.push(
        `text ${index}: quotation (${reference}) ${wrong.length ? `NOT IN THE WEB: ${wrong.join(" | ")}` : "exact"}, ${parts.length} part(s)`,
      );
    } else if (/(Commentary|David|Notes[^:]*):\s*$/.test(before)) {
      const sources = notes.filter((_, k) => parts.every((part) => noteTexts[k]?.includes(part)));
      const where = sources.map((note) => `${note.source.id} ${note.reference}`).join(", ");
      lines.push(
        `text ${index}: comment ${where ? `verbatim in ${where}` : "NOT FOUND"}: ${quote.slice(0, 90)}`,
      );
    } else {
      lines.push(`text ${index}: other quotation: ${quote.slice(0, 120)}`);
    }
  }
  return lines;
}

/** Three-word runs of the notes, and capitalised words only the notes hold, found in the draft. */
function notesInDraft(request: Record<string, string | undefined>, draft: string): string[] {
  const notes = request.notes ?? "";
  const words = notes.split(/\s+/);
  const bare = (text: string) => comparable(text).replace(/[.,;:!?()]/g, "");
  const haystack = bare(draft);
  const runs = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) {
    const run = bare(words.slice(i, i + 3).join(" "));
    if (run.split(" ").length === 3 && haystack.includes(run)) runs.add(run);
  }
  const others = JSON.stringify({ ...request, notes: undefined });
  const names = [...new Set(notes.match(/\b[A-Z][a-z]+\b/g) ?? [])].filter(
    (name) => new RegExp(`\\b${name}\\b`).test(draft) && !others.includes(name),
  );
  return [
    `three-word runs of the notes: ${[...runs].join(" | ") || "none"}`,
    `capitalised words only the notes hold: ${names.join(", ") || "none"}`,
  ];
}

const [setPath, outDir] = process.argv.slice(2);
if (!setPath || !outDir) throw new Error("Usage: heldout-drafts.ts <requests.json> <out dir>");
mkdirSync(outDir, { recursive: true });
const set = JSON.parse(readFileSync(setPath, "utf8")) as { requests: HeldOutRequest[] };
const report: string[] = [];
for (const { id, tool, request } of set.requests) {
  const { item, texts } = await offlineDraft(tool, request);
  const draft = texts.join("\n\n---\n\n");
  writeFileSync(`${outDir}/${id}.txt`, `${draft}\n`);
  writeFileSync(`${outDir}/${id}.json`, `${JSON.stringify(item, null, 2)}\n`);
  const weekdays = draft.match(
    /\b(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,? [A-Z][a-z]+ \d{1,2}(, \d{4})?/g,
  );
  report.push(
    [
      `## ${id} (${tool})`,
      ...texts.flatMap((text, index) => checkText(text, index, request.scripture ?? "")),
      ...notesInDraft(request, draft),
      ...(weekdays ? [`dates written: ${[...new Set(weekdays)].join("; ")}`] : []),
    ].join("\n  "),
  );
}
writeFileSync(`${outDir}/checks.txt`, `${report.join("\n\n")}\n`);
console.log(`${set.requests.length} drafts and checks.txt written to ${outDir}`);
