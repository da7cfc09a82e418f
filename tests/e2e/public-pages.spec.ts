import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./support/test";
import { simpleParser } from "mailparser";
import { outboxDir } from "./support/server";
import { axeViolations, describeViolations } from "./support/axe";
import { tools } from "../../shared/tools";
import { asQuotation } from "../../shared/scripture/balance-quotes";
import { newEmail, openSettled, screenshots, signUpAndVerify, skipOverlays } from "./support/pages";

const publicPages = [
  {
    path: "/",
    heading: "Multiply your ministry’s impact",
    title: "Kingdom Tools — AI content tools for pastors",
  },
  {
    path: "/biblical-foundation",
    heading: "Biblical Foundation",
    title: "Biblical Foundation — Kingdom Tools",
  },
  {
    path: "/privacy",
    heading: "Privacy at a Glance",
    title: "Privacy at a Glance — Kingdom Tools",
  },
  { path: "/privacy-policy", heading: "Privacy Policy", title: "Privacy Policy — Kingdom Tools" },
  {
    path: "/privacy-policy-us",
    heading: "US Privacy Rights & Compliance",
    title: "US Privacy Rights & Compliance — Kingdom Tools",
  },
  { path: "/terms", heading: "Terms of Service", title: "Terms of Service — Kingdom Tools" },
  { path: "/mockups", heading: "Product Mockups", title: "Product Mockups — Kingdom Tools" },
  {
    path: "/marketing-assets",
    heading: "Mobile Marketing Assets",
    title: "Mobile Marketing Assets — Kingdom Tools",
  },
  { path: "/temp-gallery", heading: "Mockup Gallery", title: "Mockup Gallery — Kingdom Tools" },
];

/** Width, height and dpi from a PNG file's header chunks. */
function pngInfo(file: string): { width: number; height: number; dpi: number | null } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  let dpi: number | null = null;
  for (let offset = 8; offset + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    if (type === "pHYs" && bytes[offset + 16] === 1)
      dpi = Math.round(bytes.readUInt32BE(offset + 8) * 0.0254);
    if (type === "IDAT") break;
    offset += 12 + length;
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), dpi };
}

async function expectNoSeriousAxeViolations(page: Page) {
  const serious = (await axeViolations(page)).filter((violation) =>
    ["serious", "critical"].includes(violation.impact ?? ""),
  );
  expect(describeViolations(serious)).toEqual([]);
}

test.describe("public pages", () => {
  test.beforeEach(async ({ context }) => {
    await skipOverlays(context);
  });

  for (const page of publicPages) {
    test(`${page.path} shows its page, title and no serious accessibility problems`, async ({
      page: browserPage,
    }) => {
      // A prerendered page that React cannot adopt throws away its HTML (React errors 418,
      // 419). A visitor's page makes no failing request either (Lighthouse counts those).
      const errors: string[] = [];
      browserPage.on("pageerror", (error) => errors.push(error.message));
      browserPage.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await openSettled(browserPage, page.path);
      await expect(browserPage.getByRole("heading", { level: 1 })).toContainText(page.heading);
      await expect(browserPage).toHaveTitle(page.title);
      expect(errors, "the prerendered page hydrates cleanly, without console errors").toEqual([]);
      await screenshots(
        browserPage,
        `public${page.path === "/" ? "-home" : page.path.replace(/\//g, "-")}`,
      );
      // accessibility.spec.ts checks every route on a desktop; here the phone layout.
      await browserPage.setViewportSize({ width: 390, height: 844 });
      await expectNoSeriousAxeViolations(browserPage);
      const overflow = await browserPage.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, "no sideways scrolling on a phone").toBeLessThanOrEqual(0);
    });
  }
});

