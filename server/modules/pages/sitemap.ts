import { pageRoutes } from "@shared/routes";
import { unindexedPaths } from "./page-head";

/** Public pages worth finding in a search engine. */
export function indexablePaths(): string[] {
  return pageRoutes
    .filter((route) => route.access === "public" && !unindexedPaths.has(route.path))
    .map((route) => route.path);
}

export function sitemapXml(publicUrl: string): string {
  const urls = indexablePaths()
    .map((path) => `  <url><loc>${publicUrl}${path}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return ["User-agent: *", "Disallow: /api/", "", `Sitemap: ${publicUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}
