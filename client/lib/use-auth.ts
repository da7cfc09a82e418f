import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "@shared/account";
import { getQueryFn } from "./api";

export const currentUserKey = ["/api/auth/user"] as const;

/** Loading, signed out or signed in; a failed call counts as signed out (spec §4). */
export function useAuth() {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: currentUserKey,
    queryFn: getQueryFn({ on401: "returnNull" }),
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, hasAccess: user?.hasAccess ?? false };
}

export function loginHref(returnTo?: string): string {
  const target = returnTo ?? (typeof window === "undefined" ? "/tools" : window.location.pathname);
  return `/api/login?returnTo=${encodeURIComponent(target)}`;
}
