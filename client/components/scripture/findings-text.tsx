import { Fragment, useMemo, type ElementType, type ReactNode } from "react";
import type { ScriptureCheck } from "@shared/scripture/check-result";
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
  const words = finding.marked.trim();
  if (!words) return undefined;
  for (let from = 0; ;) {
    const start = text.indexOf(words, from);
    if (start === -1) return undefined;
    if (free(start, start + words.length)) return { start, end: start + words.length };
    from = start + 1;
  }
}

/** The spans of one piece of text: problems first, then the references they leave free. */
export function textSpans(text: string, check: ScriptureCheck, offset?: number): Span[] {
  const spans: Span[] = [];
  for (const finding of scriptureFindings(check)) {
    const at = locate(text, finding, offset, spans);
    if (at) spans.push({ kind: "findings", ...at, findings: [finding] });
  }
  for (const placed of placeReferences(text, check.references, offset)) {
    if (spans.some((span) => placed.start < span.end && placed.end > span.start)) continue;
    spans.push({ kind: "reference", start: placed.start, end: placed.end, placed });
  }
  return spans.sort((a, b) => a.start - b.start);
}

/**
 * A block of checked text with every problem marked where it occurs (reason and real verse
 * text on tap, hover or Enter) and every other checked reference showing its verse card.
 * `offset` is where this text starts in the text the check was run on. `findingId` gives
 * each mark an id, so a list of findings can link to it.
 */
export function FindingsText({
  text,
  check,
  offset,
  as: Component = "div",
  className,
  findingId,
}: {
  text: string;
  check: ScriptureCheck | undefined;
  offset?: number | undefined;
  as?: ElementType;
  className?: string;
  findingId?: (finding: Finding) => string | undefined;
}) {
  const spans = useMemo(() => (check ? textSpans(text, check, offset) : []), [text, check, offset]);
  const translation = check?.translation ?? defaultTranslation;
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const span of spans) {
    if (span.start > cursor)
      parts.push(<Fragment key={`t${cursor}`}>{text.slice(cursor, span.start)}</Fragment>);
    const words = text.slice(span.start, span.end);
    parts.push(
      span.kind === "findings" ? (
        <FindingMark
          key={`f${span.start}`}
          findings={span.findings}
          translation={translation}
          id={findingId?.(span.findings[0]!)}
        >
          {words}
        </FindingMark>
      ) : (
        <ScriptureReference
          key={`r${span.start}`}
          reference={span.placed.reference}
          translation={translation}
        >
          {words}
        </ScriptureReference>
      ),
    );
    cursor = span.end;
  }
  if (cursor < text.length)
    parts.push(<Fragment key={`t${cursor}`}>{text.slice(cursor)}</Fragment>);
  return (
    <Component className={cn("whitespace-pre-line break-words", className)}>{parts}</Component>
  );
}
