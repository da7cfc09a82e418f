import { area, byOrientation, type StyleDesigner } from "../design";
import { drawMotif } from "../motifs";
import { hsl, r1 } from "../random";

/** Flat and minimal: one deep colour, a large accent circle, a diagonal band, line-art motif. */
export const modern: StyleDesigner = (canvas) => {
  const { width: w, height: h, unit, rng, hueShift } = canvas;
  const base = rng.pick([232, 262, 200, 340]) + hueShift * 0.5;
  const accent = rng.pick([42, 16, 168, 350]) + hueShift * 0.2;
  const circleR = unit * rng.between(0.3, 0.4);
  const circleX = w - unit * rng.between(0.05, 0.2);
  const circleY = unit * rng.between(0.05, 0.22);
  const dots = Array.from({ length: 7 }, (_, row) =>
    Array.from(
      { length: 7 },
      (_, column) =>
        `<circle cx="${r1(w * 0.08 + column * unit * 0.03)}" cy="${r1(h - unit * 0.08 - row * unit * 0.03)}" r="${r1(unit * 0.004)}"/>`,
    ).join(""),
  ).join("");
  const textArea = byOrientation(canvas, {
    square: area(canvas, 0.09, 0.3, 0.66, 0.4),
    portrait: area(canvas, 0.09, 0.28, 0.8, 0.4),
    landscape: area(canvas, 0.07, 0.22, 0.56, 0.46),
  });
  // The band runs below the words, rising to the right.
  const slope = unit * rng.between(0.1, 0.24);
  const bandY = Math.min(
    h - unit * 0.12,
    textArea.y + textArea.height + slope + unit * rng.between(0.04, 0.1),
  );
  return {
    defs: "",
    backdrop: `<rect width="${w}" height="${h}" fill="${hsl(base, 55, 16)}"/><circle cx="${r1(circleX)}" cy="${r1(circleY)}" r="${r1(circleR)}" fill="${hsl(accent, 80, 60)}"/><path d="M0,${r1(bandY)}L${w},${r1(bandY - slope)}L${w},${r1(bandY - slope + unit * 0.09)}L0,${r1(bandY + unit * 0.09)}Z" fill="${hsl(base + 20, 50, 30)}"/><path d="M0,${r1(bandY + unit * 0.12)}L${w},${r1(bandY - slope + unit * 0.12)}" stroke="${hsl(accent, 85, 62)}" stroke-width="${r1(unit * 0.006)}"/><g fill="${hsl(base, 30, 70)}" fill-opacity="0.5">${dots}</g>${drawMotif(canvas.motif, circleX - circleR * 0.1, circleY + circleR * 0.1, circleR * 0.9, hsl(base, 55, 16), 'fill-opacity="0.9"')}`,
    textArea,
    anchor: "start",
    main: {
      face: "light",
      maxSize: unit * 0.085,
      minSize: unit * 0.03,
      leading: 1.18,
    },
    mainFill: "#ffffff",
    reference: {
      face: "bold",
      maxSize: unit * 0.03,
      minSize: unit * 0.03,
      leading: 1.4,
      tracking: 0.2,
      uppercase: true,
    },
    referenceFill: hsl(accent, 85, 66),
    panel: (bounds) =>
      `<rect x="${r1(bounds.x)}" y="${r1(bounds.y - unit * 0.06)}" width="${r1(unit * 0.12)}" height="${r1(unit * 0.012)}" fill="${hsl(accent, 85, 62)}"/>`,
    scene: `a flat, minimal composition in deep ${colourName(base)} with a bright accent circle, a diagonal band and ${canvas.motif.noun} as a clean shape`,
  };
};

function colourName(hue: number): string {
  const h = ((hue % 360) + 360) % 360;
  if (h < 20 || h >= 330) return "crimson";
  if (h < 60) return "amber";
  if (h < 170) return "green";
  if (h < 215) return "teal";
  if (h < 250) return "royal blue";
  if (h < 290) return "violet";
  return "plum";
}