test("the biblical foundation page has the spec's sections and quotes the knowledge base exactly", async ({
  page,
  context,
}) => {
  await skipOverlays(context);
  await page.goto("/biblical-foundation");
  const standards = page.locator("section[aria-labelledby='standards-title'] li");
  await expect(standards).toHaveCount(8);
  const verification = page.locator("section[aria-labelledby='verification-title'] li");
  await expect(verification).toHaveCount(7);
  for (const card of await verification.all()) {
    await expect(card.locator("dd").nth(1)).toHaveText("4");
    await expect(card.locator("dd").nth(2)).toHaveText("A+");
  }
  const cards = page.locator("article[id^='foundation-']");
  await expect(cards).toHaveCount(7);
  for (const card of await cards.all()) {
    const supporting = card.locator("section[aria-label='Supporting scriptures'] li");
    const expected = (await card.getAttribute("id")) === "foundation-image" ? 4 : 3;
    await expect(supporting).toHaveCount(expected);
    // scripture count = supporting verses + 1
    const id = (await card.getAttribute("id"))!;
    const count = page
      .locator(`section[aria-labelledby='verification-title'] li:has(a[href='#${id}']) dd`)
      .first();
    await expect(count).toHaveText(String(expected + 1));
    await expect(card.locator("section[aria-label='Kingdom principles'] li")).toHaveCount(4);
  }
  await expect(page.locator("section[aria-labelledby='validation-title'] li")).toHaveCount(3);
  await expect(page.locator("section[aria-labelledby='faq-title'] details")).toHaveCount(4);
  await expect(page.getByRole("link", { name: "Try Tools Now" })).toHaveAttribute("href", "/tools");
  await expect(page.getByRole("link", { name: "Get Full Access" })).toHaveAttribute(
    "href",
    "/subscribe",
  );

  // Every quoted verse equals the text the scripture API gives for its reference.
  const quotes = page.locator("main figure:has(blockquote)");
  const total = await quotes.count();
  expect(total).toBe(1 + 7 + 22);
  for (const quote of await quotes.all()) {
    // Sections below the fold are laid out as they near the screen (within a frame or
    // two), as a reader scrolls; innerText reads the text as laid out.
    await quote.scrollIntoViewIfNeeded();
    await expect.poll(() => quote.locator("figcaption").innerText()).not.toBe("");
    const caption = (await quote.locator("figcaption").innerText()).replace(/\s*\(WEB\)\s*$/, "");
    const shown = await quote.locator("blockquote").innerText();
    const response = await page.request.get(
      `/api/scripture?ref=${encodeURIComponent(caption)}&translation=web`,
    );
    expect(response.ok(), caption).toBe(true);
    // Set as a quotation: in “…”, or balanced when the verse has quotation marks of its own.
    expect(shown, caption).toBe(asQuotation((await response.json()).text));
  }
});

test("the landing page takes feedback, shows the contact block and hides empty testimonials", async ({
  page,
  context,
}) => {
  await skipOverlays(context);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "What ministry leaders say" })).toHaveCount(0);
  await expect(page.locator("section[aria-labelledby='tools-title'] li h3")).toHaveCount(7);

  const contact = page.locator("section[aria-labelledby='contact-title']");
  await expect(contact.getByRole("link", { name: "support@kingdomtools.example" })).toHaveAttribute(
    "href",
    "mailto:support@kingdomtools.example",
  );
  await expect(contact.getByRole("link", { name: "Contact Support" })).toHaveAttribute(
    "href",
    "/support",
  );
  await expect(contact.getByText("Schedule Demo")).toHaveCount(0);

  const form = page.locator("section[aria-labelledby='feedback-title']");
  await form.getByRole("button", { name: "Send Feedback" }).click();
  await expect(form.getByText("Choose your ministry role.")).toBeVisible();
  await expect(
    form.getByText("Tell us how Kingdom Tools could serve your ministry."),
  ).toBeVisible();
  await form.getByLabel("Your ministry role").selectOption("worship-leader");
  const impact = `Our worship team plans a liturgy every week ${Date.now()}`;
  await form.getByLabel("How could Kingdom Tools serve your ministry?").fill(impact);
  await form.getByLabel("Suggestions (optional)").fill("Song-linked scripture readings.");
  await screenshots(page, "landing-feedback-filled");
  const stored = page.waitForResponse("**/api/feedback");
  await form.getByRole("button", { name: "Send Feedback" }).click();
  expect((await stored).status()).toBe(201);
  await expect(form.getByText("Thank you for your feedback")).toBeVisible();
  await screenshots(page, "landing-feedback-sent");

  // The stored feedback is forwarded to the support mailbox (the outbox in tests).
  await expect
    .poll(async () => {
      for (const file of readdirSync(outboxDir)) {
        const mail = await simpleParser(readFileSync(path.join(outboxDir, file)));
        if (mail.text?.includes(impact)) return mail.subject;
      }
      return null;
    })
    .toBe("Feedback from a Worship Leader");
});

