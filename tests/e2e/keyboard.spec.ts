import { expect, test, type Locator, type Page } from "./support/test";
import { newEmail, password, signUpAndVerify, skipOverlays } from "./support/pages";
import { linkFromOutbox } from "./support/server";

/**
 * Keyboard-only use (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7): sign-up, a generation, saving it
 * and reading it in the library with nothing but the keyboard; every control on the
 * tool and library pages reachable by Tab; a visible focus indicator on every stop;
 * dialogs that keep focus inside and hand it back when they close.
 * After each page.goto only page.keyboard drives the page; locators only assert.
 */

/** The focused element shows a focus indicator and sits on the page (not hidden, not off it). */
async function expectVisibleFocus(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element === document.documentElement) return null;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const root = document.documentElement;
    const label =
      element.getAttribute("aria-label") ??
      (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return {
      name: `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${label}"`,
      outline:
        style.outlineStyle !== "none" &&
        parseFloat(style.outlineWidth) > 0 &&
        !/transparent|rgba\([^)]*,\s*0\)/.test(style.outlineColor),
      boxShadow: style.boxShadow !== "none",
      shown: element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      size: rect.width > 0 && rect.height > 0,
      onPage:
        rect.left + scrollX >= -1 &&
        rect.top + scrollY >= -1 &&
        rect.right + scrollX <= root.scrollWidth + 1 &&
        rect.bottom + scrollY <= root.scrollHeight + 1,
    };
  });
  expect(focus, "focus fell back to the page body").not.toBeNull();
  const { name, outline, boxShadow, shown, size, onPage } = focus!;
  expect(outline || boxShadow, `${name} has no visible focus indicator`).toBe(true);
  expect(shown && size, `${name} is focused but hidden`).toBe(true);
  expect(onPage, `${name} is focused but outside the page`).toBe(true);
}

/** Presses a key, then checks the focus is visible. */
async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(page);
}

/** The focused element, described for messages. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return "nothing";
    const label =
      element.getAttribute("aria-label") ??
      (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${element.tagName.toLowerCase()}> "${label}"`;
  });
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((e) => e === document.activeElement));
}

/** Presses Tab (checking the focus each time) until the target has the focus. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await press(page, "Tab");
    if (await isFocused(target)) return;
  }
  throw new Error(`${max} presses of Tab never reached ${target.toString()}`);
}

/** Tab to a field and type into it. */
async function tabAndType(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field, 3);
  await page.keyboard.type(text);
}

/** Tab to a native select and pick an option by typing its label (the select's type-ahead). */
async function tabAndChoose(page: Page, select: Locator, label: string, value: string) {
  await tabTo(page, select, 3);
  await page.keyboard.type(label);
  await expect(select).toHaveValue(value);
}

/**
 * Collects the page's visible, enabled controls, then Tabs through the whole page (until
 * the focus comes back round) and expects every control to have had the focus. A control
 * with tabindex="-1" is excused only inside a roving-tabindex widget (tab list, menu…),
 * whose other members the arrow keys reach by design; anywhere else it is a defect, as is
 * an element with a control's role but no tabindex.
 */
async function expectEveryControlReachable(page: Page, max = 200): Promise<void> {
  const controls = await page.evaluate(() => {
    const selector = [
      "a[href]",
      "button",
      "input:not([type=hidden])",
      "select",
      "textarea",
      "summary",
      "[tabindex]:not([tabindex^='-'])",
      ...["button", "link", "checkbox", "switch", "tab", "menuitem", "slider", "combobox"].map(
        (role) => `[role=${role}]`,
      ),
    ].join(", ");
    const rovingWidget =
      "[role=tablist], [role=menu], [role=menubar], [role=radiogroup], [role=toolbar], [role=listbox], [role=grid], [role=tree]";
    let count = 0;
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      element.removeAttribute("data-kt-seen");
      const rect = element.getBoundingClientRect();
      const usable =
        !element.matches(":disabled") &&
        !(element.tabIndex < 0 && element.closest(rovingWidget)) &&
        !element.closest("[inert]") &&
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        rect.width > 0 &&
        rect.height > 0;
      if (usable) element.setAttribute("data-kt-control", String(count++));
    }
    return count;
  });
  expect(controls, "the page has controls to reach").toBeGreaterThan(5);

  // Wherever the walk starts, it goes once round the page.
  let first: string | null = null;
  let stops = 0;
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const id = element.getAttribute("data-kt-seen") ?? crypto.randomUUID();
      element.setAttribute("data-kt-seen", id);
      return id;
    });
    if (stop === null) continue; // past the last control, before wrapping round
    await expectVisibleFocus(page);
    if (first === null) first = stop;
    else if (stop === first) break;
    stops += 1;
  }
  expect(stops, "the walk went round the whole page").toBeLessThan(max);
  const missed = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-kt-control]:not([data-kt-seen])")].map(
      (element) =>
        `<${element.tagName.toLowerCase()}> ${
          element.getAttribute("aria-label") ?? (element.textContent ?? "").trim().slice(0, 40)
        }`,
    ),
  );
  expect(missed, "controls that Tab never reaches").toEqual([]);
}

/** Tabs (and Shift+Tabs) round an open dialog, expecting the focus to stay inside. */
async function expectFocusTrapped(page: Page, dialog: Locator, presses = 30): Promise<void> {
  const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  expect(await inside(), "focus moves into the dialog when it opens").toBe(true);
  for (let count = 0; count < presses; count += 1) {
    const key = count < presses - 5 ? "Tab" : "Shift+Tab";
    await press(page, key);
    expect(
      await inside(),
      `focus left the dialog for ${await focusedName(page)} after ${count + 1} presses (${key})`,
    ).toBe(true);
  }
}

