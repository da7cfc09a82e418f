/**
 * A one-hour sermon recording end to end, through the built server (issue 34's held-out
 * target): espeak-ng speaks a short sermon with references said aloud and one misquote,
 * ffmpeg repeats it to an hour of AAC; it is uploaded with tus in 8 MB parts, prepared, cut
 * into parts and transcribed through the protocol-level fake of OpenAI's transcription API,
 * which answers with an hour of Spurgeon's preaching and the misquote said once; then the
 * transcript's references and quotations, its clips and one rendered clip are checked. The
 * server's resident memory is sampled every second throughout, with every stage it reports.
 * Needs `npm run build` first. Run: `npx tsx scripts/evaluation/long-recording.ts [minutes]`.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, createReadStream } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Upload } from "tus-js-client";
import type { RecordingJob, TranscriptView } from "../../shared/recordings/api";
import { signedInCookie, startServer, tempDataDir } from "../../bench/support";
import { readTranscriptFile } from "../../server/modules/recordings/captions";
import { startFakeTranscription } from "../../tests/support/fake-transcription";
import { spokenWav } from "../../tests/support/media-fixtures";

const minutes = Number(process.argv[2] ?? 60);
const sermon = [
  "Turn with me to Psalm twenty three, verse one.",
  "The Lord is my shepherd, I shall not want.",
  "David wrote these words as a man who had kept sheep himself.",
  "A shepherd walks ahead of his flock and knows each one by name.",
  "Now turn to John chapter ten, verse eleven.",
  "Jesus says, I am the good shepherd. The good shepherd lays down his life for the sheep.",
  "This is no hired hand who runs when the wolf comes.",
  "He stays, and he gives his life for those he loves.",
  "Listen to Philippians chapter four, verse thirteen.",
  "I can do all things through Christ, who makes all my dreams come true.",
  "Paul wrote that from a prison cell, not from a place of comfort.",
  "Contentment is learned in want as well as in plenty.",
  "Hear Isaiah chapter forty, verse thirty one.",
  "But those who wait for the Lord will renew their strength. They will mount up with wings like eagles.",
  "Waiting is not wasted time in the hands of God.",
  "So this week, when the road is long, remember who walks ahead of you.",
  "He knows your name, he lays down his life, and he renews your strength.",
];
/**
 * What the fake service hears (it cannot hear): two of Spurgeon's sermons as captions say them
 * (tests/unit/recordings/spoken, references said aloud), about an hour of preaching, shared
 * over the parts, with the planted misquote said once, early in the first part.
 */
const preached = ["spurgeon-good-shepherd.vtt", "spurgeon-hornets.vtt"]
  .flatMap((file) =>
    readTranscriptFile(readFileSync(`tests/unit/recordings/spoken/${file}`, "utf8"), "vtt"),
  )
  .map((segment) => segment.text)
  .join(" ")
  .split(/\s+/);
const planted = sermon.slice(8, 10).join(" ").split(/\s+/);

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};
const ffprobeSeconds = (file: string) =>
  Number(
    execFileSync("ffprobe", [
      "-v",
      "error",
      "-show_entries",
      "format=duration",
      "-of",
      "csv=p=0",
      file,
    ])
      .toString()
      .trim(),
  );

