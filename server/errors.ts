import type { FastifyBaseLogger, FastifyError, FastifyInstance } from "fastify";
import type { z } from "zod";
import { errorStatus, fieldErrors, type ApiErrorBody, type ErrorCode } from "@shared/api-error";

/** An error meant for the client: its code fixes the HTTP status, its message is shown. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = errorStatus[code];
  }
}

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  kind?: string,
): ApiErrorBody {
  return {
    error: { code, message, ...(fields ? { fields } : {}), ...(kind ? { kind } : {}) },
  };
}

/**
 * How a call to the language model failed. The page titles its message by this; the
 * server log names it. `timeout_before_first_words`: nothing was written within the
 * first-chunk limit; `timeout_while_writing`: the total or between-chunk limit ran out
 * mid-answer; `refused`: a 4xx other than a key or rate problem (context too small, unknown
 * model); `cut_off`: the answer stopped at the token cap; `junk`: valid JSON that makes no
 * sense for the tool.
 */
export type ProviderFailureKind =
  | "timeout_before_first_words"
  | "timeout_while_writing"
  | "refused"
  | "key_rejected"
  | "busy"
  | "server_error"
  | "dropped"
  | "connection_refused"
  | "cut_off"
  | "unreadable"
  | "junk";

/** What the operator's log line says of a failed model call: never the prompt or the text. */
export interface ProviderFailureDetails {
  kind: ProviderFailureKind;
  /** "retry": a passing fault worth trying again; "admin": the set-up must change. */
  action: "retry" | "admin";
  provider?: string;
  model?: string;
  /** The provider's HTTP status and its own reason, shortened. */
  status?: number;
  reason?: string;
  /** From the call's start (after any wait in the queue) to the failure. */
  elapsedMs?: number;
  /** From the call's start to the first written character, when there was one. */
  firstWordsMs?: number;
  /** How many characters the model had written when it failed. */
  characters?: number;
  finishReason?: string;
  maxOutputTokens?: number;
  attempts?: number;
  /** The limit that ran out, for a timeout. */
  limitMs?: number;
  /** Which checks the answer failed, for junk (field names and rules, not the text). */
  problems?: string[];
}

/** A failed model call: its answer to the page and the one log line the operator reads. */
export class ProviderFailure extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly details: ProviderFailureDetails,
    headers?: Record<string, string>,
  ) {
    super(code, message, undefined, headers);
  }
}

const failureExplanations: Record<ProviderFailureKind, string> = {
  timeout_before_first_words:
    "the model wrote nothing within the first-chunk limit (a slow or loading server wants AI_PROFILE=local or a larger AI_FIRST_CHUNK_TIMEOUT_MS)",
  timeout_while_writing:
    "the model was still writing when the time limit ran out (AI_TIMEOUT_MS, or AI_PROFILE=local for a slow server)",
  refused: "the provider refused the request (see its status and reason)",
  key_rejected: "the provider did not accept the API key (AI_API_KEY)",
  busy: "the provider is rate limiting this server",
  server_error: "the provider answered with a server error",
  dropped: "the provider's answer broke off mid-stream",
  connection_refused:
    "the provider could not be reached (AI_BASE_URL wrong, or the model server is not running)",
  cut_off:
    "the answer stopped at the token cap (raise AI_MAX_OUTPUT_TOKENS, the server's own output cap, or its context size)",
  unreadable: "the answer was not JSON matching the tool's schema, even after one repair attempt",
  junk: "the answer matched the schema but failed the tool's sense checks, even after one repair attempt",
};

/** The operator's log line for a failed model call. */
export function logProviderFailure(
  failure: ProviderFailure,
  log: FastifyBaseLogger,
  heading = "AI provider failure",
): void {
  const { details } = failure;
  const line = `${heading}: ${details.kind}: ${failureExplanations[details.kind]}`;
  if (details.action === "admin") log.error({ ai: details }, line);
  else log.warn({ ai: details }, line);
}

/** Parses input with a shared schema; failures become a 400 with one message per field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    throw new AppError(
      "validation_error",
      "Please correct the highlighted fields.",
      fieldErrors(result.error.issues),
    );
  }
  const unprintable = fieldsWithControlCharacters(result.data);
  if (unprintable.length > 0) {
    throw new AppError(
      "validation_error",
      "Please correct the highlighted fields.",
      Object.fromEntries(
        unprintable.map((field) => [field, "This text contains characters that cannot be saved."]),
      ),
    );
  }
  return result.data;
}

// C0 control characters other than tab, line feed and carriage return: PostgreSQL cannot
// store NUL, and none of them belongs in a sermon, a prompt or an id.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function fieldsWithControlCharacters(value: unknown, path = ""): string[] {
  if (typeof value === "string") return controlCharacter.test(value) ? [path || "_"] : [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => fieldsWithControlCharacters(item, join(path, index)));
  }
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([key, item]) =>
      fieldsWithControlCharacters(item, join(path, key)),
    );
  }
  return [];
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

const databaseDownCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08003",
  "08006",
]);

/** PostgreSQL, or Redis when it keeps the shared limits, cannot be reached right now. */
function isDataStoreUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && databaseDownCodes.has(candidate.code)) return true;
    if (
      typeof candidate.message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect|Stream isn't writeable|max retries per request|Connection is closed/i.test(
        candidate.message,
      )
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
}

