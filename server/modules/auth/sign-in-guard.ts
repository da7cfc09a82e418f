import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { sessions, users } from "../../db/schema";
import { AppError } from "../../errors";

/** Remembers, on a device, the accounts that have signed in on it (signed, so unforgeable). */
const deviceCookie = "kt.known-device";
const rememberedAccounts = 5;
const yearSeconds = 365 * 24 * 60 * 60;

/**
 * Guessing one account's password from many addresses: sign-in attempts on an account are
 * counted across all addresses (in the shared limits, so every instance agrees), and past
 * the limit refused for a while. A device the account has signed in on before (its cookie,
 * or the address of one of the account's sessions) is not counted nor refused, so an
 * attacker hammering the account cannot lock its owner out.
 */
export function createSignInGuard(context: AppContext) {
  const { config, shared } = context;
  const { max, windowSeconds } = config.signInAccountLimit;
  const windowMs = windowSeconds * 1000;

  const normalized = (email: string) => email.trim().toLowerCase();
  const mark = (email: string) =>
    createHmac("sha256", config.authSecret)
      .update(`known-device:${normalized(email)}`)
      .digest("base64url")
      .slice(0, 22);

  function cookieMarks(request: FastifyRequest): string[] {
    const header = request.headers.cookie ?? "";
    for (const pair of header.split(/;\s*/)) {
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).replace(/^__Secure-/, "");
      if (name === deviceCookie)
        return pair
          .slice(at + 1)
          .split(".")
          .slice(0, rememberedAccounts);
    }
    return [];
  }

  function sameMark(a: string, b: string): boolean {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  }

  async function isKnownDevice(request: FastifyRequest, email: string): Promise<boolean> {
    const expected = mark(email);
    if (cookieMarks(request).some((value) => sameMark(value, expected))) return true;
    const [session] = await context.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(users.email, normalized(email)), eq(sessions.ipAddress, request.ip)))
      .limit(1);
    return session !== undefined;
  }

  /** Before a password sign-in: counts the attempt, or refuses it once the account is over. */
  async function beforeAttempt(request: FastifyRequest, email: string): Promise<void> {
    if (await isKnownDevice(request, email)) return;
    const now = context.now().getTime();
    const start = Math.floor(now / windowMs) * windowMs;
    const end = start + windowMs;
    const account = createHash("sha256").update(normalized(email)).digest("hex").slice(0, 32);
    const count = await shared.increment(`sign-in-account:${account}:${start}`, new Date(end));
    if (count > max) {
      const retryAfter = Math.max(1, Math.ceil((end - now) / 1000));
      const minutes = Math.ceil(retryAfter / 60);
      throw new AppError(
        "rate_limited",
        `Too many sign-in attempts for this account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, sign in from a device you have used before, or reset your password.`,
        undefined,
        { "retry-after": String(retryAfter) },
      );
    }
  }

  /** After a successful password sign-in: this device is now known for the account. */
  function rememberDevice(request: FastifyRequest, reply: FastifyReply, email: string): void {
    const value = mark(email);
    const marks = [value, ...cookieMarks(request).filter((other) => other !== value)].slice(
      0,
      rememberedAccounts,
    );
    const name = config.isProduction ? `__Secure-${deviceCookie}` : deviceCookie;
    const attributes = [
      `${name}=${marks.join(".")}`,
      "Path=/api/auth",
      `Max-Age=${yearSeconds}`,
      "HttpOnly",
      "SameSite=Lax",
      ...(config.isProduction ? ["Secure"] : []),
    ];
    // Fastify adds to the Set-Cookie headers already set rather than replacing them.
    reply.header("set-cookie", attributes.join("; "));
  }

  return { beforeAttempt, rememberDevice };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
