import { z } from "zod";
import * as o from "./options";

/**
 * One request and one result schema per writing tool (spec §3 and §5). The same
 * schema validates the form, the route and the model's structured output.
 */
const required = (message: string) =>
  z.string({ message }).trim().min(1, message).max(500, "Use at most 500 characters.");
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .optional()
    .transform((value) => value ?? "");
const notes = optionalText(2000);
const scriptureOptional = optionalText(200);

export const sermonRequestSchema = z.object({
  topic: required("Topic is required"),
  scripture: required("Scripture reference is required").max(200, "Use at most 200 characters."),
  audience: z.enum(o.sermonAudience.values).default("general-congregation"),
  tone: z.enum(o.sermonTone.values).default("pastoral"),
  length: z.enum(o.sermonLength.values).default("25-30"),
  notes,
});

export const prayerRequestSchema = z.object({
  prayerType: z.enum(o.prayerType.values).default("intercession"),
  focus: required("Prayer focus is required"),
  scripture: scriptureOptional,
  duration: z.enum(o.prayerDuration.values).default("medium"),
  tone: z.enum(o.prayerTone.values).default("gentle"),
  notes,
});

export const devotionalRequestSchema = z.object({
  theme: required("Theme is required"),
  scripture: scriptureOptional,
  audience: z.enum(o.devotionalAudience.values).default("general"),
  length: z.enum(o.devotionalLength.values).default("medium"),
  tone: z.enum(o.devotionalTone.values).default("encouraging"),
  focus: required("Focus is required"),
  notes,
});

export const emailRequestSchema = z.object({
  emailType: z.enum(o.emailType.values).default("announcement"),
  purpose: required("Purpose is required"),
  audience: z.enum(o.emailAudience.values).default("general-congregation"),
  tone: z.enum(o.emailTone.values).default("pastoral"),
  length: z.enum(o.emailLength.values).default("standard"),
  scripture: scriptureOptional,
  notes,
});

export const socialRequestSchema = z.object({
  platform: z.enum(o.socialPlatform.values).default("facebook"),
  contentType: z.enum(o.socialContentType.values).default("inspirational"),
  topic: required("Topic is required"),
  tone: z.enum(o.socialTone.values).default("inspirational"),
  scripture: scriptureOptional,
  length: z.enum(o.socialLength.values).default("medium"),
  notes,
});

export const meditationRequestSchema = z.object({
  scripture: required("Scripture reference is required").max(200, "Use at most 200 characters."),
  focus: z.enum(o.meditationFocus.values).default("personal-growth"),
  depth: z.enum(o.meditationDepth.values).default("intermediate"),
  approach: z.enum(o.meditationApproach.values).default("devotional"),
  length: z.enum(o.meditationLength.values).default("standard"),
  notes,
});

const text = (description: string) => z.string().min(1).describe(description);

export const sermonResultSchema = z.object({
  title: text("Sermon title"),
  mainPoints: z
    .array(z.string().min(1))
    .min(2)
    .max(8)
    .describe("Main points, each one to three sentences"),
  callToAction: text("A closing call to respond"),
  approach: text("How the sermon approaches the passage and audience"),
});

export const prayerResultSchema = z.object({
  prayerType: z.enum(o.prayerType.values),
  title: text("Prayer title"),
  scriptureBase: z.string().describe("The scripture reference the prayer rests on, or empty"),
  content: text("The full prayer"),
  focus: text("What the prayer is for"),
});

export const devotionalResultSchema = z.object({
  title: text("Devotional title"),
  scripture: text("Scripture reference"),
  content: text("The devotional reading"),
  reflection: text("Reflection questions or thoughts"),
  prayer: text("A closing prayer"),
  application: text("A practical step for today"),
});

export const emailResultSchema = z.object({
  emailType: z.enum(o.emailType.values),
  subject: text("Email subject line"),
  content: text("The email body"),
  callToAction: text("What the reader should do"),
  scripture: z.string().describe("Scripture reference, or empty"),
});

export const socialResultSchema = z.object({
  platform: z.enum(o.socialPlatform.values),
  contentType: z.enum(o.socialContentType.values),
  content: text("The post text"),
  hashtags: z.array(z.string().min(1)).max(12),
  scripture: z.string().describe("Scripture reference, or empty"),
});

export const meditationResultSchema = z.object({
  title: text("Meditation title"),
  scripture: text("The passage with its reference"),
  context: text("Historical and cultural context"),
  revelation: text("Insights from the passage"),
  application: text("Practical application"),
  prayer: text("Meditation prayer"),
  additionalScriptures: z.array(z.string().min(1)).max(8).describe("Related scripture references"),
});

export type SermonRequest = z.infer<typeof sermonRequestSchema>;
export type PrayerRequest = z.infer<typeof prayerRequestSchema>;
export type DevotionalRequest = z.infer<typeof devotionalRequestSchema>;
export type EmailRequest = z.infer<typeof emailRequestSchema>;
export type SocialRequest = z.infer<typeof socialRequestSchema>;
export type MeditationRequest = z.infer<typeof meditationRequestSchema>;
export type SermonResult = z.infer<typeof sermonResultSchema>;
export type PrayerResult = z.infer<typeof prayerResultSchema>;
export type DevotionalResult = z.infer<typeof devotionalResultSchema>;
export type EmailResult = z.infer<typeof emailResultSchema>;
export type SocialResult = z.infer<typeof socialResultSchema>;
export type MeditationResult = z.infer<typeof meditationResultSchema>;
