/**
 * The route table: every page path the product serves. The client router and the
 * server's 404 status both read it, so a path is known in exactly one place.
 * Register a route here only when its page is built.
 */
export type PageAccess = "public" | "signed-in";

export interface PageRoute {
  path: string;
  title: string;
  description: string;
  access: PageAccess;
}

export const pageRoutes = [
  {
    path: "/",
    title: "Kingdom Tools — AI content tools for pastors",
    description:
      "Sermons, prayers, devotionals, church emails, social posts, scripture meditations and images, with every scripture reference checked.",
    access: "public",
  },
  {
    path: "/tools",
    title: "Tools — Kingdom Tools",
    description: "The seven Kingdom Tools for ministry content.",
    access: "public",
  },
  {
    path: "/login",
    title: "Sign in — Kingdom Tools",
    description: "Sign in or create your Kingdom Tools account.",
    access: "public",
  },
  {
    path: "/reset-password",
    title: "Choose a new password — Kingdom Tools",
    description: "Set a new password for your Kingdom Tools account.",
    access: "public",
  },
  {
    path: "/subscription",
    title: "Subscription — Kingdom Tools",
    description: "Your Kingdom Tools subscription and free trial.",
    access: "signed-in",
  },
] as const satisfies readonly PageRoute[];

export type PagePath = (typeof pageRoutes)[number]["path"];

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
