/**
 * Recordings made for the media tests and the recordings bench: speech spoken by Debian's
 * espeak-ng and a video of it, both made with ffmpeg.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

/**
 * Whether the programs these fixtures run, ffmpeg and espeak-ng, are installed
 * (scripts/install-system-packages.sh installs them).
 */
export const hasTools = (() => {
  try {
    execFileSync("ffmpeg", ["-version"]);
    execFileSync("espeak-ng", ["--version"]);
    return true;
  } catch {
    return false;
  }
})();

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

/**
 * A video of `audio` as a phone or a camera records one: `picture` (an ffmpeg lavfi source,
 * "color=c=navy:s=320x240:r=10" or "testsrc2=s=1280x720:r=25") with the audio, H.264 and AAC,
 * as long as the audio. Written to `file`, which it returns.
 */
export function videoOf(audio: string, picture: string, file: string): string {
  execFileSync("ffmpeg", [
    ...["-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", picture, "-i", audio],
    ...["-shortest", "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", file],
  ]);
  return file;
}
