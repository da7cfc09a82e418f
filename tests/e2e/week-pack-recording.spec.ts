import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { startFakeTranscription } from "../support/fake-transcription";
import { ownServer, spokenRecording, transcriptionEnv } from "./support/own-server";
import { newEmail, signUpAndVerify, skipOverlays, wholePageShot } from "./support/pages";

/**
 * The sermon's recording uploaded from the week pack's source step (issue 34 item 1), on a
 * server of this file's own with a transcription provider (the protocol-level fake of OpenAI's
 * API): the upload's progress, then the transcript's manuscript in the step's text, then the
 * outline read from it.
 */
const own = ownServer("week-pack-recording", 14);
const origin = own.origin;
const shots = "test-results/screenshots/week-pack-recording";
const sentences = [
  "Turn with me to Romans chapter five, verses one to five.",
  "The first thing I want you to see is that we have peace with God through faith.",
  "We did not earn it, and we cannot lose it, because Christ has done the work for us.",
  "The second thing is that suffering produces endurance and hope.",
  "Hard weeks are not wasted, because God uses them to shape our character.",
  "The third thing is that God pours his love into our hearts.",
  "This week, when trouble comes, tell one friend where your hope rests.",
];

let fake: Awaited<ReturnType<typeof startFakeTranscription>>;
let media: string;
let recording: string;

test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fake = await startFakeTranscription([sentences, sentences, sentences, sentences, sentences]);
  media = mkdtempSync(path.join(tmpdir(), "kt-e2e-pack-recording-"));
  recording = spokenRecording(media, sentences, "Romans five.wav");
  await own.start(transcriptionEnv(fake.baseUrl));
});

test.afterAll(async () => {
  await own.stop();
  await fake?.close();
  rmSync(media, { recursive: true, force: true });
});

const shoot = (page: Page, name: string) => wholePageShot(page, shots, name);

for (const width of [1280, 390]) {
  test(`recording uploaded from the week pack's source step at ${width}px becomes the outline`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await skipOverlays(context);
    await signUpAndVerify(page, newEmail(`pack-recording-${width}`));
    expect((await page.request.post("/api/trial/activate", { headers: { origin } })).ok()).toBe(
      true,
    );
    await page.goto("/week-pack");

    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: 10_000_000,
      uploadThroughput: 200_000,
    });
    await page.getByLabel(/recording \(audio/i).setInputFiles(recording);
    const uploading = page.getByRole("progressbar", { name: /uploading/i });
    await expect(uploading).toBeVisible();
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

    // The transcript, made a manuscript, is the step's own-manuscript text, to check and edit.
    const manuscript = page.getByRole("textbox", { name: "Or paste the sermon" });
    await expect(manuscript).toHaveValue(/peace with God through faith/i, { timeout: 30_000 });
    expect(fake.requests.length).toBeGreaterThan(0);
    await shoot(page, `manuscript-${width}`);

    await page.getByRole("button", { name: "Read the outline" }).click();
    // Reading a transcript's outline checks its quotations first: under load, beyond 10 s.
    await expect(page.getByRole("textbox", { name: "Main passage" })).toHaveValue(/Romans 5:1/, {
      timeout: 30_000,
    });
    await expect(page.getByRole("textbox", { name: "Point 1" })).toHaveValue(/peace with God/i);
    await expect(page.getByRole("textbox", { name: "Point 2" })).toHaveValue(/endurance/i);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, `outline-${width}`);
  });
}
