import type { StripeConfig } from "./stripe-config";

/**
 * Content-Security-Policy sources Stripe.js and its Payment Element need (Stripe's
 * published CSP list). Only added when payments are configured, so a server without
 * keys allows no third-party script or frame at all.
 */
export function stripeCspSources(stripe: StripeConfig | undefined) {
  if (!stripe) return { scriptSrc: [], frameSrc: [], connectSrc: [] };
  return {
    scriptSrc: ["https://js.stripe.com", "https://*.js.stripe.com"],
    frameSrc: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
    connectSrc: ["https://api.stripe.com"],
  };
}
