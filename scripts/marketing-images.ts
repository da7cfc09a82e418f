/**
 * Takes the marketing images: real screenshots of the running product in Chromium,
 * stored as WebP under client/public/marketing/.
 *
 *   npm run build && npx tsx scripts/marketing-images.ts
 *     starts the built server on a free port with a fresh data folder (sign-up emails go
 *     to its outbox), signs a user up, starts the trial and writes offline drafts.
 *   npx tsx scripts/marketing-images.ts --url http://localhost:5173 --outbox data/outbox
 *     uses a server that is already running (its outbox folder is needed for sign-up).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { simpleParser } from "mailparser";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { answerOverlaysIn } from "../tests/support/answered-overlays";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium";
import {
  desktopMockups,
  desktopShot,
  phoneMockups,
  phoneShot,
  readySelector,
} from "../client/features/mockups/mockup-catalog";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outputDir = path.join(root, "client/public/marketing");
const webpQuality = 0.8;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

async function waitForHealth(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server at ${baseUrl} did not become healthy`);
}

async function startServer(): Promise<{ baseUrl: string; outbox: string; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "kt-marketing-"));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn("node", [path.join(root, "dist/server/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      AI_PROVIDER: "offline",
      SMTP_URL: "",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(baseUrl);
  return { baseUrl, outbox: path.join(dataDir, "outbox"), child };
}

async function verificationLink(outbox: string, email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).sort().reverse();
    } catch {
      // the folder appears with the first message
    }
    for (const file of files) {
      const mail = await simpleParser(readFileSync(path.join(outbox, file)));
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      const link = mail.text?.match(/https?:\/\/\S+/)?.[0];
      if (link && to.some((address) => address.text.includes(email))) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification email for ${email} in ${outbox}`);
}

async function newContext(
  browser: Browser,
  viewport: { width: number; height: number; scale: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.scale,
    reducedMotion: "reduce",
    colorScheme: "light",
  });
  // The overlays are answered, as for a returning visitor.
  await answerOverlaysIn(context);
  return context;
}

/** Signs a user up through the API, follows the emailed link, starts the trial, writes drafts. */
async function signIn(context: BrowserContext, baseUrl: string, outbox: string): Promise<void> {
  const email = `marketing-${Date.now()}@example.org`;
  const headers = { origin: new URL(baseUrl).origin };
  const signUp = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    headers,
    data: {
      email,
      password: "green pastures still waters 23",
      name: "Grace Hopewell",
      firstName: "Grace",
      lastName: "Hopewell",
      callbackURL: "/tools",
    },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const page = await context.newPage();
  await page.goto(await verificationLink(outbox, email));
  await page.close();
  const trial = await context.request.post(`${baseUrl}/api/trial/activate`, { headers });
  if (!trial.ok()) throw new Error(`trial failed: ${trial.status()} ${await trial.text()}`);
  const drafts: [string, Record<string, string>][] = [
    [
      "/api/sermons/generate",
      { topic: "Hope in suffering", scripture: "Romans 5:1-5", audience: "general-congregation" },
    ],
    [
      "/api/prayers/generate",
      { prayerType: "intercession", focus: "Our church family", scripture: "Philippians 4:6-7" },
    ],
    ["/api/meditations/generate", { scripture: "Psalm 23" }],
  ];
  for (const [url, data] of drafts) {
    const response = await context.request.post(`${baseUrl}${url}`, { headers, data });
    if (!response.ok())
      throw new Error(`${url} failed: ${response.status()} ${await response.text()}`);
  }
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

/** PNG bytes to WebP bytes at 1/scale size, encoded by Chromium itself (no image library). */
async function toWebp(page: Page, png: Buffer, scale = 1): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ source, quality, scale }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(image.naturalWidth / scale);
      canvas.height = Math.round(image.naturalHeight / scale);
      const context = canvas.getContext("2d")!;
      context.imageSmoothingQuality = "high";
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL("image/webp", quality);
    },
    { source: `data:image/png;base64,${png.toString("base64")}`, quality: webpQuality, scale },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

async function capture(
  context: BrowserContext,
  baseUrl: string,
  id: string,
  pagePath: string,
  scrollTo?: string,
): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${pagePath}`);
  await page.locator(readySelector(pagePath)).first().waitFor({ timeout: 20_000 });
  await settle(page);
  if (scrollTo) {
    const target = page.locator(scrollTo).first();
    await target.waitFor();
    // Scroll the element to just below the sticky header.
    await target.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72),
    );
    await page.waitForTimeout(200);
  }
  const png = await page.screenshot({ type: "png" });
  const webp = await toWebp(page, png);
  const thumbnail = await toWebp(page, png, 4);
  writeFileSync(path.join(outputDir, `${id}.webp`), webp);
  writeFileSync(path.join(outputDir, `${id}-thumb.webp`), thumbnail);
  console.log(
    `${id}.webp  ${(webp.length / 1024).toFixed(0)} KB, thumbnail ${(thumbnail.length / 1024).toFixed(0)} KB`,
  );
  await page.close();
}

async function main(): Promise<void> {
  const givenUrl = option("url");
  const server = givenUrl
    ? {
        baseUrl: givenUrl.replace(/\/+$/, ""),
        outbox: path.resolve(option("outbox") ?? "data/outbox"),
        child: undefined,
      }
    : await startServer();
  mkdirSync(outputDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, "--hide-scrollbars"],
  });
  try {
    const phoneVisitor = await newContext(browser, phoneShot);
    const phoneMember = await newContext(browser, phoneShot);
    await signIn(phoneMember, server.baseUrl, server.outbox);
    for (const mockup of phoneMockups) {
      const context = mockup.signedIn ? phoneMember : phoneVisitor;
      await capture(context, server.baseUrl, mockup.id, mockup.path, mockup.scrollTo);
    }
    const desktopVisitor = await newContext(browser, desktopShot);
    const desktopMember = await newContext(browser, desktopShot);
    await desktopMember.addCookies(await phoneMember.cookies());
    for (const mockup of desktopMockups) {
      const context = mockup.signedIn ? desktopMember : desktopVisitor;
      await capture(context, server.baseUrl, mockup.id, mockup.path);
    }
  } finally {
    await browser.close();
    server.child?.kill("SIGTERM");
  }
}

await main();
