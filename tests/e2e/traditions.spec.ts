import { expect, test, type Locator, type Page } from "./support/test";
import { signUpAndVerify, skipOverlays } from "./support/pages";

/** A section at the phone and desktop widths, for a person to look at. */
async function sectionShots(page: Page, section: Locator, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({
      path: `test-results/screenshots/${name}-${width}.png`,
      // The sticky header and save bar would otherwise lie over the section in the picture.
      style: ".sticky, .fixed, header { visibility: hidden !important; }",
    });
  }
}

test("a pastor chooses the church's tradition, adjusts a position, and it is kept", async ({
  page,
  context,
}) => {
  await skipOverlays(context);
  await signUpAndVerify(page, undefined, "/settings");
  const section = page.getByRole("region", { name: "Church tradition" });
  await expect(section.getByLabel("Tradition")).toHaveValue("non-denominational");
  await section.getByLabel("Tradition").selectOption("anglican");
  await expect(section.getByText("Church: the parish")).toBeVisible();
  await expect(section.getByLabel("Invitation")).toContainText(
    "Silence, creed and table (Anglican default)",
  );
  await section.getByLabel("The sacrament is called").selectOption("eucharist");
  await sectionShots(page, section, "settings-tradition");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Settings saved").first()).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole("region", { name: "Church tradition" });
  await expect(reloaded.getByLabel("Tradition")).toHaveValue("anglican");
  await expect(reloaded.getByLabel("The sacrament is called")).toHaveValue("eucharist");
  await expect(reloaded.getByText("Table: the Eucharist")).toBeVisible();
});

test("the Biblical Foundation page explains what presets change and never change", async ({
  page,
  context,
}) => {
  await skipOverlays(context);
  await page.goto("/biblical-foundation");
  const section = page.getByRole("region", { name: "Tradition presets" });
  await expect(section.getByText("What it never changes")).toBeVisible();
  await expect(section.getByRole("heading", { name: "Lutheran" })).toBeVisible();
  await sectionShots(page, section, "foundation-traditions");
});
