import type { ToolRequest } from "@shared/tools";
import occasions from "./data/devotional-occasions.json";
import { respellAll } from "./spelling";
import type { GenerationPreferences } from "../pipeline-types";

type Occasion = Exclude<ToolRequest<"devotional">["occasion"], "none">;
export type OccasionLines = (typeof occasions.occasions)[Occasion];

/**
 * The lines of the occasion the pastor chose (devotional-occasions.json), each slot's
 * alternatives written for any passage read in that occasion, in the church's spelling; nothing
 * for no occasion, and the ordinary devotional's lines stand.
 */
export function occasionLines(
  occasion: ToolRequest<"devotional">["occasion"],
  spelling: GenerationPreferences["spelling"],
): OccasionLines | undefined {
  if (occasion === "none") return undefined;
  return respellAll(occasions.occasions[occasion satisfies Occasion], spelling);
}
