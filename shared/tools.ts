/** The seven tools: one list for the hub, the landing page, the terms and the benefits. */
export const tools = [
  {
    key: "sermon",
    name: "Sermon Builder",
    path: "/sermon-builder",
    summary: "Outline a sermon from a topic and passage: title, main points and a call to action.",
  },
  {
    key: "prayer",
    name: "Prayer Creator",
    path: "/prayer-creator",
    summary: "Compose intercession, healing, wisdom and other prayers grounded in scripture.",
  },
  {
    key: "devotional",
    name: "Devotional Builder",
    path: "/devotional-builder",
    summary: "Write a devotional with reflection, prayer and practical application.",
  },
  {
    key: "email",
    name: "Church Email Composer",
    path: "/email-composer",
    summary: "Draft announcements, invitations and pastoral-care emails for your church.",
  },
  {
    key: "social",
    name: "Social Media Content",
    path: "/social-media",
    summary: "Create posts for Facebook, Instagram, X, LinkedIn or all at once.",
  },
  {
    key: "scripture",
    name: "Scripture Meditation",
    path: "/scripture-meditation",
    summary: "Meditate on a passage: context, insight, application and prayer.",
  },
  {
    key: "image",
    name: "Image Creator",
    path: "/image-creator",
    summary: "Make scripture art and sermon graphics in seven styles.",
  },
] as const;

export type ToolKey = (typeof tools)[number]["key"];
