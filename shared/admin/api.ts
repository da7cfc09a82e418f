import { z } from "zod";

/** The operator's progress on a data rights request (stored in data_requests.status). */
export const dataRequestStatuses = ["open", "in_progress", "done"] as const;
export type DataRequestStatus = (typeof dataRequestStatuses)[number];

export const dataRequestStatusLabels: Record<DataRequestStatus, string> = {
  open: "Open",
  in_progress: "In progress",
  done: "Done",
};

/** PATCH /api/admin/data-requests/:id */
export const dataRequestStatusUpdateSchema = z.object({
  status: z.enum(dataRequestStatuses, "Choose Open, In progress or Done."),
});
export type DataRequestStatusUpdate = z.infer<typeof dataRequestStatusUpdateSchema>;

/** The most rows of each kind the overview returns, newest first. */
export const adminOverviewLimit = 200;

export const adminDataRequestSchema = z.object({
  id: z.string(),
  email: z.string(),
  requestType: z.string(),
  description: z.string(),
  verificationInfo: z.string(),
  /** One of dataRequestStatuses; an unknown stored value is passed through as it is. */
  status: z.string(),
  createdAt: z.string(),
  dueAt: z.string(),
  /** Past its due date and not done. */
  overdue: z.boolean(),
});
export type AdminDataRequest = z.infer<typeof adminDataRequestSchema>;

export const adminSupportMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type AdminSupportMessage = z.infer<typeof adminSupportMessageSchema>;

export const adminFeedbackSchema = z.object({
  id: z.string(),
  role: z.string(),
  impact: z.string(),
  suggestions: z.string(),
  createdAt: z.string(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

/** GET /api/admin/overview */
export const adminOverviewSchema = z.object({
  dataRequests: z.array(adminDataRequestSchema),
  supportMessages: z.array(adminSupportMessageSchema),
  feedback: z.array(adminFeedbackSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** One account's "Deliver to Inbox" messages (GET /api/admin/email-deliveries). */
export const adminEmailDeliveryRowSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  /** "subscriber", "trial" or "none" (no access now). */
  access: z.string(),
  lastDay: z.number(),
  lastWeek: z.number(),
  total: z.number(),
  lastSentAt: z.string(),
});
export type AdminEmailDeliveryRow = z.infer<typeof adminEmailDeliveryRowSchema>;

/** GET /api/admin/email-deliveries: the busiest senders first. */
export const adminEmailDeliveriesSchema = z.object({
  accounts: z.array(adminEmailDeliveryRowSchema),
  /** Addresses that used the one-click opt-out. */
  optedOutRecipients: z.number(),
});
export type AdminEmailDeliveries = z.infer<typeof adminEmailDeliveriesSchema>;
