import { useQuery } from "@tanstack/react-query";
import {
  adminDataRequestSchema,
  adminEmailDeliveriesSchema,
  adminOverviewSchema,
  type AdminDataRequest,
  type DataRequestStatus,
} from "@shared/admin/api";
import { apiJson } from "../lib/api";

export const adminOverviewKey = ["admin", "overview"] as const;

export function useAdminOverview() {
  return useQuery({
    queryKey: adminOverviewKey,
    queryFn: () => apiJson(adminOverviewSchema, "GET", "/api/admin/overview"),
  });
}

export function updateDataRequestStatus(
  id: string,
  status: DataRequestStatus,
): Promise<AdminDataRequest> {
  return apiJson(
    adminDataRequestSchema,
    "PATCH",
    `/api/admin/data-requests/${encodeURIComponent(id)}`,
    { status },
  );
}

/** GET /api/admin/email-deliveries: "Deliver to Inbox" counts per account. */
export function useEmailDeliveries() {
  return useQuery({
    queryKey: ["admin", "email-deliveries"],
    queryFn: () => apiJson(adminEmailDeliveriesSchema, "GET", "/api/admin/email-deliveries"),
  });
}
