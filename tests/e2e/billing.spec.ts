import { expect, test } from "./support/test";
import { newEmail, screenshots, signUpAndVerify, skipOverlays } from "./support/pages";

test.beforeEach(async ({ context }) => {
  await skipOverlays(context);
});

test("/subscribe asks a visitor to sign in", async ({ page }) => {
  await page.goto("/subscribe");
  await expect(page.getByRole("heading", { name: "Login Required" })).toBeVisible();
  const login = page.getByRole("link", { name: "Login/Sign-Up to Continue" });
  await expect(login).toHaveAttribute("href", "/api/login?returnTo=%2Fsubscribe");
  await screenshots(page, "subscribe-signed-out");
});

test("without Stripe keys /subscribe says so, shows the plans, and the trial still works", async ({
  page,
}) => {
  await signUpAndVerify(page, newEmail("subscribe"), "/subscribe");

  await expect(
    page.getByRole("heading", { name: "Payments are not configured on this server" }),
  ).toBeVisible();
  const plans = page.getByRole("list", { name: "Plans" });
  const monthly = plans.getByRole("listitem").filter({ hasText: "Monthly Kingdom" }).first();
  const yearly = plans.getByRole("listitem").filter({ hasText: "Yearly Kingdom" }).first();
  await expect(monthly).toContainText("$9.99");
  await expect(monthly).toContainText("/ month");
  await expect(yearly).toContainText("$119.88");
  // A year costs exactly twelve months here, so no value claim is made.
  await expect(yearly).not.toContainText("Best Value");
  await expect(yearly).not.toContainText(/save/i);
  await expect(yearly).toContainText("Works out to $9.99 a month");
  for (const plan of [monthly, yearly]) {
    await expect(plan).toContainText("Up to 200 writing generations and 50 images a day");
    await expect(plan).not.toContainText(/unlimited/i);
  }
  await expect(page.getByRole("heading", { name: "The Kingdom Promise" })).toBeVisible();
  await expect(page.getByText("30-day refund").first()).toBeVisible();
  const body = await page.locator("main").innerText();
  expect(body).not.toContain("99.99");
  expect(body).not.toMatch(/save \$?0\.12/i);
  for (const button of await plans.getByRole("button").all()) await expect(button).toBeDisabled();

  // No third-party script may load when payments are off.
  const csp = (await page.request.get("/subscribe")).headers()["content-security-policy"];
  expect(csp).not.toContain("stripe.com");
  await screenshots(page, "subscribe-unconfigured");

  await page.getByRole("button", { name: "Start 3-Day Free Trial" }).click();
  await expect(page.getByText("Trial Activated!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByText("Access Active")).toBeVisible();
});

test("/subscription-success opened without a payment says there is nothing to activate, within seconds", async ({
  page,
}) => {
  await signUpAndVerify(page, newEmail("success-direct"), "/tools");
  for (const url of ["/subscription-success", "/subscription-success?redirect_status=succeeded"]) {
    await page.goto(url);
    // Payments are not configured on this server: no payment can have happened.
    await expect(
      page.getByRole("heading", { name: "There is no subscription to activate" }),
    ).toBeVisible({ timeout: 5_000 });
    await expect(page.getByText("Payments are not set up on this server")).toBeVisible();
    await expect(page.getByText("Activating your subscription…")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "See your subscription" })).toHaveAttribute(
      "href",
      "/subscription",
    );
  }
  await screenshots(page, "subscription-success-nothing");

  await page.route("**/api/billing/config", (route) =>
    route.fulfill({ json: { configured: true, publishableKey: "pk_test_e2e" } }),
  );
  await page.goto("/subscription-success");
  await expect(
    page.getByRole("heading", { name: "There is no subscription to activate" }),
  ).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole("link", { name: "Choose a plan" })).toHaveAttribute(
    "href",
    "/subscribe",
  );
});

