/**
 * Renders the public pages to HTML after `vite build`, so they show their content before
 * any JavaScript runs (fast first paint, readable without scripts, crawlable). Writes
 * dist/prerendered/<page>.html; server/modules/pages serves them with each page's head.
 * Dependencies stay external in Vite's SSR, so react and wouter here are the app's own.
 * The browser then hydrates the HTML (docs/decisions/006); the page's code is loaded
 * first, so React adopts the same content rather than a spinner.
 *
 *   vite build && npx tsx scripts/prerender-pages.ts
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createElement, type ComponentType, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { createServer } from "vite";
import { pageRoutes } from "../shared/routes";
import { prerenderedFileName } from "../server/modules/pages/routes";
import { prerenderedPaths } from "./prerendered-paths";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDist = path.join(root, "dist/client");
const outputDir = path.join(root, "dist/prerendered");

/**
 * The shell with its stylesheet inlined: a prerendered page paints from its first response,
 * without waiting for a second request (the styles are about 10 KB compressed).
 */
function shellWithInlineStyles(shell: string): string {
  const link = shell.match(/<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)">/);
  if (!link) throw new Error("dist/client/index.html links no stylesheet");
  // Lazy chunks never load a stylesheet (vite.config.ts), so all styles must be in this one.
  const stylesheets = readdirSync(path.join(clientDist, "assets")).filter((file) =>
    file.endsWith(".css"),
  );
  if (stylesheets.length !== 1)
    throw new Error(`expected one stylesheet, the build wrote ${stylesheets.join(", ")}`);
  const css = readFileSync(path.join(clientDist, link[1]!), "utf8");
  return shell.replace(link[0], () => `<style>${css}</style>`);
}

async function main(): Promise<void> {
  const shell = shellWithInlineStyles(readFileSync(path.join(clientDist, "index.html"), "utf8"));
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
