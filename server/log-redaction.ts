/**
 * Secrets that travel in addresses (a password-reset link's token, a verification token,
 * an OAuth code, an image link's secret) must not reach the log: whoever reads the log
 * could use them. Logged URLs pass through `redactUrl`.
 *
 * Every pass here is linear in its input: anyone can send a long address (a 404 is not
 * rate limited), so nothing may scan forward again from each position. Logged addresses are
 * cut to `maxLoggedUrl` characters first, and words are found with one left-to-right
 * match of a plain character class, then tested as whole words.
 */
export const redacted = "[redacted]";

/** The longest address the log keeps (longer ones are cut and marked). */
export const maxLoggedUrl = 2048;
const cutMark = "…[cut]";

/** Query parameters whose values are secrets, by name. */
const secretParameter = /token|code|state|secret|password|key|signature|ticket|session|otp/i;

/** Path positions that hold a secret: /api/auth/reset-password/<token>, /api/images/<id>/<token>.png. */
const secretPaths: Array<[RegExp, string]> = [
  [/(\/reset-password\/)[^/?#]+/g, `$1${redacted}`],
  [/(\/api\/images\/[^/?#]+\/)[^/?#.]+/g, `$1${redacted}`],
];

/** Maximal runs of base64url characters and dots: each is found once, left to right. */
const wordRun = /[\w.-]+/g;

/**
 * A random secret: at least 20 base64url characters mixing upper case, lower case and
 * digits (UUIDs, which have no upper case, are ids and are left alone).
 */
function isTokenLike(part: string): boolean {
  return part.length >= 20 && /\d/.test(part) && /[a-z]/.test(part) && /[A-Z]/.test(part);
}

/** One run of base64url characters and dots, with a JWT (three parts of 8 or more) or a token in it redacted. */
function redactRun(run: string): string {
  const parts = run.split(".");
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i + 2 < parts.length && parts.slice(i, i + 3).every((part) => part.length >= 8)) {
      out.push(redacted);
      i += 2;
    } else out.push(isTokenLike(parts[i]!) ? redacted : parts[i]!);
  }
  return out.join(".");
}

/** Token-like words and JWTs in `text` replaced, in one pass. */
function redactTokens(text: string): string {
  return text.replace(wordRun, redactRun);
}

function redactQueryValue(name: string, value: string, depth: number): string {
  if (secretParameter.test(name)) return redacted;
  // A return address may carry its own query (…?callbackURL=/reset-password?token=…).
  if (value.includes("?") || value.includes("/")) return redactUrl(value, depth + 1);
  return redactTokens(value);
}

/** The URL (or path) with every secret in its path and query replaced, cut to `maxLoggedUrl`. */
export function redactUrl(url: string, depth = 0): string {
  if (depth > 3) return redacted;
  if (url.length > maxLoggedUrl) return redactUrl(url.slice(0, maxLoggedUrl), depth) + cutMark;
  const queryAt = url.indexOf("?");
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const [pattern, replacement] of secretPaths) path = path.replace(pattern, replacement);
  path = redactTokens(path);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const at = pair.indexOf("=");
      if (at === -1) return redactTokens(pair);
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

/** Runs of characters that may belong to an address in free text. */
const addressRun = /[^\s"'<>]+/g;

/** One such run with the address in it (an http(s) link, or a path with a query) redacted. */
function redactAddressRun(run: string): string {
  const link = run.search(/https?:\/\//);
  if (link !== -1) return redactTokens(run.slice(0, link)) + redactUrl(run.slice(link));
  const slash = run.indexOf("/");
  if (slash !== -1 && run.indexOf("?", slash) !== -1) {
    return redactTokens(run.slice(0, slash)) + redactUrl(run.slice(slash));
  }
  return redactTokens(run);
}

/** Free text (a library's log message) with URLs and token-like words redacted. */
export function redactText(text: string): string {
  return text.replace(addressRun, redactAddressRun);
}
