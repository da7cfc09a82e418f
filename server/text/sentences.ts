/** The sentences of a passage of prose: one pass over the sentence ends. */
export function sentencesOf(value: string): string[] {
  const flat = value.replace(/\s+/g, " ").trim();
  const sentences: string[] = [];
  const ends = /[.!?]+["'”’)\]]*(?=\s|$)/g;
  let start = 0;
  for (let end = ends.exec(flat); end; end = ends.exec(flat)) {
    const stop = end.index + end[0].length;
    // "vv. 1-3", "Mrs. Okafor", "St. Luke's": a stop after a short abbreviation ends nothing
    // (only the stop's last few characters are looked at, so a long sentence costs nothing more).
    const ending = flat.slice(Math.max(start, stop - 6), stop);
    if (/(?:^|\s)(?:vv?|Mr|Mrs|Ms|Dr|St|cf|ch|Rev|No|e\.g|i\.e)\.$/i.test(ending)) continue;
    const sentence = flat.slice(start, stop).trim();
    if (sentence) sentences.push(sentence);
    start = stop;
  }
  const rest = flat.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences;
}
