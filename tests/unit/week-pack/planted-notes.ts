import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The evaluation set's manuscripts (tests/unit/week-pack/manuscripts) and their planted notes. */
export const manuscriptFolder = join(import.meta.dirname, "manuscripts");

export interface PlantedCase {
  file: string;
  points: unknown[];
  private: string[];
  unmarked?: string[];
}

/** The manuscripts with an outline to read, each with its expectations. */
export function plantedCases(): PlantedCase[] {
  return readdirSync(manuscriptFolder)
    .filter((name) => name.endsWith(".expected.json"))
    .map((name) => JSON.parse(readFileSync(join(manuscriptFolder, name), "utf8")) as PlantedCase)
    .filter((test) => test.points.length > 0);
}
