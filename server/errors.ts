import type { FastifyError, FastifyInstance } from "fastify";
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
): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
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
  return result.data;
}

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

function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === "string" && databaseDownCodes.has(candidate.code)) return true;
    if (
      typeof candidate.message === "string" &&
      /Connection terminated|timeout exceeded when trying to connect/i.test(candidate.message)
    ) {
      return true;
    }
    current = candidate.cause;
  }
  return false;
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

/** The one error handler: every failure leaves as {"error":{"code","message","fields"?}}. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send(errorBody(error.code, error.message, error.fields));
    }
    const fastifyError = error as FastifyError;
    const clientError = fastifyClientError(fastifyError);
    if (clientError) {
      return reply
        .status(errorStatus[clientError.code])
        .send(errorBody(clientError.code, clientError.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: { message: (error as Error).message } }, "database unavailable");
      reply.header("retry-after", "5");
      return reply
        .status(503)
        .send(
          errorBody(
            "service_unavailable",
            "The service is briefly unavailable. Please try again in a moment.",
          ),
        );
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send(errorBody("internal_error", "Something went wrong on our side. Please try again."));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(errorBody("not_found", `No API route ${request.method} ${request.url.split("?")[0]}.`));
  });
}
