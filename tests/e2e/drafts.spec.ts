import { expect, test, type Page } from "./support/test";
import { openSettled, signedInWithTrial } from "./support/pages";

/**
 * Drafts worth preaching from: a different draft on request, three drafts to step through,
 * one-tap refinements, fresh forms from Settings with "Use last inputs", per-platform social
 * posts, and a result's actions kept reachable on a phone.
 */
const shotsDir = process.env.DRAFT_SHOTS_DIR ?? "test-results/screenshots/drafts";

/** The shown draft's text, without the controls around it. */
async function draftText(page: Page): Promise<string> {
  return (await page.getByRole("article").innerText()).replace(/\s+/g, " ");
}

async function generateSermon(page: Page, submit = "Generate Sermon") {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith("/generate") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: submit }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole("article")).toBeVisible({ timeout: 20_000 });
}

/** The whole page, then screens scrolled through the draft, at phone and desktop widths. */
async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
    const results = page.getByRole("region", { name: /^Your / });
    const top = await results.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    const height = await results.evaluate((element) => element.getBoundingClientRect().height);
    for (let part = 0; part * 700 < height && part < 4; part++) {
      await page.evaluate((y) => window.scrollTo(0, y), top + part * 700 - 60);
      await page.screenshot({ path: `${shotsDir}/${name}-${width}-screen${part + 1}.png` });
    }
  }
}

test("regenerate differs, drafts step back and forth, refine shorter is shorter", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInWithTrial(page, context, baseURL, "drafts");
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSettled(page, "/sermon-builder");
  await page.getByLabel("Topic").fill("Forgiving as we have been forgiven");
  await page.getByLabel("Scripture reference").fill("Luke 15:11-32");
  await page
    .getByLabel("Additional notes (optional)")
    .fill("Our church is healing after a painful split last spring; many still carry hurt.");
  await generateSermon(page);
  await expect(page.getByText("Draft 1 of 1")).toBeVisible();
  await expect(page.getByRole("article").getByTestId("draft-label")).toHaveText(
    "Kingdom Tools draft",
  );
  const first = await draftText(page);
  await shots(page, "sermon-with-notes");
  await page.setViewportSize({ width: 1280, height: 900 });

  // A second Generate with the same inputs gives a different draft.
  await generateSermon(page);
  await expect(page.getByText("Draft 2 of 2")).toBeVisible();
  const second = await draftText(page);
  expect(second).not.toBe(first);

  // Regenerate gives yet another.
  await page.getByRole("button", { name: "Regenerate" }).click();
  await expect(page.getByText("Draft 3 of 3")).toBeVisible({ timeout: 20_000 });
  const third = await draftText(page);
  expect(third).not.toBe(second);
  expect(third).not.toBe(first);

  // Stepping back shows the earlier drafts, and Save acts on the one shown.
  await page.getByRole("button", { name: "Previous draft" }).click();
  await expect(page.getByText("Draft 2 of 3")).toBeVisible();
  expect(await draftText(page)).toBe(second);
  const saved = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/sermons",
  );
  await page.getByRole("article").getByRole("button", { name: "Save sermon" }).click();
  const body = (await saved).request().postDataJSON() as { mainPoints: string[] };
  // The page marks each checked reference ("… (verified in WEB, show verse text)"); compare
  // the words of the point around them.
  const shownWords = second.replace(/ \(verified in WEB, show verse text\) ?/g, "");
  expect(shownWords).toContain(body.mainPoints[0]!.slice(0, 60).replace(/\s+/g, " "));
  await expect(
    page.getByRole("article").getByRole("button", { name: "Saved sermon" }),
  ).toBeDisabled();
  await page.getByRole("button", { name: "Next draft" }).click();
  await expect(page.getByText("Draft 3 of 3")).toBeVisible();
  await expect(
    page.getByRole("article").getByRole("button", { name: "Save sermon" }),
  ).toBeEnabled();
  await page.getByRole("button", { name: "Previous draft" }).click();
  await expect(
    page.getByRole("article").getByRole("button", { name: "Saved sermon" }),
  ).toBeDisabled();

  // Shorter: a new draft from the shown one, shorter, joining the history (three at most).
  const article = page.getByRole("article");
  await expect(article.getByText("25-30 minutes", { exact: true })).toBeVisible();
  const refined = page.waitForRequest((r) => r.url().endsWith("/generate"));
  await page.getByRole("button", { name: "Shorter" }).click();
  const sent = (await refined).postDataJSON() as { refine: string; currentDraft: string };
  expect(sent.refine).toBe("shorter");
  expect(sent.currentDraft.length).toBeGreaterThan(200);
  await expect(page.getByText("Draft 3 of 3")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("This draft is the one before it, a shorter version.")).toBeVisible();
  const shorter = await draftText(page);
  expect(shorter.length).toBeLessThan(second.length);
  // Its length badge is the shorter draft's own (issue 35 item 5).
  await expect(article.getByText("15-20 minutes", { exact: true })).toBeVisible();
  await expect(article.getByText("25-30 minutes", { exact: true })).toHaveCount(0);
  await shots(page, "sermon-refined-shorter");
});

