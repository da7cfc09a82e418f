import { CheckCircle2, FileDown, RefreshCw, StepForward, Wand2 } from "lucide-react";
import { refinementLabels } from "@shared/generation/refinement";
import { packRefinements, type PackRefinement } from "@shared/tools/week-pack/definition";
import type { PackPieceType } from "@shared/tools/week-pack/definition";
import type { PackPieceView } from "@shared/tools/week-pack/schemas";
import { pieceToText } from "@shared/tools/week-pack/text";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";

export type PieceState = PackPieceView & {
  writing?: boolean;
  error?: string;
  /** While it waits for the AI model: its place in the queue (1: next). */
  queuePosition?: number;
  /** Not yet sent: the page writes a few pieces at a time. */
  waitingTurn?: boolean;
  /** The fields written so far, as the model writes them. */
  partial?: Record<string, unknown>;
  /** What a writing that stopped partway had written: shown, marked incomplete, never saved. */
  stopped?: string;
  /** Its fields, which Continue asks the model to finish. */
  stoppedFields?: Record<string, unknown>;
};

/** The text of the fields written so far (a post whose heading is not yet written is left out). */
export function partialPieceText(type: PackPieceType, partial: Record<string, unknown>): string {
  const posts = partial.posts;
  const fields = Array.isArray(posts)
    ? {
        ...partial,
        posts: posts.filter(
          (post: unknown) =>
            typeof post === "object" &&
            post !== null &&
            ["platform", "day", "time", "content"].every(
              (key) => typeof (post as Record<string, unknown>)[key] === "string",
            ),
        ),
      }
    : partial;
  return pieceToText(type, fields);
}

function waitingLabel(position: number): string {
  return position === 1
    ? "Waiting for the AI model: this piece is next…"
    : `Waiting for the AI model: ${position - 1} ahead of this piece…`;
}

interface CheckSummary {
  references?: Array<{ valid: boolean; quoted?: { verdict: string } }>;
  invalidCount?: number;
  misquotedCount?: number;
}

/** "5 references checked: all real, 3 quotations exact", or what needs attention. */
function scriptureSummary(check: unknown): { text: string; ok: boolean } {
  const { references = [], invalidCount = 0, misquotedCount = 0 } = (check ?? {}) as CheckSummary;
  if (references.length === 0) return { text: "No scripture references to check.", ok: true };
  const counted = `${references.length} reference${references.length === 1 ? "" : "s"} checked`;
  const quoted = references.filter((reference) => reference.quoted).length;
  const exact = references.filter((reference) => reference.quoted?.verdict === "exact").length;
  const problems = [
    invalidCount > 0 && `${invalidCount} not found`,
    misquotedCount > 0 && `${misquotedCount} misquoted`,
  ].filter(Boolean);
  const quotes =
    quoted > 0 ? `, ${exact} of ${quoted} quotation${quoted === 1 ? "" : "s"} exact` : "";
  return problems.length > 0
    ? {
        text: `Scripture: ${counted} — ${problems.join(", ")}. Review before use.`,
        ok: false,
      }
    : { text: `Scripture: ${counted}, all real${quotes}.`, ok: true };
}

