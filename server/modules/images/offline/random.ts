import { createHash } from "node:crypto";

/** A seeded generator (mulberry32): the same description, style and size draw the same picture. */
export interface Rng {
  (): number;
  between(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A value near `value`, off by at most `spread` either way. */
  jitter(value: number, spread: number): number;
}

export function seedOf(...parts: string[]): number {
  return createHash("sha256").update(parts.join("\u0000")).digest().readUInt32LE(0);
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (() => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.between = (min, max) => min + next() * (max - min);
  next.int = (min, max) => Math.floor(next.between(min, max + 1));
  next.pick = (items) => items[Math.floor(next() * items.length)]!;
  next.jitter = (value, spread) => value + (next() * 2 - 1) * spread;
  return next;
}

export function hsl(hue: number, saturation: number, lightness: number, alpha?: number): string {
  const h = Math.round(((hue % 360) + 360) % 360);
  const s = Math.round(Math.min(100, Math.max(0, saturation)));
  const l = Math.round(Math.min(100, Math.max(0, lightness)));
  return alpha === undefined ? `hsl(${h},${s}%,${l}%)` : `hsla(${h},${s}%,${l}%,${alpha})`;
}

export function r1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A closed, smooth, irregular blob around a centre (quadratic curves through midpoints). */
export function blobPath(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  points = 12,
  roughness = 0.25,
): string {
  const vertices: Array<[number, number]> = [];
  for (let index = 0; index < points; index++) {
    const angle = (index / points) * Math.PI * 2;
    const scale = 1 + rng.jitter(0, roughness);
    vertices.push([cx + Math.cos(angle) * rx * scale, cy + Math.sin(angle) * ry * scale]);
  }
  const mid = (a: [number, number], b: [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const start = mid(vertices[points - 1]!, vertices[0]!);
  let d = `M${r1(start[0]!)},${r1(start[1]!)}`;
  for (let index = 0; index < points; index++) {
    const current = vertices[index]!;
    const end = mid(current, vertices[(index + 1) % points]!);
    d += `Q${r1(current[0])},${r1(current[1])} ${r1(end[0]!)},${r1(end[1]!)}`;
  }
  return `${d}Z`;
}

/** A ridge line across the canvas closed to the bottom: hills, mountains, waves. */
export function ridgePath(
  rng: Rng,
  width: number,
  height: number,
  baseY: number,
  amplitude: number,
  steps: number,
  sharp = false,
): string {
  const points: Array<[number, number]> = [];
  for (let index = 0; index <= steps; index++) {
    points.push([(index / steps) * width, baseY + rng.jitter(0, amplitude)]);
  }
  let d = `M0,${r1(height)}L${r1(points[0]![0])},${r1(points[0]![1])}`;
  for (let index = 1; index < points.length; index++) {
    const [x, y] = points[index]!;
    if (sharp) d += `L${r1(x)},${r1(y)}`;
    else {
      const [px, py] = points[index - 1]!;
      d += `Q${r1(px + (x - px) / 2)},${r1(py)} ${r1(x)},${r1(y)}`;
    }
  }
  return `${d}L${r1(width)},${r1(height)}Z`;
}
