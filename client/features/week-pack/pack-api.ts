import type { PackOutline, PackPieceView, PackView } from "@shared/tools/week-pack/schemas";
import type { PackRefinement } from "@shared/tools/week-pack/definition";
import { apiRequest } from "../../lib/api";

/** The week pack's calls: answers are the server's own shapes (shared types). */

export type PackSourceInput =
  { kind: "library"; id: string } | { kind: "text"; text: string; filename?: string };

export async function createPack(source: PackSourceInput): Promise<PackView> {
  return (await apiRequest("POST", "/api/packs", { source })).json() as Promise<PackView>;
}

export async function saveOutline(id: string, outline: PackOutline): Promise<PackView> {
  return (
    await apiRequest("PUT", `/api/packs/${id}/outline`, { outline })
  ).json() as Promise<PackView>;
}

export async function writePiece(
  id: string,
  piece: string,
  refine?: PackRefinement,
): Promise<PackPieceView> {
  return (
    await apiRequest("POST", `/api/packs/${id}/pieces/${piece}`, refine ? { refine } : undefined)
  ).json() as Promise<PackPieceView>;
}

export async function setPieceStatus(id: string, piece: string, status: "draft" | "approved") {
  await apiRequest("PUT", `/api/packs/${id}/pieces/${piece}/status`, { status });
}

/** At most `limit` calls under way at once; each result is reported as it arrives. */
export async function inTurns<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await work(next);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
