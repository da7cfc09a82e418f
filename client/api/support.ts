import type { SupportMessageInput } from "@shared/privacy/requests";
import { apiRequest } from "../lib/api";

/** POST /api/support: the support page's contact form (its answer is not used). */
export async function sendSupportMessage(input: SupportMessageInput): Promise<void> {
  await apiRequest("POST", "/api/support", input);
}
