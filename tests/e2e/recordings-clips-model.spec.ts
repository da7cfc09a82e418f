import { mkdirSync } from "node:fs";
import { expect, test } from "./support/test";
import { fakeModelEnv, startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai-server";
import { srtOf } from "../unit/recordings/timed-fixture";
import { ownServer } from "./support/own-server";
import { newEmail, signUpAndVerify, skipOverlays } from "./support/pages";

/**
 * Clips chosen by the model on /recordings (issue 34, step 6), on a server of this file's own
 * whose model is a protocol-level fake of an OpenAI-compatible server: a captions file imported
 * through the page, the model's pick and hook lines shown, and the page saying in plain words
 * that the model chose them. Screenshots at 1280 and 390 px.
 */
const own = ownServer("clips-model", 13);
const origin = own.origin;
const shots = "test-results/screenshots/recordings";

let fake: FakeOpenAi;

test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fake = await startFakeOpenAi();
  await own.start(fakeModelEnv(fake, { AI_CHECK_AT_START: "false", AI_MAX_RETRIES: "0" }));
});

test.afterAll(async () => {
  await own.stop();
  await fake?.close();
});

for (const width of [1280, 390]) {
  test(`clips chosen by the model, and the page says so, at ${width}px`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await skipOverlays(context);
    await signUpAndVerify(page, newEmail(`clips-model-${width}`));
    expect((await page.request.post("/api/trial/activate", { headers: { origin } })).ok()).toBe(
      true,
    );
    // Candidates 1, 2 and 0 of this sermon: the wandering sheep, the dark valley, goodness and mercy.
    const picked = [
      { id: 1, hook: "He goes after the one who wanders." },
      { id: 2, hook: "You never walk the dark valley alone." },
      { id: 0, hook: "Goodness and mercy are chasing you down." },
    ];
    const hooks = picked.map((pick) => pick.hook);
    fake.reset();
    fake.enqueueChat({ kind: "reply", content: JSON.stringify({ clips: picked }) });
    await page.goto("/recordings");
    await page.getByLabel("Captions or transcript file").setInputFiles({
      name: "Psalm 23.srt",
      mimeType: "application/x-subrip",
      buffer: Buffer.from(srtOf("sermon-long.txt")),
    });
    await expect(page.getByText(/by this site's AI model/i)).toBeVisible({ timeout: 30_000 });
    for (const hook of hooks) await expect(page.getByText(hook, { exact: true })).toBeVisible();
    expect(fake.requests).toHaveLength(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    mkdirSync(shots, { recursive: true });
    await page
      .getByRole("region", { name: "Clips to post" })
      .screenshot({ path: `${shots}/clips-by-model-${width}.png` });
  });
}
