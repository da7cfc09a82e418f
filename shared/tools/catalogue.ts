/**
 * The tools' keys, pages, names and one-line summaries, in the order the product lists
 * them: the route table (shared/routes.ts), the hub, the landing page and the terms read them
 * here. Plain values only, so the landing page's first download (its 100 KB budget,
 * bench/public-pages.bench.ts) carries none of the declarations' fields, labels, sections and
 * options (about 6 KB compressed). Each writing tool's declaration (./<tool>/definition.ts)
 * takes its own entry from here, so each fact is written once.
 */
export const writingToolEntries = {
  sermon: {
    key: "sermon",
    path: "/sermon-builder",
    name: "Sermon Builder",
    summary: "Outline a sermon from a topic and passage: title, main points and a call to action.",
  },
  prayer: {
    key: "prayer",
    path: "/prayer-creator",
    name: "Prayer Creator",
    summary: "Compose intercession, healing, wisdom and other prayers grounded in scripture.",
  },
  devotional: {
    key: "devotional",
    path: "/devotional-builder",
    name: "Devotional Builder",
    summary: "Write a devotional with reflection, prayer and practical application.",
  },
  email: {
    key: "email",
    path: "/email-composer",
    name: "Church Email Composer",
    summary: "Draft announcements, invitations and pastoral-care emails for your church.",
  },
  social: {
    key: "social",
    path: "/social-media",
    name: "Social Media Content",
    summary: "Create posts for Facebook, Instagram, X, LinkedIn or all at once.",
  },
  meditation: {
    key: "meditation",
    path: "/scripture-meditation",
    name: "Scripture Meditation",
    summary: "Meditate on a passage: context, insight, application and prayer.",
  },
} as const;

export type WritingToolKey = keyof typeof writingToolEntries;
export const writingToolKeys = Object.keys(writingToolEntries) as WritingToolKey[];

/** The image creator: a tool of the hub with its own page and API, not a writing tool. */
const imageTool = {
  key: "image",
  name: "Image Creator",
  path: "/image-creator",
  summary: "Make scripture art and sermon graphics in seven styles.",
} as const;

export type ToolKey = WritingToolKey | "image";

export interface HubTool {
  key: ToolKey;
  name: string;
  path: string;
  summary: string;
}

/** The seven tools: one list for the hub, the landing page, the terms and the benefits. */
export const tools: readonly HubTool[] = [
  ...writingToolKeys.map((key) => {
    const { name, path, summary } = writingToolEntries[key];
    return { key, name, path, summary };
  }),
  imageTool,
];
