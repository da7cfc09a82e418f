import { area, byOrientation, type StyleDesigner } from "../design";
import { drawMotif } from "../motifs";
import { grainPattern } from "../grain";
import { hsl, r1, ridgePath } from "../random";

/** Golden dusk over the hills of Judea: warm sky, sun rays, layered hills, parchment grain. */
export const biblical: StyleDesigner = (canvas) => {
  const { width: w, height: h, unit, rng, hueShift } = canvas;
  const warm = 32 + hueShift * 0.4;
  const horizon = h * byOrientation(canvas, { square: 0.66, portrait: 0.7, landscape: 0.64 });
  const sunX = w * rng.between(0.3, 0.7);
  const rays = Array.from({ length: 16 }, (_, index) => {
    const angle = Math.PI + (index / 15) * Math.PI + rng.jitter(0, 0.04);
    const spread = 0.025 + rng() * 0.02;
    const reach = Math.hypot(w, h);
    const point = (offset: number) =>
      `${r1(sunX + Math.cos(angle + offset) * reach)},${r1(horizon + Math.sin(angle + offset) * reach)}`;
    return `<path d="M${r1(sunX)},${r1(horizon)}L${point(-spread)}L${point(spread)}Z" fill="${hsl(warm + 12, 90, 80)}" fill-opacity="${(0.06 + rng() * 0.08).toFixed(2)}"/>`;
  }).join("");
  const hills = [0, 1, 2]
    .map((layer) => {
      const baseY = horizon + (layer * (h - horizon)) / 3.2 - unit * 0.02;
      const d = ridgePath(rng, w, h, baseY, unit * (0.05 - layer * 0.01), 6 + layer * 2);
      return `<path d="${d}" fill="${hsl(warm - 8 - layer * 8, 35 - layer * 5, 34 - layer * 10)}"/>`;
    })
    .join("");
  const motifSize = unit * 0.2;
  const motifX = sunX < w / 2 ? w * 0.76 : w * 0.24;
  const motifY = horizon + (h - horizon) * 0.18 - motifSize * 0.42;

  const textArea = byOrientation(canvas, {
    square: area(canvas, 0.1, 0.08, 0.8, 0.44),
    portrait: area(canvas, 0.1, 0.1, 0.8, 0.48),
    landscape: area(canvas, 0.16, 0.08, 0.68, 0.42),
  });
  return {
    defs: `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(warm + 230, 45, 18)}"/><stop offset="0.45" stop-color="${hsl(warm + 300, 40, 38)}"/><stop offset="0.8" stop-color="${hsl(warm, 85, 58)}"/><stop offset="1" stop-color="${hsl(warm + 12, 95, 72)}"/></linearGradient><radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${hsl(warm + 18, 100, 92)}"/><stop offset="0.25" stop-color="${hsl(warm + 10, 100, 75)}" stop-opacity="0.9"/><stop offset="1" stop-color="${hsl(warm, 100, 60)}" stop-opacity="0"/></radialGradient>${grainPattern("grain", 0.34)}`,
    backdrop: `<rect width="${w}" height="${h}" fill="url(#sky)"/>${rays}<circle cx="${r1(sunX)}" cy="${r1(horizon)}" r="${r1(unit * 0.42)}" fill="url(#sun)"/>${hills}${drawMotif(canvas.motif, motifX, motifY, motifSize, hsl(warm - 20, 40, 12))}`,
    textArea,
    anchor: "middle",
    main: {
      face: "regular",
      maxSize: unit * 0.08,
      minSize: unit * 0.03,
      leading: 1.3,
    },
    mainFill: hsl(warm + 10, 80, 96),
    reference: {
      face: "semibold",
      maxSize: unit * 0.034,
      minSize: unit * 0.034,
      leading: 1.4,
      tracking: 0.12,
      uppercase: true,
    },
    referenceFill: hsl(warm + 8, 90, 74),
    textShadow: { colour: "#1a0f05", opacity: 0.45 },
    foreground: `<rect width="${w}" height="${h}" fill="url(#grain)"/>`,
    scene: `a golden dusk sky with rays of light over the hills of Judea and ${canvas.motif.noun} in silhouette on the hillside, with a parchment grain`,
  };
};
