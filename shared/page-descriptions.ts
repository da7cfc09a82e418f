import type { PagePath } from "./routes";
import { writingToolKeys, writingTools } from "./tools";

type WritingToolPath = (typeof writingTools)[keyof typeof writingTools]["path"];

/**
 * Each page's description for search results and link previews. The server writes it
 * into the page's head; it is kept apart from the route table, which the browser loads.
 */
export const pageDescriptions: Record<PagePath, string> = {
  ...(Object.fromEntries(
    writingToolKeys.map((key) => [writingTools[key].path, writingTools[key].pageDescription]),
  ) as Record<WritingToolPath, string>),
  "/": "Sermons, prayers, devotionals, church emails, social posts, scripture meditations and images, with every scripture reference checked.",
  "/tools": "The seven Kingdom Tools for ministry content.",
  "/login": "Sign in or create your Kingdom Tools account.",
  "/reset-password": "Set a new password for your Kingdom Tools account.",
  "/mockups": "Device and web mockups of Kingdom Tools: real screenshots to view and download.",
  "/marketing-assets":
    "Eight phone mockups of Kingdom Tools, filtered by landing and tools, as PNG 1080x1920, 4K and print files.",
  "/temp-gallery": "Ten framed mockups of Kingdom Tools: iPhone, Android and professional shots.",
  "/biblical-foundation":
    "The eight theological standards behind Kingdom Tools, the scriptures under each of the seven tools, and how every draft is checked.",
  "/privacy":
    "The short version of what Kingdom Tools keeps about you, who receives it and your choices.",
  "/privacy-policy":
    "What Kingdom Tools collects and why, who receives it, retention, cookies and your GDPR rights.",
  "/privacy-policy-us":
    "CCPA/CPRA and other US state privacy rights, children's privacy, email and accessibility.",
  "/terms":
    "The agreement for using Kingdom Tools: the seven tools, trial, subscription, refunds and your content.",
  "/subscription": "Your Kingdom Tools subscription and free trial.",
  "/subscribe": "Choose the monthly or yearly Kingdom plan and pay securely with Stripe.",
  "/subscription-success": "Your Kingdom Tools subscription is being activated.",
  "/image-creator":
    "Create scripture art and sermon graphics in seven styles, with verse text you can trust.",
  "/week-pack":
    "Turn one sermon into a checked week: devotionals, small-group guide, children's lesson, email, posts and slides.",
  "/my-content":
    "Your saved sermons, prayers, devotionals and posts: search, copy, print and send.",
  "/settings": "Your profile, content and AI preferences, notifications and your data.",
  "/data-request": "Ask to access, correct, receive or delete your personal data.",
  "/support": "Contact Kingdom Tools support, read the FAQ and find resources.",
  "/admin": "Data rights requests, support messages and feedback, for the operator.",
  "/planner": "Plan sermon series across the church year, with your church's own lectionary.",
  "/scripture-check":
    "Check every scripture reference and quotation in a sermon you wrote: paste it or upload a .docx, see each problem marked, and download a report.",
  "/recordings":
    "Import a sermon's captions: the transcript checked, a manuscript for the week pack, and clips to post.",
  "/study":
    "Study a passage: translations side by side, Strong's word studies, cross-references, commentaries and topics.",
};
