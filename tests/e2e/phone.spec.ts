import { expect, test, type Locator, type Page } from "./support/test";
import {
  newEmail,
  screenshotDir,
  screenshots,
  signUpAndVerify,
  skipOverlays,
} from "./support/pages";

const phone = { width: 390, height: 844 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Tap one: the menu button in the header. Tap two: the destination. */
async function goByMenu(page: Page, item: string) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: item }).click();
}

test.beforeEach(async ({ context }) => {
  await skipOverlays(context);
});

test("on a phone the trial starts in one tap and every signed-in page is two taps away", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signUpAndVerify(page, newEmail("phone-nav"), "/tools");

  // "Start Free Trial" starts it where it is offered; the toast sits at the top, clear of
  // the accessibility button at the bottom corner.
  await page.getByRole("button", { name: "Start Free Trial" }).click();
  const toast = page
    .getByRole("region", { name: /Notifications/ })
    .locator("li")
    .filter({ hasText: "Trial Activated!" });
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByText("Access Active")).toBeVisible();
  const toastBox = await box(toast);
  expect(toastBox.y + toastBox.height).toBeLessThan(phone.height / 3);
  const helper = await box(page.getByRole("button", { name: "Accessibility options" }));
  expect(overlaps(toastBox, helper)).toBe(false);
  await page.screenshot({ path: `${screenshotDir}/phone-toast-390.png` });

  await page.getByRole("button", { name: "Account menu" }).click();
  const menu = page.getByRole("menu");
  for (const item of ["Tools", "My Content", "Settings", "Subscribe", "Sign out"]) {
    await expect(menu.getByRole("menuitem", { name: item })).toBeVisible();
  }
  await expect(menu.getByRole("menuitem", { name: "Operator View" })).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}/phone-menu-390.png` });
  await page.keyboard.press("Escape");

  for (const [item, path] of [
    ["My Content", "/my-content"],
    ["Settings", "/settings"],
    ["Subscribe", "/subscribe"],
    ["Tools", "/tools"],
  ] as const) {
    await goByMenu(page, item);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await goByMenu(page, "Sign out");
  await expect(page.getByRole("link", { name: "Login/Sign-Up" }).first()).toBeVisible();
});

test("an operator reaches the operator view from the same menu on a phone", async ({ page }) => {
  await page.setViewportSize(phone);
  await signUpAndVerify(page, "operator-e2e@example.org", "/tools");
  await goByMenu(page, "Operator View");
  await expect(page).toHaveURL(/\/admin$/);
});

test("near a daily cap the tools page shows the pastor their count", async ({ page, baseURL }) => {
  await signUpAndVerify(page, newEmail("usage"), "/tools");
  await page.request.post("/api/trial/activate", { headers: { origin: baseURL ?? "" } });
  // The real count is covered in tests/integration/usage.test.ts; here the page's answer
  // to a count near the cap.
  await page.route("**/api/usage", (route) =>
    route.fulfill({
      json: {
        generations: { used: 170, perDay: 200 },
        images: { used: 3, perDay: 50 },
        resetsAt: "2030-01-02T00:00:00.000Z",
      },
    }),
  );
  await page.reload();
  const notice = page.getByRole("status").filter({ hasText: "Today's usage" });
  await expect(notice).toContainText("You have used 170 of today's 200 writing generations");
  await expect(notice).not.toContainText("images");
  await expect(page.locator("main")).not.toContainText(/unlimited/i);
  await screenshots(page, "tools-usage-near-cap");
});

test("deleting the account lands on the home page with a confirmation", async ({ page }) => {
  await page.setViewportSize(phone);
  await signUpAndVerify(page, newEmail("farewell"), "/settings");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox").fill("DELETE");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByRole("status").filter({ hasText: "Your account has been deleted" });
  await expect(notice).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}/account-deleted-390.png` });
  await notice.getByRole("button", { name: "Close the confirmation" }).click();
  await expect(notice).toHaveCount(0);
  // Shown once: a reload does not confirm it again.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Your account has been deleted")).toHaveCount(0);
});

test("on a phone the library shows an item on the first screen, and images as thumbnails", async ({
  page,
  baseURL,
}) => {
  const origin = { origin: baseURL ?? "" };
  await signUpAndVerify(page, newEmail("phone-library"), "/tools");
  await page.request.post("/api/trial/activate", { headers: origin });
  for (const focus of ["Healing for Martha", "Strength for the deacons"]) {
    const saved = await page.request.post("/api/prayers", {
      headers: origin,
      data: {
        prayerType: "healing",
        focus,
        scripture: "",
        duration: "short",
        tone: "gentle",
        title: `A Prayer: ${focus}`,
        scriptureBase: "",
        content: "Father, grant your peace.",
      },
    });
    expect(saved.status()).toBe(201);
  }
  const image = await page.request.post("/api/generate-image", {
    headers: origin,
    data: { prompt: "A dove over still water", style: "watercolor", size: "1792x1024" },
  });
  expect(image.status()).toBe(201);

  await page.setViewportSize(phone);
  await page.goto("/my-content");
  const tiles = page.getByRole("list", { name: "Items by type" });
  await expect(tiles.getByRole("button", { name: /3\s*All/ })).toBeVisible();
  expect((await box(tiles)).height).toBeLessThan(60);
  const thumbnail = page.getByRole("img", { name: "A dove over still water" });
  await expect(thumbnail).toBeVisible();
  await expect
    .poll(() => thumbnail.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBe(480);
  // The newest item's card starts on the first screen.
  const firstCard = page.getByRole("button", { name: /^View / }).first();
  const cardTop = (await box(page.locator("li").filter({ has: firstCard }).first())).y;
  expect(cardTop).toBeLessThan(phone.height);
  await page.screenshot({ path: `${screenshotDir}/library-first-screen-390.png` });
  await screenshots(page, "library-phone");
});
