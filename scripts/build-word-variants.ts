/**
 * Builds server/scripture/data/word-variants.json: the words the KJV and the WEB use for each
 * other in the same place of the same verse ("charity" / "love"), counted over the whole
 * Bible. Checking reads a quotation that swaps one for the other as another translation's
 * wording, not a misquote. Run after rebuilding the texts: `npx tsx scripts/build-word-variants.ts`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadScripture } from "../server/scripture/bible-index";
import { comparableWords } from "../server/scripture/quotations";
import { totalVerses } from "../server/scripture/verse-ordinals";
import { normalWord } from "../server/scripture/wording";

/** A pair must appear at least this often to count as a translation habit, not an accident. */
const minimumCount = 4;

function lcsPairs(a: string[], b: string[]): Array<[number, number]> {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint16Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * cols + j] =
        normalWord(a[i]!) === normalWord(b[j]!)
          ? table[(i + 1) * cols + j + 1]! + 1
          : Math.max(table[(i + 1) * cols + j]!, table[i * cols + j + 1]!);
  const pairs: Array<[number, number]> = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (normalWord(a[i]!) === normalWord(b[j]!)) {
      pairs.push([i++, j++]);
    } else if (table[(i + 1) * cols + j]! >= table[i * cols + j + 1]!) i++;
    else j++;
  }
  return pairs;
}

const index = loadScripture();
const counts = new Map<string, number>();
for (let ordinal = 0; ordinal < totalVerses; ordinal++) {
  const kjv = comparableWords(index.textAt("kjv", ordinal));
  const web = comparableWords(index.textAt("web", ordinal));
  if (kjv.length === 0 || web.length === 0 || kjv.length > 120 || web.length > 120) continue;
  const anchors: Array<[number, number]> = [
    [-1, -1],
    ...lcsPairs(kjv, web),
    [kjv.length, web.length],
  ];
  for (let k = 1; k < anchors.length; k++) {
    const [i0, j0] = anchors[k - 1]!;
    const [i1, j1] = anchors[k]!;
    // One word replaced by one word between two agreeing words.
    if (i1 - i0 === 2 && j1 - j0 === 2) {
      const key = `${kjv[i0 + 1]} ${web[j0 + 1]}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
}
const pairs = [...counts]
  .filter(([, count]) => count >= minimumCount)
  .sort((a, b) => b[1] - a[1])
  .map(([key, count]) => [...key.split(" "), count]);
const file = path.resolve("server/scripture/data/word-variants.json");
writeFileSync(
  file,
  `${JSON.stringify({ about: "KJV/WEB word pairs in the same place of a verse, with how often; built by scripts/build-word-variants.ts.", pairs })}\n`,
);
console.log(`${pairs.length} pairs written to ${file}`);
