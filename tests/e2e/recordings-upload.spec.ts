import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { startFakeTranscription } from "../support/fake-transcription";
import { ownServer, spokenRecording, transcriptionEnv } from "./support/own-server";
import { newEmail, signUpAndVerify, skipOverlays, wholePageShot } from "./support/pages";

/**
 * The recording uploaded through the page, on a server of this file's own (the suite's server
 * has no transcription provider): the built app, started here with TRANSCRIBE_PROVIDER pointing
 * at the protocol-level fake of OpenAI's transcription API. The browser's upload is slowed with
 * Chromium's network throttling, so the progress bar can be seen moving.
 */
const own = ownServer("recordings", 11);
const origin = own.origin;
const shots = "test-results/screenshots/recordings";
const sentences = [
  "Turn with me to John chapter three, verse sixteen.",
  "It says, for God so loved the world that he gave his only son so that we might be happy.",
  "The second thing is this. God's love is a gift to receive, not a wage to earn.",
];

let fake: Awaited<ReturnType<typeof startFakeTranscription>>;
let media: string;
let recording: string;

test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fake = await startFakeTranscription([sentences, sentences, sentences]);
  media = mkdtempSync(path.join(tmpdir(), "kt-e2e-recording-"));
  // About 700 KB of WAV: long enough to watch at the throttled rate below.
  recording = spokenRecording(media, sentences, "Sunday sermon.wav");
  await own.start(transcriptionEnv(fake.baseUrl));
});

test.afterAll(async () => {
  await own.stop();
  await fake?.close();
  rmSync(media, { recursive: true, force: true });
});

const shoot = (page: Page, name: string) => wholePageShot(page, shots, name);

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
