import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { answerOverlaysIn } from "../../support/answered-overlays";
import { linkFromOutbox } from "./server";

export const screenshotDir = "test-results/screenshots";

/** Marks the age gate and cookie banner as answered, for tests about something else. */
export async function skipOverlays(context: BrowserContext): Promise<void> {
  await answerOverlaysIn(context);
}

export function newEmail(label = "e2e"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.org`;
}

export const password = "faith hope and love 1 cor 13";

/** Signs up through the page and follows the emailed confirmation link. */
export async function signUpAndVerify(
  page: Page,
  email = newEmail(),
  returnTo = "/tools",
): Promise<string> {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole("tab", { name: "Create account" }).click();
  await page.getByLabel("First name").fill("Ruth");
  await page.getByLabel("Last name").fill("Boaz");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Check your email")).toBeVisible();
  await page.goto(await linkFromOutbox(email));
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/\//g, "\\/")}$`));
  return email;
}

export async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({ path: `${screenshotDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
