import type { RefinementKind } from "./refinement";
import type { FieldSpec } from "../tools/define";
import { writingTools, type WritingToolKey } from "../tools";

/**
 * The select field "Shorter" and "Longer" step along, for each tool that has one: its length
 * or duration. The offline writers step the same scale (`stepped`), one step a refinement.
 */
export const lengthFieldOf: { readonly [K in WritingToolKey]?: string } = {
  sermon: "length",
  prayer: "duration",
  devotional: "length",
  email: "length",
  meditation: "length",
};

/**
 * How many times the words of the draft before it a longer length's draft must have to be
 * offered as longer (and a shorter one's, as shorter): visibly so, a sixth more at least.
 */
export const visiblyLonger = 1.15;

/** A value one step along its scale when the refinement asks for shorter or longer. */
export function steppedValue<T>(
  scale: readonly T[],
  current: T,
  refine: RefinementKind | undefined,
): T {
  const index = scale.indexOf(current);
  if (index < 0) return current;
  if (refine === "shorter") return scale[Math.max(0, index - 1)] as T;
  if (refine === "longer") return scale[Math.min(scale.length - 1, index + 1)] as T;
  return current;
}

/**
 * The request as the draft it gave was written: after "Shorter" or "Longer", its length one
 * step along, so the result's length badge (and the next refinement) reads the draft's own
 * length rather than the one the pastor first chose (issue 35 item 5).
 */
export function refinedRequest<Request extends object>(
  tool: WritingToolKey,
  request: Request,
): Request {
  const { refine } = request as { refine?: RefinementKind };
  const name = lengthFieldOf[tool];
  if (!name || (refine !== "shorter" && refine !== "longer")) return request;
  const field = (writingTools[tool].fields as readonly FieldSpec[]).find(
    (candidate) => candidate.name === name,
  );
  if (field?.kind !== "select") return request;
  const current = (request as Record<string, unknown>)[name];
  if (typeof current !== "string") return request;
  return { ...request, [name]: steppedValue(field.options.values, current, refine) };
}

/**
 * The refinements an offline draft offers: those its tool's writer visibly does, without
 * "Shorter" at the shortest length or "Longer" at the longest, which would give the same draft.
 */
export function offlineRefinementsFor(
  tool: WritingToolKey,
  request: object,
): readonly RefinementKind[] {
  const name = lengthFieldOf[tool];
  const field = (writingTools[tool].fields as readonly FieldSpec[]).find(
    (candidate) => candidate.name === name,
  );
  // A request without the field is written at the field's default.
  const current =
    (request as Record<string, unknown>)[name ?? ""] ??
    (field?.kind === "select" ? field.default : undefined);
  return (writingTools[tool].offlineRefinements ?? []).filter((refine) => {
    if (!name || (refine !== "shorter" && refine !== "longer")) return true;
    const stepped = refinedRequest(tool, { ...request, [name]: current, refine });
    return (stepped as Record<string, unknown>)[name] !== current;
  });
}