test("a new request starts from Settings; the last inputs come back only on request", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInWithTrial(page, context, baseURL, "fresh-form");
  const current = await (await page.request.get("/api/settings")).json();
  const put = await page.request.put("/api/settings", {
    headers: { origin: baseURL ?? "" },
    data: {
      ...current.settings,
      content: { ...current.settings.content, defaultLength: "short", defaultAudience: "youth" },
    },
  });
  expect(put.ok()).toBe(true);
  await openSettled(page, "/sermon-builder");
  await expect(page.getByLabel("Length")).toHaveValue("15-20");
  await expect(page.getByLabel("Audience")).toHaveValue("youth");
  await expect(page.getByRole("button", { name: "Use last inputs" })).toHaveCount(0);

  await page.getByLabel("Topic").fill("Grief and hope");
  await page.getByLabel("Scripture reference").fill("1 Thessalonians 4:13-18");
  await page.getByLabel("Length").selectOption("35-45");
  await page
    .getByLabel("Additional notes (optional)")
    .fill("Our youth group is grieving a classmate, Daniel, who died last week.");
  await generateSermon(page);

  // A reload shows the last draft, but the form starts fresh from Settings.
  await page.reload();
  await expect(page.getByRole("article")).toBeVisible();
  await expect(page.getByLabel("Topic")).toHaveValue("");
  await expect(page.getByLabel("Additional notes (optional)")).toHaveValue("");
  await expect(page.getByLabel("Length")).toHaveValue("15-20");

  // On purpose, the last request comes back, notes included.
  await page.getByRole("button", { name: "Use last inputs" }).click();
  await expect(page.getByLabel("Topic")).toHaveValue("Grief and hope");
  await expect(page.getByLabel("Length")).toHaveValue("35-45");
  await expect(page.getByLabel("Additional notes (optional)")).toHaveValue(/Daniel/);
});

test("multi-platform social gives one post per platform with its count and copy", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInWithTrial(page, context, baseURL, "social-posts");
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSettled(page, "/social-media");
  await page.getByLabel("Platform").selectOption("multi-platform");
  await page.getByLabel("Content type").selectOption("event-promotion");
  await page
    .getByLabel("Topic")
    .fill("Easter egg hunt for families after the 10:30 service on Easter Sunday");
  await page.getByLabel("Tone").selectOption("celebratory");
  await generateSermon(page, "Generate Post");
  const card = page.getByRole("article");
  const limits = { facebook: 63206, instagram: 2200, twitter: 280, linkedin: 3000 };
  for (const [platform, limit] of Object.entries(limits)) {
    const post = card.getByTestId(`platform-post-${platform}`);
    await expect(post).toBeVisible();
    const count = await post.getByTestId("platform-character-count").innerText();
    const [used, max] = count.match(/[\d,]+/g)!.map((n) => Number(n.replace(/,/g, "")));
    expect(max).toBe(limit);
    expect(used).toBeLessThanOrEqual(limit);
  }
  await card.getByRole("button", { name: "Copy X (Twitter) post" }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(Array.from(copied).length).toBeLessThanOrEqual(280);
  expect(copied).toContain("#");
  await shots(page, "social-multi-platform");
});

