import { expect, test, type Page } from "./support/test";
import { pageRoutes } from "../../shared/routes";
import { axeViolations, describeViolations } from "./support/axe";
import {
  cspViolations,
  newEmail,
  openSettled,
  recordCspViolations,
  signUpAndVerify,
  skipOverlays,
} from "./support/pages";

/**
 * WCAG 2.2 AA on every route, signed out and signed in with access: axe finds no
 * violation at all (any impact), nor does the page break its Content-Security-Policy; and at the accessibility helper's largest text size
 * (200 %) no page scrolls sideways on a desktop or a phone.
 */
const allPaths = pageRoutes.map((route) => route.path);

/** How far the page scrolls sideways, once the layout has followed the last resize. */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(document.documentElement.scrollWidth - window.innerWidth),
          ),
        ),
      ),
  );
}

async function checkEveryRoute(page: Page) {
  const found: Record<string, string[]> = {};
  for (const path of allPaths) {
    await openSettled(page, path);
    const problems = [
      ...describeViolations(await axeViolations(page)),
      ...(await cspViolations(page)).map((violation) => `CSP: ${violation}`),
    ];
    if (problems.length > 0) found[path] = problems;
  }
  expect(found).toEqual({});
}

test.describe("accessibility", () => {
  // Each test walks every route (1–1.5 min): the two workers share them rather than one
  // worker taking all three.
  test.describe.configure({ mode: "parallel" });
  test.beforeEach(async ({ context }) => {
    await skipOverlays(context);
    await recordCspViolations(context);
  });

  test("every route signed out has no WCAG 2.2 AA or CSP violation", async ({ page }) => {
    test.setTimeout(180_000);
    await checkEveryRoute(page);
  });

  test("every route signed in with access has no WCAG 2.2 AA or CSP violation", async ({
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
    for (const path of allPaths) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openSettled(page, path);
      const fontSize = await page.evaluate(
        () => getComputedStyle(document.documentElement).fontSize,
      );
      expect(fontSize, "the helper's size is applied").not.toBe("16px");
      // One visit per page: measured on a desktop, then on a phone after the layout follows.
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) overflowing[`${path} at ${width}px`] = overflow;
      }
    }
    expect(overflowing).toEqual({});
  });
});
