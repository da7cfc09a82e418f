/**
 * A word-level comparison of a quotation with the real verse, for showing a misquote: the
 * verse's words, each marked when the quotation does not have it, and the quotation's words,
 * each marked when the verse does not have it. Case and punctuation do not count as changes.
 *
 * When the check says where the quotation changes the verse (its `differences`), only those
 * words are marked: a spelling, an archaic form or a compound written the other way
 * ("forever" for "for ever", "you" for "ye") beside a real change is not a change, and the
 * check, which knows such forms, did not name it.
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

/** One change the check found: the quotation's words there and the verse's. */
export interface DiffPlace {
  quoted: string;
  original: string;
}

/**
 * The tokens a run of words covers, found from `from` on: the tokens whose letters, joined,
 * are the run's letters joined (so "for ever" is found in "forever," and "heavy laden" in
 * "heavy-laden"). Undefined when the run is not there.
 */
function findRun(keys: string[], run: string, from: number): [number, number] | undefined {
  const wanted = key(run);
  if (!wanted) return undefined;
  for (let start = from; start < keys.length; start++) {
    if (!keys[start] || !wanted.startsWith(keys[start]!)) continue;
    let joined = "";
    for (let end = start; end < keys.length; end++) {
      joined += keys[end]!;
      if (joined === wanted) return [start, end + 1];
      if (!wanted.startsWith(joined)) break;
    }
  }
  return undefined;
}

/**
 * Which tokens the check's changes cover on one side, each run found after the last; or
 * undefined when one cannot be found (then the plain comparison is shown instead).
 */
function coveredBy(keys: string[], runs: string[]): boolean[] | undefined {
  const covered = new Array<boolean>(keys.length).fill(false);
  let cursor = 0;
  for (const run of runs) {
    if (!key(run)) continue;
    const at = findRun(keys, run, cursor) ?? findRun(keys, run, 0);
    if (!at) return undefined;
    covered.fill(true, at[0], at[1]);
    cursor = at[1];
  }
  return covered;
}

/** The words the check's changes name, less any word both sides have there. */
function placesDiff(
  quoted: string[],
  original: string[],
  places: readonly DiffPlace[],
): WordDiff | undefined {
  const a = quoted.map(key);
  const b = original.map(key);
  const inQuoted = coveredBy(
    a,
    places.map((place) => place.quoted),
  );
  const inOriginal = coveredBy(
    b,
    places.map((place) => place.original),
  );
  if (!inQuoted || !inOriginal) return undefined;
  const quotedHas = new Set(a.filter((_, index) => inQuoted[index]));
  const originalHas = new Set(b.filter((_, index) => inOriginal[index]));
  return {
    quoted: quoted.map((text, index) => ({
      text,
      changed: inQuoted[index]! && a[index] !== "" && !originalHas.has(a[index]!),
    })),
    original: original.map((text, index) => ({
      text,
      changed: inOriginal[index]! && b[index] !== "" && !quotedHas.has(b[index]!),
    })),
  };
}

export function wordDiff(
  quotedText: string,
  originalText: string,
  places?: readonly DiffPlace[],
): WordDiff {
  const quoted = words(quotedText).slice(0, maxWords);
  const original = words(originalText).slice(0, maxWords);
  if (places && places.length > 0) {
    const guided = placesDiff(quoted, original, places);
    if (guided) return guided;
  }
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
