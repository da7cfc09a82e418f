/**
 * Loads Stripe.js from js.stripe.com (Stripe requires it be loaded from there, and the
 * server's CSP allows it only when payments are configured). Only the few calls the
 * payment form makes are typed here.
 */
export interface StripeJsError {
  type: string;
  code?: string;
  message?: string;
}

export interface StripePaymentElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: "ready", handler: () => void): void;
  on(event: "loaderror", handler: (event: { error?: StripeJsError }) => void): void;
}

export interface StripeElements {
  create(type: "payment", options?: { layout?: "tabs" | "accordion" }): StripePaymentElement;
}

export interface StripeJs {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }): Promise<{ error?: StripeJsError }>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

const scriptUrl = "https://js.stripe.com/v3/";
const loadTimeoutMs = 15_000;
const instances = new Map<string, Promise<StripeJs>>();

function injectScript(): Promise<void> {
  return new Promise((resolve, reject) => {
    if (window.Stripe) {
      resolve();
      return;
    }
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    const timer = window.setTimeout(() => {
      script.remove();
      reject(new Error("Stripe.js took too long to load."));
    }, loadTimeoutMs);
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.Stripe) resolve();
      else reject(new Error("Stripe.js loaded but did not start."));
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error("Stripe.js could not be loaded."));
    };
    document.head.appendChild(script);
  });
}

/** One Stripe.js instance per key; a failed load can be retried. */
export function loadStripe(publishableKey: string): Promise<StripeJs> {
  let pending = instances.get(publishableKey);
  if (!pending) {
    pending = injectScript().then(() => window.Stripe!(publishableKey));
    pending.catch(() => instances.delete(publishableKey));
    instances.set(publishableKey, pending);
  }
  return pending;
}
