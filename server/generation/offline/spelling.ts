import { traditionVoice } from "@shared/traditions";
import type { GenerationPreferences } from "../pipeline-types";
import british from "./data/british-spellings.json";
import fixedLines from "./data/fixed-lines.json";

const britishWords = new Map(Object.entries(british.words));

function respelled(word: string): string {
  const found = britishWords.get(word.toLowerCase());
  if (!found) return word;
  return word[0] === word[0]!.toUpperCase() ? found[0]!.toUpperCase() + found.slice(1) : found;
}

/** A text of the writer's own in the chosen spelling (the writer's sentences are American). */
export function inSpelling(text: string, spelling: GenerationPreferences["spelling"]): string {
  return spelling === "british" ? text.replace(/[A-Za-z]+/g, respelled) : text;
}

/** Every text in a set of the writer's own sentences, in the chosen spelling. */
export function respellAll<T>(value: T, spelling: GenerationPreferences["spelling"]): T {
  if (spelling !== "british") return value;
  if (typeof value === "string") return inSpelling(value, spelling) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => respellAll(item, spelling)) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, respellAll(item, spelling)]),
    ) as T;
  return value;
}

const britishLines = respellAll(fixedLines, "british");

/** The writer's fixed sentences in the spelling the church's Settings choose. */
export function linesFor(preferences: Pick<GenerationPreferences, "spelling">): typeof fixedLines {
  return preferences.spelling === "british" ? britishLines : fixedLines;
}

/** The church tradition's words (greeting, closing, vocabulary) in the chosen spelling. */
export function voiceFor(preferences: Pick<GenerationPreferences, "spelling" | "tradition">) {
  return respellAll(traditionVoice(preferences.tradition), preferences.spelling);
}