test("/subscription-success after a payment waits briefly, then says it is still processing and what to do", async ({
  page,
}) => {
  await page.clock.install();
  await signUpAndVerify(page, newEmail("success"), "/tools");
  await page.route("**/api/billing/config", (route) =>
    route.fulfill({ json: { configured: true, publishableKey: "pk_test_e2e" } }),
  );

  await page.goto("/subscription-success?redirect_status=succeeded");
  await expect(page.getByText("Activating your subscription…")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Creating Kingdom Content" })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(page.getByRole("link", { name: "View My Content Library" })).toHaveAttribute(
    "href",
    "/my-content",
  );
  await expect(page.getByRole("link", { name: /Contact support/ }).first()).toHaveAttribute(
    "href",
    "/support",
  );
  await screenshots(page, "subscription-success-activating");

  await page.clock.fastForward(11_000);
  await expect(
    page.getByRole("heading", { name: "Your payment is still processing" }),
  ).toBeVisible();
  await expect(page.getByText("You will not be charged twice")).toBeVisible();
  await screenshots(page, "subscription-success-slow");

  await page.goto("/subscription-success?redirect_status=failed");
  await expect(page.getByRole("heading", { name: "Your payment was not completed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/subscribe");
  await screenshots(page, "subscription-success-failed");
});

/*
 * The browser side of a configured server. The e2e server runs without Stripe keys, so
 * these tests answer the billing calls in the browser; the server side of the same calls
 * is covered against a fake Stripe in tests/integration/billing-*.test.ts.
 */
test.describe("with payments configured (billing answers stubbed in the browser)", () => {
  test("plan choice: the spec's alert on failure, then the payment form, which says when Stripe.js cannot load", async ({
    page,
  }) => {
    await signUpAndVerify(page, newEmail("checkout"), "/tools");
    await page.route("**/api/billing/config", (route) =>
      route.fulfill({ json: { configured: true, publishableKey: "pk_test_e2e" } }),
    );
    let attempts = 0;
    await page.route("**/api/create-subscription", async (route) => {
      attempts += 1;
      expect(route.request().postDataJSON()).toEqual({ planType: "yearly" });
      if (attempts === 1) {
        await route.fulfill({
          status: 502,
          json: { error: { code: "provider_error", message: "The payment provider is down." } },
        });
        return;
      }
      await route.fulfill({
        json: { clientSecret: "pi_e2e_secret_e2e", subscriptionId: "sub_e2e", planType: "yearly" },
      });
    });
    await page.route("https://js.stripe.com/**", (route) => route.abort());

    await page.goto("/subscribe");
    await expect(page.getByText("Payments are not configured")).toHaveCount(0);
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: /Choose Yearly Kingdom/ }).click();
    await expect
      .poll(() => alerts)
      .toEqual(["Error creating subscription: The payment provider is down."]);

    await page.getByRole("button", { name: /Choose Yearly Kingdom/ }).click();
    await expect(page.getByRole("heading", { name: "Complete your subscription" })).toBeVisible();
    await expect(page.getByText("Yearly Kingdom: $119.88/year")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "could not load" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Subscribe for $119.88/year" })).toBeDisabled();
    await screenshots(page, "subscribe-payment-form-unavailable");

    await page.getByRole("button", { name: "Choose a different plan" }).click();
    await expect(page.getByRole("button", { name: /Choose Monthly Kingdom/ })).toBeEnabled();
  });

  test("a paying user cancels at the period end with the spec's confirmation, then resumes", async ({
    page,
  }) => {
    await signUpAndVerify(page, newEmail("manage"), "/tools");
    const periodEnd = "2027-01-15T12:00:00.000Z";
    let subscription = {
      id: "sub_e2e",
      status: "active",
      plan: "monthly",
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      manageable: true,
    };
    await page.route("**/api/billing/subscription", (route) =>
      route.fulfill({ json: { configured: true, subscription } }),
    );
    for (const action of ["cancel", "resume"] as const) {
      await page.route(`**/api/billing/${action}`, async (route) => {
        expect(route.request().postDataJSON()).toEqual({ subscriptionId: "sub_e2e" });
        subscription = { ...subscription, cancelAtPeriodEnd: action === "cancel" };
        await route.fulfill({ json: { subscription } });
      });
    }

    await page.goto("/subscription");
    const card = page.getByRole("region", { name: "Manage your subscription" });
    await expect(card).toContainText("Monthly Kingdom: $9.99/month");
    await expect(card).toContainText("Renews automatically on January 15, 2027");
    await expect(card).toContainText("within 30 days of your first purchase");
    await screenshots(page, "subscription-manage");

    await card.getByRole("button", { name: "Cancel Subscription" }).click();
    const confirm = page.getByRole("dialog");
    await expect(confirm).toContainText(
      "Are you sure you want to cancel your subscription? You will lose access to all tools at the end of your billing period.",
    );
    await screenshots(page, "subscription-cancel-confirm");
    await confirm.getByRole("button", { name: "Yes, Cancel at Period End" }).click();
    await expect(page.getByText("Cancellation Confirmed", { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        "Your subscription will not renew. You keep full access until January 15, 2027.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(card).toContainText("set to end on January 15, 2027");

    await card.getByRole("button", { name: "Resume Subscription" }).click();
    await expect(page.getByText("Subscription Resumed", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Cancel Subscription" })).toBeVisible();
  });
});
