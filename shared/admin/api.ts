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

export interface AdminDataRequest {
  id: string;
  email: string;
  requestType: string;
  description: string;
  verificationInfo: string;
  /** One of dataRequestStatuses; an unknown stored value is passed through as it is. */
  status: string;
  createdAt: string;
  dueAt: string;
  /** Past its due date and not done. */
  overdue: boolean;
}

export interface AdminSupportMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

export interface AdminFeedback {
  id: string;
  role: string;
  impact: string;
  suggestions: string;
  createdAt: string;
}

/** GET /api/admin/overview */
export interface AdminOverview {
  dataRequests: AdminDataRequest[];
  supportMessages: AdminSupportMessage[];
  feedback: AdminFeedback[];
}
