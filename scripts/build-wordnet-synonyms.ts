/**
 * Builds server/scripture/data/wordnet-synonyms.json: words that share one of the first senses
 * of a word in WordNet 3.0 (Debian's wordnet-base, /usr/share/wordnet), normalised as checking
 * compares them (server/scripture/wording.ts normalWord), for the words of the product's three
 * translations. Checking reads one put for the other (“consoled” for “comforted”) as wording.
 * Only single words and the first three senses of each word are read, so a rare sense does not
 * join words that mean different things. Two words the KJV both uses are joined only when one
 * is rare in it and by a sense among the first three of each. Also read: an adjective satellite's head (“frightened” and
 * “afraid”), and the sense just above or below a word's first sense, or one to see also, for
 * words whose own first sense it is (“noise” and “sound”, “wish” and “desire”). Run after
 * installing wordnet-base:
 * `npx tsx scripts/build-wordnet-synonyms.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadScripture } from "../server/scripture/bible-index";
import { comparableWords } from "../server/scripture/quotations";
import { totalVerses } from "../server/scripture/verse-ordinals";
import { isFunctionWord, negationCount, normalWord } from "../server/scripture/wording";

const dir = process.env.WORDNET_DIR ?? "/usr/share/wordnet";
const sensesRead = 3;

const vocabulary = new Set<string>();
const index = loadScripture();
for (let ordinal = 0; ordinal < totalVerses; ordinal++)
  for (const translation of ["kjv", "web", "bsb"] as const)
    for (const word of comparableWords(index.textAt(translation, ordinal))) vocabulary.add(word);

/** Each (normalised) KJV word, with the number of verses it is in. */
const kjvVocabulary = new Map<string, number>();
for (let ordinal = 0; ordinal < totalVerses; ordinal++)
  for (const word of new Set(comparableWords(index.textAt("kjv", ordinal)).map(normalWord)))
    kjvVocabulary.set(word, (kjvVocabulary.get(word) ?? 0) + 1);
/** One word the other with a prefix that makes no new word of it (“encamp”, “camp”; “arise”). */
function prefixedForm(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 4 && ["en", "em", "a"].some((prefix) => long === prefix + short);
}

/** A word in at most this many KJV verses is not one its translators set apart from another. */
const rareInKjv = 30;

const synonyms = new Map<string, Set<string>>();
const add = (a: string, b: string) => {
  let set = synonyms.get(a);
  if (!set) synonyms.set(a, (set = new Set()));
  set.add(b);
};
for (const pos of ["noun", "verb", "adj", "adv"]) {
  const data = readFileSync(path.join(dir, `data.${pos}`), "latin1");
  const synsets = new Map<string, string[]>();
  const heads = new Map<string, string>();
  const nearSenses = new Map<string, string[]>();
  for (const line of data.split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const fields = line.split(" ");
    const count = parseInt(fields[3]!, 16);
    const words: string[] = [];
    for (let k = 0; k < count; k++)
      words.push(fields[4 + 2 * k]!.toLowerCase().replace(/\(.*\)$/, ""));
    synsets.set(
      fields[0]!,
      words.filter((word) => /^[a-z]+$/.test(word)),
    );
    const pointerAt = 4 + 2 * count;
    const near: string[] = [];
    for (let k = 0; k < Number(fields[pointerAt]); k++) {
      const at = pointerAt + 1 + 4 * k;
      // An adjective satellite's head (“frightened” → “afraid”, “contrite” → “penitent”).
      if (fields[2] === "s" && fields[at] === "&") heads.set(fields[0]!, fields[at + 1]!);
      // The sense just above or below it, or one to see also, in the same part of speech.
      if (["@", "~", "^"].includes(fields[at]!) && fields[at + 3] === "0000")
        near.push(fields[at + 1]!);
    }
    nearSenses.set(fields[0]!, near);
  }
  const indexFile = readFileSync(path.join(dir, `index.${pos}`), "latin1");
  /** Each word's first senses in this part of speech. */
  const firstSenses = new Map<string, Set<string>>();
  const firstSense = new Map<string, string>();
  const lemmas: Array<[string, string[]]> = [];
  for (const line of indexFile.split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const fields = line.trim().split(" ");
    const offsets = fields.slice(6 + Number(fields[3]));
    firstSenses.set(fields[0]!, new Set(offsets.slice(0, sensesRead)));
    firstSense.set(fields[0]!, offsets[0]!);
    lemmas.push([fields[0]!, offsets]);
  }
  for (const [lemma, offsets] of lemmas) {
    if (!/^[a-z]+$/.test(lemma) || !vocabulary.has(lemma)) continue;
    const from = normalWord(lemma);
    if (isFunctionWord(from) || negationCount([from]) > 0) continue;
    for (const offset of offsets.slice(0, sensesRead)) {
      // An adjective's first sense, if a satellite, is read with its head's words.
      const head = offset === offsets[0] ? heads.get(offset) : undefined;
      const senses: Array<[string, string[]]> = [[offset, synsets.get(offset) ?? []]];
      if (head) senses.push([head, synsets.get(head) ?? []]);
      // The senses just above or below its first (“noise” and “sound”, “wish” and “desire”),
      // for words whose own first sense it is.
      if (offset === offsets[0])
        for (const other of nearSenses.get(offset) ?? [])
          senses.push([
            other,
            (synsets.get(other) ?? []).filter((word) => firstSense.get(word) === other),
          ]);
      for (const [sense, words] of senses)
        for (const word of words) {
          const to = normalWord(word);
          // A form that normalises to a function word or a negation (“noted” → “not”) is left out.
          if (to === from || isFunctionWord(to) || negationCount([to]) > 0) continue;
          // Two words the KJV both uses are told apart by its translators' own choices (“die”
          // and “perish”, “find” and “receive”), unless one is rare in it, or the one is the
          // other with a prefix (“encamp”, “camp”), and the sense they share is among the first
          // of each (“strengthen” and “fortify”, “glad” and “happy”).
          if (
            kjvVocabulary.has(from) &&
            kjvVocabulary.has(to) &&
            ((Math.min(kjvVocabulary.get(from)!, kjvVocabulary.get(to)!) > rareInKjv &&
              !prefixedForm(from, to)) ||
              firstSenses.get(word)?.has(sense) !== true)
          )
            continue;
          add(from, to);
          add(to, from);
        }
    }
  }
}
const entries = [...synonyms]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([word, set]) => [word, [...set].sort()]);
const file = path.resolve("server/scripture/data/wordnet-synonyms.json");
writeFileSync(
  file,
  `${JSON.stringify({ about: "WordNet 3.0 synonyms (first three senses, single words; with adjective heads and the first sense's nearest senses) of the words of the WEB, KJV and BSB, normalised; built by scripts/build-wordnet-synonyms.ts. WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. (WordNet 3.0 licence: docs/data-sources.md.)", synonyms: Object.fromEntries(entries) })}\n`,
);
console.log(`${entries.length} words written to ${file}`);
