import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { RefusedRecording, transcribeRecording } from "../../../server/modules/recordings/prepare";
import { createTranscriber } from "../../../server/modules/recordings/transcriber";
import { probe } from "../../../server/modules/recordings/media";
import { startFakeTranscription } from "../../support/fake-transcription";
import { hasTools, spokenWav } from "../../support/media-fixtures";

const sentences = [
  "Turn with me to John chapter three, verse sixteen.",
  "For God so loved the world.",
];

describe.skipIf(!hasTools && !process.env.CI)(
  "a recording transcribed through the configured provider",
  () => {
    let directory: string;
    let speech: string;
    beforeAll(() => {
      directory = mkdtempSync(path.join(tmpdir(), "kt-transcribe-"));
      speech = spokenWav(directory, sentences, 1500);
    });
    afterAll(() => rmSync(directory, { recursive: true, force: true }));

    it("cuts the audio at its pause, sends each part to the transcription API and times the segments from the recording's start", async () => {
      const fake = await startFakeTranscription([[sentences[0]!], [sentences[1]!]], {
        failFirst: true,
      });
      try {
        const config = loadConfig({
          TRANSCRIBE_PROVIDER: "openai-compatible",
          TRANSCRIBE_MODEL: "whisper-large-v3",
          TRANSCRIBE_BASE_URL: fake.baseUrl,
        });
        const transcribe = createTranscriber(config.recordings)!;
        const { durationMs } = await probe(speech);
        const firstAlone = await probe(path.join(directory, "sentence-0.wav"));
        const stages: string[] = [];
        const work = mkdtempSync(path.join(directory, "work-"));
        const result = await transcribeRecording(speech, work, {
          maxDurationMs: 60_000,
          transcribe,
          // Parts no longer than the first sentence and its pause: one cut, in the pause.
          longestPartMs: firstAlone.durationMs + 1700,
          onProgress: (progress) =>
            stages.push(
              progress.done === undefined
                ? progress.stage
                : `${progress.stage} ${progress.done}/${progress.parts}`,
            ),
        });
        expect(stages).toEqual([
          "measuring",
          "extracting",
          "splitting",
          "transcribing 0/2",
          "transcribing 1/2",
          "transcribing 2/2",
        ]);
        // The first answer was a 500: the part was sent again (the transcriber's retry).
        expect(fake.requests.length).toBeGreaterThanOrEqual(3);
        for (const request of fake.requests) {
          expect(request.model).toBe("whisper-large-v3");
          expect(request.format).toBe("verbose_json");
        }
        expect(result.segments.map((segment) => segment.text)).toEqual(sentences);
        const [first, second] = result.segments;
        // The second part starts in the pause, after the first sentence was said.
        expect(second!.start!).toBeGreaterThan(firstAlone.durationMs);
        expect(second!.start!).toBeLessThan(firstAlone.durationMs + 1500);
        expect(first!.start).toBe(0);
        expect(Math.abs(second!.end! - durationMs)).toBeLessThan(300);
      } finally {
        await fake.close();
      }
    });

    it("keeps each segment within its part when the service times one past the part's end", async () => {
      const { durationMs } = await probe(speech);
      const firstAlone = await probe(path.join(directory, "sentence-0.wav"));
      const work = mkdtempSync(path.join(directory, "clamped-"));
      const sent: number[] = [];
      // Each part answered with one segment running 60 s past where the part starts.
      const result = await transcribeRecording(speech, work, {
        maxDurationMs: 60_000,
        longestPartMs: firstAlone.durationMs + 1700,
        transcribe: async (part) => {
          sent.push(part.startMs);
          return [{ start: part.startMs, end: part.startMs + 60_000, text: `part ${sent.length}` }];
        },
      });
      expect(sent).toHaveLength(2);
      expect(result.segments).toEqual([
        { start: 0, end: sent[1], text: "part 1" },
        { start: sent[1], end: durationMs, text: "part 2" },
      ]);
    });

    it("refuses a file with no audio, one too long, and one that is not a recording", async () => {
      const noTranscription = async () => [];
      const silentVideo = path.join(directory, "silent.mp4");
      execFileSync("ffmpeg", [
        "-nostdin",
        "-v",
        "error",
        "-y",
        "-f",
        "lavfi",
        "-i",
        "color=c=black:s=64x64:r=5",
        "-t",
        "1",
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        silentVideo,
      ]);
      const work = mkdtempSync(path.join(directory, "refused-"));
      await expect(
        transcribeRecording(silentVideo, work, {
          maxDurationMs: 60_000,
          transcribe: noTranscription,
        }),
      ).rejects.toThrow(new RefusedRecording("This recording has no audio track."));
      await expect(
        transcribeRecording(speech, work, { maxDurationMs: 1000, transcribe: noTranscription }),
      ).rejects.toBeInstanceOf(RefusedRecording);
      const text = path.join(directory, "notes.mp3");
      writeFileSync(text, "not audio at all");
      await expect(
        transcribeRecording(text, work, { maxDurationMs: 60_000, transcribe: noTranscription }),
      ).rejects.toThrow(new RefusedRecording("This file is not a recording."));
    });
  },
);
