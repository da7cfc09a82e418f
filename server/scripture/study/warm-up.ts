import type { SwordLibrary } from "../sword/sword-library";
import { warmSubtopics } from "./naves-subtopics";
import { studyPassage } from "./passage-study";
import { warmQuotations } from "./quotation-index";
import { loadStudyFile, strongsVerses } from "./study-data";
import { studyFileNames, type StudyFile } from "./study-files";

/**
 * Loads the study files and builds their indexes, which the study desk and every
 * generation's grounding need, as soon as the server listens: one file or index per turn of
 * the event loop (the largest takes about 200 ms), so a request arriving meanwhile waits for
 * one of them at most, and none waits for them all when it first needs them.
 */
export function warmStudyData(sword: SwordLibrary, onError: (error: unknown) => void): void {
  const steps: Array<() => unknown> = [
    ...(Object.keys(studyFileNames) as StudyFile[]).map((file) => () => loadStudyFile(file)),
    warmSubtopics,
    warmQuotations,
    () => strongsVerses("G25"),
    () => studyPassage("John 3:16", sword),
  ];
  const next = () => {
    try {
      steps.shift()?.();
    } catch (error) {
      onError(error);
      return;
    }
    if (steps.length > 0) setImmediate(next).unref();
  };
  setImmediate(next).unref();
}
