import { ChevronLeft, ChevronRight, RefreshCw } from "lucide-react";
import { offlineRefinementsFor } from "@shared/generation/refined-request";
import { refinementKinds, type RefinementKind } from "@shared/generation/refinement";
import type { WritingTool, WritingToolKey } from "@shared/tools";
import { Button } from "../../components/ui/button";
import type { useGeneration } from "./use-generation";

/** The one-tap refinements, as the buttons say them. */
export const refineButtonLabels: Record<RefinementKind, string> = {
  shorter: "Shorter",
  longer: "Longer",
  simpler: "Simpler",
  illustrations: "Add illustrations",
  angle: "Another angle",
};

const refinedDescriptions: Record<RefinementKind, string> = {
  shorter: "a shorter version",
  longer: "a longer version",
  simpler: "in simpler language",
  illustrations: "with more illustrations",
  angle: "from another angle",
};

/**
 * Above the shown draft: which of this session's drafts it is (with previous and next), a
 * different draft on request, and the one-tap refinements of the draft shown.
 */
export function DraftControls<K extends WritingToolKey>({
  ui,
  state,
}: {
  ui: WritingTool<K>;
  state: ReturnType<typeof useGeneration<K>>;
}) {
  const { history, draft, isGenerating, step, regenerate, refine } = state;
  // An offline draft offers only the refinements that change it, as the server found them
  // (a draft saved before it said so: what the offline writer does for this tool).
  const offline = draft?.item.source === "offline";
  const offered: readonly RefinementKind[] = offline
    ? (draft.item.refinements ?? offlineRefinementsFor(ui.key, draft.request))
    : refinementKinds;
  const count = history.drafts.length;
  const position = history.index + 1;
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-card/70 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1" role="group" aria-label="Drafts">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={() => step(-1)}
            disabled={isGenerating || position <= 1}
            aria-label="Previous draft"
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p className="min-w-24 text-center text-sm font-medium tabular-nums" aria-live="polite">
            Draft {position} of {count}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={() => step(1)}
            disabled={isGenerating || position >= count}
            aria-label="Next draft"
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void regenerate()}
          disabled={isGenerating || !draft}
        >
          <RefreshCw aria-hidden="true" /> Regenerate
        </Button>
      </div>
      {draft?.refinedWith ? (
        <p className="text-xs text-muted-foreground">
          This draft is the one before it, {refinedDescriptions[draft.refinedWith]}.
        </p>
      ) : null}
      {offered.length > 0 ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Refine this {ui.noun}
          </p>
          <div className="flex flex-wrap gap-2" role="group" aria-label={`Refine this ${ui.noun}`}>
            {offered.map((kind) => (
              <Button
                key={kind}
                type="button"
                variant="outline"
                size="sm"
                onClick={() => void refine(kind)}
                disabled={isGenerating || !draft}
              >
                {refineButtonLabels[kind]}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      <p className="text-xs text-muted-foreground">
        Your last {count === 1 ? "draft is" : `${count} drafts are`} kept while you work (up to 3);
        Copy, Save and the exports act on the draft shown.
      </p>
    </div>
  );
}
