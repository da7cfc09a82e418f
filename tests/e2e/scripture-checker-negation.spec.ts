import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "./support/test";
import { newEmail, signUpAndVerify, skipOverlays } from "./support/pages";

/**
 * The checker on a sermon with a verse's "not" left out and a "without" turned to "with",
 * among faithful quotations in other words (issue 31): two findings, each saying what changed,
 * the synonyms not red.
 */
const shots = process.env.FINDINGS_SHOTS_DIR ?? "test-results/screenshots/findings";
mkdirSync(shots, { recursive: true });

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const sermon = `Not Conformed, but Transformed

Paul's charge is often heard turned about, as though he said, “Be conformed to this world: but be ye transformed by the renewing of your mind” (Romans 12:2). The church is tempted to think it can do much on its own, yet our Lord said, “for with me ye can do nothing” (John 15:5).

Still, the day is the Lord's: “This is the day which the LORD hath made; we will rejoice and be happy in it” (Psalm 118:24). “Blessed are they that mourn: for they shall be consoled” (Matthew 5:4), for he says, “Fear not, for I am with thee” (Isaiah 41:10).`;

test("a verse's 'not' left out and a function word turned are the findings; synonyms are not", async ({
  page,
  context,
}) => {
  await skipOverlays(context);
  await signUpAndVerify(page, newEmail("checker-negation"), "/tools");
  await page.goto("/scripture-check");
  await page.getByLabel("Your sermon or manuscript").fill(sermon);
  await page.getByLabel("Check against").selectOption("kjv");
  await page.getByRole("button", { name: "Check Scripture" }).click();

  const summary = page.getByTestId("findings-summary");
  await expect(summary).toContainText("2 quotations differ from the KJV");
  const misquotes = page.locator("[data-finding='misquote']");
  await expect(misquotes).toHaveCount(2);
  await expect(misquotes.first()).toContainText("Be conformed to this world");
  await shoot(page, "checker-negation-left-out");

  await misquotes.first().click();
  const card = page.getByRole("dialog");
  await expect(card).toContainText("It leaves out the verse’s “not”, so it says the opposite.");
  await shoot(page, "checker-negation-left-out-card");
  await page.keyboard.press("Escape");

  await misquotes.nth(1).click();
  await expect(page.getByRole("dialog")).toContainText(
    "It has “with” where the verse has “without”.",
  );
  await shoot(page, "checker-function-word-card");
  await page.keyboard.press("Escape");

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF Report" }).click();
  const file = await download;
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  await file.saveAs(`${shots}/negation-report.pdf`);

  const word = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Word Report" }).click();
  const docx = await word;
  const zip = await readFile((await docx.path())!);
  expect(zip.subarray(0, 2).toString()).toBe("PK");
  await docx.saveAs(`${shots}/negation-report.docx`);
});
