import Stripe from "stripe";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../errors";

/**
 * Turns a failed Stripe call into an error the user can act on. Card problems carry
 * Stripe's own customer-facing message; our setup mistakes are logged and reported as
 * payments being unavailable; Stripe being down is a provider error worth retrying.
 */
export function stripeFailure(error: unknown, log: FastifyBaseLogger, action: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new AppError("bad_request", error.message || "Your card was declined.");
  }
  if (error instanceof Stripe.errors.StripeRateLimitError) {
    return new AppError(
      "rate_limited",
      "The payment provider is busy. Please wait a moment and try again.",
    );
  }
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    log.error(
      { err: { message: error.message } },
      `stripe rejected our key while trying to ${action}`,
    );
    return new AppError(
      "service_unavailable",
      "Payments are unavailable on this server right now. Please contact support.",
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  log.error(
    { err: { message, type: (error as { type?: string }).type } },
    `stripe failed to ${action}`,
  );
  return new AppError(
    "provider_error",
    "The payment provider could not complete the request. Please try again in a moment.",
  );
}

/** True when Stripe answered 404 for the object we asked about. */
export function isMissingResource(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.code === "resource_missing" || error.statusCode === 404)
  );
}
