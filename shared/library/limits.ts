/**
 * How much one save may hold, in characters, field by field: the one place these limits
 * live (docs/limits.md explains them). They are sized to real content with room to spare:
 * a long sermon manuscript is about 60,000 characters, a long prayer or devotional about
 * 10,000, a title a line. The generous per-field limits are bounded again by the total.
 */
export const saveFieldLimits = {
  /** Titles, subjects, what a prayer is for. */
  title: 300,
  subject: 300,
  focus: 500,
  /** A scripture reference. */
  scriptureBase: 200,
  /** The main body of an item: a full manuscript fits. */
  content: 60_000,
  /** How a sermon approaches its passage: a paragraph or two. */
  approach: 5_000,
  /** One sermon point. */
  mainPoints: 20_000,
  /** A closing section: call to action, reflection, prayer, application... */
  callToAction: 20_000,
  reflection: 20_000,
  prayer: 20_000,
  application: 20_000,
  context: 20_000,
  revelation: 20_000,
  /** A meditation's passage text with its reference. */
  scripture: 20_000,
  /** One hashtag, one related reference. */
  hashtags: 100,
  additionalScriptures: 200,
} as const satisfies Record<string, number>;

/** Any result field not named above (a new tool's field) gets this limit. */
export const defaultSaveFieldLimit = 20_000;

/** All text of one save together: a manuscript and its notes, not a book. */
export const saveTotalLimit = 100_000;

/** The longest an email display name built from a user's name may be. */
export const senderNameLimit = 60;

export type SaveFieldName = keyof typeof saveFieldLimits;

export function saveFieldLimit(field: string): number {
  return (saveFieldLimits as Record<string, number>)[field] ?? defaultSaveFieldLimit;
}

/**
 * Field messages for every text of a save that is too long, by path ("mainPoints.2"),
 * then the total; an empty object when all fit. Form values (`requestFields`) keep the
 * limits their own schemas set, and count toward the total.
 */
export function saveLimitProblems(
  values: Record<string, unknown>,
  resultFields: readonly string[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  let total = 0;
  const check = (path: string, field: string, value: unknown) => {
    if (typeof value !== "string") return;
    total += value.length;
    const max = saveFieldLimit(field);
    if (resultFields.includes(field) && value.length > max)
      problems[path] ??= `Use at most ${max.toLocaleString("en-US")} characters.`;
  };
  for (const [field, value] of Object.entries(values)) {
    if (Array.isArray(value))
      value.forEach((item, index) => check(`${field}.${index}`, field, item));
    else check(field, field, value);
  }
  if (total > saveTotalLimit && Object.keys(problems).length === 0)
    problems._ = `This item is too long to save: at most ${saveTotalLimit.toLocaleString("en-US")} characters in all.`;
  return problems;
}
