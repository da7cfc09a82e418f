import { readDataJson } from "./data-files";

/**
 * “Selah” and Habakkuk's subscription (data/music-directions.json): directions in the verse
 * text, not words of the verse as it is prayed, posted or compared.
 */
const data = readDataJson<{ words: string[]; lines: string[] }>("music-directions.json");

const directionWords = new Set(data.words);

/** Whether a compared (lower-case, unpunctuated) word is a direction: “selah”. */
export function isMusicDirection(word: string): boolean {
  return directionWords.has(word);
}

const wordPattern = new RegExp(`\\s*\\b(?:${data.words.join("|")})\\b[.!]?(?=\\s|$)`, "gi");

/** Verse text without its directions, as a pastor reads it aloud. */
export function withoutMusicDirections(text: string): string {
  let plain = text;
  for (const line of data.lines) plain = plain.split(line).join("");
  return plain
    .replace(wordPattern, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}
