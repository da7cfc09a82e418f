import productWords from "./password-words.json";

/**
 * Password strength as zxcvbn judges it, the same in the browser (a field message while
 * the user chooses) and on the server (which enforces it). zxcvbn and its dictionaries
 * (about a megabyte) are loaded the first time a password is judged, not with the page.
 */
export const minimumPasswordScore = 3;

/**
 * Only the first characters are judged: zxcvbn's time grows quickly with length, and a
 * longer password that starts with 64 judged-strong characters is strong anyway.
 */
const judgedLength = 64;

type Judge = (
  password: string,
  userInputs: string[],
) => {
  score: number;
  feedback: { warning: string | null; suggestions: string[] };
};

let judge: Promise<Judge> | undefined;

function loadJudge(): Promise<Judge> {
  judge ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(([core, common, english]) => {
    // The bundled server gets these CommonJS packages' exports as `default`.
    const { ZxcvbnFactory } = interop(core);
    const { dictionary: commonWords, adjacencyGraphs } = interop(common);
    const { dictionary: englishWords, translations } = interop(english);
    const factory = new ZxcvbnFactory({
      dictionary: { ...commonWords, ...englishWords },
      graphs: adjacencyGraphs,
      translations,
      maxLength: judgedLength,
      // Trying every l33t substitution costs seconds on long random input; four find the usual ones.
      l33tMaxSubstitutions: 4,
    });
    return (password, userInputs) => factory.check(password, userInputs);
  });
  return judge;
}

function interop<T extends object>(loaded: T): T {
  return "default" in loaded && Object.keys(loaded).length === 1
    ? (loaded as unknown as { default: T }).default
    : loaded;
}

/** The words of an account a guesser would try: the parts of its name and email address. */
export function accountWords(...values: Array<string | null | undefined>): string[] {
  const texts = values.map((value) => (value ?? "").trim().toLowerCase()).filter(Boolean);
  const mailboxes = texts.filter((text) => text.includes("@")).map((text) => text.split("@")[0]!);
  texts.push(...mailboxes);
  const parts = texts.flatMap((text) => text.split(/[^\p{L}\p{N}]+/u));
  const joined = texts.map((text) => text.replace(/[^\p{L}\p{N}]+/gu, ""));
  return [...new Set([...texts, ...joined, ...parts])].filter((word) => word.length >= 3);
}

/**
 * Why the password is too easy to guess, in a sentence for the form; undefined when it is
 * strong enough. `userInputs` are the account's own words (name, email).
 */
export async function passwordWeakness(
  password: string,
  userInputs: string[] = [],
): Promise<string | undefined> {
  const check = await loadJudge();
  const result = check(password.slice(0, judgedLength), [...userInputs, ...productWords.words]);
  if (result.score >= minimumPasswordScore) return undefined;
  const why = result.feedback.warning ?? "It would be easy to guess.";
  const tip = result.feedback.suggestions[0] ?? "Add more words that are less common.";
  return `This password is too easy to guess. ${why} ${tip}`;
}
