import type { TextBox, TextStyle } from "../text-layout";
import type { Motif } from "./motifs";
import type { Rng } from "./random";

/** What every style is given: the canvas, its seeded randomness and the chosen motif. */
export interface ArtCanvas {
  width: number;
  height: number;
  /** min(width, height): sizes scale with it so all three formats look alike. */
  unit: number;
  orientation: "square" | "portrait" | "landscape";
  rng: Rng;
  motif: Motif;
  /** A per-picture turn of the palette, in degrees, within what the style allows. */
  hueShift: number;
}

/** A style's picture: what is drawn behind the text, where the text goes and how it looks. */
export interface StyleDesign {
  defs: string;
  backdrop: string;
  textArea: TextBox;
  anchor: "start" | "middle";
  main: TextStyle;
  mainFill: string;
  reference: TextStyle;
  referenceFill: string;
  /** A soft dark edge under the letters, for words set over a busy picture. */
  textShadow?: { colour: string; opacity: number };
  /** Drawn between the backdrop and the text, around the space the text really takes. */
  panel?: (bounds: TextBox) => string;
  /** Texture over everything. */
  foreground?: string;
  /** What was drawn, in words, for the enhanced prompt. */
  scene: string;
}

export type StyleDesigner = (canvas: ArtCanvas) => StyleDesign;

/** A text area as fractions of the canvas. */
export function area(canvas: ArtCanvas, x: number, y: number, width: number, height: number) {
  return {
    x: canvas.width * x,
    y: canvas.height * y,
    width: canvas.width * width,
    height: canvas.height * height,
  };
}

/** Fractions chosen per orientation. */
export function byOrientation<T>(
  canvas: ArtCanvas,
  choices: { square: T; portrait: T; landscape: T },
): T {
  return choices[canvas.orientation];
}
