/**
 * The route table: every page path the product serves. The client router and the
 * server's 404 status both read it, so a path is known in exactly one place.
 * Register a route here only when its page is built. The writing tools' routes come from
 * their entries in the tools' catalogue, not their declarations, which the app's first
 * download (every page's, the landing page's included) would then carry.
 */
import { writingToolEntries, writingToolKeys, type WritingToolKey } from "./tools/catalogue";

type WritingToolEntry = (typeof writingToolEntries)[WritingToolKey];

export type PageAccess = "public" | "signed-in";

export interface PageRoute {
  path: string;
  title: string;
  access: PageAccess;
  /**
   * A writing tool's key: the route is read from the tool's declaration (`writingTools`) and
   * the page is drawn from it, so a tool needs no line here nor a page component of its own.
   */
  tool?: string;
}

const pageRoutesBeforeTools = [
  {
    path: "/",
    title: "Kingdom Tools — AI content tools for pastors",
    access: "public",
  },
  {
    path: "/tools",
    title: "Tools — Kingdom Tools",
    access: "public",
  },
  {
    path: "/login",
    title: "Sign in — Kingdom Tools",
    access: "public",
  },
  {
    path: "/reset-password",
    title: "Choose a new password — Kingdom Tools",
    access: "public",
  },
  {
    path: "/mockups",
    title: "Product Mockups — Kingdom Tools",
    access: "public",
  },
  {
    path: "/marketing-assets",
    title: "Mobile Marketing Assets — Kingdom Tools",
    access: "public",
  },
  {
    path: "/temp-gallery",
    title: "Mockup Gallery — Kingdom Tools",
    access: "public",
  },
  {
    path: "/biblical-foundation",
    title: "Biblical Foundation — Kingdom Tools",
    access: "public",
  },
  {
    path: "/privacy",
    title: "Privacy at a Glance — Kingdom Tools",
    access: "public",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy — Kingdom Tools",
    access: "public",
  },
  {
    path: "/privacy-policy-us",
    title: "US Privacy Rights & Compliance — Kingdom Tools",
    access: "public",
  },
  {
    path: "/terms",
    title: "Terms of Service — Kingdom Tools",
    access: "public",
  },
  {
    path: "/subscription",
    title: "Subscription — Kingdom Tools",
    access: "signed-in",
  },
  {
    path: "/subscribe",
    title: "Subscribe — Kingdom Tools",
    access: "signed-in",
  },
  {
    path: "/subscription-success",
    title: "Welcome to Kingdom Tools — Subscription",
    access: "signed-in",
  },
  {
    path: "/week-pack",
    title: "Sermon Week Pack — Kingdom Tools",
    access: "signed-in",
  },
] as const satisfies readonly PageRoute[];

const pageRoutesAfterTools = [
  {
    path: "/image-creator",
    title: "Image Creator — Kingdom Tools",
    access: "signed-in",
  },
  {
    path: "/my-content",
    title: "My Kingdom Content — Kingdom Tools",
    access: "signed-in",
  },
  {
    path: "/settings",
    title: "Settings — Kingdom Tools",
    access: "signed-in",
  },
  {
    path: "/data-request",
    title: "Data Rights Request — Kingdom Tools",
    access: "public",
  },
  {
    path: "/support",
    title: "Support — Kingdom Tools",
    access: "public",
  },
  {
    path: "/admin",
    title: "Operator View — Kingdom Tools",
    access: "signed-in",
  },
  {
    path: "/planner",
    title: "Sermon Series Planner — Kingdom Tools",
    access: "signed-in",
  },
  { path: "/scripture-check", title: "Scripture Checker — Kingdom Tools", access: "signed-in" },
  {
    path: "/study",
    title: "Study a Passage — Kingdom Tools",
    access: "signed-in",
  },
  { path: "/recordings", title: "Sermon Transcript — Kingdom Tools", access: "signed-in" },
] as const satisfies readonly PageRoute[];

/** The paths of the writing tools' pages, each from its catalogue entry. */
export type ToolPagePath = WritingToolEntry["path"];

/** A writing tool's page, from its catalogue entry: its path, its name in the title, its key. */
export function toolPageRoute<const Tool extends { key: string; path: string; name: string }>(
  tool: Tool,
): PageRoute & { path: Tool["path"]; access: "signed-in"; tool: Tool["key"] } {
  return {
    path: tool.path,
    title: `${tool.name} — Kingdom Tools`,
    access: "signed-in",
    tool: tool.key,
  };
}

type ToolPageRoute = ReturnType<typeof toolPageRoute<WritingToolEntry>>;

const toolPageRoutes = writingToolKeys.map((key) => toolPageRoute(writingToolEntries[key]));

export const pageRoutes: readonly (
  (typeof pageRoutesBeforeTools)[number] | ToolPageRoute | (typeof pageRoutesAfterTools)[number]
)[] = [...pageRoutesBeforeTools, ...toolPageRoutes, ...pageRoutesAfterTools];

export type PagePath =
  | (typeof pageRoutesBeforeTools)[number]["path"]
  | ToolPagePath
  | (typeof pageRoutesAfterTools)[number]["path"];

const knownPaths = new Set<string>(pageRoutes.map((route) => route.path));

/** True when a browser path (without query string) is a page of the product. */
export function isKnownPage(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return knownPaths.has(trimmed);
}

export function findPageRoute(pathname: string): PageRoute | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return pageRoutes.find((route) => route.path === trimmed);
}

/** A same-site path that is safe to send a user back to after sign-in. */
export function safeReturnPath(value: unknown, fallback = "/tools"): string {
  if (typeof value !== "string") return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (value.startsWith("/api/")) return fallback;
  if (value.length > 512) return fallback;
  return value;
}
