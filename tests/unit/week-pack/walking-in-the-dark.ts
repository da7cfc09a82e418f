/**
 * A short written sermon on 2 Corinthians 5:7 with three "First… Second… Finally…" points, for
 * the tests of what the outline reader takes as the preacher's own words: `opening` is the
 * introduction's paragraphs, `closing` what follows the last point's first sentence.
 */
export function walkingInTheDark(opening: readonly string[], closing: string): string {
  return [
    "Walking in the Dark",
    "Text: 2 Corinthians 5:7",
    "",
    ...opening.flatMap((paragraph) => [paragraph, ""]),
    "First, faith walks where sight cannot follow. Sight asks for the whole road before it takes a step. Faith takes the next step because the one who calls is faithful.",
    "",
    "Second, faith rests on a promise and not on a feeling. Feelings rise and fall with the weather. The promise of God does not change when the clouds come.",
    "",
    `Finally, faith keeps walking when the night is long. ${closing}`,
  ].join("\n");
}
