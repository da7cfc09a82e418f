import { oauthStartResponseSchema } from "@shared/account";
import { apiJson, apiRequest } from "../lib/api";

/** Sign-up, sign-in and the account's own changes (better-auth's endpoints and ours). */

export async function signIn(input: { email: string; password: string; callbackURL: string }) {
  await apiRequest("POST", "/api/auth/sign-in/email", input);
}

export async function signUp(input: {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  callbackURL: string;
}) {
  await apiRequest("POST", "/api/auth/sign-up/email", input);
}

export async function requestPasswordReset(input: { email: string; redirectTo: string }) {
  await apiRequest("POST", "/api/auth/request-password-reset", input);
}

export async function resetPassword(input: { newPassword: string; token: string }) {
  await apiRequest("POST", "/api/auth/reset-password", input);
}

/** Starts a change of sign-in address: the current address approves, then the new one confirms. */
export async function changeEmail(newEmail: string) {
  await apiRequest("POST", "/api/auth/change-email", { newEmail, callbackURL: "/settings" });
}

/** POST /api/account/delete with the typed confirmation. */
export async function deleteAccount(confirm: string) {
  await apiRequest("POST", "/api/account/delete", { confirm });
}

/** Where "Export My Data" downloads from. */
export const accountExportUrl = "/api/account/export";

/** Starts signing in with a provider: the answer is the provider's sign-in address. */
export async function startOAuthSignIn(
  provider: { id: string; kind: "social" | "oidc" },
  callbackURL: string,
): Promise<string | undefined> {
  const { url } =
    provider.kind === "social"
      ? await apiJson(oauthStartResponseSchema, "POST", "/api/auth/sign-in/social", {
          provider: provider.id,
          callbackURL,
        })
      : await apiJson(oauthStartResponseSchema, "POST", "/api/auth/sign-in/oauth2", {
          providerId: provider.id,
          callbackURL,
        });
  return url;
}
