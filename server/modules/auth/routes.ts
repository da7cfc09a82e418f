import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { safeReturnPath } from "@shared/routes";
import type { CurrentSession, CurrentUser } from "@shared/account";
import type { AppContext } from "../../context";
import { AppError, errorBody } from "../../errors";
import { accessSummary, hasAccess, trialStatus } from "../access/access-rule";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { clientIpHeader, watchingVerificationMail } from "./auth";
import type { SessionUser } from "./session";

export function currentUserView(user: SessionUser, context: AppContext): CurrentUser {
  const now = context.now();
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    subscriptionStatus:
      accessSummary(user, now).type === "active" ? "active" : user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionEndsAt: user.subscriptionEndsAt?.toISOString() ?? null,
    trialStatus: trialStatus(user, now),
    trialEndsAt: user.trialEndsAt?.toISOString() ?? null,
    hasAccess: hasAccess(user, now),
    isAdmin: context.config.adminEmails.includes(user.email.toLowerCase()),
  };
}

/** better-auth answers errors as {code,message}; ours are {error:{code,message}}. */
async function sendAuthResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const text = await response.text();
  if (response.status >= 400 && (response.headers.get("content-type") ?? "").includes("json")) {
    let parsed: { code?: unknown; message?: unknown } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // keep the generic message below
    }
    const code =
      response.status === 429
        ? "rate_limited"
        : typeof parsed.code === "string"
          ? parsed.code.toLowerCase()
          : "bad_request";
    const message =
      response.status === 429
        ? "Too many attempts. Please wait a minute and try again."
        : typeof parsed.message === "string" && parsed.message
          ? parsed.message
          : "The request could not be completed.";
    const retryAfter = response.headers.get("x-retry-after");
    if (retryAfter) reply.header("retry-after", retryAfter);
    return reply.send(errorBody(code, message));
  }
  if (response.status >= 400) {
    // better-auth answers unknown paths and some failures with an empty or plain-text body.
    const code =
      response.status === 404
        ? "not_found"
        : response.status >= 500
          ? "internal_error"
          : "bad_request";
    const message =
      response.status === 404
        ? "There is no such account action."
        : "The request could not be completed.";
    reply.header("content-type", "application/json; charset=utf-8");
    return reply.send(errorBody(code, message));
  }
  return reply.send(text);
}

function toFetchRequest(request: FastifyRequest, context: AppContext): Request {
  const headers = fromNodeHeaders(request.headers);
  headers.set(clientIpHeader, request.ip);
  const hasBody =
    request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  return new Request(new URL(request.url, context.config.publicUrl), {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
  });
}

export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  const { auth, sessions } = context;

  app.get("/api/auth/user", async (request, reply) => {
    const user = await sessions.currentUser(request);
    if (!user) return reply.status(401).send(errorBody("unauthorized", "Not signed in."));
    reply.header("cache-control", "no-store");
    return currentUserView(user, context);
  });

  app.get("/api/auth/session", async (request, reply): Promise<CurrentSession> => {
    const user = await sessions.currentUser(request);
    reply.header("cache-control", "no-store");
    return { user: user ? currentUserView(user, context) : null };
  });

  // Full-page navigation from the spec: open our sign-in page, then come back.
  app.get<{ Querystring: { returnTo?: string } }>("/api/login", async (request, reply) => {
    let returnTo = request.query.returnTo;
    if (!returnTo && request.headers.referer) {
      try {
        const referer = new URL(request.headers.referer);
        if (referer.origin === new URL(context.config.publicUrl).origin)
          returnTo = referer.pathname + referer.search;
      } catch {
        // an unreadable Referer is ignored
      }
    }
    const target = safeReturnPath(returnTo);
    return reply.redirect(`/login?returnTo=${encodeURIComponent(target)}`, 302);
  });

  app.get("/api/logout", async (request, reply) => {
    sessions.forgetRequestSession(request);
    const response = await auth.api.signOut({
      headers: fromNodeHeaders(request.headers),
      asResponse: true,
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    reply.header("cache-control", "no-store");
    return reply.redirect("/", 302);
  });

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (request, reply) => {
      // Links in our e-mails carry a path back into the app; anything else is refused here
      // rather than left to better-auth, which fails on some malformed values with a 500.
      // Return addresses (in links, or asked for when mail is sent) stay inside the app.
      const query = request.query as Record<string, unknown>;
      const body = isObject(request.body) ? request.body : {};
      for (const callbackURL of returnAddressFields.flatMap((field) => [
        query[field],
        body[field],
      ])) {
        if (callbackURL !== undefined && safeReturnPath(callbackURL, "") !== callbackURL) {
          throw new AppError("bad_request", "This link's return address is not valid.");
        }
      }
      // A new password ends the sessions on every other device, whatever the client asks.
      if (request.url.startsWith("/api/auth/change-password") && isObject(request.body)) {
        request.body = { ...request.body, revokeOtherSessions: true };
      }
      // Any change through better-auth (sign-out, password, sessions) drops what we remember.
      // (Following an emailed link may change the address, so it counts as a change too.)
      const changes = request.method === "POST" || request.url.startsWith("/api/auth/verify-email");
      const before = changes ? await sessions.currentUser(request) : null;
      const { result: response, verificationMailFailed } = await watchingVerificationMail(() =>
        auth.handler(toFetchRequest(request, context)),
      );
      if (verificationMailFailed && request.url.startsWith("/api/auth/sign-up/") && response.ok) {
        const { user } = (await response.json()) as { user?: { id?: string } };
        if (user?.id) await context.database.db.delete(users).where(eq(users.id, user.id));
        throw new AppError(
          "provider_error",
          "We could not send your verification email just now, so your account was not created. Please try again in a few minutes.",
        );
      }
      if (before) sessions.forgetUser(before.id);
      if (changes) sessions.forgetRequestSession(request);
      return sendAuthResponse(reply, response);
    },
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Where better-auth sends the browser afterwards; each must be a path inside the app. */
const returnAddressFields = ["callbackURL", "errorCallbackURL", "newUserCallbackURL", "redirectTo"];