export function PieceCard({
  piece,
  packId,
  onRegenerate,
  onContinue,
  onRefine,
  onStatus,
}: {
  piece: PieceState;
  packId: string;
  onRegenerate: () => void;
  /** Continue a writing that stopped partway from what it had written. */
  onContinue?: () => void;
  onRefine: (refine: PackRefinement) => void;
  onStatus: (status: "draft" | "approved") => void;
}) {
  const summary = piece.text ? scriptureSummary(piece.scriptureCheck) : undefined;
  const writtenSoFar =
    piece.writing && piece.partial ? partialPieceText(piece.type, piece.partial) : "";
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm"
      data-piece={piece.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-royal-900 dark:text-royal-100">{piece.label}</h3>
        {piece.writing ? (
          <Badge variant="muted">Writing…</Badge>
        ) : piece.error && !piece.text ? (
          <Badge variant="destructive">{piece.stopped ? "Incomplete" : "Not written"}</Badge>
        ) : piece.status === "approved" ? (
          <Badge variant="success">Approved</Badge>
        ) : piece.status === "draft" ? (
          <Badge variant="gold">Draft</Badge>
        ) : (
          <Badge variant="muted">Waiting</Badge>
        )}
      </div>
      {piece.writing && writtenSoFar ? (
        <div className="flex flex-col gap-2">
          <p role="status" className="text-xs text-muted-foreground">
            Being written by the AI model: {writtenSoFar.length.toLocaleString("en-US")} characters
            so far. Scripture is checked when it is finished.
          </p>
          <div
            aria-live="off"
            data-testid="piece-partial"
            className="max-h-64 overflow-y-auto whitespace-pre-wrap rounded-lg bg-muted p-3 text-sm leading-relaxed text-muted-foreground"
          >
            {writtenSoFar}
          </div>
        </div>
      ) : piece.writing && piece.queuePosition ? (
        <Spinner label={waitingLabel(piece.queuePosition)} />
      ) : piece.writing && piece.waitingTurn ? (
        <Spinner label="Waiting its turn: a few pieces are written at a time…" />
      ) : piece.writing && !piece.text ? (
        <Spinner label={`Writing the ${piece.label.toLowerCase()}…`} />
      ) : null}
      {piece.error ? (
        <p role="alert" className="text-sm text-destructive">
          {piece.error}
        </p>
      ) : null}
      {piece.text ? (
        <>
          <p className="text-xs text-muted-foreground">
            {piece.source === "ai"
              ? "Written by the configured AI model"
              : "Kingdom Tools draft, composed from your sermon"}{" "}
            — review before use.
          </p>
          <details className="group">
            <summary className="cursor-pointer font-medium">{piece.title}</summary>
            <div className="mt-3 max-h-96 overflow-y-auto whitespace-pre-wrap rounded-lg bg-muted p-3 text-sm leading-relaxed">
              {piece.text}
            </div>
          </details>
          <p
            className={`text-sm ${summary?.ok ? "text-emerald-800 dark:text-emerald-200" : "text-destructive"}`}
          >
            {summary?.text}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant={piece.status === "approved" ? "outline" : "default"}
              onClick={() => onStatus(piece.status === "approved" ? "draft" : "approved")}
            >
              <CheckCircle2 aria-hidden="true" />{" "}
              {piece.status === "approved" ? "Back to draft" : "Approve"}
            </Button>
            <Button size="sm" variant="outline" disabled={piece.writing} onClick={onRegenerate}>
              <RefreshCw aria-hidden="true" /> Regenerate
            </Button>
          </div>
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Refine">
            <span className="text-xs font-medium text-muted-foreground">
              <Wand2 aria-hidden="true" className="mr-1 inline size-3.5" />
              Refine:
            </span>
            {packRefinements.map((refine) => (
              <Button
                key={refine}
                size="sm"
                variant="outline"
                disabled={piece.writing}
                onClick={() => onRefine(refine)}
              >
                {refinementLabels[refine]}
              </Button>
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            {piece.itemId ? (
              <>
                <Button size="sm" variant="ghost" asChild>
                  <a href={`/api/library/${piece.itemId}/export.pdf`} download>
                    <FileDown aria-hidden="true" /> PDF
                  </a>
                </Button>
                <Button size="sm" variant="ghost" asChild>
                  <a href={`/api/library/${piece.itemId}/export.docx`} download>
                    <FileDown aria-hidden="true" /> Word
                  </a>
                </Button>
              </>
            ) : null}
            {piece.id === "slides" && piece.itemId ? (
              <Button size="sm" variant="ghost" asChild>
                <a href={`/api/packs/${packId}/slides.pptx`} download>
                  <FileDown aria-hidden="true" /> Slides (.pptx)
                </a>
              </Button>
            ) : null}
          </div>
        </>
      ) : piece.error ? (
        <div className="flex flex-col gap-2">
          {piece.stopped ? (
            <>
              <p className="text-xs text-muted-foreground">
                What was written before it stopped (not saved):
              </p>
              <div
                data-testid="piece-stopped"
                className="max-h-64 overflow-y-auto whitespace-pre-wrap rounded-lg border border-dashed border-border p-3 text-sm leading-relaxed"
              >
                {piece.stopped}
              </div>
            </>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {piece.stoppedFields && onContinue ? (
              <Button size="sm" onClick={onContinue}>
                <StepForward aria-hidden="true" /> Continue
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={onRegenerate}>
              <RefreshCw aria-hidden="true" /> Try again
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
