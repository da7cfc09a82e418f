import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium";
import { appLiveMark } from "../client/lib/app-live";
import { startServer, tempDataDir, type BenchOptions, type Figure } from "./support";

/** The target is the landing page's; the foundation page, mostly its own text, is reported. */
const firstLoadTargetKb = 100;
const firstLoadTargetPage = "/";

/**
 * The JavaScript a first visit needs to show a page and make it live, measured in Chromium
 * against the built server: every script requested before the app marks its first render
 * live (client/lib/app-live.ts; the entry, the app and the page's own code), gzipped
 * (level 9, as a compressing proxy or CDN would send it) from dist/client. What loads after
 * that (the overlays on a first visit, the toaster) is deferred work, listed separately.
 * The window's load event is no boundary: a prerendered page fires it before the app has
 * even started.
 */
async function firstLoadJs(baseUrl: string, pagePath: string) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl}${pagePath}`);
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      appLiveMark,
    );
    await page.waitForLoadState("networkidle");
    const requested = await page.evaluate((mark) => {
      const live = performance.getEntriesByName(mark)[0]!.startTime;
      return performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ file: new URL(entry.name).pathname, first: entry.startTime < live }));
    }, appLiveMark);
    const scripts = new Set(requested.filter((script) => script.first).map((s) => s.file));
    const deferred = new Set(requested.filter((script) => !script.first).map((s) => s.file));
    const size = (file: string) =>
      gzipSync(readFileSync(path.join("dist/client", file)), { level: 9 }).length;
    const deferredGzip = [...deferred].reduce((sum, file) => sum + size(file), 0);
    const files = [...scripts].map((file) => {
      const bytes = readFileSync(path.join("dist/client", file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
    files.sort((a, b) => b.gzip - a.gzip);
    return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0), deferredGzip };
  } finally {
    await browser.close();
  }
}

export async function runPublicPagesBench(_options: BenchOptions): Promise<Figure[]> {
  const server = await startServer(tempDataDir("public-pages"), 5311);
  const figures: Figure[] = [];
  try {
    for (const pagePath of ["/", "/biblical-foundation"]) {
      const { files, gzip, deferredGzip } = await firstLoadJs(server.url, pagePath);
      const largest = files
        .slice(0, 3)
        .map((file) => `${path.basename(file.file)} ${(file.gzip / 1024).toFixed(1)}`)
        .join(", ");
      figures.push({
        figure: `${pagePath} first-load JavaScript, gzipped (${files.length} files; largest: ${largest})`,
        target: pagePath === firstLoadTargetPage ? `≤ ${firstLoadTargetKb} KB` : "reported",
        value: `${(gzip / 1024).toFixed(1)} KB`,
        ...(pagePath === firstLoadTargetPage ? { ok: gzip / 1024 <= firstLoadTargetKb } : {}),
      });
      figures.push({
        figure: `${pagePath} JavaScript loaded once the page is live (overlays, toaster), gzipped`,
        target: "reported",
        value: `${(deferredGzip / 1024).toFixed(1)} KB`,
      });
    }
  } finally {
    await server.stop();
  }
  return figures;
}