const work = mkdtempSync(path.join(tmpdir(), "kt-long-recording-"));
const began = Date.now();
const at = () => `${((Date.now() - began) / 1000).toFixed(0).padStart(4)} s`;
try {
  const speech = spokenWav(work, sermon, 1500);
  const once = ffprobeSeconds(speech);
  const recording = path.join(work, "sunday.m4a");
  execFileSync("ffmpeg", [
    ...["-nostdin", "-v", "error", "-y", "-stream_loop", "-1", "-i", speech],
    ...["-t", String(minutes * 60), "-ac", "1", "-c:a", "aac", "-b:a", "64k", recording],
  ]);
  const size = statSync(recording).size;
  console.log(
    `${at()} recording made: ${ffprobeSeconds(recording).toFixed(0)} s, ${(size / 1024 / 1024).toFixed(1)} MB (the ${once.toFixed(0)} s sermon repeated)`,
  );

  const parts = Math.ceil((minutes * 60) / 540);
  const perPart = Math.ceil(preached.length / parts);
  const heard = Array.from({ length: parts }, (_, part) =>
    preached.slice(part * perPart, (part + 1) * perPart),
  );
  heard[0]!.splice(120, 0, ...planted);
  const fake = await startFakeTranscription(heard);
  const server = await startServer(tempDataDir("long-recording"), 5318, {
    TRANSCRIBE_PROVIDER: "openai-compatible",
    TRANSCRIBE_MODEL: "whisper-large-v3",
    TRANSCRIBE_BASE_URL: fake.baseUrl,
  });
  const pid = server.child.pid!;
  const samples: number[] = [];
  const sampledAt: string[] = [];
  const sampler = setInterval(() => {
    samples.push(rssMb(pid));
    sampledAt.push(at().trim());
  }, 1000);
  try {
    const cookie = await signedInCookie(server, "long-recording@example.org");
    const headers = { cookie, origin: server.url };
    const trial = await fetch(`${server.url}/api/trial/activate`, { method: "POST", headers });
    if (!trial.ok) throw new Error(`trial: ${trial.status}`);
    const idle = rssMb(pid);
    console.log(`${at()} server up, ${idle.toFixed(0)} MB resident`);

    let lastTenth = -1;
    await new Promise<void>((resolve, reject) => {
      const upload = new Upload(createReadStream(recording), {
        endpoint: `${server.url}/api/recordings/uploads`,
        chunkSize: 8 * 1024 * 1024,
        uploadSize: size,
        retryDelays: [],
        metadata: { filename: "Sunday sermon.m4a" },
        headers: { cookie },
        onProgress: (sent, total) => {
          const tenth = Math.floor((sent / total) * 10);
          if (tenth !== lastTenth) console.log(`${at()} uploaded ${tenth * 10}%`);
          lastTenth = tenth;
        },
        onError: reject,
        onSuccess: () => resolve(),
      });
      upload.start();
    });

    let told = "";
    let job: RecordingJob | null = null;
    for (;;) {
      const answer = (await (
        await fetch(`${server.url}/api/recordings/jobs/current`, { headers })
      ).json()) as { job: RecordingJob | null };
      job = answer.job;
      const line = job
        ? `${job.state} ${job.stage} ${job.done ?? "-"}/${job.parts ?? "-"}`
        : "none";
      if (line !== told) console.log(`${at()} job: ${line}`);
      told = line;
      if (job && job.state !== "working") break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    if (job.state !== "done") throw new Error(`job ${job.state}: ${job.message}`);
    const transcript = job.transcript!;
    const view = (await (
      await fetch(`${server.url}/api/recordings/transcripts/${transcript.id}`, { headers })
    ).json()) as TranscriptView;
    const osis = new Set(view.paragraphs.flatMap((p) => p.references.map((r) => r.osis)));
    const quoted = view.paragraphs.flatMap((p) => p.references.filter((r) => r.quoted));
    const verdicts = new Map<string, number>();
    for (const r of quoted) {
      const verdict = r.quoted!.verdict ?? "not judged";
      verdicts.set(verdict, (verdicts.get(verdict) ?? 0) + 1);
    }
    const misquoted = quoted
      .filter((r) => r.quoted!.verdict === "misquote")
      .map((r) => `${r.reference}: “${r.quoted!.quote}”`);
    console.log(
      `${at()} transcript: ${(transcript.durationMs! / 60_000).toFixed(1)} min, ${view.paragraphs.length} paragraphs, ${osis.size} passages referred to; quotations ${[...verdicts].map(([verdict, n]) => `${n} ${verdict}`).join(", ")}; parts sent ${fake.requests.length}`,
    );
    for (const line of new Set(misquoted)) console.log(`       flagged: ${line}`);
    const plantedAt = view.paragraphs.find((p) => p.text.includes("dreams come true"));
    console.log(
      `       the planted misquote's paragraph: ${plantedAt ? `${plantedAt.references.map((r) => `${r.reference} ${r.quoted?.verdict ?? "(no quotation)"}`).join("; ")} | …${plantedAt.text.slice(Math.max(0, plantedAt.text.indexOf("Philippians") - 80), plantedAt.text.indexOf("dreams") + 40)}…` : "not found"}`,
    );
    const clips = (await (
      await fetch(`${server.url}/api/recordings/transcripts/${transcript.id}/clips`, { headers })
    ).json()) as { clips: Array<{ start: number; end: number; hook: string }> };
    console.log(
      `${at()} clips: ${clips.clips.map((clip) => `${((clip.end - clip.start) / 1000).toFixed(0)} s "${clip.hook}"`).join("; ")}`,
    );
    const [first] = clips.clips;
    const render = await fetch(
      `${server.url}/api/recordings/transcripts/${transcript.id}/renders`,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ start: first!.start, end: first!.end, hook: first!.hook }),
      },
    );
    if (render.status !== 202) throw new Error(`render: ${render.status} ${await render.text()}`);
    let url: string | undefined;
    for (let tries = 0; tries < 600 && !url; tries++) {
      const { job: rendering } = (await (
        await fetch(`${server.url}/api/recordings/renders/current`, { headers })
      ).json()) as { job: { state: string; url?: string } | null };
      if (rendering?.state === "failed") throw new Error("render failed");
      url = rendering?.url;
      if (!url) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const clipFile = path.join(work, "clip.mp4");
    const clip = await fetch(new URL(url!, server.url), { headers });
    await import("node:fs/promises").then(async ({ writeFile }) =>
      writeFile(clipFile, Buffer.from(await clip.arrayBuffer())),
    );
    const stream = JSON.parse(
      execFileSync("ffprobe", [
        ...["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height"],
        ...["-of", "json", clipFile],
      ]).toString(),
    ) as { streams: Array<{ width: number; height: number }> };
    console.log(
      `${at()} clip rendered: ${ffprobeSeconds(clipFile).toFixed(1)} s, ${stream.streams[0]!.width}×${stream.streams[0]!.height}`,
    );
    clearInterval(sampler);
    const peak = Math.max(...samples);
    console.log(
      `Server resident memory: ${idle.toFixed(0)} MB before the upload, peak ${peak.toFixed(0)} MB, at the end ${samples.at(-1)!.toFixed(0)} MB (${samples.length} samples, one a second: ${samples.map((mb, i) => `${sampledAt[i]} ${mb.toFixed(0)}`).join(", ")})`,
    );
  } finally {
    clearInterval(sampler);
    await server.stop();
    await fake.close();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
