import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import { fakeModelEnv, startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai-server";
import { srtOf } from "../unit/recordings/timed-fixture";
import { e2ePort, outboxDir } from "./support/server";
import { newEmail, signUpAndVerify, skipOverlays } from "./support/pages";

/**
 * Clips chosen by the model on /recordings (issue 34, step 6), on a server of this file's own
 * whose model is a protocol-level fake of an OpenAI-compatible server: a captions file imported
 * through the page, the model's pick and hook lines shown, and the page saying in plain words
 * that the model chose them. Screenshots at 1280 and 390 px.
 */
const port = e2ePort + 13;
const origin = `http://localhost:${port}`;
const dataDir = path.resolve("test-results/e2e-data-clips-model");
const shots = "test-results/screenshots/recordings";

let server: ChildProcess;
let fake: FakeOpenAi;

test.use({ baseURL: origin });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fake = await startFakeOpenAi();
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn("node", ["dist/server/main.js"], {
    stdio: "ignore",
    env: {
      ...process.env,
      ...fakeModelEnv(fake, { AI_CHECK_AT_START: "false", AI_MAX_RETRIES: "0" }),
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      OUTBOX_DIR: outboxDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      SIGN_UP_RATE_LIMIT: "200",
    },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the model clips test's server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(async () => {
  server?.kill();
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
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
