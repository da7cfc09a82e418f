import { useQuery } from "@tanstack/react-query";
import type { CurrentSession, CurrentUser } from "@shared/account";
import { getQueryFn } from "./api";

/** The signed-in user, or null for a visitor (GET /api/auth/session). */
export const currentUserKey = ["/api/auth/session"] as const;

const sessionQuery = getQueryFn<CurrentSession | null>({ on401: "returnNull" });

/** Loading, signed out or signed in; a failed call counts as signed out (spec §4). */
export function useAuth() {
  const { data, isLoading } = useQuery<CurrentUser | null>({
    queryKey: currentUserKey,
    queryFn: async (context) => (await sessionQuery(context))?.user ?? null,
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, hasAccess: user?.hasAccess ?? false };
}

export function loginHref(returnTo?: string): string {
  const target = returnTo ?? (typeof window === "undefined" ? "/tools" : window.location.pathname);
  return `/api/login?returnTo=${encodeURIComponent(target)}`;
}
