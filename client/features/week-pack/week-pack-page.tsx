import { useState } from "react";
import { Archive } from "lucide-react";
import {
  maxPiecesInProgress,
  pieceById,
  type PackRefinement,
} from "@shared/tools/week-pack/definition";
import type { PackOutline, PackView } from "@shared/tools/week-pack/schemas";
import { serverMessage } from "../../lib/api";
import { ToolPageShell } from "../../components/tool-page-shell";
import { Button } from "../../components/ui/button";
import { saveOutline, setPieceStatus, writePiece } from "../../api/packs";
import { inTurns } from "./in-turns";
import { DeliverPanel } from "./deliver-panel";
import { OutlineStep } from "./outline-step";
import { partialPieceText, PieceCard, type PieceState } from "./piece-card";
import { SourceStep } from "./source-step";

/** Pieces written at once: the server allows this many per user (a model has its own limits). */
const parallelPieces = maxPiecesInProgress;

function sermonFromQuery(): string | null {
  if (typeof window === "undefined") return null;
  return new URLSearchParams(window.location.search).get("sermon");
}

function Workspace() {
  const [pack, setPack] = useState<PackView | null>(null);
  const [pieces, setPieces] = useState<PieceState[]>([]);
  const [writing, setWriting] = useState(false);
  const update = (id: string, change: Partial<PieceState>) =>
    setPieces((current) =>
      current.map((piece) => (piece.id === id ? { ...piece, ...change } : piece)),
    );

  const write = async (
    packId: string,
    id: string,
    refine?: PackRefinement | { continueFrom: Record<string, unknown> },
  ) => {
    const idle = { writing: false, partial: undefined, queuePosition: undefined };
    // A Continue shows what was written from the start, as the model goes on from it.
    let written: Record<string, unknown> | undefined =
      typeof refine === "object" ? refine.continueFrom : undefined;
    update(id, {
      writing: true,
      waitingTurn: false,
      error: undefined,
      stopped: undefined,
      stoppedFields: undefined,
      queuePosition: undefined,
      partial: written,
    });
    try {
      const piece = await writePiece(packId, id, refine, (progress) => {
        if (progress.kind === "queued")
          update(id, { queuePosition: progress.position || undefined });
        else {
          written = progress.partial;
          update(id, { partial: written, queuePosition: undefined });
        }
      });
      update(id, { ...piece, ...idle });
    } catch (error) {
      const type = pieceById(id)?.type;
      const stopped = written && type ? partialPieceText(type, written) : "";
      update(id, {
        ...idle,
        ...(stopped ? { stopped, stoppedFields: written } : {}),
        error: serverMessage(error, "This piece could not be written. Try again."),
      });
    }
  };

  const confirm = async (outline: PackOutline) => {
    if (!pack) return;
    const saved = await saveOutline(pack.id, outline);
    setPack(saved);
    setPieces(saved.pieces.map((piece) => ({ ...piece, writing: true, waitingTurn: true })));
    setWriting(true);
    try {
      await inTurns(
        saved.pieces.map((piece) => piece.id),
        parallelPieces,
        (id) => write(saved.id, id),
      );
    } finally {
      setWriting(false);
    }
  };

  const status = async (id: string, next: "draft" | "approved") => {
    if (!pack) return;
    try {
      await setPieceStatus(pack.id, id, next);
      update(id, { status: next });
    } catch (error) {
      update(id, { error: serverMessage(error, "The status could not be saved.") });
    }
  };

  const done = pieces.filter((piece) => piece.text).length;
  const inProgress = pieces.filter((piece) => piece.writing && piece.partial).length;
  const waiting = pieces.filter((piece) => piece.writing && piece.queuePosition).length;
  return (
    <div className="flex flex-col gap-6">
      {!pack ? <SourceStep initialSermon={sermonFromQuery()} onPack={setPack} /> : null}
      {pack ? (
        <OutlineStep
          key={pack.id}
          outline={pack.outline}
          notes={pack.notes}
          busy={writing}
          onConfirm={confirm}
        />
      ) : null}
      {pack && pieces.length > 0 ? (
        <section aria-labelledby="pieces-title" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2
                id="pieces-title"
                className="text-xl font-semibold text-royal-900 dark:text-royal-100"
              >
                3. Review the week
              </h2>
              <p className="text-sm text-muted-foreground" role="status">
                {done} of {pieces.length} pieces written
                {inProgress > 0 ? `, ${inProgress} being written` : ""}
                {waiting > 0 ? `, ${waiting} waiting for the AI model` : ""}
                {writing ? "…" : "."} Each is saved in My Content as a draft.
              </p>
            </div>
            <Button asChild variant="gold" disabled={done === 0}>
              <a href={`/api/packs/${pack.id}/export.zip`} download aria-disabled={done === 0}>
                <Archive aria-hidden="true" /> Download the pack (.zip)
              </a>
            </Button>
          </div>
          <ul className="grid items-start gap-4 lg:grid-cols-2">
            {pieces.map((piece) => (
              <PieceCard
                key={piece.id}
                piece={piece}
                packId={pack.id}
                onRegenerate={() => void write(pack.id, piece.id)}
                onContinue={
                  piece.stoppedFields
                    ? () => void write(pack.id, piece.id, { continueFrom: piece.stoppedFields! })
                    : undefined
                }
                onRefine={(refine) => void write(pack.id, piece.id, refine)}
                onStatus={(next) => void status(piece.id, next)}
              />
            ))}
          </ul>
          {!writing ? <DeliverPanel pieces={pieces} /> : null}
        </section>
      ) : null}
    </div>
  );
}

export function WeekPackPage() {
  return (
    <ToolPageShell
      page={{
        tool: "sermon",
        title: "Sermon Week Pack",
        description:
          "Turn one sermon into the week's devotionals, small-group guide, children's lesson, church email, social posts and slides, with every verse checked.",
        path: "/week-pack",
      }}
    >
      {() => <Workspace />}
    </ToolPageShell>
  );
}
