import type { TranscriptParagraph, TranscriptSegment } from "@shared/recordings/api";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import { markedQuotations, paragraphsOf, writtenReferences } from "./spoken-text";

/**
 * The transcript in paragraphs, each checked as the Scripture Checker checks a text: its
 * references (spoken ones written as numbers first) and the quotations read with them.
 */
export async function checkedParagraphs(
  segments: TranscriptSegment[],
  /** The check of one paragraph: on the check pool, bounded (routes.ts). */
  check: (text: string) => Promise<ScriptureCheck>,
): Promise<TranscriptParagraph[]> {
  const paragraphs: TranscriptParagraph[] = [];
  for (const paragraph of paragraphsOf(segments)) {
    const text = markedQuotations(writtenReferences(paragraph.text));
    const { references } = await check(text);
    paragraphs.push({
      start: paragraph.start,
      end: paragraph.end,
      text,
      references,
    });
  }
  return paragraphs;
}
