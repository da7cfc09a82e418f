import { useCurrentUser } from "../api/session";

export { currentUserKey } from "../api/session";

/** Loading, signed out or signed in; a failed call counts as signed out. */
export function useAuth() {
  const { data, isLoading } = useCurrentUser();
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, hasAccess: user?.hasAccess ?? false };
}

export function loginHref(returnTo?: string): string {
  const target = returnTo ?? (typeof window === "undefined" ? "/tools" : window.location.pathname);
  return `/api/login?returnTo=${encodeURIComponent(target)}`;
}
