import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../errors";

/**
 * Turns a failed Stripe call into an error the user can act on. Card problems carry
 * Stripe's own customer-facing message; our setup mistakes are logged and reported as
 * payments being unavailable; Stripe being down is a provider error worth retrying.
 * Errors are told apart by the SDK's documented `type` field rather than its classes, so
 * this module does not load the SDK.
 */
export function stripeFailure(error: unknown, log: FastifyBaseLogger, action: string): Error {
  if (error instanceof AppError) return error;
  const type = stripeErrorType(error);
  // Our own faults (a database error, say) are not the payment provider's: they go to the
  // app's error handler unchanged and are reported as internal errors.
  if (!type) return error instanceof Error ? error : new Error(String(error));
  if (type === "StripeCardError") {
    return new AppError("bad_request", (error as Error).message || "Your card was declined.");
  }
  if (type === "StripeRateLimitError") {
    return new AppError(
      "rate_limited",
      "The payment provider is busy. Please wait a moment and try again.",
    );
  }
  if (type === "StripeAuthenticationError" || type === "StripePermissionError") {
    log.error(
      { err: { message: (error as Error).message } },
      `stripe rejected our key while trying to ${action}`,
    );
    return new AppError(
      "service_unavailable",
      "Payments are unavailable on this server right now. Please contact support.",
    );
  }
  log.error({ err: { message: (error as Error).message, type } }, `stripe failed to ${action}`);
  return new AppError(
    "provider_error",
    "The payment provider could not complete the request. Please try again in a moment.",
  );
}

/** True when Stripe answered 404 for the object we asked about. */
export function isMissingResource(error: unknown): boolean {
  if (stripeErrorType(error) !== "StripeInvalidRequestError") return false;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  return code === "resource_missing" || statusCode === 404;
}

function stripeErrorType(error: unknown): string | undefined {
  const type = (error as { type?: unknown } | null)?.type;
  return typeof type === "string" && type.startsWith("Stripe") ? type : undefined;
}
