import { area, byOrientation, type StyleDesigner } from "../design";
import { drawMotif } from "../motifs";
import { grainPattern } from "../grain";
import { hsl, r1 } from "../random";

/**
 * An altarpiece panel: umber ground lit from one side (chiaroscuro), a stone arch on
 * columns, a gilded halo behind the motif, fine craquelure and a double gold frame.
 */
export const renaissance: StyleDesigner = (canvas) => {
  const { width: w, height: h, unit, rng, hueShift } = canvas;
  const earth = 28 + hueShift * 0.25;
  const lightX = rng.between(0.2, 0.8);
  const archW = w * byOrientation(canvas, { square: 0.56, portrait: 0.72, landscape: 0.36 });
  const archX = byOrientation(canvas, { square: w / 2, portrait: w / 2, landscape: w * 0.27 });
  const archTop = h * 0.1 + archW / 2;
  const archBottom = h * byOrientation(canvas, { square: 0.6, portrait: 0.56, landscape: 0.9 });
  const column = unit * 0.045;
  const arch = `M${r1(archX - archW / 2)},${r1(archBottom)}L${r1(archX - archW / 2)},${r1(archTop)}A${r1(archW / 2)},${r1(archW / 2)} 0 0,1 ${r1(archX + archW / 2)},${r1(archTop)}L${r1(archX + archW / 2)},${r1(archBottom)}`;
  const haloY = archTop + unit * 0.02;
  const haloR = archW * 0.3;
  const rays = Array.from({ length: 36 }, (_, index) => {
    const angle = (index / 36) * Math.PI * 2;
    const inner = haloR * 1.05;
    const outer = haloR * (index % 2 === 0 ? 1.32 : 1.18);
    return `<line x1="${r1(archX + Math.cos(angle) * inner)}" y1="${r1(haloY + Math.sin(angle) * inner)}" x2="${r1(archX + Math.cos(angle) * outer)}" y2="${r1(haloY + Math.sin(angle) * outer)}"/>`;
  }).join("");
  const cracks = Array.from({ length: 14 }, () => {
    let x = rng.between(0, w);
    let y = rng.between(0, h);
    let d = `M${r1(x)},${r1(y)}`;
    for (let step = 0; step < 6; step++) {
      x += rng.jitter(0, unit * 0.05);
      y += rng.jitter(0, unit * 0.05);
      d += `L${r1(x)},${r1(y)}`;
    }
    return `<path d="${d}"/>`;
  }).join("");
  const frame = unit * 0.03;
  const corner = (x: number, y: number) =>
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(frame * 0.9)}" fill="url(#gold)" stroke="#5a3d12" stroke-width="${r1(unit * 0.003)}"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(frame * 0.35)}" fill="#5a3d12"/>`;
  const textArea = byOrientation(canvas, {
    square: area(canvas, 0.12, 0.64, 0.76, 0.27),
    portrait: area(canvas, 0.1, 0.6, 0.8, 0.32),
    landscape: area(canvas, 0.5, 0.16, 0.42, 0.68),
  });
  return {
    defs: `<radialGradient id="light" cx="${lightX.toFixed(2)}" cy="0.3" r="0.85"><stop offset="0" stop-color="${hsl(earth + 8, 45, 46)}"/><stop offset="0.5" stop-color="${hsl(earth, 50, 22)}"/><stop offset="1" stop-color="${hsl(earth - 6, 45, 8)}"/></radialGradient><linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6dd8c"/><stop offset="0.45" stop-color="#c8962e"/><stop offset="0.7" stop-color="#f1d27a"/><stop offset="1" stop-color="#8a5f19"/></linearGradient><radialGradient id="halo"><stop offset="0" stop-color="#fff2c4" stop-opacity="0.95"/><stop offset="0.7" stop-color="#e0b24a" stop-opacity="0.8"/><stop offset="1" stop-color="#b07d22" stop-opacity="0.9"/></radialGradient><linearGradient id="stone" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hsl(earth + 10, 18, 30)}"/><stop offset="0.5" stop-color="${hsl(earth + 10, 22, 58)}"/><stop offset="1" stop-color="${hsl(earth + 10, 18, 26)}"/></linearGradient>${grainPattern("grain", 0.29, 0.7)}`,
    backdrop: `<rect width="${w}" height="${h}" fill="url(#light)"/><path d="${arch}" fill="${hsl(earth + 190, 30, 24)}" fill-opacity="0.55"/><path d="${arch}" fill="none" stroke="url(#stone)" stroke-width="${r1(column)}"/><g stroke="url(#gold)" stroke-width="${r1(unit * 0.005)}">${rays}</g><circle cx="${r1(archX)}" cy="${r1(haloY)}" r="${r1(haloR)}" fill="url(#halo)" stroke="#8a5f19" stroke-width="${r1(unit * 0.006)}"/>${drawMotif(canvas.motif, archX, haloY, haloR * 1.25, hsl(earth - 10, 55, 18))}<g fill="none" stroke="#0d0703" stroke-width="${r1(unit * 0.0015)}" stroke-opacity="0.35">${cracks}</g>`,
    textArea,
    anchor: "middle",
    main: { face: "italic", maxSize: unit * 0.064, minSize: unit * 0.026, leading: 1.3 },
    mainFill: "#f7ecd2",
    reference: {
      face: "semibold",
      maxSize: unit * 0.03,
      minSize: unit * 0.03,
      leading: 1.4,
      tracking: 0.18,
      uppercase: true,
    },
    referenceFill: "#e8c36a",
    textShadow: { colour: "#0d0703", opacity: 0.45 },
    foreground: `<rect width="${w}" height="${h}" fill="url(#grain)"/><rect x="${r1(frame / 2)}" y="${r1(frame / 2)}" width="${r1(w - frame)}" height="${r1(h - frame)}" fill="none" stroke="url(#gold)" stroke-width="${r1(frame)}"/><rect x="${r1(frame * 1.6)}" y="${r1(frame * 1.6)}" width="${r1(w - frame * 3.2)}" height="${r1(h - frame * 3.2)}" fill="none" stroke="#c8962e" stroke-width="${r1(unit * 0.004)}"/>${corner(frame / 2, frame / 2)}${corner(w - frame / 2, frame / 2)}${corner(frame / 2, h - frame / 2)}${corner(w - frame / 2, h - frame / 2)}`,
    scene: `a Renaissance altarpiece in umber and gold, lit from one side, with ${canvas.motif.noun} before a gilded halo under a stone arch, fine craquelure and a gilt frame`,
  };
};
