import { area, byOrientation, type StyleDesigner } from "../design";
import { drawMotif } from "../motifs";
import { hsl, r1 } from "../random";

const jewels = [350, 215, 145, 42, 280, 195] as const;

/**
 * A Gothic window: jewel-toned glass cut into irregular panes by dark leading, a
 * medallion with the motif, and a pale glass scroll that carries the words.
 */
export const stainedGlass: StyleDesigner = (canvas) => {
  const { width: w, height: h, unit, rng, hueShift } = canvas;
  const margin = unit * 0.05;
  const left = margin;
  const right = w - margin;
  const top = margin;
  const bottom = h - margin;
  const archRise = Math.min((right - left) * 0.55, (bottom - top) * 0.4);
  const spring = top + archRise;
  const window = `M${r1(left)},${r1(bottom)}L${r1(left)},${r1(spring)}Q${r1(left)},${r1(top)} ${r1(w / 2)},${r1(top)}Q${r1(right)},${r1(top)} ${r1(right)},${r1(spring)}L${r1(right)},${r1(bottom)}Z`;

  const columns = Math.round(w / (unit * 0.11));
  const rows = Math.round(h / (unit * 0.11));
  const cellW = w / columns;
  const cellH = h / rows;
  const points: Array<Array<[number, number]>> = [];
  for (let row = 0; row <= rows; row++) {
    const line: Array<[number, number]> = [];
    for (let column = 0; column <= columns; column++) {
      const edgeX = column === 0 || column === columns;
      const edgeY = row === 0 || row === rows;
      line.push([
        column * cellW + (edgeX ? 0 : rng.jitter(0, cellW * 0.32)),
        row * cellH + (edgeY ? 0 : rng.jitter(0, cellH * 0.32)),
      ]);
    }
    points.push(line);
  }
  const palette = jewels.map((hue) => hue + hueShift * 0.3);
  const panes: string[] = [];
  const pane = (corners: Array<[number, number]>) => {
    const hue = rng.pick(palette);
    const lightness = rng.between(30, 52);
    const d = `M${corners.map(([x, y]) => `${r1(x)},${r1(y)}`).join("L")}Z`;
    panes.push(`<path d="${d}" fill="${hsl(hue, 75, lightness)}"/>`);
  };
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const a = points[row]![column]!;
      const b = points[row]![column + 1]!;
      const c = points[row + 1]![column + 1]!;
      const d = points[row + 1]![column]!;
      if (rng() < 0.5) {
        pane([a, b, c]);
        pane([a, c, d]);
      } else {
        pane([a, b, d]);
        pane([b, c, d]);
      }
    }
  }
  const lead = r1(unit * 0.007);
  const medallionR = unit * byOrientation(canvas, { square: 0.17, portrait: 0.2, landscape: 0.16 });
  const medallionY =
    spring + medallionR * byOrientation(canvas, { square: 0.1, portrait: 0.5, landscape: 0 });
  const textArea = byOrientation(canvas, {
    square: area(canvas, 0.16, 0.56, 0.68, 0.32),
    portrait: area(canvas, 0.14, 0.5, 0.72, 0.36),
    landscape: area(canvas, 0.2, 0.56, 0.6, 0.32),
  });
  const pad = unit * 0.04;
  return {
    defs: `<clipPath id="window"><path d="${window}"/></clipPath><linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.25"/></linearGradient><radialGradient id="halo"><stop offset="0" stop-color="${hsl(48, 100, 85)}"/><stop offset="1" stop-color="${hsl(40, 95, 55)}"/></radialGradient><linearGradient id="scroll" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(45, 70, 92)}"/><stop offset="1" stop-color="${hsl(38, 60, 80)}"/></linearGradient>`,
    backdrop: `<rect width="${w}" height="${h}" fill="#1b1712"/><g clip-path="url(#window)"><g stroke="#15110d" stroke-width="${lead}" stroke-linejoin="round">${panes.join("")}</g><rect width="${w}" height="${h}" fill="url(#sheen)"/><circle cx="${r1(w / 2)}" cy="${r1(medallionY)}" r="${r1(medallionR)}" fill="url(#halo)" stroke="#15110d" stroke-width="${r1(unit * 0.014)}"/>${drawMotif(canvas.motif, w / 2, medallionY, medallionR * 1.3, hsl(350 + hueShift * 0.3, 70, 38), canvas.motif.stroke ? "" : 'stroke="#15110d" stroke-width="2.2"')}</g><path d="${window}" fill="none" stroke="#3a3128" stroke-width="${r1(unit * 0.02)}"/>`,
    textArea,
    anchor: "middle",
    main: { face: "semibold", maxSize: unit * 0.062, minSize: unit * 0.026, leading: 1.28 },
    mainFill: "#2a1a10",
    reference: {
      face: "bold",
      maxSize: unit * 0.028,
      minSize: unit * 0.028,
      leading: 1.4,
      tracking: 0.14,
      uppercase: true,
    },
    referenceFill: hsl(350, 65, 32),
    panel: (bounds) =>
      `<rect x="${r1(bounds.x - pad)}" y="${r1(bounds.y - pad)}" width="${r1(bounds.width + pad * 2)}" height="${r1(bounds.height + pad * 2)}" rx="${r1(unit * 0.02)}" fill="url(#scroll)" stroke="#15110d" stroke-width="${r1(unit * 0.012)}"/>`,
    scene: `a Gothic stained-glass window of ruby, sapphire, emerald and amber panes in dark leading, with ${canvas.motif.noun} in a golden medallion and the words on a pale glass scroll`,
  };
};
