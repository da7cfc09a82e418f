import type { SwordLibrary } from "../sword/sword-library";
import { warmSubtopics } from "./naves-subtopics";
import { studyPassage } from "./passage-study";
import { warmQuotations } from "./quotation-index";

/**
 * Loads the study files and builds their indexes (about half a second), which the study desk
 * and every generation's grounding need: done before the server listens, no request waits
 * for them.
 */
export function warmStudyData(sword: SwordLibrary): void {
  warmSubtopics();
  warmQuotations();
  studyPassage("John 3:16", sword);
}
