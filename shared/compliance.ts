import { z } from "zod";

export const ageVerificationSchema = z.object({
  userId: z.string().trim().min(1).max(64).default("anonymous"),
  verified: z.literal(true, { message: "Age confirmation is required" }),
  timestamp: z.string().max(64).optional(),
});

/** The cookie banner's stored record (localStorage "gdpr-consent"). */
export const consentVersion = "1.0";
export interface ConsentRecord {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
  timestamp: string;
  version: typeof consentVersion;
}
