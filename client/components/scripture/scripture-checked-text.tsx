import { Fragment, useMemo, type ElementType } from "react";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import { defaultTranslation } from "@shared/scripture/translations";
import { cn } from "../../lib/cn";
import { placeReferences } from "./place-references";
import { ScriptureReference } from "./scripture-reference";

const openingMark = /[([“‘"']$/;
const closingMarks = /^[)\]”’"'.,;:!?]{1,3}/;

/**
 * A block of text with every checked scripture reference in it shown as a
 * ScriptureReference (verse text on hover, focus or tap; warnings where checking found
 * a problem). `offset` is where this text starts in the text the check was run on;
 * without it, references are found by their cited form. Line breaks are kept.
 */
export function ScriptureCheckedText({
  text,
  check,
  offset,
  as: Component = "div",
  className,
}: {
  text: string;
  check: ScriptureCheck | undefined;
  offset?: number | undefined;
  as?: ElementType;
  className?: string;
}) {
  const placed = useMemo(
    () => (check ? placeReferences(text, check.references, offset) : []),
    [text, check, offset],
  );
  const translation = check?.translation ?? defaultTranslation;
  const parts = [];
  let cursor = 0;
  placed.forEach((item, position) => {
    // Brackets and punctuation touching a reference stay on its line: "(John 3:16)."
    const nextStart = placed[position + 1]?.start ?? text.length;
    const before = openingMark.exec(text.slice(cursor, item.start))?.[0].length ?? 0;
    const after = closingMarks.exec(text.slice(item.end, nextStart))?.[0].length ?? 0;
    if (item.start - before > cursor) parts.push(text.slice(cursor, item.start - before));
    parts.push(
      <span key={`${item.start}-${item.end}`} className="whitespace-nowrap">
        {text.slice(item.start - before, item.start)}
        <ScriptureReference reference={item.reference} translation={translation}>
          {text.slice(item.start, item.end)}
        </ScriptureReference>
        {text.slice(item.end, item.end + after)}
      </span>,
    );
    cursor = item.end + after;
  });
  if (cursor < text.length) parts.push(text.slice(cursor));
  return (
    <Component className={cn("whitespace-pre-line break-words", className)}>
      {parts.map((part, index) =>
        typeof part === "string" ? <Fragment key={`t${index}`}>{part}</Fragment> : part,
      )}
    </Component>
  );
}
