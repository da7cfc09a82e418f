/**
 * Builds server/scripture/data/wordnet-synonyms.json: words that share one of the first senses
 * of a word in WordNet 3.0 (Debian's wordnet-base, /usr/share/wordnet), normalised as checking
 * compares them (server/scripture/wording.ts normalWord), for the words of the product's three
 * translations. Checking reads one put for the other (“consoled” for “comforted”) as wording.
 * Only single words and the first three senses of each word are read, so a rare sense does not
 * join words that mean different things. Run after installing wordnet-base:
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

const kjvVocabulary = new Set<string>();
for (let ordinal = 0; ordinal < totalVerses; ordinal++)
  for (const word of comparableWords(index.textAt("kjv", ordinal)))
    kjvVocabulary.add(normalWord(word));

const synonyms = new Map<string, Set<string>>();
const add = (a: string, b: string) => {
  let set = synonyms.get(a);
  if (!set) synonyms.set(a, (set = new Set()));
  set.add(b);
};
for (const pos of ["noun", "verb", "adj", "adv"]) {
  const data = readFileSync(path.join(dir, `data.${pos}`), "latin1");
  const synsets = new Map<string, string[]>();
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
  }
  const indexFile = readFileSync(path.join(dir, `index.${pos}`), "latin1");
  for (const line of indexFile.split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const fields = line.trim().split(" ");
    const lemma = fields[0]!;
    if (!/^[a-z]+$/.test(lemma) || !vocabulary.has(lemma)) continue;
    const pointers = Number(fields[3]);
    const offsets = fields.slice(6 + pointers);
    const from = normalWord(lemma);
    if (isFunctionWord(from) || negationCount([from]) > 0) continue;
    for (const offset of offsets.slice(0, sensesRead)) {
      for (const word of synsets.get(offset) ?? []) {
        const to = normalWord(word);
        // A form that normalises to a function word or a negation (“noted” → “not”) is left out.
        if (to === from || isFunctionWord(to) || negationCount([to]) > 0) continue;
        // Two words the KJV both uses are told apart by its translators' own choices (“die”
        // and “perish” render different Greek words), not by WordNet.
        if (kjvVocabulary.has(from) && kjvVocabulary.has(to)) continue;
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
  `${JSON.stringify({ about: "WordNet 3.0 synonyms (first three senses, single words) of the words of the WEB, KJV and BSB, normalised; built by scripts/build-wordnet-synonyms.ts. WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. (WordNet 3.0 licence: docs/data-sources.md.)", synonyms: Object.fromEntries(entries) })}\n`,
);
console.log(`${entries.length} words written to ${file}`);
