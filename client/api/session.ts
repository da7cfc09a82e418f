import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "@shared/account";
import { apiJson } from "../lib/api";

/** The signed-in user, or null for a visitor (GET /api/auth/session). */
export const currentUserKey = ["session"] as const;

// Every page asks this, the public ones too: the schema loads on demand.
const sessionSchema = () => import("@shared/account").then((module) => module.currentSessionSchema);

export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  return (await apiJson(sessionSchema, "GET", "/api/auth/session")).user;
}

/** Loading, signed out or signed in; a failed call counts as signed out. */
export function useCurrentUser() {
  return useQuery({ queryKey: currentUserKey, queryFn: fetchCurrentUser, retry: false });
}
