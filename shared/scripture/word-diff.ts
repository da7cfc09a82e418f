/**
 * A word-level comparison of a quotation with the real verse, for showing a misquote: the
 * verse's words, each marked when the quotation does not have it, and the quotation's words,
 * each marked when the verse does not have it. Case and punctuation do not count as changes.
 */
export interface DiffWord {
  text: string;
  changed: boolean;
}

export interface WordDiff {
  original: DiffWord[];
  quoted: DiffWord[];
}

/** Long passages are compared only up to this many words each (the table is n × m). */
const maxWords = 400;

function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

function key(word: string): string {
  return word
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

function marked(list: string[], kept: boolean[]): DiffWord[] {
  return list.map((text, index) => ({ text, changed: !kept[index] && key(text) !== "" }));
}

export function wordDiff(quotedText: string, originalText: string): WordDiff {
  const quoted = words(quotedText).slice(0, maxWords);
  const original = words(originalText).slice(0, maxWords);
  const a = quoted.map(key);
  const b = original.map(key);
  // Longest common subsequence, filled from the end so the walk below goes forward.
  const table: Uint16Array[] = Array.from(
    { length: a.length + 1 },
    () => new Uint16Array(b.length + 1),
  );
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i]![j] =
        a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const keptQuoted = new Array<boolean>(a.length).fill(false);
  const keptOriginal = new Array<boolean>(b.length).fill(false);
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      keptQuoted[i++] = true;
      keptOriginal[j++] = true;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  // Verse words before the first and after the last shared word were simply not quoted,
  // except as many as the quotation has changed words of its own at that end ("die" for
  // "perish" at the end of a quotation).
  const first = keptOriginal.indexOf(true);
  const last = keptOriginal.lastIndexOf(true);
  if (first !== -1) {
    const quotedLead = keptQuoted.indexOf(true);
    const quotedTail = keptQuoted.length - 1 - keptQuoted.lastIndexOf(true);
    keptOriginal.fill(true, 0, Math.max(0, first - quotedLead));
    keptOriginal.fill(true, last + 1 + quotedTail);
  }
  return { quoted: marked(quoted, keptQuoted), original: marked(original, keptOriginal) };
}
