import { findSubtopics } from "./naves-subtopics";
import type { DerivedFile } from "./study-files";

/** What scripts/build-study-indexes.ts writes: each derived index's JSON, found afresh. */
export function derivedFilesFromData(): Record<DerivedFile, string> {
  return {
    subtopics: JSON.stringify(findSubtopics()),
  };
}
