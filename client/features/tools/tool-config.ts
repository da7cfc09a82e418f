import type { WritingToolKey } from "@shared/generation/writing-tools";
import { tools, type ToolKey } from "@shared/tools";

/** What each writing tool's page calls things: labels, toasts and the hub entry it belongs to. */
export interface ToolUi {
  tool: WritingToolKey;
  /** The tools-hub key (icon, path, name). */
  hubKey: ToolKey;
  path: string;
  title: string;
  description: string;
  /** "sermon", used in sentences. */
  noun: string;
  formHeading: string;
  submitLabel: string;
  generatingLabel: string;
  clearLabel: string;
  clearDescription: string;
  readyToast: string;
  copyToast: { title: string; description?: string };
  copyFailure: { title: string; description: string };
  saveFailure: { title: string; description: string };
}

function hub(key: ToolKey) {
  const entry = tools.find((tool) => tool.key === key);
  if (!entry) throw new Error(`unknown tool ${key}`);
  return entry;
}

const copyFailure = { title: "Copy failed", description: "Failed to copy to clipboard" };

function ui(
  tool: WritingToolKey,
  hubKey: ToolKey,
  options: Omit<ToolUi, "tool" | "hubKey" | "path" | "copyFailure" | "saveFailure" | "copyToast"> &
    Partial<Pick<ToolUi, "copyFailure" | "copyToast">>,
): ToolUi {
  return {
    tool,
    hubKey,
    path: hub(hubKey).path,
    copyToast: { title: "Copied", description: `The ${options.noun} is on your clipboard.` },
    copyFailure,
    saveFailure: { title: "Save failed", description: `Failed to save ${options.noun}` },
    ...options,
  };
}

export const toolUi: Record<WritingToolKey, ToolUi> = {
  sermon: ui("sermon", "sermon", {
    title: "Sermon Builder",
    description:
      "Outline a sermon from a topic and a passage: a title, main points and a call to action, with every scripture reference checked.",
    noun: "sermon",
    formHeading: "Sermon details",
    submitLabel: "Generate Sermon",
    generatingLabel: "Generating sermon...",
    clearLabel: "Request Fresh Revelation",
    clearDescription: "Clears these results so you can start a new sermon.",
    readyToast: "Sermon ready",
  }),
  prayer: ui("prayer", "prayer", {
    title: "Prayer Creator",
    description:
      "Compose a prayer grounded in scripture for intercession, breakthrough, healing, wisdom or protection.",
    noun: "prayer",
    formHeading: "Prayer details",
    submitLabel: "Generate Prayer",
    generatingLabel: "Generating prayer...",
    clearLabel: "Clear Results",
    clearDescription: "Clears this prayer so you can start a new one.",
    readyToast: "Prayer ready",
  }),
  devotional: ui("devotional", "devotional", {
    title: "Devotional Builder",
    description:
      "Write a devotional reading with reflection, a closing prayer and a practical step for today.",
    noun: "devotional",
    formHeading: "Devotional details",
    submitLabel: "Generate Devotional",
    generatingLabel: "Generating devotional...",
    clearLabel: "Clear Results",
    clearDescription: "Clears this devotional so you can start a new one.",
    readyToast: "Devotional ready",
  }),
  email: ui("email", "email", {
    title: "Church Email Composer",
    description:
      "Draft announcements, invitations, encouragement and pastoral-care emails for your church.",
    noun: "email",
    formHeading: "Email details",
    submitLabel: "Generate Email",
    generatingLabel: "Generating email...",
    clearLabel: "Clear Results",
    clearDescription: "Clears this email so you can start a new one.",
    readyToast: "Email ready",
  }),
  social: ui("social", "social", {
    title: "Social Media Content",
    description:
      "Create a post for Facebook, Instagram, X, LinkedIn or all of them, with hashtags and a checked verse.",
    noun: "post",
    formHeading: "Post details",
    submitLabel: "Generate Post",
    generatingLabel: "Generating post...",
    clearLabel: "Clear Results",
    clearDescription: "Clears this post so you can start a new one.",
    readyToast: "Post ready",
  }),
  meditation: ui("meditation", "scripture", {
    title: "Scripture Meditation",
    description:
      "Meditate on a passage: its text, its historical setting, insight, application and a prayer.",
    noun: "meditation",
    formHeading: "Meditation details",
    submitLabel: "Generate Meditation",
    generatingLabel: "Generating meditation...",
    clearLabel: "Clear Results",
    clearDescription: "Clears this meditation so you can start a new one.",
    readyToast: "Meditation ready",
    copyToast: {
      title: "Meditation captured!",
      description: "The meditation is on your clipboard.",
    },
    copyFailure: { title: "Copy failed", description: "Failed to copy to clipboard." },
  }),
};
