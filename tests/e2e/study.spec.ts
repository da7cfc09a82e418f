import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { axeViolations, describeViolations } from "./support/axe";
import { newEmail, signUpAndVerify, skipOverlays } from "./support/pages";

const shotDir = process.env.STUDY_SHOTS ?? "test-results/screenshots/study";

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function shoot(page: Page, name: string) {
  mkdirSync(shotDir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.getByRole("heading", { level: 2 }).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotDir}/${name}-${width}.png` });
    if (width === 390) {
      await noHorizontalScroll(page);
      await page.getByRole("tab", { name: "Commentary" }).click();
      await page.screenshot({ path: `${shotDir}/${name}-commentary-${width}.png` });
      await page.getByRole("tab", { name: "Text" }).click();
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("study desk: a passage's text, word study, cross-references, commentary and notes sent to the sermon builder", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await skipOverlays(context);
  await signUpAndVerify(page, newEmail("study"));
  const trial = await page.request.post("/api/trial/activate", {
    headers: { origin: baseURL ?? "" },
  });
  expect(trial.ok()).toBe(true);

  await page.goto("/tools");
  await page.getByRole("link", { name: /Open the study desk/ }).click();
  await expect(page).toHaveURL(/\/study$/);
  await expect(page).toHaveTitle("Study a Passage — Kingdom Tools");

  await page.getByLabel("Passage (a chapter or up to three)").fill("John 3");
  await page.getByRole("button", { name: "Study", exact: true }).click();
  await expect(page.getByRole("heading", { name: "John 3", exact: true })).toBeVisible({
    timeout: 30_000,
  });

  const verse16 = page.locator("li", { hasText: "JOHN 3:16" }).first();
  await verse16.getByRole("button", { name: /^loved/ }).click();
  const popover = page.getByRole("dialog", { name: "Word study: loved" });
  await expect(popover).toContainText("ἀγαπάω");
  await expect(popover).toContainText("Strong's G25");
  await expect(popover).toContainText("to love");
  await page.screenshot({ path: `${shotDir}/john-3-word-study-1280.png` });
  await page.keyboard.press("Escape");

  await verse16.getByText(/cross-references$/).click();
  await verse16.getByText("Romans 5:8", { exact: true }).click();
  await expect(verse16.getByText(/while we were yet sinners/)).toBeVisible();
  await expect(verse16.getByText("Matthew 15:24", { exact: true })).toHaveCount(0);
  await verse16.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shotDir}/john-3-cross-references-1280.png` });

  await expect(page.getByText("Matthew Henry's Concise Commentary").first()).toBeVisible();
  await shoot(page, "john-3");

  const notes = page.getByLabel("Study notes on John 3");
  await notes.fill("Verse 16: God's love is the source; the Son is the gift; faith receives.");
  await page.getByRole("button", { name: "Save notes" }).click();
  await expect(page.getByRole("button", { name: "Notes saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Study notes on John 3")).toHaveValue(/God's love is the source/);

  await page.getByRole("button", { name: "Send to Sermon Builder as notes" }).click();
  await expect(page).toHaveURL(/\/sermon-builder$/);
  await expect(page.locator('input[name="scripture"]')).toHaveValue("John 3");
  await expect(page.locator('textarea[name="notes"]')).toHaveValue(/God's love is the source/);
  await page.locator('input[name="scripture"]').fill("Psalm 23");
  await page.getByRole("link", { name: "Study this passage first" }).click();
  await expect(page).toHaveURL(/\/study\?passage=Psalm%2023$/);
  await expect(page.getByRole("heading", { name: "Psalm 23", exact: true })).toBeVisible();
  await expect(page.getByText("C. H. Spurgeon's Treasury of David").first()).toBeVisible();
  await shoot(page, "psalm-23");
  // Linked by sense: the shepherd places, not verses sharing a word (issue 35 item 8).
  const psalm231 = page.locator("li", { hasText: "PSALM 23:1" }).first();
  await psalm231.getByText(/cross-references$/).click();
  await expect(psalm231.getByText("John 10:11", { exact: true })).toBeVisible();
  await expect(psalm231.getByText("Genesis 1:30", { exact: true })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await psalm231.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotDir}/psalm-23-cross-references-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  for (const [passage, name] of [
    ["Romans 8", "romans-8"],
    ["Ruth 1", "ruth-1"],
  ] as const) {
    await page.goto(`/study?passage=${encodeURIComponent(passage)}`);
    await expect(page.getByRole("heading", { name: passage, exact: true })).toBeVisible({
      timeout: 30_000,
    });
    await shoot(page, name);
  }

  await page.getByLabel("Passage (a chapter or up to three)").fill("Ephesians 7");
  await page.getByRole("button", { name: "Study", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Ephesians has 6 chapters, so Ephesians 7 does not exist.",
  );
  await page.getByLabel("Passage (a chapter or up to three)").fill("Romans 1-8");
  await page.getByRole("button", { name: "Study", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("at most 3 chapters");
});

test("study notes: listed on /study with passage, first line and date; each opens its passage; deleting asks first", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await skipOverlays(context);
  await signUpAndVerify(page, newEmail("study-notes"));
  const origin = { origin: baseURL ?? "" };
  expect((await page.request.post("/api/trial/activate", { headers: origin })).ok()).toBe(true);

  // /study is prerendered (its heading paints before any script): it hydrates without errors.
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/study?passage=John%203");
  await expect(page.getByRole("heading", { name: "John 3", exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto("/study");
  const list = page.getByRole("region", { name: "Your study notes" });
  await expect(list).toContainText("No study notes yet.");

  for (const [passage, text] of [
    ["Ruth 1", "Hesed: Ruth's loyalty mirrors the LORD's.\nNaomi went out full."],
    ["Psalm 23", "The LORD is a shepherd who goes before, beside and behind."],
    ["John 3", "Born from above: the Spirit's work, received by faith."],
  ] as const) {
    const saved = await page.request.put("/api/study/note", {
      headers: origin,
      data: { passage, text },
    });
    expect(saved.ok()).toBe(true);
  }
  await page.reload();
  const items = list.getByRole("listitem");
  await expect(items).toHaveCount(3);
  // Newest first, each with its passage, first line and date.
  await expect(items.first()).toContainText("John 3");
  await expect(items.first()).toContainText("Born from above: the Spirit's work");
  const ruth = items.filter({ hasText: "Ruth 1" });
  await expect(ruth).toContainText("Hesed: Ruth's loyalty mirrors the LORD's.");
  await expect(ruth).not.toContainText("Naomi went out full.");
  await expect(ruth.locator("time")).toHaveText(
    new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(new Date()),
  );

  expect(describeViolations(await axeViolations(page))).toEqual([]);
  const shots = process.env.STUDY_NOTES_SHOTS ?? `${shotDir}`;
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/notes-list-${width}.png`, fullPage: true });
    if (width === 390) await noHorizontalScroll(page);
  }

  await ruth.getByRole("link").click();
  await expect(page).toHaveURL(/\/study\?passage=Ruth(\+|%20)1$/);
  await expect(page.getByLabel("Study notes on Ruth 1")).toHaveValue(/Hesed/, { timeout: 30_000 });
  await page.goBack();

  // Deleting asks first; "Keep them" keeps them.
  await list.getByRole("button", { name: "Delete your notes on Psalm 23" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete your notes on Psalm 23?" });
  await expect(confirm).toContainText("This cannot be undone.");
  expect(describeViolations(await axeViolations(page))).toEqual([]);
  await page.screenshot({ path: `${shots}/notes-delete-confirm-1280.png` });
  await confirm.getByRole("button", { name: "Keep them" }).click();
  await expect(confirm).toBeHidden();
  await expect(items).toHaveCount(3);

  await list.getByRole("button", { name: "Delete your notes on Psalm 23" }).click();
  await confirm.getByRole("button", { name: "Delete notes" }).click();
  await expect(confirm).toBeHidden();
  await expect(items).toHaveCount(2);
  await expect(list).not.toContainText("Psalm 23");
  const gone = await page.request.get("/api/study/note?passage=Psalm%2023");
  expect(((await gone.json()) as { note: unknown }).note).toBeNull();
  expect(errors, "the prerendered study page hydrates without console errors").toEqual([]);
});

test("word study: every word opens its Strong's entry in the one shared popover, by pointer or keyboard", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await skipOverlays(context);
  await signUpAndVerify(page, newEmail("study-words"));
  const origin = { origin: baseURL ?? "" };
  expect((await page.request.post("/api/trial/activate", { headers: origin })).ok()).toBe(true);

  await page.goto("/study?passage=John%203");
  await expect(page.getByRole("heading", { name: "John 3", exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const verse16 = page.locator("li", { hasText: "JOHN 3:16" }).first();
  const loved = verse16.getByRole("button", {
    name: "loved (word study: Strong's G25)",
    exact: true,
  });
  // G2889 is the KJV's "the world": the translators' two words for the one Greek word.
  const world = verse16.getByRole("button", {
    name: "the world (word study: Strong's G2889)",
    exact: true,
  });
  // Hundreds of word buttons in the chapter, and no popover until one is chosen.
  await expect(page.locator("button[data-strongs]").nth(400)).toBeAttached();
  await expect(page.locator("[data-radix-popper-content-wrapper]")).toHaveCount(0);
  // No word carries a popover of its own (a Radix popover's trigger is marked with data-state).
  await expect(page.locator("button[data-strongs][data-state]")).toHaveCount(0);

  await loved.click();
  const lovedStudy = page.getByRole("dialog", { name: "Word study: loved" });
  await expect(lovedStudy).toContainText("ἀγαπάω");
  await expect(lovedStudy).toContainText("agapáō");
  await expect(lovedStudy).toContainText("Strong's G25");
  await expect(lovedStudy).toContainText("to love");
  await expect(lovedStudy).toContainText(/\d+ times in the KJV, in \d+ verses: “love” \d+/);
  await expect(lovedStudy.getByRole("listitem").first()).toContainText(/\w+ \d+:\d+/);
  await expect(loved).toHaveAttribute("aria-expanded", "true");
  // It sits next to the word it was opened for: above it, or below where there is no room.
  const word = (await loved.boundingBox())!;
  const study = (await lovedStudy.boundingBox())!;
  const gap = Math.min(
    Math.abs(study.y + study.height - word.y),
    Math.abs(study.y - (word.y + word.height)),
  );
  expect(gap).toBeLessThan(40);

  // Choosing another word moves the one popover there.
  await world.click();
  const worldStudy = page.getByRole("dialog", { name: "Word study: the world" });
  await expect(worldStudy).toContainText("κόσμος");
  await expect(worldStudy).toContainText("Strong's G2889");
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await expect(page.locator("[data-radix-popper-content-wrapper]")).toHaveCount(1);
  await expect(loved).not.toHaveAttribute("aria-expanded", "true");
  // The open word again closes it.
  await world.click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // By keyboard: Enter opens, Escape closes and gives focus back to the word.
  await loved.focus();
  await page.keyboard.press("Enter");
  await expect(lovedStudy).toContainText("ἀγαπάω");
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(loved).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(world).toBeFocused();

  expect(describeViolations(await axeViolations(page))).toEqual([]);
  await loved.click();
  await expect(lovedStudy).toContainText("to love");
  expect(describeViolations(await axeViolations(page))).toEqual([]);
});
