import { z } from "zod";

/** What the browser may know of the server's configuration (GET /api/public-config). */
export const publicConfigSchema = z.object({
  oauthProviders: z.array(
    z.object({ id: z.string(), name: z.string(), kind: z.enum(["social", "oidc"]) }),
  ),
  supportEmail: z.string(),
  privacyEmail: z.string(),
  familyMediaUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
