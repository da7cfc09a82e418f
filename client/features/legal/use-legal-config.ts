import type { PublicConfig } from "@shared/public-config";
import { usePublicConfig as usePublicConfigQuery } from "../../api/public-config";

/** The server's public facts the legal pages name (operator, mailboxes, AI provider). */
export function usePublicConfig(): PublicConfig | undefined {
  return usePublicConfigQuery().data;
}
