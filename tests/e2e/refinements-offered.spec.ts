import { expect, test, type Page } from "./support/test";
import { screenshots, signedInWithTrial } from "./support/pages";

/**
 * An offline draft offers only the refinements that would change it (issue 30 item 5): a
 * prayer at its shortest has no "Shorter", and one made longer offers it again.
 */

async function send(page: Page, action: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith("/generate") && response.request().method() === "POST",
  );
  await action();
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole("article")).toBeVisible({ timeout: 20_000 });
}

test("a short prayer offers Longer, not Shorter; the longer draft offers Shorter", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInWithTrial(page, context, baseURL, "refinements-offered");
  await page.goto("/prayer-creator");
  await page.getByLabel("Prayer focus").fill("Our volunteers before the fall festival");
  await page.getByLabel("Scripture (optional)").fill("Galatians 6:9");
  await page.getByLabel("Duration").selectOption("short");
  await send(page, () => page.getByRole("button", { name: "Generate Prayer" }).click());
  const refine = page.getByRole("group", { name: "Refine this prayer" });
  await expect(refine.getByRole("button", { name: "Longer" })).toBeVisible();
  await expect(refine.getByRole("button", { name: "Shorter" })).toHaveCount(0);
  await screenshots(page, "refinements-short-prayer");

  await send(page, () => refine.getByRole("button", { name: "Longer" }).click());
  await expect(page.getByText("Draft 2 of 2")).toBeVisible();
  await expect(refine.getByRole("button", { name: "Shorter" })).toBeVisible();
});