test("on a phone the result's actions stay at the bottom of the screen on a long draft", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInWithTrial(page, context, baseURL, "phone-bar");
  await page.setViewportSize({ width: 390, height: 844 });
  await openSettled(page, "/sermon-builder");
  await page.getByLabel("Topic").fill("The Good Shepherd");
  await page.getByLabel("Scripture reference").fill("John 10:1-18");
  await page.getByLabel("Length").selectOption("45-60");
  await generateSermon(page);
  const card = page.getByRole("article");
  const bar = card.getByTestId("result-actions");
  // Scroll to the middle of the draft: the bar is on screen, at the bottom.
  await card.evaluate((element) => {
    const box = element.getBoundingClientRect();
    window.scrollTo(0, window.scrollY + box.top + box.height / 2 - 400);
  });
  const box = (await bar.boundingBox())!;
  const cardBox = (await card.boundingBox())!;
  expect(cardBox.y).toBeLessThan(0);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  expect(box.y + box.height).toBeGreaterThan(844 - 40);
  await expect(bar.getByRole("button", { name: "Copy sermon" })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Save sermon" })).toBeVisible();
  await expect(bar.getByRole("button", { name: "Download as a Word document" })).toBeVisible();
  // The accessibility button stays clear of it.
  const helper = (await page.getByRole("button", { name: "Accessibility options" }).boundingBox())!;
  const overlaps =
    box.x < helper.x + helper.width &&
    helper.x < box.x + box.width &&
    box.y < helper.y + helper.height &&
    helper.y < box.y + box.height;
  expect(overlaps).toBe(false);
  await page.screenshot({ path: `${shotsDir}/phone-action-bar-390.png` });

  // At 1280 px the actions sit in the card as before.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(card.locator("header").getByRole("button", { name: "Copy sermon" })).toBeVisible();
  const position = await bar.evaluate((element) => getComputedStyle(element).position);
  expect(position).toBe("static");
});

test("Save after a restored draft, Word and Deliver to Inbox keep one library item", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInWithTrial(page, context, baseURL, "no-duplicate");
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSettled(page, "/sermon-builder");
  await page.getByLabel("Topic").fill("The Good Shepherd");
  await page.getByLabel("Scripture reference").fill("John 10:11");
  await generateSermon(page);
  const card = page.getByRole("article");
  await card.getByRole("button", { name: "Save sermon" }).click();
  await expect(card.getByRole("button", { name: "Saved sermon" })).toBeDisabled();

  // Reload: the restored draft knows it is saved.
  await page.reload();
  await expect(card).toBeVisible();
  await expect(card.getByRole("button", { name: "Saved sermon" })).toBeDisabled();
  const word = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download as a Word document" }).click();
  expect((await word).suggestedFilename()).toMatch(/\.docx$/);

  // A draft saved in another tab (or before this change) is still saved once: the server
  // answers a second save with the same item.
  const again = await page.request.post("/api/sermons", {
    headers: { origin: baseURL ?? "" },
    data: await page.evaluate(async () => {
      const last = await (await fetch("/api/generations/sermon/last")).json();
      const { variant: _variant, ...request } = last.request;
      return { ...request, ...last.response.sermons[0] };
    }),
  });
  expect(again.status()).toBe(200);

  await page.reload();
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: "Deliver to Inbox" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email address").fill("deacon@example.org");
  await dialog.getByRole("button", { name: /Release the Word/ }).click();
  await expect(page.getByText("Prophetic scroll delivered!", { exact: true })).toBeVisible();

  await page.reload();
  await expect(card).toBeVisible();
  const pdf = page.waitForEvent("download");
  await card.getByRole("button", { name: "Seal as Sacred Scroll" }).click();
  await pdf;
  const library = await page.request.get("/api/library?type=sermon");
  expect((await library.json()).items).toHaveLength(1);
});
