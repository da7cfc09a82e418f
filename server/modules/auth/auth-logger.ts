import type { FastifyBaseLogger } from "fastify";
import { redactText } from "../../log-redaction";

/**
 * better-auth's own logger prints plain text, where a line break in anonymous input (an
 * email address, a provider name) would forge a log line. Its messages go to the app's
 * structured logger instead: one JSON object per line, values escaped, secrets redacted.
 * Errors are summed up by type, code and message; their SQL parameters (which may hold
 * what a user typed) are left out.
 */
export function authLogger(log: FastifyBaseLogger) {
  const logger = log.child({ module: "better-auth" });
  return {
    disabled: log.level === "silent",
    level: "warn" as const,
    log(level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) {
      const details = args.map(describe);
      const fields = details.length > 0 ? { details } : {};
      logger[level](fields, redactText(String(message)));
    },
  };
}

/**
 * Errors better-auth's endpoints answer with. better-auth logs these through a logger of its
 * own outside a request's context, which prints plain text to the console ("[Better Auth]:
 * This password is too easy to guess"); given as `onAPIError.onError`, they go to the JSON
 * log instead: a refusal of the request (4xx) at debug level, a failure of the server at
 * error level.
 */
export function authApiErrorLogger(log: FastifyBaseLogger) {
  const logger = log.child({ module: "better-auth" });
  return (error: unknown) => {
    const status = (error as { statusCode?: unknown } | null)?.statusCode;
    const refused = typeof status === "number" && status < 500;
    const message = error instanceof Error ? error.message : String(error);
    logger[refused ? "debug" : "error"](
      { details: [describe(error)] },
      redactText(message.split("\n")[0]!.slice(0, 300)),
    );
  };
}

function describe(value: unknown, depth = 0): unknown {
  if (value instanceof Error) {
    const cause = (value as { cause?: unknown }).cause;
    const code = (value as { code?: unknown }).code ?? (cause as { code?: unknown })?.code;
    // A failed query's message repeats the SQL and its parameters; the cause says why.
    const message =
      cause instanceof Error && /^Failed query/.test(value.message) ? cause.message : value.message;
    return {
      type: value.name,
      ...(typeof code === "string" ? { code } : {}),
      message: redactText(message.split("\n")[0]!.slice(0, 300)),
    };
  }
  if (typeof value === "string") return redactText(value.slice(0, 300));
  if (value && typeof value === "object" && depth < 2) {
    return Object.fromEntries(
      Object.entries(value)
        .slice(0, 20)
        .map(([key, item]) => [key, describe(item, depth + 1)]),
    );
  }
  return typeof value === "object" ? "[object]" : value;
}
