/**
 * Writes injected.json: misquotes injected into 150 well-known verses by deterministic,
 * meaning-changing edits (a careless preacher's or a model's), and controls that must stay
 * non-red (faithful shortenings, the same verse in another of the product's translations,
 * modernised pronouns). Verse texts are the product's own (server/scripture/bible-index.ts).
 * The hand-written paraphrases are in injected-inputs.ts. Frozen: built once before the
 * checker was changed for it; run `npx tsx tests/unit/scripture/evaluation/build-injected.ts`
 * only to rebuild it on purpose.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { bookById, type BookId } from "@shared/scripture/books";
import { scriptureIndex } from "../../../../server/scripture/bible-index";
import { verseOrdinal } from "../../../../server/scripture/verse-ordinals";
import { isFunctionWord, normalWord } from "../../../../server/scripture/wording";
import { handParaphrases, promiseSwaps, type InjectedCase } from "./injected-inputs";

// prettier-ignore
export const injectedVerses: string[] = [
  "John.3.16", "Rom.8.28", "Phil.4.13", "Jer.29.11", "Prov.3.5", "Isa.40.31", "Josh.1.9",
  "Ps.23.1", "Ps.23.4", "Matt.11.28", "John.14.6", "Rom.12.2", "Gal.5.22", "2Cor.5.17",
  "Heb.11.1", "Eph.2.8", "1John.1.9", "Mic.6.8", "Rom.5.8", "1Pet.5.7", "Matt.6.33",
  "John.11.25", "Rom.6.23", "Isa.41.10", "Lam.3.22", "2Tim.1.7", "Jas.1.5", "Phil.4.6",
  "Col.3.23", "John.15.5", "Matt.5.9", "Luke.6.31", "Ps.119.105", "Prov.16.3",
  "Eccl.3.1", "Deut.31.6", "Ps.46.1", "Rom.10.9", "Gal.2.20", "Eph.4.32", "Titus.3.5",
  "John.1.1", "Acts.1.8", "1Cor.10.13", "2Chr.7.14", "Mark.10.45", "Ps.37.4", "Isa.53.5",
  "Ps.139.14", "Matt.28.19", "Gen.1.1", "Gen.1.27", "Exod.20.3", "Num.6.24", "Deut.6.5",
  "Josh.24.15", "1Sam.16.7", "Neh.8.10", "Job.19.25", "Ps.1.1", "Ps.19.14", "Ps.27.1",
  "Ps.34.8", "Ps.51.10", "Ps.55.22", "Ps.62.1", "Ps.91.1", "Ps.103.12", "Ps.118.24",
  "Ps.121.1", "Ps.127.1", "Prov.1.7", "Prov.3.6", "Prov.4.23", "Prov.16.18", "Prov.18.10",
  "Prov.22.6", "Prov.27.17", "Isa.6.8", "Isa.9.6", "Isa.26.3", "Isa.40.8", "Isa.43.2",
  "Isa.55.8", "Isa.55.11", "Jer.17.7", "Jer.33.3", "Ezek.36.26", "Joel.2.28", "Zeph.3.17",
  "Mal.3.10", "Matt.5.14", "Matt.5.16", "Matt.6.21", "Matt.6.34", "Matt.7.7", "Matt.7.12",
  "Matt.16.24", "Matt.19.26", "Matt.22.37", "Matt.28.20", "Mark.12.31", "Mark.16.15",
  "Luke.1.37", "Luke.2.11", "Luke.19.10", "John.1.14", "John.3.30", "John.8.12", "John.8.32",
  "John.10.10", "John.10.11", "John.13.34", "John.14.27", "John.15.13", "John.16.33",
  "Acts.2.38", "Acts.4.12", "Acts.16.31", "Rom.3.23", "Rom.8.1", "Rom.8.38", "Rom.12.1",
  "Rom.12.12", "Rom.15.13", "1Cor.13.4", "1Cor.13.13", "1Cor.15.58", "2Cor.4.18",
  "2Cor.12.9", "Gal.6.9", "Eph.2.10", "Eph.6.10", "Eph.6.11", "Phil.1.6", "Phil.1.21",
  "Phil.4.7", "Phil.4.19", "Col.3.2", "1Thess.5.18", "2Tim.3.16", "Heb.4.12", "Heb.12.1",
  "Heb.13.5", "Jas.1.2", "Jas.4.7", "1Pet.2.9", "1Pet.3.15", "1John.4.8", "1John.4.19",
  "Rev.3.20", "Rev.21.4",
];

type Translation = "web" | "kjv" | "bsb";

function verseText(translation: Translation, osis: string): string {
  const [book, chapter, verse] = osis.split(".");
  const ordinal = verseOrdinal(book as BookId, Number(chapter), Number(verse));
  const text = scriptureIndex().textAt(translation, ordinal);
  if (!text) throw new Error(`no ${translation} text for ${osis}`);
  return text.replace(/\s+/g, " ").trim();
}

export function referenceOf(osis: string): string {
  const [book, chapter, verse] = osis.split(".");
  return `${bookById(book as BookId).name} ${chapter}:${verse}`;
}

/** The verse's text without its closing punctuation, ready to be put in quotation marks. */
function bare(text: string): string {
  return text.replace(/[\s.,;:!?—–"“”’']+$/u, "");
}

/** Word offsets (in a split on spaces) after which the verse ends a clause. */
function clauseBreaks(tokens: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < tokens.length - 1; i++) if (/[,;:]["”’']*$/.test(tokens[i]!)) out.push(i + 1);
  return out;
}

const endings = [
  "and he will make you rich in every way",
  "for you make me strong",
  "so that all your plans succeed",
  "and you will never be sick again",
  "because he wants you to be happy",
  "and your dreams will come true",
  "and nothing bad will happen to you",
  "so that you may prosper in all things",
];

const unrelated = [
  "darkness", "silver", "mountain", "garden", "river", "money", "success", "wisdom",
  "kingdom", "treasure", "fortune", "harvest", "castle", "thunder", "pleasure",
]; // prettier-ignore

const clausesAdded = [
  "and you will never suffer again",
  "if you give generously",
  "and he will take away every trouble",
  "as long as you work hard",
];

/** The verse's last clause replaced by words of its own (the quotation's first clauses kept). */
function replacedEnding(text: string, n: number): string | undefined {
  const tokens = bare(text).split(" ");
  const breaks = clauseBreaks(tokens).filter((at) => at >= 4 && tokens.length - at >= 3);
  const at = breaks[breaks.length - 1];
  if (at === undefined) return undefined;
  return `${tokens.slice(0, at).join(" ")} ${endings[n % endings.length]}`;
}

/** One content word of the verse replaced by an unrelated one. */
function swappedWord(
  text: string,
  n: number,
): { quote: string; from: string; to: string } | undefined {
  const tokens = bare(text).split(" ");
  const verseWords = new Set(
    tokens.map((token) => normalWord(token.toLowerCase().replace(/[^a-z]/g, ""))),
  );
  // The longest word of substance (lower case, so not a name) in the verse's second half.
  let best = -1;
  for (let i = Math.floor(tokens.length / 3); i < tokens.length; i++) {
    // A plain word (no dash or apostrophe inside), so the swap is made where it is found.
    if (!/^[A-Za-z]+[,;:.!?]?$/.test(tokens[i]!)) continue;
    const word = tokens[i]!.replace(/[^A-Za-z]/g, "");
    if (word.length < 4 || word !== word.toLowerCase() || isFunctionWord(normalWord(word)))
      continue;
    if (best < 0 || word.length > tokens[best]!.replace(/[^A-Za-z]/g, "").length) best = i;
  }
  if (best < 0) return undefined;
  const from = tokens[best]!.replace(/[^A-Za-z]/g, "");
  const candidates = unrelated.filter((word) => !verseWords.has(normalWord(word)));
  const to = candidates[n % candidates.length]!;
  tokens[best] = tokens[best]!.replace(from, to);
  return { quote: tokens.join(" "), from, to };
}

function addedClause(text: string, n: number): string {
  return `${bare(text)}, ${clausesAdded[n % clausesAdded.length]}`;
}

/** Trailing whole clauses dropped: a faithful shortening. */
function shortened(text: string): string | undefined {
  const tokens = bare(text).split(" ");
  const breaks = clauseBreaks(tokens).filter((at) => at >= 5 && tokens.length - at >= 2);
  const at = breaks[breaks.length - 1];
  if (at === undefined) return undefined;
  return tokens
    .slice(0, at)
    .join(" ")
    .replace(/[,;:]$/, "");
}

const modern: Record<string, string> = {
  thee: "you", thou: "you", thy: "your", thine: "your", ye: "you",
  Thee: "You", Thou: "You", Thy: "Your", Thine: "Your", Ye: "You",
}; // prettier-ignore

function modernised(text: string): string | undefined {
  const out = text.replace(
    /\b(thee|thou|thy|thine|ye|Thee|Thou|Thy|Thine|Ye)\b/g,
    (word) => modern[word]!,
  );
  return out === text ? undefined : out;
}

const cases: InjectedCase[] = [];
const put = (
  kind: InjectedCase["kind"],
  edit: string,
  osis: string,
  quote: string,
  translation: Translation = "web",
  tag = "",
) =>
  cases.push({
    kind,
    edit,
    osis,
    translation,
    text: `Remember “${quote}.” (${referenceOf(osis)}${tag})`,
  });

for (const [n, osis] of injectedVerses.entries()) {
  const web = verseText("web", osis);
  const ending = replacedEnding(web, n);
  if (ending) put("misquote", "replaced-ending", osis, ending);
  const swap = swappedWord(web, n);
  if (swap) put("misquote", `word-swap ${swap.from}→${swap.to}`, osis, swap.quote);
  if (n % 2 === 0) put("misquote", "added-clause", osis, addedClause(web, n));
  const short = shortened(web);
  if (short) put("control", "shortened", osis, short);
  const kjv = verseText("kjv", osis);
  const bsb = verseText("bsb", osis);
  // Another translation's wording, the checker set to the WEB.
  if (bare(kjv) !== bare(web)) put("control", "kjv-wording", osis, bare(kjv));
  if (bare(bsb) !== bare(web)) put("control", "bsb-wording", osis, bare(bsb));
  const modernKjv = modernised(bare(kjv));
  if (modernKjv) put("control", "kjv-modernised-pronouns", osis, modernKjv, "kjv");
}
for (const swap of promiseSwaps) put("misquote", "promise-swap", swap.osis, swap.quote);
for (const paraphrase of handParaphrases)
  put("control", "hand-written-niv-esv-like", paraphrase.osis, paraphrase.quote);

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), "injected.json");
writeFileSync(target, `${JSON.stringify(cases, null, 1)}\n`);
const count = (kind: string) => cases.filter((item) => item.kind === kind).length;
console.log(`${cases.length} cases: ${count("misquote")} misquotes, ${count("control")} controls`);
