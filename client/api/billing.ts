import { useQuery } from "@tanstack/react-query";
import {
  billingConfigSchema,
  billingSubscriptionResponseSchema,
  createSubscriptionResponseSchema,
  manageSubscriptionResponseSchema,
  portalSessionResponseSchema,
  type CreateSubscriptionResponse,
  type ManagedSubscription,
} from "@shared/billing/billing";
import type { PlanType } from "@shared/prices";
import { subscriptionStatusResponseSchema } from "@shared/subscription";
import { apiJson, apiRequest, queryClient } from "../lib/api";
import { currentUserKey } from "./session";

export const statusKey = ["subscription", "status"] as const;
export const billingConfigKey = ["billing", "config"] as const;
export const billingSubscriptionKey = ["billing", "subscription"] as const;

/** GET /api/subscription/status: spread into useQuery with the page's own options. */
export const subscriptionStatusQuery = {
  queryKey: statusKey,
  queryFn: () => apiJson(subscriptionStatusResponseSchema, "GET", "/api/subscription/status"),
};

export function useBillingConfig() {
  return useQuery({
    queryKey: billingConfigKey,
    queryFn: () => apiJson(billingConfigSchema, "GET", "/api/billing/config"),
  });
}

export function useBillingSubscription(enabled: boolean) {
  return useQuery({
    queryKey: billingSubscriptionKey,
    queryFn: () => apiJson(billingSubscriptionResponseSchema, "GET", "/api/billing/subscription"),
    enabled,
  });
}

/** Everything that shows subscription facts reads them again. */
export async function refreshSubscriptionFacts(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: statusKey }),
    queryClient.invalidateQueries({ queryKey: currentUserKey }),
    queryClient.invalidateQueries({ queryKey: billingSubscriptionKey }),
  ]);
}

export function createSubscription(planType: PlanType): Promise<CreateSubscriptionResponse> {
  return apiJson(createSubscriptionResponseSchema, "POST", "/api/create-subscription", {
    planType,
  });
}

/** POST /api/trial/activate: the account's one free trial. */
export async function activateTrial(): Promise<void> {
  await apiRequest("POST", "/api/trial/activate");
}

export async function manageSubscription(
  action: "cancel" | "resume",
  subscriptionId: string,
): Promise<ManagedSubscription> {
  const { subscription } = await apiJson(
    manageSubscriptionResponseSchema,
    "POST",
    `/api/billing/${action}`,
    { subscriptionId },
  );
  return subscription;
}

/** The Stripe customer portal's address for this user. */
export async function portalSession(): Promise<string> {
  return (await apiJson(portalSessionResponseSchema, "POST", "/api/billing/portal")).url;
}
