import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import type { Auth } from "../../server/modules/auth/auth";
import { createSessionReader } from "../../server/modules/auth/session";

/** An auth stand-in whose session lookups are counted and finish when told to. */
function countingAuth() {
  const waiting: Array<() => void> = [];
  const auth = {
    calls: 0,
    api: {
      getSession: async () => {
        auth.calls++;
        await new Promise<void>((resolve) => waiting.push(resolve));
        return { user: { id: "user-1", email: "grace@example.org", emailVerified: true } };
      },
    },
  };
  const finishLookups = () => waiting.splice(0).forEach((resolve) => resolve());
  return { auth, finishLookups };
}

function requestWith(token: string): FastifyRequest {
  return { headers: { cookie: `kt.session_token=${token}` } } as unknown as FastifyRequest;
}

describe("session reader", () => {
  it("answers a burst of requests for one session with one lookup, then from memory", async () => {
    const { auth, finishLookups } = countingAuth();
    const sessions = createSessionReader(auth as unknown as Auth, 5_000);
    const burst = Array.from({ length: 5 }, () => sessions.currentUser(requestWith("abc")));
    await Promise.resolve();
    finishLookups();
    const users = await Promise.all(burst);
    expect(users.map((user) => user?.id)).toEqual(Array(5).fill("user-1"));
    expect(auth.calls).toBe(1);
    await sessions.currentUser(requestWith("abc"));
    expect(auth.calls).toBe(1);
  });

  it("looks a request's session up once, however often the request asks", async () => {
    const { auth, finishLookups } = countingAuth();
    // No answers kept between requests: only the request's own memo can spare a lookup.
    const sessions = createSessionReader(auth as unknown as Auth, 0);
    const request = requestWith("abc");
    const first = sessions.currentUser(request);
    await Promise.resolve();
    finishLookups();
    await first;
    expect(sessions.currentUser(request)).toBe(first);
    expect(auth.calls).toBe(1);
    const another = sessions.currentUser(requestWith("abc"));
    await Promise.resolve();
    expect(auth.calls).toBe(2);
    finishLookups();
    await another;
  });

  it("does not join a lookup that was under way when the user's sessions changed", async () => {
    const { auth, finishLookups } = countingAuth();
    const sessions = createSessionReader(auth as unknown as Auth, 5_000);
    const before = sessions.currentUser(requestWith("abc"));
    sessions.forgetUser("user-1");
    const after = sessions.currentUser(requestWith("abc"));
    await Promise.resolve();
    expect(auth.calls).toBe(2);
    finishLookups();
    await Promise.all([before, after]);
  });

  it("does not keep the answer of a lookup that was under way when sessions changed", async () => {
    const { auth, finishLookups } = countingAuth();
    const sessions = createSessionReader(auth as unknown as Auth, 5_000);
    const before = sessions.currentUser(requestWith("abc"));
    sessions.forgetUser("user-1");
    await Promise.resolve();
    finishLookups();
    await before;
    const next = sessions.currentUser(requestWith("abc"));
    await Promise.resolve();
    expect(auth.calls).toBe(2);
    finishLookups();
    await next;
  });
});
