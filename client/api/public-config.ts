import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../lib/api";

// Public pages ask this: the schema loads on demand.
const publicConfigSchema = () =>
  import("@shared/public-config").then((module) => module.publicConfigSchema);

/** What the browser may know of the server's configuration (GET /api/public-config). */
export function usePublicConfig() {
  return useQuery({
    queryKey: ["public-config"],
    queryFn: () => apiJson(publicConfigSchema, "GET", "/api/public-config"),
  });
}
