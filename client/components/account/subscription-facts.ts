import { useMutation } from "@tanstack/react-query";
import { toolCount, trialDays } from "@shared/prices";
import { activateTrial, refreshSubscriptionFacts } from "../../api/billing";
import { serverMessage } from "../../lib/api";
import { toast } from "../../lib/use-toast";

/** Starts the account's free trial where it is offered (tools hub, plans); shared by both. */
export function useStartTrial(onStarted?: () => void) {
  return useMutation({
    mutationFn: activateTrial,
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
