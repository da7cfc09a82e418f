import { expect, test } from "./support/test";
import { newEmail, screenshots, signUpThroughPageAndVerify, skipOverlays } from "./support/pages";

test("a new visitor meets the age gate and the cookie banner, and answers both", async ({
  page,
}) => {
  await page.goto("/");
  const gate = page.getByRole("dialog");
  await expect(gate).toBeVisible();
  const confirm = gate.getByRole("button", { name: "Continue" });
  await expect(confirm).toBeDisabled();
  await screenshots(page, "age-gate");
  await gate.getByLabel("I confirm that I am 18 years of age or older").check();
  const logged = page.waitForResponse("**/api/compliance/age-verification");
  await confirm.click();
  expect((await logged).status()).toBe(201);
  await expect(gate).toBeHidden();

  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  await screenshots(page, "cookie-banner");
  await banner.getByRole("button", { name: "Reject All" }).click();
  await expect(banner).toBeHidden();
  const stored = await page.evaluate(() => ({
    consent: JSON.parse(localStorage.getItem("gdpr-consent") ?? "null"),
    age: localStorage.getItem("age-verified"),
  }));
  expect(stored.age).toBe("true");
  expect(stored.consent).toMatchObject({
    necessary: true,
    analytics: false,
    marketing: false,
    version: "1.0",
  });

  await page.reload();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeHidden();
});

test("sign up, verify, start the trial, use the avatar menu and sign out", async ({
  page,
  context,
}) => {
  await skipOverlays(context);
  await page.goto("/tools");
  await expect(page.getByText("Authentication Required")).toBeVisible();
  await screenshots(page, "tools-signed-out");
  await page.getByRole("link", { name: "Login/Sign-Up" }).last().click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Ftools/);
  await screenshots(page, "login");

  const email = await signUpThroughPageAndVerify(page, newEmail("trial"));
  await expect(page.getByText("Subscription Required")).toBeVisible();
  // The seven tools and the study desk.
  await expect(page.getByRole("link", { name: "Subscribe to Access" })).toHaveCount(8);
  await screenshots(page, "tools-no-access");

  await page.goto("/subscription");
  await expect(page.getByText("No Subscription")).toBeVisible();
  await page.getByRole("button", { name: /Start 3-Day Free Trial/ }).click();
  await expect(page.getByText("Trial Activated!", { exact: true })).toBeVisible();
  await expect(page.getByText("Trial Active", { exact: true })).toBeVisible();
  await screenshots(page, "subscription-trial");

  await page.goto("/tools");
  await expect(page.getByText("Access Active")).toBeVisible();
  await expect(page.getByRole("link", { name: "Launch Tool" })).toHaveCount(7);
  await screenshots(page, "tools-access");

  await page.getByRole("button", { name: "Account menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByText(email)).toBeVisible();
  await expect(menu.getByText("Ruth Boaz")).toBeVisible();
  await menu.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login/Sign-Up" }).first()).toBeVisible();
  const me = await page.request.get("/api/auth/user");
  expect(me.status()).toBe(401);
});

test("an unknown path shows the 404 screen with HTTP status 404", async ({ page, context }) => {
  await skipOverlays(context);
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  await screenshots(page, "not-found");
});
