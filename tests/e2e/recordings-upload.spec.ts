import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { startFakeTranscription } from "../support/fake-transcription";
import { spokenWav } from "../support/media-fixtures";
import { e2ePort, outboxDir } from "./support/server";
import { newEmail, signUpAndVerify, skipOverlays } from "./support/pages";

/**
 * The recording uploaded through the page, on a server of this file's own (the suite's server
 * has no transcription provider): the built app, started here with TRANSCRIBE_PROVIDER pointing
 * at the protocol-level fake of OpenAI's transcription API. The browser's upload is slowed with
 * Chromium's network throttling, so the progress bar can be seen moving.
 */
const port = e2ePort + 11;
const origin = `http://localhost:${port}`;
const dataDir = path.resolve("test-results/e2e-data-recordings");
const shots = "test-results/screenshots/recordings";
const sentences = [
  "Turn with me to John chapter three, verse sixteen.",
  "It says, for God so loved the world that he gave his only son so that we might be happy.",
  "The second thing is this. God's love is a gift to receive, not a wage to earn.",
];

let server: ChildProcess;
let fake: Awaited<ReturnType<typeof startFakeTranscription>>;
let media: string;
let recording: string;

test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fake = await startFakeTranscription([sentences, sentences, sentences]);
  media = mkdtempSync(path.join(tmpdir(), "kt-e2e-recording-"));
  // About 700 KB of WAV: long enough to watch at the throttled rate below.
  const speech = spokenWav(media, sentences, 2000);
  recording = path.join(media, "Sunday sermon.wav");
  execFileSync("ffmpeg", ["-nostdin", "-v", "error", "-y", "-i", speech, "-ac", "1", recording]);
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn("node", ["dist/server/main.js"], {
    stdio: "ignore",
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      OUTBOX_DIR: outboxDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      SIGN_UP_RATE_LIMIT: "200",
      TRANSCRIBE_PROVIDER: "openai-compatible",
      TRANSCRIBE_MODEL: "whisper-large-v3",
      TRANSCRIBE_BASE_URL: fake.baseUrl,
    },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the recording test's server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  server?.kill();
  await fake?.close();
  rmSync(media, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function shoot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

for (const width of [1280, 390]) {
  test(`recording uploaded from the page at ${width}px: upload progress, then the transcript with its misquote`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await skipOverlays(context);
    await signUpAndVerify(page, newEmail(`recording-${width}`));
    const headers = { origin };
    expect((await page.request.post("/api/trial/activate", { headers })).ok()).toBe(true);
    await page.goto("/recordings");

    // A file that is not a recording is refused before anything is sent.
    const chooser = page.getByLabel(/recording \(audio/i);
    await chooser.setInputFiles({
      name: "notes.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4"),
    });
    await expect(page.getByText(/not a recording/i)).toBeVisible();

    // About 200 KB a second up, as a slow phone connection.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: 10_000_000,
      uploadThroughput: 200_000,
    });
    await chooser.setInputFiles(recording);
    const uploading = page.getByRole("progressbar", { name: /uploading/i });
    await expect(uploading).toBeVisible();
    // The bar moves while the parts go in.
    await expect
      .poll(async () => Number(await uploading.getAttribute("aria-valuenow")), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await shoot(page, `upload-${width}`);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    // Then the transcript the server made of it, the misquote flagged.
    await expect(
      page.getByRole("heading", { level: 2, name: "Sunday sermon", exact: true }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText("Check this quotation of John 3:16")).toBeVisible();
    expect(fake.requests.length).toBeGreaterThan(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, `uploaded-${width}`);
  });
}
