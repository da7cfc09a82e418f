import type { FastifyRequest } from "fastify";
import type { SessionReader } from "../auth/session";

/**
 * A route's request limit counted per signed-in user, not per address or per session: the
 * session is read first (the route's own guard reuses that read), so visitors' requests
 * from the same address (a church's network, or every client behind a proxy without
 * TRUST_PROXY) never spend a user's budget, and one user's many sessions share one.
 * Visitors are counted apart, by address; the route answers them 401 as before.
 */
export function perUserRateLimit(
  sessions: Pick<SessionReader, "currentUser">,
  limit: { max: number; timeWindow: string },
  message: string,
) {
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindow,
      keyGenerator: async (request: FastifyRequest) => {
        const user = await sessions.currentUser(request);
        return user ? `user:${user.id}` : `visitor:${request.ip}`;
      },
      errorResponseBuilder: () => ({ statusCode: 429, message }),
    },
  };
}
