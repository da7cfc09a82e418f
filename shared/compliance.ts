import { z } from "zod";

export const ageVerificationSchema = z.object({
  userId: z.string().trim().min(1).max(64).default("anonymous"),
  verified: z.literal(true, { message: "Age confirmation is required" }),
  timestamp: z.string().max(64).optional(),
});
