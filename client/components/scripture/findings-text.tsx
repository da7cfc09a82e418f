import { Fragment, useMemo, type ElementType, type ReactNode } from "react";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import type { ScriptureCorrection } from "@shared/generation/scripture-corrections";
import { scriptureFindings, type Finding } from "@shared/scripture/findings-summary";
import { defaultTranslation } from "@shared/scripture/translations";
import { cn } from "../../lib/cn";
import { FindingMark } from "./findings-mark";
import { placeReferences } from "./place-references";
import { ScriptureReference } from "./scripture-reference";

/** A stretch of the text to draw specially: a problem's mark, or a checked reference. */
type Span =
  | { kind: "findings"; start: number; end: number; findings: Finding[] }
  | {
      kind: "reference";
      start: number;
      end: number;
      placed: ReturnType<typeof placeReferences>[number];
    };

const letters = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** A corrected quotation's words as the draft has them: inner double marks made single. */
const requoted = (words: string) => words.replace(/“/g, "‘").replace(/”/g, "’");

/** Where a finding is in this piece of text: by the check's offsets, else by its words. */
function locate(text: string, finding: Finding, offset: number | undefined, taken: Span[]) {
  const free = (start: number, end: number) =>
    !taken.some((span) => start < span.end && end > span.start);
  if (offset !== undefined) {
    const start = finding.start - offset;
    const end = finding.end - offset;
    if (
      start >= 0 &&
      end <= text.length &&
      end > start &&
      letters(text.slice(start, end)).includes(letters(finding.marked)) &&
      free(start, end)
    ) {
      return { start, end };
    }
  }
  const forms = [finding.marked.trim()];
  if (finding.kind === "corrected") forms.push(requoted(forms[0]!));
  for (const words of forms) {
    if (!words) continue;
    for (let from = 0; ;) {
      const start = text.indexOf(words, from);
      if (start === -1) break;
      const end = start + words.length;
      if (free(start, end)) {
        // A corrected quotation's mark takes in the quotation marks around its words.
        const framed =
          finding.kind === "corrected" &&
          /[“‘"]/.test(text[start - 1] ?? "") &&
          /[”’"]/.test(text[end] ?? "");
        return framed ? { start: start - 1, end: end + 1 } : { start, end };
      }
      from = start + 1;
    }
  }
  return undefined;
}

/**
 * The spans of one piece of text: findings first (problems, and quotations a model's draft had
 * corrected), then the references they leave free.
 */
export function textSpans(
  text: string,
  check: ScriptureCheck,
  offset?: number,
  corrections: readonly ScriptureCorrection[] = [],
): Span[] {
  const spans: Span[] = [];
  for (const finding of scriptureFindings(check, corrections)) {
    const at = locate(text, finding, offset, spans);
    if (at) spans.push({ kind: "findings", ...at, findings: [finding] });
  }
  for (const placed of placeReferences(text, check.references, offset)) {
    if (spans.some((span) => placed.start < span.end && placed.end > span.start)) continue;
    spans.push({ kind: "reference", start: placed.start, end: placed.end, placed });
  }
  return spans.sort((a, b) => a.start - b.start);
}

const openingMark = /[([“‘"']$/;
const closingMarks = /^[)\]”’"'.,;:!?]{1,3}/;

/**
 * A block of checked text with every problem marked where it occurs (reason and real verse
 * text on tap, hover or Enter), every quotation a model's draft had corrected marked calmly
 * (the model's wording on request), and every other checked reference showing its verse card.
 * `offset` is where this text starts in the text the check was run on. `findingId` gives
 * each mark an id, so a list of findings can link to it. Every word of the text is kept, and
 * brackets and punctuation touching a reference stay on its line: "(John 3:16).".
 */
export function FindingsText({
  text,
  check,
  offset,
  as: Component = "div",
  className,
  findingId,
  corrections,
}: {
  text: string;
  check: ScriptureCheck | undefined;
  offset?: number | undefined;
  corrections?: readonly ScriptureCorrection[] | undefined;
  as?: ElementType;
  className?: string;
  findingId?: (finding: Finding) => string | undefined;
}) {
  const spans = useMemo(
    () => (check ? textSpans(text, check, offset, corrections) : []),
    [text, check, offset, corrections],
  );
  const translation = check?.translation ?? defaultTranslation;
  const parts: ReactNode[] = [];
  let cursor = 0;
  spans.forEach((span, position) => {
    const words = text.slice(span.start, span.end);
    if (span.kind === "reference") {
      // Brackets and punctuation touching a reference stay on its line: "(John 3:16).".
      const nextStart = spans[position + 1]?.start ?? text.length;
      const before = openingMark.exec(text.slice(cursor, span.start))?.[0].length ?? 0;
      const after = closingMarks.exec(text.slice(span.end, nextStart))?.[0].length ?? 0;
      if (span.start - before > cursor)
        parts.push(
          <Fragment key={`t${cursor}`}>{text.slice(cursor, span.start - before)}</Fragment>,
        );
      parts.push(
        <span key={`r${span.start}`} className="whitespace-nowrap">
          {text.slice(span.start - before, span.start)}
          <ScriptureReference reference={span.placed.reference} translation={translation}>
            {words}
          </ScriptureReference>
          {text.slice(span.end, span.end + after)}
        </span>,
      );
      cursor = span.end + after;
      return;
    }
    if (span.start > cursor)
      parts.push(<Fragment key={`t${cursor}`}>{text.slice(cursor, span.start)}</Fragment>);
    parts.push(
      <FindingMark
        key={`f${span.start}`}
        findings={span.findings}
        translation={translation}
        id={findingId?.(span.findings[0]!)}
      >
        {words}
      </FindingMark>,
    );
    cursor = span.end;
  });
  if (cursor < text.length)
    parts.push(<Fragment key={`t${cursor}`}>{text.slice(cursor)}</Fragment>);
  return (
    <Component className={cn("whitespace-pre-line break-words", className)}>{parts}</Component>
  );
}
