/**
 * The marketing images: real screenshots of the product,
 * taken by scripts/marketing-images.ts and stored under client/public/marketing/.
 * Phone shots are 2160x3840 (a 432x768 screen at 5x); desktop shots 2880x1800. Each has
 * a 1/4-size "-thumb" copy for the pages to show.
 */
export type MockupCategory = "landing" | "tools";

export interface PhoneMockup {
  id: string;
  title: string;
  description: string;
  category: MockupCategory;
  /** Page to capture and, when set, the element to scroll to the top of the screen. */
  path: string;
  scrollTo?: string;
  signedIn: boolean;
}

/** What must be on screen before a shot is taken (a tool page shows its draft). */
export const readySelector = (path: string): string =>
  ["/sermon-builder", "/prayer-creator", "/scripture-meditation"].includes(path)
    ? 'main button:has-text("Copy")'
    : "main h1, main h2";

export interface DesktopMockup {
  id: string;
  title: string;
  description: string;
  path: string;
  signedIn: boolean;
}

export const phoneShot = { width: 432, height: 768, scale: 5 } as const;
export const desktopShot = { width: 1440, height: 900, scale: 2 } as const;

export const phoneMockups: readonly PhoneMockup[] = [
  {
    id: "landing-hero",
    title: "Home",
    description: "The welcome: what Kingdom Tools does, with a checked verse.",
    category: "landing",
    path: "/",
    signedIn: false,
  },
  {
    id: "landing-tools",
    title: "Seven tools",
    description: "Every tool a week of ministry needs.",
    category: "landing",
    path: "/",
    scrollTo: "#tools-title",
    signedIn: false,
  },
  {
    id: "landing-pricing",
    title: "Pricing",
    description: "One plan, every tool, with the free trial.",
    category: "landing",
    path: "/",
    scrollTo: "#pricing-title",
    signedIn: false,
  },
  {
    id: "landing-foundation",
    title: "Biblical foundation",
    description: "The standards and scriptures behind the tools.",
    category: "landing",
    path: "/biblical-foundation",
    signedIn: false,
  },
  {
    id: "tools-hub",
    title: "Tools hub",
    description: "All seven tools, ready to launch.",
    category: "tools",
    path: "/tools",
    signedIn: true,
  },
  {
    id: "tools-sermon",
    title: "Sermon Builder",
    description: "A sermon outline with checked scripture.",
    category: "tools",
    path: "/sermon-builder",
    scrollTo: '[id$="-results-heading"]',
    signedIn: true,
  },
  {
    id: "tools-prayer",
    title: "Prayer Creator",
    description: "A prayer grounded in scripture.",
    category: "tools",
    path: "/prayer-creator",
    scrollTo: '[id$="-results-heading"]',
    signedIn: true,
  },
  {
    id: "tools-meditation",
    title: "Scripture Meditation",
    description: "Context, insight, application and prayer.",
    category: "tools",
    path: "/scripture-meditation",
    scrollTo: '[id$="-results-heading"]',
    signedIn: true,
  },
];

export const desktopMockups: readonly DesktopMockup[] = [
  {
    id: "desktop-home",
    title: "Home on desktop",
    description: "The landing page in a browser window.",
    path: "/",
    signedIn: false,
  },
  {
    id: "desktop-sermon",
    title: "Sermon Builder on desktop",
    description: "Form and results side by side.",
    path: "/sermon-builder",
    signedIn: true,
  },
  {
    id: "desktop-foundation",
    title: "Biblical foundation on desktop",
    description: "Tool verification cards.",
    path: "/biblical-foundation",
    signedIn: false,
  },
  {
    id: "desktop-tools",
    title: "Tools hub on desktop",
    description: "The seven tools for a subscriber.",
    path: "/tools",
    signedIn: true,
  },
];

export function imageUrl(id: string): string {
  return `/marketing/${id}.webp`;
}

export function thumbnailUrl(id: string): string {
  return `/marketing/${id}-thumb.webp`;
}

/** The download sizes of a phone mockup (as labelled on the page). */
export const downloadSizes = [
  { key: "png", label: "PNG 1080x1920", width: 1080, height: 1920, dpi: 72 },
  { key: "4k", label: "4K", width: 2160, height: 3840, dpi: 72 },
  { key: "print", label: "Print PDF", width: 2160, height: 3840, dpi: 300 },
] as const;
export type DownloadSize = (typeof downloadSizes)[number];

export type GalleryFrame = "iphone" | "android" | "professional";

/** The temporary gallery: 3 iPhone, 3 Android and 4 professional images. */
export const galleryItems: readonly { id: string; title: string; frame: GalleryFrame }[] = [
  { id: "landing-hero", title: "Home on iPhone", frame: "iphone" },
  { id: "tools-sermon", title: "Sermon Builder on iPhone", frame: "iphone" },
  { id: "landing-foundation", title: "Biblical foundation on iPhone", frame: "iphone" },
  { id: "tools-hub", title: "Tools hub on Android", frame: "android" },
  { id: "tools-prayer", title: "Prayer Creator on Android", frame: "android" },
  { id: "tools-meditation", title: "Scripture Meditation on Android", frame: "android" },
  { id: "desktop-home", title: "Home, professional", frame: "professional" },
  { id: "desktop-sermon", title: "Sermon Builder, professional", frame: "professional" },
  { id: "desktop-foundation", title: "Biblical foundation, professional", frame: "professional" },
  { id: "desktop-tools", title: "Tools hub, professional", frame: "professional" },
];

export const batchDownloadPauseMs = 500;
