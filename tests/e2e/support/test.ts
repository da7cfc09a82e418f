import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/** Waits until the app has adopted the page, so its forms and buttons answer (app-live.ts). */
export async function appIsLive(page: Page): Promise<void> {
  await page.locator("html[data-live]").waitFor({ state: "attached" });
}

/**
 * The browser tests' `test`: every page.goto and page.reload that lands on one of the app's
 * pages returns once the app is live there. A prerendered page is on screen before React has
 * adopted it, and a form filled and submitted in between is lost (two workers under CI's
 * load did so, 28 November 2026).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const landed = async <T extends Awaited<ReturnType<Page["goto"]>>>(response: T) => {
      const html = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
      if (html && javaScriptEnabled !== false) await appIsLive(page);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => landed(await goto(url, options));
    page.reload = async (options) => landed(await reload(options));
    await use(page);
  },
});
