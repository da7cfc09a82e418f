import type { CurrentUser } from "@shared/account";
import { useCurrentUser } from "../api/session";
import { useAdoptingServerHtml } from "./use-hydrated";

export { currentUserKey } from "../api/session";

interface Auth {
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  hasAccess: boolean;
}

/** How a prerendered page was drawn: for a visitor whose session is not yet known. */
const unknownYet: Auth = { user: null, isLoading: true, isAuthenticated: false, hasAccess: false };

/**
 * Loading, signed out or signed in; a failed call counts as signed out. While React adopts a
 * prerendered page it is loading, as the build drew it: the header asks for the session as
 * soon as the shell is adopted, and on a fast visit the answer is in before React adopts the
 * page below it (React error #418 on /study, when the page then drew the signed-in desk).
 */
export function useAuth(): Auth {
  const { data, isLoading } = useCurrentUser();
  const adopting = useAdoptingServerHtml();
  if (adopting) return unknownYet;
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, hasAccess: user?.hasAccess ?? false };
}

export function loginHref(returnTo?: string): string {
  const target = returnTo ?? (typeof window === "undefined" ? "/tools" : window.location.pathname);
  return `/api/login?returnTo=${encodeURIComponent(target)}`;
}
