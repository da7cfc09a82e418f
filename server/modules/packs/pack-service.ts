import { and, eq } from "drizzle-orm";
import { packPieces, pieceById, type PackPieceId } from "@shared/tools/week-pack/definition";
import type { PackOutline, PackPieceView, PackView } from "@shared/tools/week-pack/schemas";
import type { LibraryItem } from "@shared/library/api";
import type { Db } from "../../db/client";
import { weekPacks } from "../../db/schema";
import { isItemId, type LibraryService } from "../library/library-service";
import { inUserTurn } from "../limits/user-lock";

export interface PieceState {
  itemId: string;
  status: "draft" | "approved";
  source: "offline" | "ai";
  /** Which offline variant was written: each regenerate takes the next. */
  variant?: number;
}
export type PieceStates = Partial<Record<PackPieceId, PieceState>>;
type PackRow = typeof weekPacks.$inferSelect;

/** The packs table, scoped by user: every query names the owner. */
export function createPackService(db: Db, library: LibraryService) {
  async function insert(userId: string, source: PackView["source"], outline: PackOutline) {
    const [row] = await db
      .insert(weekPacks)
      .values({ userId, source, outline, pieces: {} })
      .returning();
    return row!;
  }

  async function row(userId: string, id: string): Promise<PackRow | undefined> {
    if (!isItemId(id)) return undefined;
    const [found] = await db
      .select()
      .from(weekPacks)
      .where(and(eq(weekPacks.userId, userId), eq(weekPacks.id, id)));
    return found;
  }

  async function update(userId: string, id: string, values: { outline: PackOutline }) {
    await db
      .update(weekPacks)
      .set(values)
      .where(and(eq(weekPacks.userId, userId), eq(weekPacks.id, id)));
  }

  /**
   * One piece's state changed, in the pack owner's turn: pieces written at the same time each
   * keep theirs (reading the pack, then writing all its pieces back, lost a piece another
   * request had saved in between, and a refinement of it was refused as never written).
   * `change` gets the piece's state (undefined when unwritten) and gives the new one, or
   * undefined to leave the pack as it is.
   */
  async function changePiece(
    userId: string,
    id: string,
    piece: PackPieceId,
    change: (previous: PieceState | undefined) => PieceState | undefined,
  ): Promise<{ previous?: PieceState; next?: PieceState }> {
    return inUserTurn(db, `pack:${id}`, userId, async (tx) => {
      const owned = and(eq(weekPacks.userId, userId), eq(weekPacks.id, id));
      const [found] = await tx.select({ pieces: weekPacks.pieces }).from(weekPacks).where(owned);
      if (!found) return {};
      const pieces = found.pieces as PieceStates;
      const previous = pieces[piece];
      const next = change(previous);
      if (next)
        await tx
          .update(weekPacks)
          .set({ pieces: { ...pieces, [piece]: next } })
          .where(owned);
      return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
    });
  }

  function pieceView(
    id: PackPieceId,
    state: PieceState | undefined,
    item: LibraryItem | undefined,
  ): PackPieceView {
    const piece = pieceById(id)!;
    const base = { id, type: piece.type, label: piece.label };
    if (!state || !item) return { ...base, status: "pending" };
    const data = (item.data ?? {}) as {
      result?: Record<string, unknown>;
      scriptureCheck?: unknown;
    };
    return {
      ...base,
      status: state.status,
      itemId: item.id,
      title: item.title,
      text: item.content,
      ...(data.result ? { result: data.result } : {}),
      scriptureCheck: data.scriptureCheck,
      source: state.source,
    };
  }

  /** The pack with each piece's saved item (a piece whose item was deleted is pending again). */
  async function view(userId: string, pack: PackRow, notes: string[] = []): Promise<PackView> {
    const states = pack.pieces as PieceStates;
    const pieces = await Promise.all(
      packPieces.map(async ({ id }) => {
        const state = states[id];
        const item = state ? await library.get(userId, state.itemId) : undefined;
        return pieceView(id, state, item);
      }),
    );
    return {
      id: pack.id,
      createdAt: pack.createdAt.toISOString(),
      source: pack.source as PackView["source"],
      outline: pack.outline as PackOutline,
      notes,
      pieces,
    };
  }

  return { insert, row, update, changePiece, view, pieceView };
}

export type PackService = ReturnType<typeof createPackService>;
