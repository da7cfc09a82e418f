import { createRequire } from "node:module";
import type * as Resvg from "@resvg/resvg-js";

const requireNative = createRequire(import.meta.url);
let loaded: typeof Resvg | undefined;

/** The native SVG renderer, loaded at the first image rather than at start. */
export function resvg(): typeof Resvg {
  loaded ??= requireNative("@resvg/resvg-js") as typeof Resvg;
  return loaded;
}
