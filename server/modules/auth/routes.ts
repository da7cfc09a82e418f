import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fetchHeaders } from "./fetch-headers";
import { safeReturnPath } from "@shared/routes";
import type { CurrentSession, CurrentUser } from "@shared/account";
import type { AppContext } from "../../context";
import { AppError, errorBody } from "../../errors";
import { accessSummary, hasAccess, trialStatus } from "../access/access-rule";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { isOwnImageUrl } from "../images/image-service";
import { clientIpHeader, watchingVerificationMail } from "./auth";
import { checkAuthRequest } from "./auth-requests";
import { createSignInGuard } from "./sign-in-guard";
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
    let parsed: { code?: unknown; message?: unknown; fields?: unknown } = {};
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
    return reply.send(errorBody(code, message, stringFields(parsed)));
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
  if (text && (response.headers.get("content-type") ?? "").includes("json")) {
    return reply.send(JSON.stringify(withoutSessionTokens(JSON.parse(text))));
  }
  return reply.send(text);
}

/** A field message better-auth was given by our hooks (the password's weakness). */
function stringFields(parsed: { fields?: unknown }): Record<string, string> | undefined {
  const { fields } = parsed;
  if (!fields || typeof fields !== "object") return undefined;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * better-auth puts the session token in JSON answers (sign-in, get-session, list-sessions,
 * change-password). The browser holds it in an HttpOnly cookie and needs it nowhere else;
 * in JSON, script on the page could read it.
 */
function withoutSessionTokens(value: unknown, depth = 0): unknown {
  if (depth > 3 || !value || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => withoutSessionTokens(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, item]) => [key, withoutSessionTokens(item, depth + 1)]),
  );
}

function toFetchRequest(request: FastifyRequest, context: AppContext): Request {
  const headers = fetchHeaders(request.headers);
  headers.set(clientIpHeader, request.ip);
  const hasBody =
    request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined;
  if (hasBody) headers.set("content-type", "application/json");
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

  // A full-page navigation to /api/login opens our sign-in page, then comes back.
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

  // The header's "Log out" link is a navigation, so it is a GET; a foreign site could link
  // to it too. Only a same-site navigation (or one typed in) signs out at once; any other
  // gets a page asking to confirm, whose form posts back here.
  const signOutNow = async (request: FastifyRequest, reply: FastifyReply) => {
    sessions.forgetRequestSession(request);
    const response = await auth.api.signOut({
      headers: fetchHeaders(request.headers),
      asResponse: true,
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    reply.header("cache-control", "no-store");
    return reply.redirect("/", request.method === "POST" ? 303 : 302);
  };

  app.get("/api/logout", async (request, reply) => {
    if (isSameSiteNavigation(request, context.config.publicUrl)) return signOutNow(request, reply);
    return reply
      .header("cache-control", "no-store")
      .header(
        "content-security-policy",
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      )
      .type("text/html; charset=utf-8")
      .send(logoutConfirmationPage);
  });

  // The confirmation form (an empty urlencoded body, read and ignored only here); the
  // CSRF check refuses it from any other origin.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    scope.post("/api/logout", signOutNow);
  });

  const signInGuard = createSignInGuard(context);

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    handler: async (request, reply) => {
      const action = request.url.slice("/api/auth/".length).split("?")[0]!.replace(/\/+$/, "");
      // Checked and bounded here; better-auth receives the parsed body, never the raw one.
      const body = checkAuthRequest(request.method, action, request.query, request.body);
      if (request.method === "POST") request.body = body ?? {};
      const parsed = (body ?? {}) as Record<string, unknown>;
      if (action === "sign-in/email")
        await signInGuard.beforeAttempt(request, String(parsed.email));
      if (action === "update-user" && typeof parsed.image === "string") {
        const user = await sessions.requireUser(request);
        if (!(await isOwnImageUrl(context.database.db, user.id, parsed.image))) {
          throw new AppError("validation_error", "Please correct the highlighted fields.", {
            image: "Choose an image from your own library.",
          });
        }
      }
      // Any change through better-auth (sign-out, password, sessions) drops what we remember.
      // (Following an emailed link may change the address, so it counts as a change too.)
      const changes = request.method === "POST" || action === "verify-email";
      const before = changes ? await sessions.currentUser(request) : null;
      const { result: response, verificationMailFailed } = await watchingVerificationMail(() =>
        auth.handler(toFetchRequest(request, context)),
      );
      if (verificationMailFailed && action === "sign-up/email" && response.ok) {
        const { user } = (await response.json()) as { user?: { id?: string } };
        if (user?.id) await context.database.db.delete(users).where(eq(users.id, user.id));
        throw new AppError(
          "provider_error",
          "We could not send your verification email just now, so your account was not created. Please try again in a few minutes.",
        );
      }
      if (before) sessions.forgetUser(before.id);
      if (changes) sessions.forgetRequestSession(request);
      if (action === "sign-in/email" && response.ok) {
        signInGuard.rememberDevice(request, reply, String(parsed.email));
      }
      return sendAuthResponse(reply, response);
    },
  });
}

/** Sec-Fetch-Site says where a navigation came from; older browsers send only Referer. */
function isSameSiteNavigation(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return ["same-origin", "same-site", "none"].includes(site);
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

const logoutConfirmationPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Log out of Kingdom Tools?</title>
<style>body{font-family:Georgia,serif;color:#1e1b4b;max-width:28rem;margin:4rem auto;padding:0 1.5rem;line-height:1.5}
button,a{font:inherit;font-size:1rem;padding:.75rem 1.25rem;border-radius:.5rem;margin:.25rem .5rem .25rem 0;display:inline-block}
button{background:#3730a3;color:#fff;border:0;cursor:pointer}a{color:#3730a3}</style></head>
<body><h1>Log out of Kingdom Tools?</h1>
<p>Another site sent you here. Do you want to log out?</p>
<form method="post" action="/api/logout"><button type="submit">Log out</button><a href="/">Stay signed in</a></form>
</body></html>`;
