import type { SayingFinding } from "@shared/scripture/check-result";
import { readDataJson } from "./data-files";

/**
 * Sayings often taken for scripture that are not in the Bible ("God helps those who help
 * themselves"), from data/sayings.json, found anywhere in a text, quoted or not.
 */
interface SayingEntry {
  saying: string;
  pattern: string;
  /** A word every match contains: a text without it is not searched with the pattern. */
  keyword: string;
  note: string;
  source: string;
}

const entries = readDataJson<{ sayings: SayingEntry[] }>("sayings.json").sayings;
const patterns = entries.map((entry) => ({
  entry,
  pattern: new RegExp(`\\b(?:${entry.pattern})\\b`, "g"),
  keyword: entry.keyword,
}));

/** The sayings, for tests and documentation. */
export function sayingEntries(): readonly SayingEntry[] {
  return entries;
}

/**
 * The text as the patterns read it: letters and digits lowercased, apostrophes dropped, every
 * other run of characters one space; `origin[i]` is where normal character i came from.
 */
function normalise(text: string): { normal: string; origin: Int32Array } {
  const origin = new Int32Array(text.length + 1);
  const codes = new Uint16Array(text.length);
  let length = 0;
  let pendingSpace = false;
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code === 39 || code === 0x2019 || code === 96) continue;
    const upper = code >= 65 && code <= 90;
    const wordChar =
      (code >= 97 && code <= 122) ||
      (code >= 48 && code <= 57) ||
      upper ||
      (code > 127 && /\p{L}/u.test(text[i]!));
    if (!wordChar) {
      pendingSpace = length > 0;
      continue;
    }
    if (pendingSpace) {
      origin[length] = i;
      codes[length++] = 32;
      pendingSpace = false;
    }
    if (upper) code += 32;
    else if (code > 127) code = text[i]!.toLowerCase().charCodeAt(0);
    origin[length] = i;
    codes[length++] = code;
  }
  origin[length] = text.length;
  const decoder = new TextDecoder("utf-16le");
  const normal = decoder.decode(codes.subarray(0, length));
  return { normal, origin };
}

export function findSayings(text: string): SayingFinding[] {
  const { normal, origin } = normalise(text);
  const found: SayingFinding[] = [];
  for (const { entry, pattern, keyword } of patterns) {
    if (!normal.includes(keyword)) continue;
    pattern.lastIndex = 0;
    let hit: RegExpExecArray | null;
    while ((hit = pattern.exec(normal))) {
      const start = origin[hit.index]!;
      const end = origin[hit.index + hit[0].length - 1]! + 1;
      if (found.some((other) => other.start < end && start < other.end)) continue;
      found.push({ start, end, text: text.slice(start, end), note: entry.note });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
