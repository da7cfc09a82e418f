import { area, byOrientation, type StyleDesigner } from "../design";
import { drawMotif } from "../motifs";
import { grainPattern } from "../grain";
import { hsl, r1, ridgePath } from "../random";

/**
 * A sunrise over a mountain lake, lit like a photograph: soft sky, bloom around the
 * sun, mountains fading with distance, their reflection on the water, vignette and grain.
 */
export const photorealistic: StyleDesigner = (canvas) => {
  const { width: w, height: h, unit, rng, hueShift } = canvas;
  const sky = 205 + hueShift * 0.3;
  const glow = 28 + hueShift * 0.3;
  const waterline = h * byOrientation(canvas, { square: 0.62, portrait: 0.6, landscape: 0.64 });
  const sunX = w * rng.between(0.25, 0.75);
  const sunY = waterline - unit * rng.between(0.1, 0.2);
  const ranges = [0, 1, 2]
    .map((layer) => {
      const d = ridgePath(
        rng,
        w,
        waterline,
        waterline - unit * (0.24 - layer * 0.07),
        unit * (0.09 - layer * 0.02),
        7 + layer * 3,
        true,
      );
      return `<path d="${d}" fill="${hsl(sky + 20 - layer * 10, 25 - layer * 4, 62 - layer * 16)}"/>`;
    })
    .join("");
  const clouds = Array.from({ length: 6 }, () => {
    const cx = rng.between(0, w);
    const cy = rng.between(h * 0.06, waterline * 0.55);
    return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(unit * rng.between(0.18, 0.34))}" ry="${r1(unit * rng.between(0.025, 0.05))}" fill="url(#cloud)"/>`;
  }).join("");
  const shimmer = Array.from({ length: 26 }, () => {
    const y = rng.between(waterline + unit * 0.02, h);
    const length = unit * rng.between(0.04, 0.22) * (1 - (y - waterline) / h);
    const x = sunX + rng.jitter(0, unit * 0.18);
    return `<rect x="${r1(x - length / 2)}" y="${r1(y)}" width="${r1(length)}" height="${r1(unit * 0.003)}" fill="${hsl(glow + 15, 100, 85)}" fill-opacity="${(0.25 + rng() * 0.4).toFixed(2)}"/>`;
  }).join("");
  const motifSize = unit * 0.1;
  const textArea = byOrientation(canvas, {
    square: area(canvas, 0.1, 0.66, 0.8, 0.28),
    portrait: area(canvas, 0.08, 0.66, 0.84, 0.28),
    landscape: area(canvas, 0.15, 0.67, 0.7, 0.27),
  });
  return {
    defs: `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(sky, 55, 38)}"/><stop offset="0.55" stop-color="${hsl(sky - 10, 45, 70)}"/><stop offset="1" stop-color="${hsl(glow, 90, 80)}"/></linearGradient><radialGradient id="bloom"><stop offset="0" stop-color="#fffdf5"/><stop offset="0.12" stop-color="${hsl(glow + 20, 100, 88)}"/><stop offset="0.5" stop-color="${hsl(glow, 100, 75)}" stop-opacity="0.35"/><stop offset="1" stop-color="${hsl(glow, 100, 70)}" stop-opacity="0"/></radialGradient><radialGradient id="cloud"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient><linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(sky - 5, 40, 55)}"/><stop offset="1" stop-color="${hsl(sky + 10, 50, 18)}"/></linearGradient><radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>${grainPattern("grain", 0.24, 1.1)}`,
    backdrop: `<rect width="${w}" height="${r1(waterline)}" fill="url(#sky)"/>${clouds}<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(unit * 0.5)}" fill="url(#bloom)"/>${ranges}${drawMotif(canvas.motif, sunX, sunY - unit * 0.02, motifSize, hsl(sky + 10, 30, 22), 'fill-opacity="0.85" stroke-opacity="0.85"')}<rect y="${r1(waterline)}" width="${w}" height="${r1(h - waterline)}" fill="url(#water)"/><g transform="translate(0,${r1(waterline * 2)}) scale(1,-1)" fill-opacity="0.35">${ranges}</g>${shimmer}<rect y="${r1(h * 0.55)}" width="${w}" height="${r1(h * 0.45)}" fill="url(#fade)"/>`,
    textArea,
    anchor: "middle",
    main: { face: "regular", maxSize: unit * 0.062, minSize: unit * 0.026, leading: 1.3 },
    mainFill: "#ffffff",
    reference: {
      face: "semibold",
      maxSize: unit * 0.028,
      minSize: unit * 0.028,
      leading: 1.4,
      tracking: 0.16,
      uppercase: true,
    },
    referenceFill: hsl(glow + 10, 90, 82),
    textShadow: { colour: "#000", opacity: 0.45 },
    foreground: `<rect width="${w}" height="${h}" fill="url(#vignette)"/><rect width="${w}" height="${h}" fill="url(#grain)"/>`,
    scene: `a photographic sunrise over a still mountain lake, the sun's glow reflected on the water and ${canvas.motif.noun} against the light, with a soft vignette and film grain`,
  };
};
