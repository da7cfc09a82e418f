import { mkdirSync } from "node:fs";
import { expect, test } from "./support/test";
import { newEmail, signUpAndVerify, skipOverlays } from "./support/pages";

/**
 * On the suite's server, which has no transcription provider, the week pack's source step says
 * a recording cannot be uploaded and takes the sermon's captions file instead (issue 34 item 1).
 */
const captions = [
  "WEBVTT",
  "",
  "00:00:01.000 --> 00:00:05.000",
  "Turn with me to Romans chapter five, verses one to five.",
  "",
  "00:00:05.000 --> 00:00:10.000",
  "The first thing I want you to see is that we have peace with God through faith.",
  "",
  "00:00:10.000 --> 00:00:15.000",
  "We did not earn it, and we cannot lose it, because Christ has done the work for us.",
  "",
  "00:00:15.000 --> 00:00:20.000",
  "The second thing is that suffering produces endurance and hope.",
  "",
  "00:00:20.000 --> 00:00:25.000",
  "The third thing is that God pours his love into our hearts.",
  "",
].join("\n");

for (const width of [1280, 390]) {
  test(`week pack's source step without a transcription provider at ${width}px takes the captions`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await skipOverlays(context);
    await signUpAndVerify(page, newEmail(`pack-captions-${width}`));
    const headers = { origin: baseURL ?? "" };
    expect((await page.request.post("/api/trial/activate", { headers })).ok()).toBe(true);
    await page.goto("/week-pack");
    await expect(page.getByText(/no transcription service/i)).toBeVisible();
    await expect(page.getByLabel(/recording \(audio/i)).toHaveCount(0);
    await page.getByLabel(/captions \(\.vtt/i).setInputFiles({
      name: "Romans five.vtt",
      mimeType: "text/vtt",
      buffer: Buffer.from(captions),
    });
    await expect(page.getByRole("textbox", { name: "Or paste the sermon" })).toHaveValue(
      /peace with God through faith/i,
    );
    mkdirSync("test-results/screenshots/week-pack-recording", { recursive: true });
    await page.screenshot({
      path: `test-results/screenshots/week-pack-recording/captions-${width}.png`,
      fullPage: true,
    });
    await page.getByRole("button", { name: "Read the outline" }).click();
    // Reading a transcript's outline checks its quotations first: under load, beyond 10 s.
    await expect(page.getByRole("textbox", { name: "Main passage" })).toHaveValue(/Romans 5:1/, {
      timeout: 30_000,
    });
  });
}
