/**
 * Secrets that travel in addresses (a password-reset link's token, a verification token,
 * an OAuth code, an image link's secret) must not reach the log: whoever reads the log
 * could use them. Logged URLs pass through `redactUrl`.
 */
export const redacted = "[redacted]";

/** Query parameters whose values are secrets, by name. */
const secretParameter = /token|code|state|secret|password|key|signature|ticket|session|otp/i;

/** Path positions that hold a secret: /api/auth/reset-password/<token>, /api/images/<id>/<token>.png. */
const secretPaths: Array<[RegExp, string]> = [
  [/(\/reset-password\/)[^/?#]+/g, `$1${redacted}`],
  [/(\/api\/images\/[^/?#]+\/)[^/?#.]+/g, `$1${redacted}`],
];

/**
 * Anything that looks like a random secret: a long run of letters and digits mixing cases
 * and digits (tokens are base64url), or a JWT (three base64url parts joined by dots).
 * UUIDs are ids, not secrets, and are left alone.
 */
const tokenLike =
  /\b(?:[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}|(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[a-z])(?=[A-Za-z0-9_-]*[A-Z])[A-Za-z0-9_-]{20,})\b/g;

function redactQueryValue(name: string, value: string, depth: number): string {
  if (secretParameter.test(name)) return redacted;
  // A return address may carry its own query (…?callbackURL=/reset-password?token=…).
  if (value.includes("?") || value.includes("/")) return redactUrl(value, depth + 1);
  return value.replace(tokenLike, redacted);
}

/** The URL (or path) with every secret in its path and query replaced. */
export function redactUrl(url: string, depth = 0): string {
  if (depth > 3) return redacted;
  const queryAt = url.indexOf("?");
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const [pattern, replacement] of secretPaths) path = path.replace(pattern, replacement);
  path = path.replace(tokenLike, redacted);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const at = pair.indexOf("=");
      if (at === -1) return pair.replace(tokenLike, redacted);
      const name = pair.slice(0, at);
      let value: string;
      try {
        value = decodeURIComponent(pair.slice(at + 1).replace(/\+/g, " "));
      } catch {
        return `${name}=${redacted}`;
      }
      return `${name}=${encodeURIComponent(redactQueryValue(name, value, depth))}`;
    })
    .join("&");
  return `${path}?${query}`;
}

/** Free text (a library's log message) with URLs and token-like words redacted. */
export function redactText(text: string): string {
  return text
    .replace(/(?:https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*\?[^\s"'<>]+)/g, (url) => redactUrl(url))
    .replace(tokenLike, redacted);
}
