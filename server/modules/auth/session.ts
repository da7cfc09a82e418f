import type { FastifyInstance, FastifyRequest } from "fastify";
import { fetchHeaders } from "./fetch-headers";
import { trialDays } from "@shared/prices";
import { AppError } from "../../errors";
import type { Auth } from "./auth";
import type { AccessFacts } from "../access/access-rule";
import { hasAccess } from "../access/access-rule";
import { createSessionCache, sessionTokenFrom } from "./session-cache";

export interface SessionUser extends AccessFacts {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  subscriptionPlan: string | null;
}

/**
 * Each request's session lookup is kept on the request itself. A WeakMap keyed by requests
 * did the same at twice the cost in garbage collection: about 2 µs of every signed-in request.
 */
const lookupOfRequest = Symbol("session lookup");

type RequestWithLookup = FastifyRequest & {
  [lookupOfRequest]?: Promise<SessionUser | null> | null;
};

/** Gives every request the (empty) slot at its creation, so all requests keep one shape. */
export function registerSessionSlot(app: FastifyInstance): void {
  app.decorateRequest(lookupOfRequest, null);
}

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Reads the signed-in user (once per request) from the session cookie. */
export function createSessionReader(auth: Auth, cacheTtlMs: number) {
  const recent = createSessionCache<SessionUser>(cacheTtlMs);

  // Lookups under way, by token: a burst of requests for one session (a page's API calls,
  // or many tabs once the cached entry expires) waits for one database lookup. A lookup
  // that was under way when sessions changed neither is joined nor fills the cache.
  const lookingUp = new Map<string, Promise<SessionUser | null>>();
  let sessionsChanged = 0;

  async function read(request: FastifyRequest): Promise<SessionUser | null> {
    const token = sessionTokenFrom(request.headers.cookie);
    if (!token) return null;
    const cached = recent.get(token, Date.now());
    if (cached) return cached;
    const joined = lookingUp.get(token);
    if (joined) return joined;
    const changesBefore = sessionsChanged;
    const pending = lookUp(request)
      .then((user) => {
        if (user && sessionsChanged === changesBefore) recent.set(token, user, Date.now());
        return user;
      })
      .finally(() => {
        if (lookingUp.get(token) === pending) lookingUp.delete(token);
      });
    lookingUp.set(token, pending);
    return pending;
  }

  async function lookUp(request: FastifyRequest): Promise<SessionUser | null> {
    const found = await auth.api.getSession({ headers: fetchHeaders(request.headers) });
    if (!found) return null;
    const user = found.user as Record<string, unknown>;
    return {
      id: String(user.id),
      email: String(user.email),
      emailVerified: Boolean(user.emailVerified),
      name: String(user.name ?? ""),
      firstName: (user.firstName as string | null | undefined) ?? null,
      lastName: (user.lastName as string | null | undefined) ?? null,
      profileImageUrl: (user.image as string | null | undefined) ?? null,
      subscriptionStatus: String(user.subscriptionStatus ?? "inactive"),
      subscriptionPlan: (user.subscriptionPlan as string | null | undefined) ?? null,
      subscriptionEndsAt: toDate(user.subscriptionEndsAt),
      trialStartedAt: toDate(user.trialStartedAt),
      trialEndsAt: toDate(user.trialEndsAt),
    };
  }

  function currentUser(request: FastifyRequest): Promise<SessionUser | null> {
    return ((request as RequestWithLookup)[lookupOfRequest] ??= read(request));
  }

  /** 401 unless signed in. */
  async function requireUser(request: FastifyRequest): Promise<SessionUser> {
    const user = await currentUser(request);
    if (!user) throw new AppError("unauthorized", "Please sign in to continue.");
    return user;
  }

  /** 401 unless signed in, 403 unless the user has a subscription or an active trial. */
  async function requireAccess(request: FastifyRequest, now = new Date()): Promise<SessionUser> {
    const user = await requireUser(request);
    if (!hasAccess(user, now)) {
      throw new AppError(
        "subscription_required",
        `This tool needs an active subscription or free trial. Start your ${trialDays}-day free trial or subscribe on the Subscription page.`,
      );
    }
    return user;
  }

  /** After sign-out on this request's cookie. */
  function forgetRequestSession(request: FastifyRequest): void {
    const token = sessionTokenFrom(request.headers.cookie);
    if (!token) return;
    recent.forgetToken(token);
    lookingUp.delete(token);
    sessionsChanged++;
  }

  /** After anything that changes a user's sessions or access. */
  function forgetUser(userId: string): void {
    recent.forgetUser(userId);
    lookingUp.clear();
    sessionsChanged++;
  }

  return { currentUser, requireUser, requireAccess, forgetRequestSession, forgetUser };
}

export type SessionReader = ReturnType<typeof createSessionReader>;
