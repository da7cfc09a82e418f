import { useEffect, type RefObject } from "react";
import { PencilLine } from "lucide-react";

/** "Before you use this: fill in [time of the event], [place]" — the details not given. */
export function ToFill({ placeholders }: { placeholders: string[] }) {
  if (placeholders.length === 0) return null;
  return (
    <div
      role="note"
      data-testid="to-fill"
      className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <PencilLine className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">Before you use this:</span> fill in{" "}
        {placeholders.map((placeholder, index) => (
          <span key={placeholder}>
            {index > 0 ? ", " : null}
            <mark className="rounded bg-amber-200 px-1 text-amber-950">{placeholder}</mark>
          </span>
        ))}
        . They are marked in the text below.
      </p>
    </div>
  );
}

const highlightName = "to-fill";

/**
 * Marks each placeholder where it stands in the draft's text (the CSS Custom Highlight API,
 * so the text and its scripture links stay as they are). Browsers without it show the list only.
 */
export function useMarkPlaceholders(
  container: RefObject<HTMLElement | null>,
  placeholders: string[],
  version: unknown,
) {
  useEffect(() => {
    const highlights = (globalThis as { CSS?: { highlights?: Map<string, unknown> } }).CSS
      ?.highlights;
    const root = container.current;
    if (!highlights || typeof Highlight === "undefined" || !root) return;
    if (placeholders.length === 0) {
      highlights.delete(highlightName);
      return;
    }
    const ranges: Range[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const placeholder of placeholders) {
        for (let at = text.indexOf(placeholder); at >= 0; at = text.indexOf(placeholder, at + 1)) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + placeholder.length);
          ranges.push(range);
        }
      }
    }
    highlights.set(highlightName, new Highlight(...ranges));
    return () => {
      highlights.delete(highlightName);
    };
  }, [container, placeholders, version]);
}