test.describe("keyboard only", () => {
  test.beforeEach(async ({ context }) => {
    await skipOverlays(context);
  });

  test("sign up, start the trial, generate and save a prayer, read it in the library", async ({
    page,
  }) => {
    // 1. Sign up: the tab list (arrow keys), the four fields, Enter to submit.
    const email = newEmail("keyboard");
    await page.goto(`/login?returnTo=${encodeURIComponent("/tools")}`);
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await tabTo(page, page.getByRole("tab", { name: "Sign in" }));
    await press(page, "ArrowRight");
    const createTab = page.getByRole("tab", { name: "Create account" });
    await expect(createTab).toBeFocused();
    await expect(createTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await tabAndType(page, page.getByLabel("First name"), "Ruth");
    await tabAndType(page, page.getByLabel("Last name"), "Boaz");
    await tabAndType(page, page.getByLabel("Email"), email);
    await tabAndType(page, page.getByLabel("Password", { exact: true }), password);
    await page.keyboard.press("Enter");
    await expect(page.getByText("Check your email")).toBeVisible();
    await page.goto(await linkFromOutbox(email)); // the email step, not a page control
    await expect(page).toHaveURL(/\/tools$/);

    // The trial, on the subscription page.
    await page.goto("/subscription");
    await expect(page.getByText("No Subscription")).toBeVisible();
    await tabTo(page, page.getByRole("button", { name: "Start 3-Day Free Trial" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Trial Active", { exact: true })).toBeVisible();

    // 2. A prayer: type the fields, choose options by type-ahead, Enter on Generate.
    await page.goto("/prayer-creator");
    await expect(page.getByRole("button", { name: "Generate Prayer" })).toBeVisible();
    await page.waitForLoadState("networkidle"); // settings and the last request are in
    await tabTo(page, page.getByLabel("Prayer type"));
    await page.keyboard.type("Healing");
    await expect(page.getByLabel("Prayer type")).toHaveValue("healing");
    await tabAndType(
      page,
      page.getByLabel("Prayer focus"),
      "Strength for church members recovering from surgery",
    );
    await tabAndType(page, page.getByLabel("Scripture (optional)"), "James 5:14-15");
    await tabAndChoose(page, page.getByLabel("Duration"), "Short", "short");
    await tabAndChoose(page, page.getByLabel("Tone"), "Warfare", "declarative");
    const generate = page.getByRole("button", { name: "Generate Prayer" });
    // Past the names, In memory of and notes fields.
    await tabTo(page, generate, 4);
    const answered = page.waitForResponse(
      (response) => response.url().endsWith("/generate") && response.request().method() === "POST",
    );
    await page.keyboard.press("Enter");
    expect((await answered).status()).toBe(200);
    const card = page.getByRole("article");
    await expect(card.getByText("Kingdom Tools draft")).toBeVisible({ timeout: 20_000 });
    await expect(card).toContainText(/James 5/);

    // Save, reached by Tab from the Generate button.
    await expect(generate).toBeEnabled();
    await tabTo(page, card.getByRole("button", { name: "Save prayer" }), 30);
    const saved = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/prayers",
    );
    await page.keyboard.press("Enter");
    expect((await saved).status()).toBe(201);
    await expect(page.getByText("Divine download secured!", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Saved prayer" })).toBeDisabled();

    // 3. The library: Enter on View opens the dialog, which traps focus and gives it back.
    await page.goto("/my-content");
    const view = page.getByRole("button", { name: /^View / });
    await expect(view).toHaveCount(1);
    await tabTo(page, view);
    await page.keyboard.press("Enter");
    // (A scripture reference inside opens its verse card, a non-modal popover, on focus.)
    const copyContent = page.getByRole("button", { name: "Copy Content" });
    const dialog = page.getByRole("dialog").filter({ has: copyContent });
    await expect(copyContent).toBeVisible();
    await expect(dialog).toContainText(/James 5/);
    await expectFocusTrapped(page, dialog);
    // Escape closes the innermost layer first: a verse card the focus opened, then the dialog.
    const verseCard = page.getByRole("dialog").filter({ hasNot: copyContent });
    if ((await verseCard.count()) > 0) {
      await page.keyboard.press("Escape");
      await expect(verseCard).toHaveCount(0);
      await expect(dialog).toBeVisible();
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(view, "focus returns to the View button").toBeFocused();
    await expectVisibleFocus(page);
  });

  test("every control on the prayer creator and the library is reachable by Tab", async ({
    page,
    baseURL,
  }) => {
    await signUpAndVerify(page, newEmail("keyboard-reach"));
    const origin = { origin: baseURL ?? "" };
    expect((await page.request.post("/api/trial/activate", { headers: origin })).ok()).toBe(true);
    const prayer = await page.request.post("/api/prayers", {
      headers: origin,
      data: {
        prayerType: "healing",
        focus: "Healing for Martha",
        scripture: "James 5:14-15",
        duration: "short",
        tone: "gentle",
        title: "A Prayer for Martha's Recovery",
        scriptureBase: "James 5:14-15",
        content: "Father, restore Martha's strength and grant her peace.",
      },
    });
    expect(prayer.status()).toBe(201);

    // A generation made earlier: the tool page shows it again, with its card's controls.
    const generated = await page.request.post("/api/prayers/generate", {
      headers: origin,
      data: { prayerType: "wisdom", focus: "Wisdom for our elders", scripture: "James 1:5" },
    });
    expect(generated.status()).toBe(200);

    await page.goto("/prayer-creator");
    await expect(page.getByRole("article").getByText("Kingdom Tools draft")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectEveryControlReachable(page);

    await page.goto("/my-content");
    await expect(page.getByRole("button", { name: /^View / })).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    await expectEveryControlReachable(page);
  });
});
