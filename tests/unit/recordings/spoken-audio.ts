import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * Real speech for the media tests: each sentence spoken by Debian's espeak-ng, joined with
 * `pauseMs` of silence between them, as one WAV file in `directory`.
 */
export function spokenWav(directory: string, sentences: string[], pauseMs = 1500): string {
  const inputs: string[] = [];
  sentences.forEach((sentence, index) => {
    const file = path.join(directory, `sentence-${index}.wav`);
    execFileSync("espeak-ng", ["-s", "170", "-w", file, sentence]);
    inputs.push(file);
  });
  const output = path.join(directory, "speech.wav");
  const args = ["-nostdin", "-v", "error", "-y"];
  for (const input of inputs) args.push("-i", input);
  args.push("-f", "lavfi", "-t", String(pauseMs / 1000), "-i", "anullsrc=r=22050:cl=mono");
  const silence = inputs.length;
  const chain = inputs
    .map((_, index) => `[${index}:a]${index < inputs.length - 1 ? `[${silence}:a]` : ""}`)
    .join("");
  const count = inputs.length * 2 - 1;
  args.push("-filter_complex", `${chain}concat=n=${count}:v=0:a=1[out]`, "-map", "[out]", output);
  execFileSync("ffmpeg", args);
  return output;
}
