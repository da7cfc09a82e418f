import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * A spoken sermon's captions, made from a fixture's lines: each line read at about 150 words a
 * minute in cues of up to 8 words, a pause of 2.5 s between lines (where a paragraph ends).
 */
export function srtOf(fixture: string): string {
  const lines = readFileSync(path.join(import.meta.dirname, "fixtures", fixture), "utf8")
    .trim()
    .split("\n");
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  const time = (ms: number) =>
    `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
  let at = 1000;
  let cue = 1;
  let srt = "";
  for (const line of lines) {
    const words = line.split(" ");
    for (let first = 0; first < words.length; first += 8) {
      const chunk = words.slice(first, first + 8);
      const length = chunk.length * 400;
      srt += `${cue++}\n${time(at)} --> ${time(at + length)}\n${chunk.join(" ")}\n\n`;
      at += length + 100;
    }
    at += 2500;
  }
  return srt;
}
