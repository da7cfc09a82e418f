import { z } from "zod";

/** Stable error codes; the HTTP status of each is fixed here. */
export const errorStatus = {
  bad_request: 400,
  validation_error: 400,
  unauthorized: 401,
  subscription_required: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  /** The user's library holds as much as their storage quota allows. */
  quota_exceeded: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  provider_error: 502,
  service_unavailable: 503,
  provider_timeout: 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** How a call to the language model failed (timeout_before_first_words, refused, …). */
    kind: z.string().max(40).optional(),
  }),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Turns zod issues into one message per field (the first issue of each path wins). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
