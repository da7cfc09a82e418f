import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { pageRoutes } from "../../shared/routes";
import { newEmail, signUpAndVerify, skipOverlays } from "./support/pages";

/**
 * WCAG 2.2 AA on every route, signed out and signed in with access: axe finds no
 * violation at all (any impact), and at the accessibility helper's largest text size
 * (200 %) no page scrolls sideways on a desktop or a phone.
 */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const allPaths = pageRoutes.map((route) => route.path);

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}

async function settled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
  await page.waitForLoadState("networkidle");
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function checkEveryRoute(page: Page) {
  const found: Record<string, string[]> = {};
  for (const path of allPaths) {
    await settled(page, path);
    const problems = await violations(page);
    if (problems.length > 0) found[path] = problems;
  }
  expect(found).toEqual({});
}

test.describe("accessibility", () => {
  test.beforeEach(async ({ context }) => {
    await skipOverlays(context);
  });

  test("every route signed out has no WCAG 2.2 AA violation", async ({ page }) => {
    test.setTimeout(180_000);
    await checkEveryRoute(page);
  });

  test("every route signed in with access has no WCAG 2.2 AA violation", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await signUpAndVerify(page, newEmail("a11y"));
    const trial = await page.request.post("/api/trial/activate", {
      headers: { origin: baseURL ?? "" },
    });
    expect(trial.ok()).toBe(true);
    await checkEveryRoute(page);
  });

  test("at 200 % text no page scrolls sideways, on a desktop or a phone", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await context.addInitScript(() => localStorage.setItem("a11y-text-size", "200"));
    await signUpAndVerify(page, newEmail("a11y-text"));
    await page.request.post("/api/trial/activate", { headers: { origin: baseURL ?? "" } });
    const overflowing: Record<string, number> = {};
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of allPaths) {
        await settled(page, path);
        const fontSize = await page.evaluate(
          () => getComputedStyle(document.documentElement).fontSize,
        );
        expect(fontSize, "the helper's size is applied").not.toBe("16px");
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) overflowing[`${path} at ${width}px`] = overflow;
      }
    }
    expect(overflowing).toEqual({});
  });
});
