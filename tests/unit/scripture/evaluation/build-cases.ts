/**
 * Writes cases.json, the scripture evaluation set: references as pastors and models write
 * them, quotations in every shape, other wording, misquotes, wrong references, sayings and
 * invented references. Verse texts come from the SWORD modules (an edition independent of
 * the embedded npm texts); run `npx tsx tests/unit/scripture/evaluation/build-cases.ts` with
 * sword-text-web and sword-text-kjv installed. Hand-written inputs are in inputs.ts.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bookById, type BookId } from "@shared/scripture/books";
import { openSwordLibrary } from "../../../../server/scripture/sword/sword-library";
import {
  famousMisquotes,
  invalidReferences,
  notReferences,
  otherWording,
  quotedVerses,
  referenceForms,
  sayingCases,
  type EvaluationCase,
} from "./inputs";

const library = openSwordLibrary({});
const editions = { web: library.text("engWEB2015eb"), kjv: library.text("engKJV2006eb") };
if (!editions.web || !editions.kjv) throw new Error("install sword-text-web and sword-text-kjv");

function verseText(translation: "web" | "kjv", osis: string): string {
  const [book, chapter, verse] = osis.split(".");
  const text = editions[translation]!.verse(book as BookId, Number(chapter), Number(verse));
  if (!text) throw new Error(`no ${translation} text for ${osis}`);
  return text.replace(/\s+/g, " ").trim();
}

function referenceOf(osis: string): string {
  const [book, chapter, verse] = osis.split(".");
  return `${bookById(book as BookId).name} ${chapter}:${verse}`;
}

/** Pastors' and models' ways of putting a quotation beside its reference. */
const shapes: Array<(quote: string, reference: string) => string> = [
  (q, r) => `${r} says, “${q}”`,
  (q, r) => `Listen to this promise: “${q}” (${r}).`,
  (q, r) => `“${q}” — ${r}`,
  (q, r) => `In ${r}, we read something remarkable. “${q}” That is the heart of it.`,
  (q, r) => `${r}:\n\n${q}\n\nLet that sink in.`,
  (q, r) => `We keep coming back to “${q}” (${r}). Romans 12:2 then tells us how to live it out.`,
  (q, r) => `As the writer puts it in ${r}, “${q}”. John 14:6 comes next in our series.`,
  (q, r) => `“${q}”\n— ${r}\n\nPsalm 46:10 is our next text.`,
];

/** Words swapped in to make a misquote: each changes what the verse says. */
const intruders = ["money", "silver", "strangers", "kings", "power", "success", "riches", "fame"];

function misquote(text: string, seed: number): { quote: string; change: string } {
  const words = text.split(" ");
  const candidates = words
    .map((word, index) => ({ word, index }))
    .filter(
      ({ word, index }) =>
        /^[a-z]{5,}[,.;:!?]?$/.test(word) && index > 1 && index < words.length - 1,
    );
  const kind = seed % 3;
  if (kind === 2 || candidates.length === 0) {
    // An added word that changes the claim.
    const at = Math.max(1, Math.floor(words.length / 2));
    words.splice(at, 0, seed % 2 ? "never" : "sometimes");
    return { quote: words.join(" "), change: "added" };
  }
  const target = candidates[(seed * 7) % candidates.length]!;
  const punctuation = /[,.;:!?]$/.exec(target.word)?.[0] ?? "";
  words[target.index] = `${intruders[seed % intruders.length]}${punctuation}`;
  return { quote: words.join(" "), change: kind === 0 ? "changed" : "changed" };
}

const cases: EvaluationCase[] = [];

for (const form of referenceForms) cases.push({ kind: "reference", ...form });
for (const form of invalidReferences) cases.push({ kind: "invalid", ...form });
for (const text of notReferences) cases.push({ kind: "not-reference", text });

quotedVerses.forEach((osis, position) => {
  const reference = referenceOf(osis);
  const translation = position % 3 === 2 ? "kjv" : "web";
  const text = verseText(translation, osis);
  const shape = shapes[position % shapes.length]!;
  cases.push({ kind: "exact", text: shape(text, reference), osis, translation });
  // The same verse in a second shape, from the other edition.
  const other = translation === "web" ? "kjv" : "web";
  cases.push({
    kind: "exact",
    text: shapes[(position + 3) % shapes.length]!(verseText(other, osis), reference),
    osis,
    translation: other,
  });
  const changed = misquote(verseText("web", osis), position);
  cases.push({
    kind: "misquote",
    text: shapes[(position + 1) % shapes.length]!(changed.quote, reference),
    osis,
  });
  // Words of this verse, given with a neighbouring reference that exists.
  const [book, chapter, verse] = osis.split(".");
  const wrongVerse = Number(verse) > 3 ? Number(verse) - 3 : Number(verse) + 3;
  const wrong = `${book}.${chapter}.${wrongVerse}`;
  if (position % 2 === 0) {
    cases.push({
      kind: "wrong-reference",
      text: `As ${referenceOf(wrong)} says, “${verseText("web", osis)}”`,
      osis: wrong,
      foundAt: osis,
    });
  }
  // A quotation with no reference at all.
  if (position % 3 === 0) {
    cases.push({
      kind: "unreferenced",
      text: `Remember the words, “${verseText("web", osis)}”`,
      foundAt: osis,
    });
  }
});

for (const item of otherWording) cases.push({ kind: "other-wording", ...item });
for (const item of famousMisquotes) cases.push({ kind: "misquote", ...item });
for (const item of sayingCases) cases.push({ kind: "saying", ...item });

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "cases.json");
writeFileSync(file, `${JSON.stringify(cases, null, 1)}\n`);
const counts = new Map<string, number>();
for (const item of cases) counts.set(item.kind, (counts.get(item.kind) ?? 0) + 1);
console.log(`${cases.length} cases:`, Object.fromEntries(counts));
