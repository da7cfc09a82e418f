import type { z } from "zod";
import * as s from "./schemas";

/**
 * The six writing tools: where each is generated and saved, what its response is
 * called (spec §7) and which toast a failure shows (spec §8).
 */
export const writingTools = {
  sermon: {
    generatePath: "/api/sermons/generate",
    savePath: "/api/sermons",
    responseKey: "sermons",
    request: s.sermonRequestSchema,
    result: s.sermonResultSchema,
    failureTitle: "Download interrupted",
    failureFallback: "The prophetic flow was disrupted. Realign and try again.",
  },
  prayer: {
    generatePath: "/api/prayers/generate",
    savePath: "/api/prayers",
    responseKey: "prayers",
    request: s.prayerRequestSchema,
    result: s.prayerResultSchema,
    failureTitle: "Prayer flow interrupted",
    failureFallback: "The prayer flow was disrupted. Please try again.",
  },
  devotional: {
    generatePath: "/api/devotionals/generate",
    savePath: "/api/devotionals",
    responseKey: "devotionals",
    request: s.devotionalRequestSchema,
    result: s.devotionalResultSchema,
    failureTitle: "Devotional flow interrupted",
    failureFallback: "The devotional flow was disrupted. Please try again.",
  },
  email: {
    generatePath: "/api/emails/generate",
    savePath: "/api/emails",
    responseKey: "emails",
    request: s.emailRequestSchema,
    result: s.emailResultSchema,
    failureTitle: "Communication flow interrupted",
    failureFallback: "The message flow was disrupted. Please try again.",
  },
  social: {
    generatePath: "/api/social/generate",
    savePath: "/api/social",
    responseKey: "content",
    request: s.socialRequestSchema,
    result: s.socialResultSchema,
    failureTitle: "Content flow interrupted",
    failureFallback: "The content flow was disrupted. Please try again.",
  },
  meditation: {
    generatePath: "/api/meditations/generate",
    savePath: "/api/meditations",
    responseKey: "meditations",
    request: s.meditationRequestSchema,
    result: s.meditationResultSchema,
    failureTitle: "Meditation flow interrupted",
    failureFallback: "The revelatory flow was disrupted. Please try again.",
  },
} as const;

export type WritingToolKey = keyof typeof writingTools;
export const writingToolKeys = Object.keys(writingTools) as WritingToolKey[];

export type ToolRequest<K extends WritingToolKey> = z.infer<(typeof writingTools)[K]["request"]>;
export type ToolResult<K extends WritingToolKey> = z.infer<(typeof writingTools)[K]["result"]>;
