import type { IncomingHttpHeaders } from "node:http";
import { fromNodeHeaders } from "better-auth/node";

const fetchSafe = (value: string) => ![...value].some((char) => char.charCodeAt(0) > 0xff);

/**
 * A request's headers as fetch Headers for better-auth. A header value that fetch refuses
 * (characters beyond Latin-1, which no HTTP client sends but a crafted request can) is left
 * out rather than failing the whole request; none of them matters to a session.
 */
export function fetchHeaders(headers: IncomingHttpHeaders): Headers {
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([, value]) =>
      Array.isArray(value) ? value.every(fetchSafe) : value === undefined || fetchSafe(value),
    ),
  );
  return fromNodeHeaders(kept);
}
