import { BadgeCheck } from "lucide-react";
import type { ToolFoundationView } from "../../components/foundation/foundation-data";
import { foundationAnchor } from "../../components/foundation/foundation-data";
import { ToolIcon } from "../../components/tool-icon";

/** A tool's verification summary: scripture count, principle count and grade. */
export function VerificationCard({ view }: { view: ToolFoundationView }) {
  const tool = view.foundation.tool;
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <ToolIcon tool={tool} />
        <h3 className="text-base font-semibold text-royal-900 dark:text-royal-100">
          <a href={`#${foundationAnchor(tool)}`} className="hover:underline">
            {view.name}
          </a>
        </h3>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg bg-muted p-2">
          <dt className="text-xs text-muted-foreground">Scriptures</dt>
          <dd className="text-xl font-semibold">{view.scriptureCount}</dd>
        </div>
        <div className="rounded-lg bg-muted p-2">
          <dt className="text-xs text-muted-foreground">Principles</dt>
          <dd className="text-xl font-semibold">{view.principleCount}</dd>
        </div>
        <div className="rounded-lg bg-royal-800 p-2 text-white">
          <dt className="text-xs text-royal-100">Grade</dt>
          <dd className="text-xl font-semibold text-gold-300">{view.grade}</dd>
        </div>
      </dl>
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <BadgeCheck className="size-4 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
        Every verse checked against the Bible text
      </p>
    </li>
  );
}
