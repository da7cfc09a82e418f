import { z } from "zod";
import { accountWords, passwordWeakness } from "./password-strength";

/** OWASP ASVS 5 level 2: at least 8 characters, long passphrases allowed, no composition rules. */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export const passwordSchema = z
  .string()
  .min(passwordMinLength, `Use at least ${passwordMinLength} characters.`)
  .max(passwordMaxLength, `Use at most ${passwordMaxLength} characters.`);

export const emailSchema = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(254, "That email address is too long.")
  .pipe(z.email("Invalid email address"));

export const nameSchema = z.string().trim().max(100, "Use at most 100 characters.");

export const signUpSchema = z
  .object({
    firstName: nameSchema.min(1, "First name is required"),
    lastName: nameSchema,
    email: emailSchema,
    password: passwordSchema,
  })
  .superRefine(async (value, context) => {
    const words = accountWords(value.firstName, value.lastName, value.email);
    const weakness = await passwordWeakness(value.password, words);
    if (weakness) context.addIssue({ code: "custom", path: ["password"], message: weakness });
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Password is required"),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** Settings → "New sign-in email". */
export const changeEmailSchema = z.object({ newEmail: emailSchema });

export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((value) => value.password === value.confirm, {
    message: "The passwords do not match.",
    path: ["confirm"],
  })
  .superRefine(async (value, context) => {
    const weakness = await passwordWeakness(value.password);
    if (weakness) context.addIssue({ code: "custom", path: ["password"], message: weakness });
  });

/** GET /api/auth/user: the user's profile fields plus what the client needs for access. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  subscriptionStatus: z.string(),
  subscriptionPlan: z.string().nullable(),
  subscriptionEndsAt: z.string().nullable(),
  trialStatus: z.enum(["none", "active", "expired"]),
  trialEndsAt: z.string().nullable(),
  hasAccess: z.boolean(),
  isAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * GET /api/auth/session: the same user, or null for a visitor. The app asks this rather
 * than /api/auth/user, whose 401 for a visitor shows as a failed request in the console.
 */
export const currentSessionSchema = z.object({ user: currentUserSchema.nullable() });
export type CurrentSession = z.infer<typeof currentSessionSchema>;

/** POST /api/auth/sign-in/social and /api/auth/sign-in/oauth2: where the provider's sign-in is. */
export const oauthStartResponseSchema = z.object({ url: z.string().optional() });
