import { z } from "zod";
import { emailSchema, nameSchema, passwordMaxLength } from "@shared/account";
import { safeReturnPath } from "@shared/routes";
import { AppError, parseInput } from "../../errors";

/**
 * The better-auth actions this product uses, each with the body it may carry. A request is
 * checked here before better-auth sees it: unknown actions are 404, and a body is parsed
 * into exactly its fields (bounded strings, no nesting), so deep or odd JSON never reaches
 * better-auth's parser or the database. What better-auth receives is the parsed body.
 */

// Control and formatting characters (line breaks, bidi overrides) have no place in a name.
const unprintableInName = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const personName = nameSchema.refine((value) => !unprintableInName.test(value), {
  message: "Use letters, spaces and punctuation only.",
});
const fullName = z
  .string()
  .trim()
  .max(201, "Use at most 201 characters.")
  .refine((value) => !unprintableInName.test(value), {
    message: "Use letters, spaces and punctuation only.",
  });

/** A password as typed; its strength is judged once the request has passed the rate limits. */
const password = z.string().min(1, "Password is required").max(passwordMaxLength);
const token = z.string().min(1).max(2048);
/** Where better-auth sends the browser afterwards (checked to be a path inside the app first). */
const returnPath = z.string().max(2048);

/** Image addresses the image creator issues (image-service's imageUrl). */
export const issuedImageUrl =
  /^\/api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[A-Za-z0-9_-]{16,64}\.png$/;

/** Actions that take no input: any field at all is refused, rather than ignored. */
const none = z.object({}).strict().optional();

const postBodies: Record<string, z.ZodType> = {
  "sign-up/email": z.object({
    email: emailSchema,
    password,
    name: fullName.min(1, "Name is required"),
    firstName: personName.optional(),
    lastName: personName.optional(),
    callbackURL: returnPath.optional(),
    rememberMe: z.boolean().optional(),
  }),
  "sign-in/email": z.object({
    email: emailSchema,
    password,
    callbackURL: returnPath.optional(),
    rememberMe: z.boolean().optional(),
  }),
  "sign-in/social": z.object({
    provider: z.string().regex(/^[\w-]{1,32}$/),
    callbackURL: returnPath.optional(),
    errorCallbackURL: returnPath.optional(),
    newUserCallbackURL: returnPath.optional(),
    disableRedirect: z.boolean().optional(),
  }),
  "sign-in/oauth2": z.object({
    providerId: z.string().regex(/^[\w-]{1,32}$/),
    callbackURL: returnPath.optional(),
    errorCallbackURL: returnPath.optional(),
    newUserCallbackURL: returnPath.optional(),
    disableRedirect: z.boolean().optional(),
  }),
  "sign-out": none,
  "request-password-reset": z.object({ email: emailSchema, redirectTo: returnPath.optional() }),
  "reset-password": z.object({ newPassword: password, token }),
  "send-verification-email": z.object({ email: emailSchema, callbackURL: returnPath.optional() }),
  // A new password ends the sessions on every other device, whatever the client asks.
  "change-password": z
    .object({ currentPassword: password, newPassword: password })
    .transform((body) => ({ ...body, revokeOtherSessions: true })),
  "change-email": z.object({ newEmail: emailSchema, callbackURL: returnPath.optional() }),
  "update-user": z
    .object({
      name: fullName.min(1, "Name is required").optional(),
      firstName: personName.optional(),
      lastName: personName.optional(),
      image: z
        .string()
        .max(200)
        .regex(issuedImageUrl, "Choose an image made with the image creator.")
        .nullable()
        .optional(),
    })
    .strict(),
  "revoke-session": z.object({ token }),
  "revoke-sessions": none,
  "revoke-other-sessions": none,
};

/** GET actions; the query values they read are strings of bounded length. */
const getPaths = [
  /^get-session$/,
  /^list-sessions$/,
  /^verify-email$/,
  /^reset-password\/[^/]{1,2048}$/,
  /^callback\/[\w-]{1,32}$/,
  /^oauth2\/callback\/[\w-]{1,32}$/,
  /^error$/,
  /^ok$/,
];

const returnAddressFields = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function unknownAction(): AppError {
  return new AppError("not_found", "There is no such account action.");
}

/**
 * Checks an /api/auth/* request. Returns the body to forward (for POST), or throws a 4xx.
 * `action` is the path after /api/auth/, without the query.
 */
export function checkAuthRequest(method: string, action: string, query: unknown, body: unknown) {
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (typeof value !== "string" || value.length > 4096) {
      throw new AppError("bad_request", `The address's ${name} value is not valid.`);
    }
  }
  // Return addresses (in links, or asked for when mail is sent) stay inside the app.
  const fields = { ...(isObject(body) ? body : {}), ...(query as Record<string, unknown>) };
  for (const name of returnAddressFields) {
    const value = fields[name];
    if (value !== undefined && safeReturnPath(value, "") !== value) {
      throw new AppError("bad_request", "This link's return address is not valid.");
    }
  }
  if (method === "GET") {
    if (!getPaths.some((pattern) => pattern.test(action))) throw unknownAction();
    return undefined;
  }
  // Own keys only: "toString" is no action.
  const schema = Object.hasOwn(postBodies, action) ? postBodies[action] : undefined;
  if (!schema) throw unknownAction();
  return parseInput(schema, body);
}