test("marketing assets filter and download PNGs of the labelled sizes", async ({
  page,
  context,
}) => {
  await skipOverlays(context);
  // The filter buttons are prerendered; they act once React has adopted the page.
  await openSettled(page, "/marketing-assets");
  const cards = page.locator("[data-mockup]");
  await expect(cards).toHaveCount(8);
  await page.getByRole("button", { name: "Landing", exact: true }).click();
  await expect(cards).toHaveCount(4);
  await expect(page.getByRole("button", { name: "Landing", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "Tools", exact: true }).click();
  await expect(cards).toHaveCount(4);
  await expect(cards.first()).toHaveAttribute("data-mockup", "tools-hub");
  await page.getByRole("button", { name: "All", exact: true }).click();
  await expect(cards).toHaveCount(8);

  const first = cards.first();
  for (const [label, expected] of [
    ["PNG 1080x1920", { width: 1080, height: 1920, dpi: 72 }],
    ["4K", { width: 2160, height: 3840, dpi: 72 }],
  ] as const) {
    const download = page.waitForEvent("download");
    await first.getByRole("button", { name: new RegExp(`^${label}: download Home`) }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^kingdom-tools-landing-hero-.*\.png$/);
    expect(pngInfo((await file.path())!)).toEqual(expected);
  }

  // Print is a different file: a PDF page of the print size, the picture at 300 dpi.
  const download = page.waitForEvent("download");
  await first.getByRole("button", { name: /^Print PDF: download Home/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("kingdom-tools-landing-hero-print.pdf");
  const pdf = readFileSync((await file.path())!).toString("latin1");
  expect(pdf.startsWith("%PDF-")).toBe(true);
  // 2160 × 3840 pixels at 300 dpi: 7.2 × 12.8 inches, 518.4 × 921.6 points.
  expect(pdf).toMatch(/\/MediaBox \[0 0 518\.4 921\.6\]/);
  expect(pdf).toMatch(/\/Width 2160/);
  expect(pdf).toMatch(/\/Height 3840/);
  expect(pdf).toContain("/DCTDecode");
});

test("the temporary gallery has ten framed images and downloads them all", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await skipOverlays(context);
  await openSettled(page, "/temp-gallery");
  await expect(page.getByText("This gallery is temporary and can be deleted")).toBeVisible();
  await expect(page.locator("[data-frame='iphone']")).toHaveCount(3);
  await expect(page.locator("[data-frame='android']")).toHaveCount(3);
  await expect(page.locator("[data-frame='professional']")).toHaveCount(4);

  const names: string[] = [];
  page.on("download", (download) => names.push(download.suggestedFilename()));
  await page.getByRole("button", { name: "Download All" }).click();
  await expect(page.getByText("Downloaded 10 images.")).toBeVisible({ timeout: 90_000 });
  expect(names).toHaveLength(10);
  expect(new Set(names).size).toBe(10);
});

test("the legal pages name the operator's mailboxes and the cookies actually used", async ({
  page,
  context,
}) => {
  await skipOverlays(context);
  await page.goto("/privacy-policy");
  await expect(
    page.getByRole("link", { name: "privacy@kingdomtools.example" }).first(),
  ).toBeVisible();
  const cookies = page.locator("section#cookies table").first();
  await expect(cookies).toContainText("kt.session_token");
  await expect(page.locator("section#cookies")).toContainText("gdpr-consent");
  await expect(page.locator("section#who-receives")).toContainText("No AI provider");
  await page.goto("/terms");
  await expect(page.locator("section[id] h2")).toHaveCount(8);
  await expect(page.locator("section#service li")).toHaveCount(7);
});

test("public pages are prerendered: their headings and text show without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, heading, text] of [
    ["/", "Multiply your ministry’s impact", "Everything a week of ministry asks you to write"],
    ["/biblical-foundation", "Biblical Foundation", "Every Scripture is God-breathed"],
    ["/terms", "Terms of Service", "Free trial, subscription, cancellation and refunds"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/biblical-foundation");
  await page.screenshot({ path: "test-results/screenshots/prerendered-foundation-390.png" });
  await context.close();
});

test("built scripts are sent as the Brotli copy the build wrote", async ({ request }) => {
  const assets = path.resolve("dist/client/assets");
  const script = readdirSync(assets).find(
    (name) => name.endsWith(".js") && existsSync(path.join(assets, `${name}.br`)),
  );
  expect(script, "a script with its .br copy in dist/client/assets").toBeDefined();
  const response = await request.get(`/assets/${script}`, { headers: { "accept-encoding": "br" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBe("br");
  expect(response.headers()["content-type"]).toMatch(/javascript/);
  expect((await response.body()).equals(readFileSync(path.join(assets, script!)))).toBe(true);
});

test("the tools hub and tool pages arrive with their heading and hydrate cleanly, signed out and in", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const pages = [{ path: "/tools", heading: "Kingdom Tools" }].concat(
    tools.map((tool) => ({ path: tool.path, heading: tool.name })),
  );

  // Without JavaScript: the heading and the session check, from the HTML alone.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const htmlOnly = await noScript.newPage();
  for (const { path, heading } of pages) {
    expect((await htmlOnly.goto(path))?.status()).toBe(200);
    await expect(htmlOnly.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(htmlOnly.getByRole("status")).toContainText("Loading");
  }
  await noScript.close();

  // With it, React adopts that HTML and then shows the visitor's or the member's page.
  const context = await browser.newContext();
  await skipOverlays(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const { path } of pages) {
    await openSettled(page, path);
    await expect(page.getByRole("heading", { name: "Authentication Required" })).toBeVisible();
  }
  await signUpAndVerify(page, newEmail("prerendered-tools"));
  const trial = await page.request.post("/api/trial/activate", {
    headers: { origin: baseURL ?? "" },
  });
  expect(trial.ok()).toBe(true);
  for (const { path } of pages) {
    await openSettled(page, path);
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Authentication Required" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Subscription Required" })).toHaveCount(0);
  }
  await expect(page.getByRole("button", { name: /Generate|Create/ }).first()).toBeVisible();
  expect(errors, "prerendered tool pages hydrate without errors").toEqual([]);
  await context.close();
});