/**
 * PostgreSQL's class 22 (data exception): a value the database cannot hold, such as a NUL
 * character in text or JSON. It comes from what the client sent, so it is a 400, not a 500.
 */
function dataExceptionCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && /^22[0-9A-Z]{3}$/.test(candidate.code)) {
      return candidate.code;
    }
    current = candidate.cause;
  }
  return undefined;
}

/** nodemailer's codes for a mail server that cannot be reached or refuses the message. */
const mailFailureCodes = new Set(
  "ECONNECTION ESOCKET EDNS ETLS EREQUIRETLS EPROTOCOL EENVELOPE EMESSAGE ESTREAM EAUTH ENOAUTH EMAXLIMIT".split(
    " ",
  ),
);
/** A file the server must write (an image, an outbox message) cannot be: disk full, read-only... */
const storageFailureCodes = new Set(
  "ENOSPC EDQUOT EROFS EACCES EPERM ENOTDIR EISDIR EEXIST EMFILE ENFILE EIO".split(" "),
);
const fileSystemCalls = new Set(
  "open write mkdir rename unlink rmdir scandir stat lstat copyfile access close fsync".split(" "),
);

function dependencyFailure(error: unknown): { code: ErrorCode; message: string } | undefined {
  const { code, syscall } = (error ?? {}) as { code?: unknown; syscall?: unknown };
  if (typeof code !== "string") return undefined;
  if (mailFailureCodes.has(code)) {
    return {
      code: "provider_error",
      message: "The email could not be sent right now. Please try again in a few minutes.",
    };
  }
  if (
    storageFailureCodes.has(code) &&
    typeof syscall === "string" &&
    fileSystemCalls.has(syscall)
  ) {
    return {
      code: "service_unavailable",
      message: "The server cannot save files right now. Please try again later.",
    };
  }
  return undefined;
}

/** Maps Fastify's own client errors (bad JSON, body too large, wrong type) to stable codes. */
function fastifyClientError(error: FastifyError): { code: ErrorCode; message: string } | undefined {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return { code: "payload_too_large", message: "The request body is too large." };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { code: "unsupported_media_type", message: "Send the request body as JSON." };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { code: "bad_request", message: "The request body is not valid JSON." };
    default:
      if (error.statusCode === 429) return { code: "rate_limited", message: error.message };
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return { code: "bad_request", message: "The request could not be read." };
      }
      return undefined;
  }
}

/** An AppError, or one a library wrapped (the database gate's 503 inside a query error). */
function appErrorIn(error: unknown): AppError | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof AppError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What a failure is answered with: status, JSON body and any headers. */
export interface ErrorReply {
  status: number;
  body: ApiErrorBody;
  headers?: Record<string, string>;
}

/**
 * The one mapping of failures to answers: every failure leaves as
 * {"error":{"code","message","fields"?}}. The error handler and the event streams (whose
 * errors arrive after the headers are sent) both use it.
 */
export function errorReply(error: unknown, log: FastifyBaseLogger): ErrorReply {
  const appError = appErrorIn(error);
  if (appError) {
    const kind = appError instanceof ProviderFailure ? appError.details.kind : undefined;
    if (appError instanceof ProviderFailure) logProviderFailure(appError, log);
    return {
      status: appError.status,
      body: errorBody(appError.code, appError.message, appError.fields, kind),
      ...(appError.headers ? { headers: appError.headers } : {}),
    };
  }
  const clientError =
    error && typeof error === "object" ? fastifyClientError(error as FastifyError) : undefined;
  if (clientError) {
    return {
      status: errorStatus[clientError.code],
      body: errorBody(clientError.code, clientError.message),
    };
  }
  const dataException = dataExceptionCode(error);
  if (dataException) {
    log.warn({ code: dataException }, "request data the database cannot store");
    return {
      status: 400,
      body: errorBody(
        "bad_request",
        "The request contains characters or values that cannot be saved.",
      ),
    };
  }
  const dependency = dependencyFailure(error);
  if (dependency) {
    log.error({ err: error }, "a dependency failed");
    return {
      status: errorStatus[dependency.code],
      body: errorBody(dependency.code, dependency.message),
    };
  }
  if (isDataStoreUnavailable(error)) {
    log.error({ err: { message: (error as Error).message } }, "data store unavailable");
    return {
      status: 503,
      body: errorBody(
        "service_unavailable",
        "The service is briefly unavailable. Please try again in a moment.",
      ),
      headers: { "retry-after": "5" },
    };
  }
  log.error({ err: error }, "unhandled error");
  return {
    status: 500,
    body: errorBody("internal_error", "Something went wrong on our side. Please try again."),
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, headers } = errorReply(error, request.log);
    if (headers) reply.headers(headers);
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(errorBody("not_found", `No API route ${request.method} ${request.url.split("?")[0]}.`));
  });
}
