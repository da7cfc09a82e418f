import type { FeedbackInput, FeedbackResponse } from "@shared/feedback/schema";
import { apiJson } from "../lib/api";

// The landing page's form: the schema loads on demand.
const feedbackResponseSchema = () =>
  import("@shared/feedback/schema").then((module) => module.feedbackResponseSchema);

/** POST /api/feedback: the landing page's feedback form. */
export function sendFeedback(input: FeedbackInput): Promise<FeedbackResponse> {
  return apiJson(feedbackResponseSchema, "POST", "/api/feedback", input);
}
