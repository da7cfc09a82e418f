import { z } from "zod";

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
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
