import { tools } from "../shared/tools";

/**
 * Pages whose first render is the same for every visitor: the public pages, and the tools
 * hub and tool pages, which show their heading and description while the session is
 * checked (the browser's first render shows the same, so React adopts the HTML). The build
 * renders them to HTML (scripts/prerender-pages.ts); tests/unit/client/prerendered-hydration
 * hydrates each.
 */
export const prerenderedPaths: readonly string[] = [
  "/",
  "/biblical-foundation",
  "/privacy",
  "/privacy-policy",
  "/privacy-policy-us",
  "/terms",
  "/mockups",
  "/marketing-assets",
  "/temp-gallery",
  "/tools",
  ...tools.map((tool) => tool.path),
  "/study",
];
