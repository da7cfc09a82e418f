import { scriptureFindings } from "@shared/scripture/findings-summary";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import { checkScripture } from "../../../../server/scripture/check-scripture";
import type { SermonText } from "./sermon-texts";

export { wordCount, type SermonText } from "./sermon-texts";

export interface FlagLabel {
  correct: boolean;
  why: string;
  /** Whether the note on the flag says only what is true (held-out set). */
  noteTrue?: boolean;
}

/** What the whole-sermon sets share: each text checked against the KJV, as the KJV user has it. */
export function checkSermons(texts: readonly SermonText[]) {
  return texts.map((item) => ({ item, check: checkScripture(item.text, { translation: "kjv" }) }));
}

/** A red flag as its label names it: the text, the kind of finding and its first 80 characters. */
export function redFlags(checks: ReadonlyArray<{ item: SermonText; check: ScriptureCheck }>) {
  return checks.flatMap(({ item, check }) =>
    scriptureFindings(check)
      .filter((finding) => finding.severity === "error")
      .map((finding) => `${item.id} | ${finding.kind} | ${finding.marked.slice(0, 80)}`),
  );
}
