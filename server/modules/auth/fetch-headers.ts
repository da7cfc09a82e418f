import type { IncomingHttpHeaders } from "node:http";
import { fromNodeHeaders } from "better-auth/node";

/** What fetch's Headers accepts: no NUL, CR or LF, and nothing beyond Latin-1. */
const fetchSafe = (value: string) =>
  !/[\0\r\n]/.test(value) && ![...value].some((char) => char.charCodeAt(0) > 0xff);

/**
 * A request's headers as fetch Headers for better-auth. A header value that fetch refuses
 * (a line break or characters beyond Latin-1, which no HTTP client sends but a crafted or
 * injected request can) is left out rather than failing the whole request; none of them
 * matters to a session.
 */
export function fetchHeaders(headers: IncomingHttpHeaders): Headers {
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([, value]) =>
      Array.isArray(value) ? value.every(fetchSafe) : value === undefined || fetchSafe(value),
    ),
  );
  return fromNodeHeaders(kept);
}
