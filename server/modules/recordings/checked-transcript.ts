import type { TranscriptParagraph, TranscriptSegment } from "@shared/recordings/api";
import type { Translation } from "@shared/scripture/translations";
import { checkScriptureInTurns } from "../../scripture/check-scripture";
import { markedQuotations, paragraphsOf, writtenReferences } from "./spoken-text";

/**
 * The transcript in paragraphs, each checked as the Scripture Checker checks a text: its
 * references (spoken ones written as numbers first) and the quotations read with them.
 */
export async function checkedParagraphs(
  segments: TranscriptSegment[],
  translation: Translation,
  pause: () => Promise<void>,
): Promise<TranscriptParagraph[]> {
  const paragraphs: TranscriptParagraph[] = [];
  for (const paragraph of paragraphsOf(segments)) {
    const text = markedQuotations(writtenReferences(paragraph.text));
    const check = await checkScriptureInTurns(text, { translation }, pause);
    paragraphs.push({
      start: paragraph.start,
      end: paragraph.end,
      text,
      references: check.references,
    });
  }
  return paragraphs;
}
