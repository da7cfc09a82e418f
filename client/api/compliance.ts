import { apiRequest } from "../lib/api";

/** POST /api/compliance/age-verification: logs the age gate's confirmation. */
export async function logAgeVerification(timestamp: string): Promise<void> {
  await apiRequest("POST", "/api/compliance/age-verification", {
    userId: "anonymous",
    verified: true,
    timestamp,
  });
}
