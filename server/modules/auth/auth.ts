import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins";
import type { Config } from "../../config";
import { acceptsLocalAddresses, localOriginOf } from "../../local-origin";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema";
import type { Mailer } from "../email/mailer";
import { accountWords, passwordWeakness } from "@shared/password-strength";
import type { FastifyBaseLogger } from "fastify";
import { authApiErrorLogger, authLogger } from "./auth-logger";
import {
  changeEmailConfirmation,
  newAddressEmail,
  resetPasswordEmail,
  verificationEmail,
} from "./emails";

/** Paths of better-auth that accept a new password, and the field that carries it. */
const newPasswordFields: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

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

export function createAuth(
  config: Config,
  db: Db,
  mailer: Mailer,
  events: AuthEvents,
  log: FastifyBaseLogger,
) {
  const { google, github, oidc } = config.oauth;
  return betterAuth({
    appName: "Kingdom Tools",
    logger: authLogger(log),
    // Errors the endpoints answer with go to the JSON log too (auth-logger.ts).
    onAPIError: { onError: authApiErrorLogger(log) },
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    // Without a PUBLIC_URL, also the loopback or private address the page came from.
    trustedOrigins: acceptsLocalAddresses(config)
      ? (request) => [
          config.publicUrl,
          localOriginOf(request?.headers.get("origin"), request?.headers.get("host")),
        ]
      : [config.publicUrl],
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
        try {
          await mailer.send({ to: user.email, ...resetPasswordEmail(url) });
        } catch (error) {
          // The answer stays "check your email" (it must not tell who has an account), so
          // the operator is the one who has to hear that the link never left.
          log.error(
            { err: { type: (error as Error)?.name, code: (error as { code?: unknown })?.code } },
            "a password-reset email could not be sent",
          );
        }
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
      // Runs after better-auth's per-address limits, so judging a password costs a guesser
      // no more attempts than a sign-in would.
      before: createAuthMiddleware(async (ctx) => {
        const field = Object.hasOwn(newPasswordFields, ctx.path)
          ? newPasswordFields[ctx.path]
          : undefined;
        if (!field) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const candidate = body[field];
        if (typeof candidate !== "string") return;
        const weakness = await passwordWeakness(candidate, await ownWords(ctx, body));
        if (weakness) {
          throw new APIError("BAD_REQUEST", {
            message: weakness,
            code: "PASSWORD_TOO_WEAK",
            fields: { [field]: weakness },
          });
        }
      }),
    },
  });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account's own words (name, email), which a guesser would try first. */
async function ownWords(ctx: HookContext, body: Record<string, unknown>): Promise<string[]> {
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  if (ctx.path === "/sign-up/email") {
    return accountWords(
      text(body.name),
      text(body.email),
      text(body.firstName),
      text(body.lastName),
    );
  }
  let user: Record<string, unknown> | null | undefined;
  if (ctx.path === "/reset-password") {
    const token = text(body.token);
    const verification = token
      ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
      : null;
    user = verification ? await ctx.context.internalAdapter.findUserById(verification.value) : null;
  } else {
    user = (await getSessionFromCtx(ctx))?.user;
  }
  if (!user) return [];
  return accountWords(text(user.name), text(user.email), text(user.firstName), text(user.lastName));
}

export type Auth = ReturnType<typeof createAuth>;
