import { mkdirSync } from "node:fs";
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

/**
 * Records Content-Security-Policy violations in every page of the context, from its first
 * script on. Chromium reports them only as DOM events, not in the console.
 */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} by ${event.sourceFile || event.blockedURI}`),
    );
  });
}

/** The violations recorded on the page so far (see recordCspViolations). */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
  );
}

export function newEmail(label = "e2e"): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.org`;
}

export const password = "faith hope and love 1 cor 13";

/**
 * Signs up as the sign-up form does (the same request, from the same browser context) and
 * follows the emailed confirmation link, which signs the user in and lands on returnTo. For
 * tests about something else: the form itself is walked by signUpThroughPageAndVerify
 * (foundation.spec.ts) and first-run.spec.ts.
 */
export async function signUpAndVerify(
  page: Page,
  email = newEmail(),
  returnTo = "/tools",
): Promise<string> {
  // The server's address as this test's baseURL resolves it (some files run their own).
  const origin = new URL((await page.request.get("/api/health")).url()).origin;
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    headers: { origin },
    data: {
      email,
      password,
      name: "Ruth Boaz",
      firstName: "Ruth",
      lastName: "Boaz",
      callbackURL: returnTo,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await page.goto(await linkFromOutbox(email));
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/\//g, "\\/")}$`));
  return email;
}

/** Signs up through the page's form and follows the emailed confirmation link. */
export async function signUpThroughPageAndVerify(
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

/** Whole-page screenshots at a desktop and a phone width, to look at. */
export async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.screenshot({
      path: `${screenshotDir}/${name}-${width}.png`,
      fullPage: true,
      // A whole-page picture shows the sections a reader would see by scrolling, which the
      // page otherwise lays out only as they near the screen (the below-fold utility).
      style: ".below-fold { content-visibility: visible; }",
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface RequestTracker {
  inflight: number;
  lastChange: number;
}

const trackers = new WeakMap<Page, RequestTracker>();

function trackRequests(page: Page): RequestTracker {
  let tracker = trackers.get(page);
  if (tracker) return tracker;
  const created: RequestTracker = { inflight: 0, lastChange: Date.now() };
  const settle = () => {
    created.inflight = Math.max(0, created.inflight - 1);
    created.lastChange = Date.now();
  };
  page.on("request", () => {
    created.inflight += 1;
    created.lastChange = Date.now();
  });
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  trackers.set(page, created);
  tracker = created;
  return tracker;
}

/**
 * Opens a path and waits until React has committed the page (its heading carries a fiber)
 * and no request has been in flight for a short while. Playwright's "networkidle" waits a
 * fixed 500 ms on every page, which across every route signed out and in cost a minute.
 */
export async function openSettled(page: Page, path: string, quietMs = 150): Promise<void> {
  const tracker = trackRequests(page);
  await page.goto(path);
  const heading = page.getByRole("heading", { level: 1 }).first();
  await expect(heading, path).toBeVisible();
  await expect
    .poll(
      () =>
        heading.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith("__reactFiber")),
        ),
      { message: `${path} is adopted by React` },
    )
    .toBe(true);
  await expect
    .poll(() => tracker.inflight === 0 && Date.now() - tracker.lastChange >= quietMs, {
      message: `${path} finishes its requests`,
      intervals: [25],
    })
    .toBe(true);
}

/** Signs a new user up, starts their free trial and grants the clipboard; answers the email. */
export async function signedInWithTrial(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  label: string,
) {
  await skipOverlays(context);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const email = await signUpAndVerify(page, newEmail(label));
  const trial = await page.request.post("/api/trial/activate", {
    headers: { origin: baseURL ?? "" },
  });
  expect(trial.ok()).toBe(true);
  return email;
}

/** One whole-page screenshot at the page's present width, as `dir/name.png`. */
export async function wholePageShot(page: Page, dir: string, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
