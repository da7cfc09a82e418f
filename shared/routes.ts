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
    path: "/mockups",
    title: "Product Mockups — Kingdom Tools",
    description: "Device and web mockups of Kingdom Tools: real screenshots to view and download.",
    access: "public",
  },
  {
    path: "/marketing-assets",
    title: "Mobile Marketing Assets — Kingdom Tools",
    description:
      "Eight phone mockups of Kingdom Tools, filtered by landing and tools, as PNG 1080x1920, 4K and print files.",
    access: "public",
  },
  {
    path: "/temp-gallery",
    title: "Mockup Gallery — Kingdom Tools",
    description: "Ten framed mockups of Kingdom Tools: iPhone, Android and professional shots.",
    access: "public",
  },
  {
    path: "/biblical-foundation",
    title: "Biblical Foundation — Kingdom Tools",
    description:
      "The eight theological standards behind Kingdom Tools, the scriptures under each of the seven tools, and how every draft is checked.",
    access: "public",
  },
  {
    path: "/privacy",
    title: "Privacy at a Glance — Kingdom Tools",
    description:
      "The short version of what Kingdom Tools keeps about you, who receives it and your choices.",
    access: "public",
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy — Kingdom Tools",
    description:
      "What Kingdom Tools collects and why, who receives it, retention, cookies and your GDPR rights.",
    access: "public",
  },
  {
    path: "/privacy-policy-us",
    title: "US Privacy Rights & Compliance — Kingdom Tools",
    description:
      "CCPA/CPRA and other US state privacy rights, children's privacy, email and accessibility.",
    access: "public",
  },
  {
    path: "/terms",
    title: "Terms of Service — Kingdom Tools",
    description:
      "The agreement for using Kingdom Tools: the seven tools, trial, subscription, refunds and your content.",
    access: "public",
  },
  {
    path: "/subscription",
    title: "Subscription — Kingdom Tools",
    description: "Your Kingdom Tools subscription and free trial.",
    access: "signed-in",
  },
  {
    path: "/subscribe",
    title: "Subscribe — Kingdom Tools",
    description: "Choose the monthly or yearly Kingdom plan and pay securely with Stripe.",
    access: "signed-in",
  },
  {
    path: "/subscription-success",
    title: "Welcome to Kingdom Tools — Subscription",
    description: "Your Kingdom Tools subscription is being activated.",
    access: "signed-in",
  },
  {
    path: "/sermon-builder",
    title: "Sermon Builder — Kingdom Tools",
    description:
      "Outline a sermon from a topic and passage: title, main points and a call to action, with checked scripture.",
    access: "signed-in",
  },
  {
    path: "/prayer-creator",
    title: "Prayer Creator — Kingdom Tools",
    description:
      "Compose prayers grounded in scripture for intercession, healing, wisdom and more.",
    access: "signed-in",
  },
  {
    path: "/devotional-builder",
    title: "Devotional Builder — Kingdom Tools",
    description: "Write a devotional with reflection, prayer and a practical step for today.",
    access: "signed-in",
  },
  {
    path: "/email-composer",
    title: "Church Email Composer — Kingdom Tools",
    description: "Draft announcements, invitations and pastoral-care emails for your church.",
    access: "signed-in",
  },
  {
    path: "/social-media",
    title: "Social Media Content — Kingdom Tools",
    description:
      "Create posts for Facebook, Instagram, X and LinkedIn with hashtags and checked verses.",
    access: "signed-in",
  },
  {
    path: "/scripture-meditation",
    title: "Scripture Meditation — Kingdom Tools",
    description: "Meditate on a passage: context, insight, application and prayer.",
    access: "signed-in",
  },
  {
    path: "/image-creator",
    title: "Image Creator — Kingdom Tools",
    description:
      "Create scripture art and sermon graphics in seven styles, with verse text you can trust.",
    access: "signed-in",
  },
  {
    path: "/my-content",
    title: "My Kingdom Content — Kingdom Tools",
    description:
      "Your saved sermons, prayers, devotionals and posts: search, copy, print and send.",
    access: "signed-in",
  },
  {
    path: "/settings",
    title: "Settings — Kingdom Tools",
    description: "Your profile, content and AI preferences, notifications and your data.",
    access: "signed-in",
  },
  {
    path: "/data-request",
    title: "Data Rights Request — Kingdom Tools",
    description: "Ask to access, correct, receive or delete your personal data.",
    access: "public",
  },
  {
    path: "/support",
    title: "Support — Kingdom Tools",
    description: "Contact Kingdom Tools support, read the FAQ and find resources.",
    access: "public",
  },
  {
    path: "/admin",
    title: "Operator View — Kingdom Tools",
    description: "Data rights requests, support messages and feedback, for the operator.",
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
