import { z } from "zod";

/**
 * One post per platform, for a multi-platform social request: each within its platform's
 * limit and conventions. The result's own `content` stays a single post that fits anywhere.
 */
export const socialPostSchema = z.object({
  platform: z.enum(["facebook", "instagram", "twitter", "linkedin"]),
  content: z.string().min(1),
  hashtags: z.array(z.string().min(1)).max(12),
});

export type SocialPost = z.infer<typeof socialPostSchema>;
