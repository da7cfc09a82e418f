import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The scripture data files (server/scripture/data/*.json): beside this module in the source
 * tree, or in scripture-data/ next to the bundle, as the build copies them.
 */
const here = path.dirname(fileURLToPath(import.meta.url));

function dataFile(name: string): string {
  for (const directory of [
    path.join(here, "data"),
    path.join(here, "scripture-data"),
    path.resolve("server/scripture/data"),
  ]) {
    const file = path.join(directory, name);
    try {
      return readFileSync(file, "utf8");
    } catch {
      // next place
    }
  }
  throw new Error(`server/scripture/data/${name} is missing`);
}

export function readDataJson<T>(name: string): T {
  return JSON.parse(dataFile(name)) as T;
}
