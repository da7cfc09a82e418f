import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { newEmail, signUpAndVerify, skipOverlays, wholePageShot } from "./support/pages";

const shots = "test-results/screenshots/recordings";
const captions = path.join(import.meta.dirname, "../unit/recordings/fixtures/sermon.vtt");

const shoot = (page: Page, name: string) => wholePageShot(page, shots, name);

for (const width of [1280, 390]) {
  test(`sermon transcript at ${width}px: captions imported, the misquote flagged, clips offered`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await skipOverlays(context);
    await signUpAndVerify(page, newEmail(`transcript-${width}`));
    const headers = { origin: baseURL ?? "" };
    expect((await page.request.post("/api/trial/activate", { headers })).ok()).toBe(true);

    // Reached from the week pack's first step.
    await page.goto("/week-pack");
    await page.getByRole("link", { name: "Sermon Transcript page" }).click();
    await expect(page).toHaveURL(/\/recordings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sermon Transcript" })).toBeVisible();
    // The browser tests' server has no transcription provider: the page says so, and offers
    // no recording upload, only the captions import.
    await expect(page.getByText(/no transcription service/i)).toBeVisible();
    await expect(page.locator('input[type="file"]')).toHaveCount(1);

    await page.getByLabel("Captions or transcript file").setInputFiles(captions);
    await expect(
      page.getByRole("heading", { level: 2, name: "sermon", exact: true }),
    ).toBeVisible();
    const flagged = page.getByText("Check this quotation of John 3:16");
    await expect(flagged).toBeVisible();
    await expect(page.getByText(/gave his one and only Son/).first()).toBeVisible();
    await expect(page.getByText("1 to check")).toBeVisible();
    const clips = page.getByRole("heading", { name: "Clips to post" });
    await expect(clips).toBeVisible();
    await expect(page.getByRole("link", { name: "Clip list (.csv)" })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, `transcript-${width}`);
  });
}
