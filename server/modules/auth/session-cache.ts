/**
 * Recently confirmed sessions, kept in memory for a few seconds so that a page's burst
 * of API calls costs one database lookup rather than one each. Sign-out, password
 * changes and access changes made through this instance clear entries at once; the
 * time-to-live bounds how long another instance's sign-out takes to reach this one.
 */
export interface SessionCache<Value extends { id: string }> {
  get(token: string, now: number): Value | undefined;
  set(token: string, value: Value, now: number): void;
  forgetToken(token: string): void;
  forgetUser(userId: string): void;
  clear(): void;
}

export function createSessionCache<Value extends { id: string }>(
  ttlMs: number,
  maxEntries = 10_000,
): SessionCache<Value> {
  const entries = new Map<string, { value: Value; expiresAt: number }>();
  return {
    get(token, now) {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        entries.delete(token);
        return undefined;
      }
      return entry.value;
    },
    set(token, value, now) {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(token, { value, expiresAt: now + ttlMs });
    },
    forgetToken(token) {
      entries.delete(token);
    },
    forgetUser(userId) {
      for (const [token, entry] of entries) if (entry.value.id === userId) entries.delete(token);
    },
    clear() {
      entries.clear();
    },
  };
}

/** The session token cookie's value (with or without the __Secure- prefix), if any. */
export function sessionTokenFrom(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (name === "kt.session_token" || name === "__Secure-kt.session_token") {
      const value = part.slice(separator + 1).trim();
      return value || undefined;
    }
  }
  return undefined;
}
