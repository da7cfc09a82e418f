import { z } from "zod";

/** Requests answered within 30 days; account data kept 30 days after deletion. */
export const dataRequestResponseDays = 30;
export const accountRetentionDays = 30;
/** Generated content is kept for the subscription plus 90 days. */
export const contentRetentionDays = 90;
export const supportResponseTime = "24–48 hours, Monday to Friday, 9 AM to 6 PM EST";

export const dataRequestTypes = [
  { value: "access", label: "Access my data" },
  { value: "rectification", label: "Correct my data (rectification)" },
  { value: "erasure", label: "Delete my data (erasure)" },
  { value: "portability", label: "Receive my data (portability)" },
  { value: "restriction", label: "Restrict processing" },
  { value: "objection", label: "Object to processing" },
  { value: "withdraw-consent", label: "Withdraw consent" },
  { value: "other", label: "Other" },
] as const;

export type DataRequestType = (typeof dataRequestTypes)[number]["value"];
const requestTypeValues = dataRequestTypes.map((type) => type.value) as [
  DataRequestType,
  ...DataRequestType[],
];

const email = z
  .string("Email is required")
  .trim()
  .min(1, "Email is required")
  .max(254, "Invalid email address")
  .pipe(z.email("Invalid email address"));
const optionalText = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters.`).optional().default("");

/** POST /api/gdpr/data-request. */
export const dataRequestSchema = z.object({
  email,
  // Any text in, one of the types out: a form can start with none chosen ("").
  requestType: z
    .string("Request type is required")
    .pipe(z.enum(requestTypeValues, "Request type is required")),
  description: optionalText(5000),
  verificationInfo: optionalText(2000),
});
export type DataRequestInput = z.input<typeof dataRequestSchema>;

export const dataRequestResponseSchema = z.object({ requestId: z.string(), dueAt: z.string() });
export type DataRequestResponse = z.infer<typeof dataRequestResponseSchema>;

/** POST /api/support. */
export const supportMessageSchema = z.object({
  name: z
    .string("Name is required")
    .trim()
    .min(1, "Name is required")
    .max(120, "Use at most 120 characters."),
  email,
  subject: z
    .string("Subject is required")
    .trim()
    .min(1, "Subject is required")
    .max(200, "Use at most 200 characters."),
  message: z
    .string("Message is required")
    .trim()
    .min(1, "Message is required")
    .max(5000, "Use at most 5000 characters."),
});
export type SupportMessageInput = z.input<typeof supportMessageSchema>;

/** POST /api/account/delete: the user types this to confirm. */
export const deleteAccountConfirmation = "DELETE";
const typeToConfirm = `Type ${deleteAccountConfirmation} to confirm.`;
export const deleteAccountSchema = z.object({
  confirm: z.string(typeToConfirm).pipe(z.literal(deleteAccountConfirmation, typeToConfirm)),
});
