import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isKnownPage } from "@shared/routes";

/** The built client: dist/client from the repository root (source or bundled server). */
export function clientDir(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, "../client"), path.resolve(here, "../../../dist/client")];
  return candidates.find((dir) => existsSync(path.join(dir, "index.html")));
}

/**
 * Serves the single-page app. Known routes get index.html with 200; any other path
 * gets the same page (which shows the 404 screen) with status 404.
 */
export async function registerPageRoutes(app: FastifyInstance): Promise<void> {
  const root = clientDir();
  const indexHtml = root
    ? readFileSync(path.join(root, "index.html"), "utf8")
    : "<!doctype html><title>Kingdom Tools</title><p>The web client is not built. Run <code>npm run build</code>.</p>";

  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        } else {
          res.header("cache-control", "public, max-age=300");
        }
      },
    });
  }

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
    reply.header("cache-control", "no-cache");
    reply.type("text/html; charset=utf-8");
    return reply.status(isKnownPage(pathname) ? 200 : 404).send(indexHtml);
  });
}
