import { pageDescriptions } from "@shared/page-descriptions";
import type { PagePath } from "@shared/routes";

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** Pages meant for the team, not for search engines. */
export const unindexedPaths = new Set([
  "/mockups",
  "/marketing-assets",
  "/temp-gallery",
  "/login",
  "/reset-password",
]);

/**
 * The page's own head: title, description, canonical address and Open Graph tags, so
 * a link preview or a crawler sees the right page before any JavaScript runs.
 */
export function headFor(route: { path: PagePath; title: string }, publicUrl: string): string {
  const url = `${publicUrl}${route.path === "/" ? "/" : route.path}`;
  const title = escapeHtml(route.title);
  const description = escapeHtml(pageDescriptions[route.path]);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Kingdom Tools" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (unindexedPaths.has(route.path)) tags.push(`<meta name="robots" content="noindex" />`);
  return tags.join("\n    ");
}

/** Replaces the built page's generic title and description with the page's own head. */
export function withHead(html: string, head: string): string {
  const withoutGeneric = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, "")
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, "");
  return withoutGeneric.replace(/<\/head>/i, `  ${head}\n  </head>`);
}
