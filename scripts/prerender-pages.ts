/**
 * Renders the public pages to HTML after `vite build`, so they show their content before
 * any JavaScript runs (fast first paint, readable without scripts, crawlable). Writes
 * dist/prerendered/<page>.html; server/modules/pages serves them with each page's head.
 * Dependencies stay external in Vite's SSR, so react and wouter here are the app's own.
 * The browser then replaces the HTML with the live app (the page's code is preloaded
 * first, so the same content replaces it, never a spinner).
 *
 *   vite build && npx tsx scripts/prerender-pages.ts
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createElement, type ComponentType, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { createServer } from "vite";
import { pageRoutes } from "../shared/routes";
import { prerenderedFileName } from "../server/modules/pages/routes";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDist = path.join(root, "dist/client");
const outputDir = path.join(root, "dist/prerendered");

/** Public pages whose content does not depend on who is looking. */
export const prerenderedPaths = [
  "/",
  "/biblical-foundation",
  "/privacy",
  "/privacy-policy",
  "/privacy-policy-us",
  "/terms",
  "/mockups",
  "/marketing-assets",
  "/temp-gallery",
] as const;

async function main(): Promise<void> {
  const shell = readFileSync(path.join(clientDist, "index.html"), "utf8");
  if (!shell.includes('<div id="root"></div>'))
    throw new Error("dist/client/index.html has no empty #root");
  const known = new Set<string>(pageRoutes.map((route) => route.path));
  for (const pagePath of prerenderedPaths) {
    if (!known.has(pagePath)) throw new Error(`${pagePath} is not in the route table`);
  }

  const vite = await createServer({
    configFile: path.join(root, "vite.config.ts"),
    logLevel: "warn",
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
  });
  try {
    const app = (await vite.ssrLoadModule("/app.tsx")) as {
      App: ComponentType;
      preloadPage: (pathname: string) => Promise<void>;
    };

    rmSync(outputDir, { recursive: true, force: true });
    mkdirSync(outputDir, { recursive: true });
    for (const pagePath of prerenderedPaths) {
      // A few shell components read the window while rendering (the accessibility
      // helper's tooltip side); they get a desktop-sized stand-in with no storage.
      Object.assign(globalThis, {
        window: {
          innerWidth: 1280,
          innerHeight: 900,
          location: { pathname: pagePath, search: "" },
        },
      });
      await app.preloadPage(pagePath);
      const element: ReactElement = createElement(Router, {
        ssrPath: pagePath,
        children: createElement(app.App),
      });
      const markup = renderToString(element);
      if (!markup.includes("<h1")) throw new Error(`${pagePath} rendered without its heading`);
      const html = shell.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
      writeFileSync(path.join(outputDir, prerenderedFileName(pagePath)), html);
      console.log(`prerendered ${pagePath} (${(html.length / 1024).toFixed(0)} KB)`);
    }
  } finally {
    delete (globalThis as { window?: unknown }).window;
    await vite.close();
  }
}

await main();
