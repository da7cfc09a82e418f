import { z } from "zod";
import { usageLimitsSchema } from "./usage-limits";

/** What the browser may know of the server's configuration (GET /api/public-config). */
export const publicConfigSchema = z.object({
  oauthProviders: z.array(
    z.object({ id: z.string(), name: z.string(), kind: z.enum(["social", "oidc"]) }),
  ),
  supportEmail: z.string(),
  privacyEmail: z.string(),
  familyMediaUrl: z.string(),
  /** Who runs this server (legal pages); the postal address is null when not configured. */
  operator: z.object({ name: z.string(), address: z.string().nullable() }),
  /** Schedule Demo's target on the landing page; null hides the button. */
  demoBookingUrl: z.string().nullable(),
  /** Which kind of AI provider receives prompts (the legal pages name it); never a key or URL. */
  aiProvider: z.enum(["offline", "openai", "anthropic", "openai-compatible"]),
  /** How email leaves this server: an SMTP service, or files in a local outbox folder. */
  emailDelivery: z.enum(["smtp", "outbox"]),
  /** Each person's caps on writing generations and images (what the plans promise). */
  usageLimits: usageLimitsSchema,
  /**
   * Whether the image creator sets words on its pictures: offline scripture art sets a
   * named verse or the pastor's caption; an image model draws no words.
   */
  imageWords: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
