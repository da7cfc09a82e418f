import { area, byOrientation, type StyleDesigner } from "../design";
import { drawMotif } from "../motifs";
import { hsl, r1 } from "../random";

/**
 * A landscape in thick brushwork: an underpainted sky and field, then hundreds of
 * short strokes following the wind, impasto highlights, canvas weave, and the words
 * on a cream cartouche.
 */
export const oilPainting: StyleDesigner = (canvas) => {
  const { width: w, height: h, unit, rng, hueShift } = canvas;
  const skyHue = 212 + hueShift * 0.4;
  const landHue = rng.pick([95, 40, 20]) + hueShift * 0.3;
  const horizon = h * rng.between(0.55, 0.66);
  const flow = rng.between(-0.35, 0.35);
  const strokeLength = unit * 0.05;
  const strokeWidth = unit * 0.016;
  const strokes: string[] = [];
  const spacing = unit * 0.034;
  for (let y = spacing / 2; y < h; y += spacing) {
    for (let x = spacing / 2; x < w; x += spacing) {
      const px = x + rng.jitter(0, spacing * 0.6);
      const py = y + rng.jitter(0, spacing * 0.6);
      const inSky = py < horizon + rng.jitter(0, unit * 0.02);
      const depth = inSky ? py / horizon : (py - horizon) / (h - horizon);
      const colour = inSky
        ? hsl(
            skyHue + rng.jitter(0, 14) - depth * 30,
            55 + rng.jitter(0, 10),
            40 + depth * 32 + rng.jitter(0, 6),
          )
        : hsl(
            landHue + rng.jitter(0, 12),
            45 + rng.jitter(0, 10),
            44 - depth * 22 + rng.jitter(0, 6),
          );
      const angle =
        ((inSky ? flow : -flow * 0.6) + Math.sin(px / (unit * 0.2)) * 0.25 + rng.jitter(0, 0.2)) *
        (180 / Math.PI);
      const length = strokeLength * rng.between(0.7, 1.3);
      strokes.push(
        `<rect x="${r1(px - length / 2)}" y="${r1(py - strokeWidth / 2)}" width="${r1(length)}" height="${r1(strokeWidth)}" rx="${r1(strokeWidth / 2)}" fill="${colour}" transform="rotate(${r1(angle)} ${r1(px)} ${r1(py)})"/>`,
      );
    }
  }
  const highlights = Array.from({ length: 60 }, () => {
    const px = rng.between(0, w);
    const py = rng.between(0, horizon);
    const length = strokeLength * rng.between(0.5, 1);
    return `<rect x="${r1(px - length / 2)}" y="${r1(py)}" width="${r1(length)}" height="${r1(strokeWidth * 0.35)}" rx="${r1(strokeWidth * 0.17)}" fill="#fff8e6" fill-opacity="0.55" transform="rotate(${r1(flow * 57)} ${r1(px)} ${r1(py)})"/>`;
  }).join("");
  const sunX = w * rng.between(0.15, 0.85);
  const motifSize = unit * 0.2;
  const textArea = byOrientation(canvas, {
    square: area(canvas, 0.16, 0.6, 0.68, 0.28),
    portrait: area(canvas, 0.14, 0.56, 0.72, 0.32),
    landscape: area(canvas, 0.22, 0.58, 0.56, 0.3),
  });
  const pad = unit * 0.045;
  return {
    defs: `<linearGradient id="under" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(skyHue, 50, 35)}"/><stop offset="${(horizon / h).toFixed(2)}" stop-color="${hsl(skyHue - 30, 60, 72)}"/><stop offset="${(horizon / h + 0.01).toFixed(2)}" stop-color="${hsl(landHue, 40, 40)}"/><stop offset="1" stop-color="${hsl(landHue, 45, 20)}"/></linearGradient><radialGradient id="sunlight"><stop offset="0" stop-color="#fff4cf"/><stop offset="0.4" stop-color="#ffd98a" stop-opacity="0.8"/><stop offset="1" stop-color="#ffb54a" stop-opacity="0"/></radialGradient><pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0,0h6M0,3h6" stroke="#000" stroke-opacity="0.07" stroke-width="1"/><path d="M0,0v6M3,0v6" stroke="#fff" stroke-opacity="0.05" stroke-width="1"/></pattern><linearGradient id="cartouche" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8efd8"/><stop offset="1" stop-color="#e9d9b4"/></linearGradient>`,
    backdrop: `<rect width="${w}" height="${h}" fill="url(#under)"/><g fill-opacity="0.92">${strokes.join("")}</g><circle cx="${r1(sunX)}" cy="${r1(horizon * 0.45)}" r="${r1(unit * 0.24)}" fill="url(#sunlight)"/>${highlights}${drawMotif(canvas.motif, w - sunX, horizon - motifSize * 0.45, motifSize, hsl(landHue, 40, 16))}`,
    textArea,
    anchor: "middle",
    main: { face: "semibold", maxSize: unit * 0.058, minSize: unit * 0.024, leading: 1.28 },
    mainFill: "#3b2414",
    reference: {
      face: "bold",
      maxSize: unit * 0.028,
      minSize: unit * 0.028,
      leading: 1.4,
      tracking: 0.14,
      uppercase: true,
    },
    referenceFill: "#8a4b1c",
    panel: (bounds) =>
      `<rect x="${r1(bounds.x - pad)}" y="${r1(bounds.y - pad * 0.8)}" width="${r1(bounds.width + pad * 2)}" height="${r1(bounds.height + pad * 1.6)}" rx="${r1(unit * 0.012)}" fill="url(#cartouche)" stroke="#6b4420" stroke-width="${r1(unit * 0.006)}" fill-opacity="0.96"/>`,
    foreground: `<rect width="${w}" height="${h}" fill="url(#weave)"/>`,
    scene: `an oil painting of a landscape in thick, wind-swept brushstrokes under a glowing sun, with ${canvas.motif.noun} on the horizon, canvas weave showing through, and the words on a cream cartouche`,
  };
};
