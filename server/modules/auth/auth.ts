import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema";
import type { Mailer } from "../email/mailer";
import { commonPasswordMessage, isCommonPassword } from "./common-passwords";
import {
  changeEmailConfirmation,
  newAddressEmail,
  resetPasswordEmail,
  verificationEmail,
} from "./emails";

/** Paths of better-auth that accept a new password. */
const newPasswordPaths = new Set(["/sign-up/email", "/reset-password", "/change-password"]);

/** The header our Fastify bridge fills with the client address Fastify decided on. */
export const clientIpHeader = "x-kt-client-ip";

/**
 * better-auth sends the sign-up verification mail after answering and only logs a failure,
 * which would leave an account nobody can verify. Each auth request runs inside this store;
 * a failed verification mail is noted here so the bridge can undo the sign-up and say so.
 */
const verificationMailFailures = new AsyncLocalStorage<{ failed: boolean }>();

export async function watchingVerificationMail<T>(
  run: () => Promise<T>,
): Promise<{ result: T; verificationMailFailed: boolean }> {
  const store = { failed: false };
  const result = await verificationMailFailures.run(store, run);
  return { result, verificationMailFailed: store.failed };
}

export interface AuthEvents {
  /** A user's sessions were revoked or their password changed. */
  onUserSessionsChanged(userId: string): void;
}

export function createAuth(config: Config, db: Db, mailer: Mailer, events: AuthEvents) {
  const { google, github, oidc } = config.oauth;
  return betterAuth({
    appName: "Kingdom Tools",
    logger: { disabled: config.logLevel === "silent", level: "warn" },
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
        rateLimits: schema.rateLimits,
      },
    }),
    user: {
      modelName: "users",
      fields: { image: "profileImageUrl" },
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ user, newEmail, url }) => {
          await mailer.send({ to: user.email, ...changeEmailConfirmation(newEmail, url) });
        },
      },
      additionalFields: {
        firstName: { type: "string", required: false, input: true },
        lastName: { type: "string", required: false, input: true },
        subscriptionStatus: {
          type: "string",
          required: false,
          input: false,
          defaultValue: "inactive",
        },
        subscriptionPlan: { type: "string", required: false, input: false },
        subscriptionEndsAt: { type: "date", required: false, input: false },
        stripeCustomerId: { type: "string", required: false, input: false },
        stripeSubscriptionId: { type: "string", required: false, input: false },
        trialStartedAt: { type: "date", required: false, input: false },
        trialEndsAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      modelName: "sessions",
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => events.onUserSessionsChanged(user.id),
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...resetPasswordEmail(url) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        try {
          // A verified user is here only to confirm a new address (Settings, change email).
          const mail = user.emailVerified ? newAddressEmail(url) : verificationEmail(url);
          await mailer.send({ to: user.email, ...mail });
        } catch (error) {
          const store = verificationMailFailures.getStore();
          if (store) store.failed = true;
          throw error;
        }
      },
    },
    socialProviders: {
      ...(google ? { google } : {}),
      ...(github ? { github } : {}),
    },
    plugins: oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: "oidc",
                clientId: oidc.clientId,
                clientSecret: oidc.clientSecret,
                discoveryUrl: `${oidc.issuerUrl.replace(/\/+$/, "")}/.well-known/openid-configuration`,
                scopes: ["openid", "email", "profile"],
              },
            ],
          }),
        ]
      : [],
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "rateLimits",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": {
          window: config.signInRateLimit.windowSeconds,
          max: config.signInRateLimit.max,
        },
        "/sign-up/email": { window: 60, max: config.signUpRatePerMinute },
        "/request-password-reset": { window: 300, max: 3 },
        "/reset-password": { window: 300, max: 5 },
        "/send-verification-email": { window: 300, max: 3 },
      },
    },
    advanced: {
      useSecureCookies: config.isProduction,
      cookiePrefix: "kt",
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (!newPasswordPaths.has(ctx.path)) return;
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown };
        const candidate = ctx.path === "/sign-up/email" ? body.password : body.newPassword;
        if (typeof candidate === "string" && (await isCommonPassword(candidate))) {
          throw new APIError("BAD_REQUEST", {
            message: commonPasswordMessage,
            code: "PASSWORD_TOO_COMMON",
          });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
