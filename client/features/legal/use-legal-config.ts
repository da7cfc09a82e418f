import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@shared/public-config";

/** The server's public configuration: operator, mailboxes and which processors are in use. */
export function usePublicConfig(): PublicConfig | undefined {
  return useQuery<PublicConfig>({ queryKey: ["/api/public-config"] }).data;
}
