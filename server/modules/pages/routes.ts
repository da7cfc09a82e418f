import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { findPageRoute, pageRoutes } from "@shared/routes";
import type { AppContext } from "../../context";
import { compressedBody, type CompressedBody } from "../../compressed-body";
import { headFor, withHead } from "./page-head";
import { robotsTxt, sitemapXml } from "./sitemap";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The built client: dist/client from the repository root (source or bundled server). */
export function clientDir(): string | undefined {
  const candidates = [path.resolve(here, "../client"), path.resolve(here, "../../../dist/client")];
  return candidates.find((dir) => existsSync(path.join(dir, "index.html")));
}

/** Pages rendered to HTML at build time (scripts/prerender-pages.ts), beside dist/client. */
export function prerenderedDir(): string | undefined {
  const candidates = [
    path.resolve(here, "../prerendered"),
    path.resolve(here, "../../../dist/prerendered"),
  ];
  return candidates.find((dir) => existsSync(dir));
}

/** The file name a page's prerendered HTML has: "/" is index.html, "/terms" terms.html. */
export function prerenderedFileName(pagePath: string): string {
  return pagePath === "/" ? "index.html" : `${pagePath.slice(1).replace(/\//g, "__")}.html`;
}

const notBuiltHtml =
  "<!doctype html><html><head><title>Kingdom Tools</title></head><body><p>The web client is not built. Run <code>npm run build</code>.</p></body></html>";

/**
 * Serves the single-page app. Known routes get their own head (title, description, Open
 * Graph) and, when the build prerendered them, their content as HTML; any other path gets
 * the app shell (which shows the 404 screen) with status 404.
 */
export async function registerPageRoutes(
  app: FastifyInstance,
  context?: Pick<AppContext, "config">,
): Promise<void> {
  const root = clientDir();
  const shell = root ? readFileSync(path.join(root, "index.html"), "utf8") : notBuiltHtml;
  const publicUrl = context?.config.publicUrl ?? "http://localhost:5000";
  const prerendered = prerenderedDir();

  // Each page's HTML is made on its first request and kept: serving it is a map lookup.
  const pages = new Map<string, (acceptEncoding: string | undefined) => CompressedBody>();
  for (const route of pageRoutes) {
    pages.set(
      route.path,
      compressedBody(() => {
        const file = prerendered && path.join(prerendered, prerenderedFileName(route.path));
        const base = file && existsSync(file) ? readFileSync(file, "utf8") : shell;
        return withHead(base, headFor(route, publicUrl));
      }),
    );
  }
  const notFoundPage = compressedBody(() => shell);

  if (root) {
    // `serve: false`: files are sent from the catch-all route below, so start-up does not
    // walk the whole build folder to register a route per file.
    await app.register(fastifyStatic, {
      root,
      serve: false,
      index: false,
      // Sends the .br or .gz copy the build wrote beside a file when the browser takes it.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        } else {
          res.header("cache-control", "public, max-age=300");
        }
      },
    });
  }

  app.get("/sitemap.xml", async (_request, reply) => {
    reply.header("cache-control", "public, max-age=3600");
    reply.type("application/xml; charset=utf-8");
    return sitemapXml(publicUrl);
  });

  app.get("/robots.txt", async (_request, reply) => {
    reply.header("cache-control", "public, max-age=3600");
    reply.type("text/plain; charset=utf-8");
    return robotsTxt(publicUrl);
  });

  app.get("/*", async (request, reply) => {
    let pathname = request.url.split("?")[0] ?? "/";
    try {
      pathname = decodeURIComponent(pathname);
    } catch {
      // a malformed escape is simply an unknown page
    }
    if (pathname.startsWith("/api/")) {
      return reply.callNotFound();
    }
    if (root && isStaticFile(pathname)) {
      return reply.sendFile(pathname.slice(1));
    }
    reply.header("cache-control", "no-cache");
    reply.header("vary", "accept-encoding");
    reply.type("text/html; charset=utf-8");
    const route = findPageRoute(pathname);
    const page = (route && pages.get(route.path)) ?? notFoundPage;
    const { body, encoding } = page(request.headers["accept-encoding"]);
    if (encoding) reply.header("content-encoding", encoding);
    return reply.status(route ? 200 : 404).send(body);
  });
}

/** A built file (script, style, image, font, manifest); pages themselves are never sent as files. */
function isStaticFile(pathname: string): boolean {
  const name = pathname.slice(pathname.lastIndexOf("/") + 1);
  return name.includes(".") && !name.endsWith(".html");
}
