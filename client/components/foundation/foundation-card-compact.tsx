import { BookOpen } from "lucide-react";
import type { ToolKey } from "@shared/tools";
import { cn } from "../../lib/cn";
import { foundationAnchor, foundationFor } from "./foundation-data";
import { ScriptureQuote } from "./scripture-quote";

/**
 * The compact foundation card for a tool page: the tool's primary scripture, its
 * kingdom principles, counts and grade, and a link to the full card.
 */
export function FoundationCardCompact({ tool, className }: { tool: ToolKey; className?: string }) {
  const view = foundationFor(tool);
  const titleId = `${foundationAnchor(tool)}-compact-title`;
  return (
    <aside
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm",
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2
          id={titleId}
          className="flex items-center gap-2 text-base font-semibold text-royal-900 dark:text-royal-100"
        >
          <BookOpen className="size-5 text-gold-700 dark:text-gold-300" aria-hidden="true" />
          Biblical foundation
        </h2>
        <span className="rounded-full bg-royal-800 px-2.5 py-0.5 text-xs font-semibold text-gold-300">
          <span className="sr-only">Grade </span>
          {view.grade}
        </span>
      </div>
      <ScriptureQuote reference={view.foundation.primaryScripture} size="sm" />
      <ul className="flex flex-col gap-1.5 text-sm text-muted-foreground">
        {view.foundation.kingdomPrinciples.map((principle) => (
          <li key={principle} className="flex gap-2">
            <span aria-hidden="true" className="text-gold-700 dark:text-gold-300">
              •
            </span>
            {principle}
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3 text-xs text-muted-foreground">
        <span>
          {view.scriptureCount} scriptures · {view.principleCount} principles
        </span>
        <a
          href={`/biblical-foundation#${foundationAnchor(tool)}`}
          className="font-semibold text-royal-700 hover:underline dark:text-royal-300"
        >
          See the full foundation
        </a>
      </p>
    </aside>
  );
}
