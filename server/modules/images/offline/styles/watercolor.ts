import { area, byOrientation, type StyleDesigner } from "../design";
import { drawMotif } from "../motifs";
import { grainPattern } from "../grain";
import { blobPath, hsl, r1 } from "../random";

/**
 * Loose washes on cold-pressed paper: layered translucent blobs with darker drying
 * edges, a few splatters, the motif as a soft wash, and ink-dark lettering.
 */
export const watercolor: StyleDesigner = (canvas) => {
  const { width: w, height: h, unit, rng, hueShift } = canvas;
  const hues = rng.pick([
    [200, 260, 330],
    [170, 210, 40],
    [280, 330, 20],
    [140, 190, 230],
  ]);
  const palette = hues.map((hue) => hue + hueShift * 0.5);
  const washes: string[] = [];
  for (let index = 0; index < 9; index++) {
    const hue = palette[index % palette.length]!;
    const onEdge = index % 3 !== 2;
    const cx = onEdge
      ? rng.pick([rng.between(-0.1, 0.3), rng.between(0.7, 1.1)]) * w
      : rng.between(0.2, 0.8) * w;
    const cy = rng.between(-0.05, 1.05) * h;
    const rx = unit * rng.between(0.2, 0.42);
    const ry = unit * rng.between(0.16, 0.36);
    for (let layer = 0; layer < 2; layer++) {
      const d = blobPath(
        rng,
        cx + rng.jitter(0, unit * 0.03),
        cy + rng.jitter(0, unit * 0.03),
        rx * (1 - layer * 0.22),
        ry * (1 - layer * 0.22),
        22,
        0.3,
      );
      washes.push(
        `<path d="${d}" fill="${hsl(hue, 60, 70 - layer * 8)}" fill-opacity="${((onEdge ? 0.24 : 0.12) + layer * 0.08).toFixed(2)}" stroke="${hsl(hue, 55, 50)}" stroke-opacity="0.22" stroke-width="${r1(unit * 0.004)}"/>`,
      );
    }
  }
  const splatter = Array.from({ length: 40 }, () => {
    const hue = rng.pick(palette);
    return `<circle cx="${r1(rng.between(0, w))}" cy="${r1(rng.between(0, h))}" r="${r1(unit * rng.between(0.002, 0.009))}" fill="${hsl(hue, 55, 55)}" fill-opacity="${(0.3 + rng() * 0.4).toFixed(2)}"/>`;
  }).join("");
  const motifSize = unit * 0.26;
  const motifX = byOrientation(canvas, { square: w / 2, portrait: w / 2, landscape: w * 0.22 });
  const motifY = byOrientation(canvas, { square: h * 0.22, portrait: h * 0.2, landscape: h / 2 });
  const textArea = byOrientation(canvas, {
    square: area(canvas, 0.12, 0.4, 0.76, 0.48),
    portrait: area(canvas, 0.1, 0.36, 0.8, 0.5),
    landscape: area(canvas, 0.4, 0.14, 0.5, 0.72),
  });
  return {
    defs: `${grainPattern("paper", 0.24, 0.6)}<radialGradient id="clear"><stop offset="0" stop-color="#fbf8f1" stop-opacity="0.85"/><stop offset="0.7" stop-color="#fbf8f1" stop-opacity="0.6"/><stop offset="1" stop-color="#fbf8f1" stop-opacity="0"/></radialGradient>`,
    backdrop: `<rect width="${w}" height="${h}" fill="#fbf8f1"/>${washes.join("")}<path d="${blobPath(rng, motifX, motifY, motifSize * 0.75, motifSize * 0.7, 12, 0.2)}" fill="${hsl(palette[0]!, 50, 85)}" fill-opacity="0.7"/>${drawMotif(canvas.motif, motifX, motifY, motifSize, hsl(palette[1]!, 45, 48), 'fill-opacity="0.75" stroke-opacity="0.75"')}${splatter}`,
    textArea,
    anchor: "middle",
    main: { face: "italic", maxSize: unit * 0.066, minSize: unit * 0.026, leading: 1.32 },
    mainFill: "#2b2745",
    reference: {
      face: "semibold",
      maxSize: unit * 0.03,
      minSize: unit * 0.03,
      leading: 1.4,
      tracking: 0.16,
      uppercase: true,
    },
    referenceFill: hsl(palette[1]!, 45, 38),
    // Lifted paint behind the words, as a painter would leave the paper clear for lettering.
    panel: (bounds) =>
      `<ellipse cx="${r1(bounds.x + bounds.width / 2)}" cy="${r1(bounds.y + bounds.height / 2)}" rx="${r1(bounds.width * 0.72)}" ry="${r1(bounds.height * 0.85)}" fill="url(#clear)"/>`,
    foreground: `<rect width="${w}" height="${h}" fill="url(#paper)"/>`,
    scene: `soft watercolour washes in ${hues.length} harmonious hues on textured paper, with ${canvas.motif.noun} painted as a loose wash and a few splatters`,
  };
};
