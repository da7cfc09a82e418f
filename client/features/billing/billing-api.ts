import { useMutation, useQuery } from "@tanstack/react-query";
import type {
  BillingConfig,
  BillingSubscriptionResponse,
  CreateSubscriptionResponse,
  ManagedSubscription,
} from "@shared/billing/billing";
import type { PlanType } from "@shared/prices";
import { toolCount, trialDays } from "@shared/prices";
import { apiJson, apiRequest, queryClient, serverMessage } from "../../lib/api";
import { currentUserKey } from "../../lib/use-auth";
import { toast } from "../../lib/use-toast";

export const statusKey = ["/api/subscription/status"] as const;
export const billingConfigKey = ["/api/billing/config"] as const;
export const billingSubscriptionKey = ["/api/billing/subscription"] as const;

export function useBillingConfig() {
  return useQuery<BillingConfig>({ queryKey: billingConfigKey });
}

export function useBillingSubscription(enabled: boolean) {
  return useQuery<BillingSubscriptionResponse>({ queryKey: billingSubscriptionKey, enabled });
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
  return apiJson<CreateSubscriptionResponse>("POST", "/api/create-subscription", { planType });
}

export function useStartTrial(onStarted?: () => void) {
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/trial/activate"),
    onSuccess: async () => {
      toast({
        title: "Trial Activated!",
        description: `You now have ${trialDays} days of free access to all ${toolCount} Kingdom Tools.`,
      });
      await refreshSubscriptionFacts();
      onStarted?.();
    },
    onError: (error) => {
      toast({
        title: "Trial Activation Failed",
        description: serverMessage(error, "Failed to activate trial"),
        variant: "destructive",
      });
    },
  });
}

export function manageSubscription(
  action: "cancel" | "resume",
  subscriptionId: string,
): Promise<{ subscription: ManagedSubscription }> {
  return apiJson("POST", `/api/billing/${action}`, { subscriptionId });
}

export function portalSession(): Promise<{ url: string }> {
  return apiJson("POST", "/api/billing/portal");
}

export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
  });
}
