import type { RefinementKind } from "@shared/generation/refinement";

/**
 * The drafts of one tool in this session: the newest few, one of them shown. Pure functions,
 * so the stepping, the cap and the variant numbering are tested without a page.
 */
export const maxDrafts = 3;

/** Request fields that ask for a draft rather than describe it. */
const refinementKeys = ["variant", "refine", "currentDraft", "continueFrom"] as const;

export interface Draft<Request, Item> {
  /** What was sent for this draft (with its variant and refinement, without the current draft). */
  request: Request;
  item: Item;
  createdAt: string;
  /** How it was made from the draft before it, when it was a refinement. */
  refinedWith?: RefinementKind;
  /** The library item it was saved as, once saved. */
  savedId?: string;
}

export interface DraftHistory<Request, Item> {
  drafts: Array<Draft<Request, Item>>;
  /** Which draft is shown. */
  index: number;
}

export function emptyHistory<Request, Item>(): DraftHistory<Request, Item> {
  return { drafts: [], index: -1 };
}

/** A new draft joins at the end (the oldest leaves beyond the cap) and is shown. */
export function addDraft<Request, Item>(
  history: DraftHistory<Request, Item>,
  draft: Draft<Request, Item>,
): DraftHistory<Request, Item> {
  const drafts = [...history.drafts, draft].slice(-maxDrafts);
  return { drafts, index: drafts.length - 1 };
}

/** Shows the draft `delta` steps away, staying within the history. */
export function stepDraft<Request, Item>(
  history: DraftHistory<Request, Item>,
  delta: number,
): DraftHistory<Request, Item> {
  if (history.drafts.length === 0) return history;
  const index = Math.min(history.drafts.length - 1, Math.max(0, history.index + delta));
  return index === history.index ? history : { ...history, index };
}

export function shownDraft<Request, Item>(
  history: DraftHistory<Request, Item>,
): Draft<Request, Item> | null {
  return history.drafts[history.index] ?? null;
}

/** Records the library item a draft was saved as. */
export function markSaved<Request, Item>(
  history: DraftHistory<Request, Item>,
  draft: Draft<Request, Item>,
  savedId: string,
): DraftHistory<Request, Item> {
  return {
    ...history,
    drafts: history.drafts.map((entry) => (entry === draft ? { ...entry, savedId } : entry)),
  };
}

/** A request's own fields: what the pastor typed and chose, without how a draft was asked for. */
export function inputsOf<Request extends object>(request: Request): Request {
  const copy = { ...request } as Record<string, unknown>;
  for (const key of refinementKeys) delete copy[key];
  return copy as Request;
}

function sameInputs(a: object, b: object): boolean {
  const left = inputsOf(a) as Record<string, unknown>;
  const right = inputsOf(b) as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => (left[key] ?? "") === (right[key] ?? ""));
}

/**
 * The variant for a new draft of these inputs: one past every draft of the same inputs in the
 * history, so a second Generate (or Regenerate) never asks for a draft already shown.
 */
export function nextVariant<Request extends object, Item>(
  history: DraftHistory<Request, Item>,
  request: Request,
): number {
  const used = history.drafts
    .filter((draft) => sameInputs(draft.request, request))
    .map((draft) => {
      const { variant, refine } = draft.request as { variant?: number; refine?: string };
      // The offline composer writes "another angle" one variant along.
      return (variant ?? 0) + (refine === "angle" ? 1 : 0);
    });
  return used.length === 0 ? 0 : (Math.max(...used) + 1) % 1000;
}
