import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { probe } from "../../server/modules/recordings/media";
import { startFakeTranscription } from "../support/fake-transcription";
import { spokenWav } from "../support/media-fixtures";
import { ownServer, transcriptionEnv } from "./support/own-server";
import { newEmail, signUpAndVerify, skipOverlays, wholePageShot } from "./support/pages";

/**
 * The clip chooser on /recordings (issue 34): a spoken video uploaded through the page on a
 * server of this file's own (with the fake transcription), then a suggested clip's end moved
 * too far (the field says why), set back, rendered with its progress shown, and the MP4
 * downloaded and measured with ffprobe; then a clip of the pastor's own, its times refused
 * (too short, not a time) with the field's message, then rendered and measured. Screenshots
 * at 1280 and 390 px; one frame of the clip kept as PNG.
 */
const own = ownServer("clips", 12);
const origin = own.origin;
const shots = "test-results/screenshots/recordings";
const sentences = [
  "Grace is not a wage we earn but a gift we are given by a God who loves us.",
  "When Paul wrote to the church in Rome he told them that peace with God comes through faith.",
  "That peace does not depend on how well your week went or how strong you feel this morning.",
  "It rests on what Christ has already done for you on the cross and in the empty tomb.",
  "So when you walk out of these doors today, walk out knowing that you are held.",
  "Your failures do not have the last word, and your successes do not either.",
  "The last word belongs to the one who said it is finished, and he meant it.",
];

let fake: Awaited<ReturnType<typeof startFakeTranscription>>;
let media: string;
let video: string;

test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fake = await startFakeTranscription([sentences, sentences]);
  media = mkdtempSync(path.join(tmpdir(), "kt-e2e-clips-"));
  const speech = spokenWav(media, sentences, 700);
  video = path.join(media, "Grace and peace.mp4");
  // A moving test picture, wide: the clip crops it to 9:16.
  execFileSync("ffmpeg", [
    ...["-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc2=s=640x360:r=15"],
    ...["-i", speech, "-shortest", "-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac"],
    video,
  ]);
  await own.start(transcriptionEnv(fake.baseUrl));
});

test.afterAll(async () => {
  await own.stop();
  await fake?.close();
  rmSync(media, { recursive: true, force: true });
});

const shoot = (page: Page, name: string) => wholePageShot(page, shots, name);

for (const width of [1280, 390]) {
  test(`a suggested clip adjusted, rendered and downloaded at ${width}px`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await skipOverlays(context);
    await signUpAndVerify(page, newEmail(`clips-${width}`));
    const headers = { origin };
    expect((await page.request.post("/api/trial/activate", { headers })).ok()).toBe(true);
    expect(
      (
        await page.request.put("/api/settings", {
          headers,
          data: { profile: { church: "Grace Chapel" } },
        })
      ).ok(),
    ).toBe(true);
    await page.goto("/recordings");
    await page.getByLabel(/recording \(audio/i).setInputFiles(video);
    await expect(
      page.getByRole("heading", { level: 2, name: "Grace and peace", exact: true }),
    ).toBeVisible({ timeout: 45_000 });

    // The first suggested clip: its end moved past the longest a clip may be, then back.
    const end = page.getByLabel("Clip 1 end (seconds)");
    await expect(end).toBeVisible({ timeout: 20_000 });
    const start = Number(await page.getByLabel("Clip 1 start (seconds)").inputValue());
    await end.fill(String(start + 120));
    await page.getByRole("button", { name: "Render clip 1 as a video" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /120/ })).toBeVisible();
    await end.fill(String(start + 31));
    await page.getByRole("button", { name: "Render clip 1 as a video" }).click();

    const rendering = page.getByRole("progressbar", { name: /rendering the clip/i });
    await expect(rendering).toBeVisible();
    await shoot(page, `clip-rendering-${width}`);
    const download = page.getByRole("link", { name: /download the clip/i });
    await expect(download).toBeVisible({ timeout: 60_000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, `clip-chooser-${width}`);

    // The file itself: 9:16, about the 31 s chosen, with sound.
    const href = (await download.getAttribute("href"))!;
    const answer = await page.request.get(href);
    expect(answer.headers()["content-type"]).toBe("video/mp4");
    const file = path.join(media, `clip-${width}.mp4`);
    writeFileSync(file, await answer.body());
    const facts = await probe(file);
    expect(facts.width! / facts.height!).toBeCloseTo(9 / 16, 3);
    expect(facts.hasAudio).toBe(true);
    expect(Math.abs(facts.durationMs - 31_000)).toBeLessThan(500);
    mkdirSync(shots, { recursive: true });
    execFileSync("ffmpeg", [
      ...["-nostdin", "-v", "error", "-y", "-ss", "4", "-i", file, "-frames:v", "1"],
      path.join(shots, `clip-frame-${width}.png`),
    ]);

    // Who chose the suggestions, in plain words: this server has no model set.
    await expect(page.getByText(/chosen from the transcript by this server itself/i)).toBeVisible();

    // A clip of the pastor's own: too short first (the field says why), then 30.5 s from the start.
    const ownStart = page.getByLabel("Your clip's start");
    const ownEnd = page.getByLabel("Your clip's end");
    const renderOwn = page.getByRole("button", { name: "Render your clip as a video" });
    await ownStart.fill("0:00");
    await ownEnd.fill("0:10");
    await renderOwn.click();
    await expect(page.getByRole("alert").filter({ hasText: /lasts 10\b/ })).toBeVisible();
    await expect(ownEnd).toHaveAttribute("aria-invalid", "true");
    await ownEnd.fill("nine");
    await renderOwn.click();
    await expect(page.getByRole("alert").filter({ hasText: /12:30/ })).toBeVisible();
    await shoot(page, `own-clip-error-${width}`);
    await ownEnd.fill("30.5");
    await renderOwn.click();
    const ownDownload = page.getByRole("link", { name: /download the clip 0:00–0:30/i });
    await expect(ownDownload).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole("link", { name: /download the clip/i })).toHaveCount(2);
    await shoot(page, `own-clip-rendered-${width}`);
    const own = path.join(media, `own-clip-${width}.mp4`);
    writeFileSync(
      own,
      await (await page.request.get((await ownDownload.getAttribute("href"))!)).body(),
    );
    const ownFacts = await probe(own);
    expect(ownFacts.width! / ownFacts.height!).toBeCloseTo(9 / 16, 3);
    expect(Math.abs(ownFacts.durationMs - 30_500)).toBeLessThan(500);
  });
}
