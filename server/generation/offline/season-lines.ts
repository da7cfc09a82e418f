import type { ToolRequest } from "@shared/tools";
import seasons from "./data/season-lines.json";
import { inSpelling } from "./spelling";
import type { GenerationPreferences } from "../pipeline-types";

type Season = ToolRequest<"sermon" | "devotional">["season"];

/**
 * The season's line for a tool (season-lines.json), written once and true of any passage read in
 * it, in the church's spelling; nothing for no season.
 */
export function seasonLine(
  season: Season,
  tool: "sermon" | "devotional",
  spelling: GenerationPreferences["spelling"],
): string | undefined {
  if (season === "none") return undefined;
  return inSpelling(seasons.seasons[season][tool], spelling);
}
