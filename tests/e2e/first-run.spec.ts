import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./support/test";
import { newEmail, password, signUpAndVerify, skipOverlays } from "./support/pages";
import { e2ePort, linkFromOutbox } from "./support/server";

/** First-run and everyday paths a volunteer and a pastor take (issue 35). */
const shotDir = "test-results/screenshots/first-run";

async function shoot(page: Page, name: string) {
  mkdirSync(shotDir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    // A phone's first screen, and the desktop's whole page.
    await page.screenshot({ path: `${shotDir}/${name}-${width}.png`, fullPage: width > 500 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function withTrial(page: Page, baseURL: string | undefined) {
  const trial = await page.request.post("/api/trial/activate", {
    headers: { origin: baseURL ?? "" },
  });
  expect(trial.ok()).toBe(true);
}

test("opened at 127.0.0.1, a visitor confirms their age and signs up", async ({ page }) => {
  const local = `http://127.0.0.1:${e2ePort}`;
  await page.goto(`${local}/login?mode=sign-up`);
  const gate = page.getByRole("dialog");
  await gate.getByLabel("I confirm that I am 18 years of age or older").check();
  const logged = page.waitForResponse("**/api/compliance/age-verification");
  await gate.getByRole("button", { name: "Continue" }).click();
  expect((await logged).status()).toBe(201);
  await page
    .getByRole("region", { name: "Cookie consent" })
    .getByRole("button", { name: "Reject All" })
    .click();

  const email = newEmail("loopback");
  await page.getByLabel("First name").fill("Lydia");
  await page.getByLabel("Last name").fill("Purple");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  const signUp = page.waitForResponse("**/api/auth/sign-up/email");
  await page.getByRole("button", { name: "Create account" }).click();
  expect((await signUp).status()).toBe(200);
  await expect(page.getByText("Check your email")).toBeVisible();
  await expect(page.getByText(/Cross-site/i)).toHaveCount(0);
  await shoot(page, "sign-up-at-127.0.0.1");
  // The account exists: its confirmation link was written to the outbox.
  expect(await linkFromOutbox(email)).toMatch(/verify-email/);
});

test("the header's Login/Sign-Up opens sign-in, and Forgot password keeps the typed email", async ({
  page,
  context,
}) => {
  await skipOverlays(context);
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Login/Sign-Up" }).click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole("tab", { name: "Sign in" })).toHaveAttribute("aria-selected", "true");

  await page.getByLabel("Email").fill("deborah@example.org");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/mode=forgot/);
  await expect(page.getByLabel("Email")).toHaveValue("deborah@example.org");
  await shoot(page, "forgot-password-keeps-email");
  await page.getByLabel("Email").fill("deborah.judge@example.org");
  await page.getByRole("button", { name: "Back to sign in" }).click();
  await expect(page.getByLabel("Email")).toHaveValue("deborah.judge@example.org");
});

test("/subscription is two taps away on a phone, and the hub before a trial says what is locked", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await skipOverlays(context);
  await signUpAndVerify(page, newEmail("subscription-path"));
  await page.setViewportSize({ width: 390, height: 844 });

  // Before a trial: cards are locked, not "Available", and the banner links the status page.
  await page.goto("/tools");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards.first().getByRole("link", { name: /Subscribe to Access/ })).toBeVisible();
  for (const card of await cards.all()) {
    if ((await card.getByRole("link", { name: /Subscribe to Access/ }).count()) === 0) continue;
    await expect(card.getByText("Available", { exact: true })).toHaveCount(0);
    await expect(card.getByText("Locked", { exact: true })).toBeVisible();
  }
  await shoot(page, "hub-before-trial");

  // Two taps on a phone: the menu, then Subscription.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.screenshot({ path: `${shotDir}/account-menu-390.png` });
  await page.getByRole("menuitem", { name: "Subscription" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole("heading", { name: "Current status" })).toBeVisible();

  await page.goto("/tools");
  await page.getByRole("link", { name: "Your subscription", exact: true }).click();
  await expect(page).toHaveURL(/\/subscription$/);

  await page.goto("/subscribe");
  await expect(page.getByRole("link", { name: "Open your Subscription page" })).toBeVisible();
  await shoot(page, "subscribe-page");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("link", { name: "Open your Subscription page" }).click();
  await expect(page).toHaveURL(/\/subscription$/);

  // On a trial: the cards are open, and the banner leads to the trial's status.
  await withTrial(page, `http://localhost:${e2ePort}`);
  await page.goto("/tools");
  await expect(page.getByText("Available", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Locked", { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Your trial and subscription" }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByText(/Your free trial ends on/)).toBeVisible();
  await page.goto("/tools");
  await shoot(page, "hub-on-trial");
});

test("a Hebrew word's Strong's entry reads without the dictionary's braces", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await skipOverlays(context);
  await signUpAndVerify(page, newEmail("strongs-braces"));
  await withTrial(page, baseURL);
  await page.goto("/study?passage=Psalm%2023");
  await expect(page.getByRole("heading", { name: "Psalm 23", exact: true })).toBeVisible({
    timeout: 30_000,
  });
  const verse1 = page.locator("li", { hasText: "PSALM 23:1" }).first();
  await verse1.getByRole("button", { name: /shepherd \(word study: Strong's H7462\)/ }).click();
  const popover = page.getByRole("dialog", { name: /Word study: .*shepherd/ });
  await expect(popover).toContainText("Strong's H7462");
  await expect(popover).toContainText("to tend a flock that is pasture it");
  await expect(popover).not.toContainText("{");
  await expect(popover).not.toContainText("}");
  await shoot(page, "strongs-hebrew");
});

test("the planner opens on the coming church year just before Advent, and shows imported readings", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await skipOverlays(context);
  await signUpAndVerify(page, newEmail("planner-season"));
  await withTrial(page, baseURL);
  const imported = await page.request.put("/api/lectionary", {
    headers: { origin: baseURL ?? "" },
    data: {
      name: "Our readings",
      csv: [
        "year,day,first_reading,psalm,second_reading,gospel",
        "B,advent-1,Isaiah 64:1-9,Psalm 80:1-7,1 Corinthians 1:3-9,Mark 13:24-37",
        "all,christmas-day,Isaiah 9:2-7,Psalm 96,Titus 2:11-14,Luke 2:1-14",
        "A,advent-1,Isaiah 2:1-5,Psalm 122,Romans 13:11-14,Matthew 24:36-44",
      ].join("\n"),
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);

  // Friday 27 November 2026: Christ the King was last Sunday, Advent begins on the 29th.
  await page.clock.setFixedTime(new Date("2026-11-27T10:00:00"));
  await page.goto("/planner");
  const calendar = page.locator("section", {
    has: page.getByRole("heading", { name: /The church year/ }),
  });
  await expect(calendar.getByRole("heading", { level: 2 })).toContainText("2026–27");
  const firstDay = calendar.getByRole("listitem").first();
  await expect(firstDay).toContainText("Nov 29");
  // Year B's Advent 1 row, not year A's; Christmas Day's "all" row.
  await expect(firstDay).toContainText(
    "Isaiah 64:1-9 · Psalm 80:1-7 · 1 Corinthians 1:3-9 · Mark 13:24-37",
  );
  await expect(calendar.getByText("Isaiah 2:1-5", { exact: false })).toHaveCount(0);
  await expect(calendar.getByRole("listitem").filter({ hasText: "Dec 25" }).first()).toContainText(
    "Isaiah 9:2-7 · Psalm 96 · Titus 2:11-14 · Luke 2:1-14",
  );
  await calendar.scrollIntoViewIfNeeded();
  await shoot(page, "planner-before-advent");

  // A week earlier, on Christ the King, the year ending is still the one shown.
  await page.clock.setFixedTime(new Date("2026-11-22T10:00:00"));
  await page.reload();
  await expect(calendar.getByRole("heading", { level: 2 })).toContainText("2025–26");
});
