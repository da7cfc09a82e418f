import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local stand-in for the parts of Stripe's REST API the product calls, speaking the
 * real protocol: form-encoded bodies with bracketed keys, `Authorization: Bearer`,
 * `Idempotency-Key` replay, `expand[]`, JSON objects and Stripe's error shape. Tests
 * drive the real `stripe` SDK against it (host, port, protocol) and move subscriptions
 * through their lifecycle with the helpers below, then send webhooks about them.
 */

type Json = Record<string, unknown>;

export interface FakeStripeFailure {
  status: number;
  type: "card_error" | "invalid_request_error" | "api_error" | "rate_limit_error";
  code?: string;
  message: string;
  declineCode?: string;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  params: Json;
  idempotencyKey: string | undefined;
}

const day = 24 * 60 * 60;

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Parses Stripe's form encoding (`items[0][price]=x&expand[0]=y`) into nested values. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = /^([^[]+)((?:\[[^\]]*\])*)$/.exec(rawKey);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    let container: Record<string, unknown> | unknown[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const next = path[index + 1];
      const key: string | number =
        Array.isArray(container) && segment === ""
          ? container.length
          : Array.isArray(container)
            ? Number(segment)
            : segment;
      const bag = container as Record<string | number, unknown>;
      if (last) {
        bag[key] = value;
        return;
      }
      if (bag[key] === undefined) bag[key] = next === "" || /^\d+$/.test(next ?? "") ? [] : {};
      container = bag[key] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === "string") return [value];
  return [];
}

export class FakeStripeServer {
  readonly secretKey: string;
  readonly requests: RecordedStripeRequest[] = [];
  readonly customers = new Map<string, Json>();
  readonly products = new Map<string, Json>();
  readonly prices = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly invoices = new Map<string, Json>();
  /** payment intent id → invoice id */
  private readonly intents = new Map<string, string>();
  private readonly idempotent = new Map<
    string,
    { fingerprint: string; status: number; body: string }
  >();
  private readonly failures: Array<{
    method: string;
    pathPrefix: string;
    failure: FakeStripeFailure;
  }> = [];
  private server = createServer((request, response) => {
    void this.handle(request, response);
  });
  port = 0;

  constructor(secretKey = "sk_test_fake_kingdom_tools") {
    this.secretKey = secretKey;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get apiBase(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The next matching request fails this way (once). */
  failNext(method: string, pathPrefix: string, failure: FakeStripeFailure): void {
    this.failures.push({ method, pathPrefix, failure });
  }

  count(method: string, path: string | RegExp): number {
    return this.requests.filter(
      (request) =>
        request.method === method &&
        (typeof path === "string" ? request.path === path : path.test(request.path)),
    ).length;
  }

  // ---- objects -------------------------------------------------------------

  addPrice(input: {
    amountCents: number;
    interval: "month" | "year";
    lookupKey?: string;
    currency?: string;
    active?: boolean;
  }): Json {
    const productId = this.ensureProduct("prod_fake_kingdom_tools", "Kingdom Tools");
    const price: Json = {
      id: id("price"),
      object: "price",
      active: input.active ?? true,
      billing_scheme: "per_unit",
      created: nowSeconds(),
      currency: input.currency ?? "usd",
      livemode: false,
      lookup_key: input.lookupKey ?? null,
      metadata: {},
      nickname: null,
      product: productId,
      recurring: {
        interval: input.interval,
        interval_count: 1,
        usage_type: "licensed",
        meter: null,
        trial_period_days: null,
      },
      tax_behavior: "unspecified",
      type: "recurring",
      unit_amount: input.amountCents,
      unit_amount_decimal: String(input.amountCents),
    };
    this.prices.set(price.id as string, price);
    return price;
  }

  private ensureProduct(productId: string, name: string): string {
    if (!this.products.has(productId)) {
      this.products.set(productId, {
        id: productId,
        object: "product",
        active: true,
        name,
        metadata: {},
        created: nowSeconds(),
        livemode: false,
      });
    }
    return productId;
  }

  private periodEnd(start: number, priceId: string): number {
    const price = this.prices.get(priceId);
    const interval = (price?.recurring as { interval?: string } | undefined)?.interval;
    return start + (interval === "year" ? 365 : 30) * day;
  }

  private newInvoice(subscription: Json, price: Json, status: "open" | "paid" = "open"): Json {
    const intentId = id("pi");
    const invoice: Json = {
      id: id("in"),
      object: "invoice",
      amount_due: price.unit_amount,
      amount_paid: status === "paid" ? price.unit_amount : 0,
      currency: price.currency,
      customer: subscription.customer,
      status,
      created: nowSeconds(),
      livemode: false,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      confirmation_secret: {
        client_secret: `${intentId}_secret_${randomBytes(12).toString("hex")}`,
        type: "payment_intent",
      },
    };
    this.invoices.set(invoice.id as string, invoice);
    this.intents.set(intentId, invoice.id as string);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  private itemsOf(subscription: Json): Array<Json> {
    return (subscription.items as { data: Json[] }).data;
  }

  /** A successful first payment (what Stripe.js confirming the Payment Element does). */
  payFirstInvoice(subscriptionId: string): Json {
    const subscription = this.subscriptions.get(subscriptionId)!;
    const invoice = this.invoices.get(subscription.latest_invoice as string)!;
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    subscription.status = "active";
    return invoice;
  }

  /** The renewal's charge fails: a new period with an open invoice, and past_due. */
  failRenewal(subscriptionId: string): Json {
    const subscription = this.subscriptions.get(subscriptionId)!;
    const item = this.itemsOf(subscription)[0]!;
    const start = item.current_period_end as number;
    item.current_period_start = start;
    item.current_period_end = this.periodEnd(start, (item.price as Json).id as string);
    subscription.status = "past_due";
    return this.newInvoice(subscription, item.price as Json);
  }

  /** Sets fields directly (status, periods) for states a test needs. */
  patchSubscription(subscriptionId: string, patch: Json, periodEnd?: number): Json {
    const subscription = this.subscriptions.get(subscriptionId)!;
    Object.assign(subscription, patch);
    if (periodEnd !== undefined) this.itemsOf(subscription)[0]!.current_period_end = periodEnd;
    return subscription;
  }

  /** An event as Stripe would post it (to be signed by the test). */
  event(type: string, object: Json): Json {
    return {
      id: id("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: nowSeconds(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  // ---- HTTP ----------------------------------------------------------------

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const bodyText = Buffer.concat(chunks).toString("utf8");
    const url = new URL(request.url ?? "/", "http://fake");
    const method = request.method ?? "GET";
    const params = parseStripeForm(method === "GET" ? url.search.slice(1) : bodyText);
    const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
    this.requests.push({ method, path: url.pathname, params, idempotencyKey });

    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const text = JSON.stringify(body);
      response.writeHead(status, {
        "content-type": "application/json",
        "request-id": id("req"),
        ...headers,
      });
      response.end(text);
      return { status, text };
    };
    const fail = (failure: FakeStripeFailure) =>
      send(
        failure.status,
        {
          error: {
            type: failure.type,
            message: failure.message,
            ...(failure.code ? { code: failure.code } : {}),
            ...(failure.declineCode ? { decline_code: failure.declineCode } : {}),
          },
        },
        failure.status >= 500 ? { "stripe-should-retry": "false" } : {},
      );

    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      send(401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided." },
      });
      return;
    }

    const fingerprint = `${method} ${url.pathname} ${bodyText}`;
    if (idempotencyKey && method !== "GET") {
      const seen = this.idempotent.get(idempotencyKey);
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          send(400, {
            error: {
              type: "idempotency_error",
              message:
                "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            },
          });
          return;
        }
        response.writeHead(seen.status, {
          "content-type": "application/json",
          "idempotent-replayed": "true",
        });
        response.end(seen.body);
        return;
      }
    }

    const failureIndex = this.failures.findIndex(
      (entry) => entry.method === method && url.pathname.startsWith(entry.pathPrefix),
    );
    if (failureIndex >= 0) {
      fail(this.failures.splice(failureIndex, 1)[0]!.failure);
      return;
    }

    const result = this.route(method, url.pathname, params);
    const sent =
      "failure" in result ? fail(result.failure) : send(result.status ?? 200, result.body);
    // Stripe stores the first answer to a key, errors included (except 5xx).
    if (idempotencyKey && method !== "GET" && sent.status < 500) {
      this.idempotent.set(idempotencyKey, { fingerprint, status: sent.status, body: sent.text });
    }
  }

  private missing(kind: string, objectId: string) {
    return {
      failure: {
        status: 404,
        type: "invalid_request_error" as const,
        code: "resource_missing",
        message: `No such ${kind}: '${objectId}'`,
      },
    };
  }

  private route(
    method: string,
    path: string,
    params: Json,
  ): { status?: number; body: unknown } | { failure: FakeStripeFailure } {
    const parts = path.split("/").filter(Boolean); // ["v1", resource, id?, action?]
    // Namespaced resources (billing_portal/sessions) are one resource name.
    if (parts[1] === "billing_portal") parts.splice(1, 2, `billing_portal/${parts[2]}`);
    const [version, resource, objectId, action] = parts;
    if (version !== "v1") return this.missing("path", path);
    const expand = asList(params.expand);

    switch (`${method} ${resource}${objectId ? "/:id" : ""}${action ? `/${action}` : ""}`) {
      case "POST customers": {
        const customer: Json = {
          id: id("cus"),
          object: "customer",
          email: params.email ?? null,
          name: params.name ?? null,
          metadata: params.metadata ?? {},
          created: nowSeconds(),
          livemode: false,
        };
        this.customers.set(customer.id as string, customer);
        return { body: customer };
      }
      case "GET customers/:id": {
        const customer = this.customers.get(objectId!);
        return customer ? { body: customer } : this.missing("customer", objectId!);
      }
      case "DELETE customers/:id": {
        if (!this.customers.has(objectId!)) return this.missing("customer", objectId!);
        this.customers.set(objectId!, { id: objectId, object: "customer", deleted: true });
        return { body: { id: objectId, object: "customer", deleted: true } };
      }
      case "GET products/:id": {
        const product = this.products.get(objectId!);
        return product ? { body: product } : this.missing("product", objectId!);
      }
      case "POST products": {
        const productId = (params.id as string | undefined) ?? id("prod");
        if (this.products.has(productId)) {
          return {
            failure: {
              status: 400,
              type: "invalid_request_error",
              code: "resource_already_exists",
              message: "Product already exists.",
            },
          };
        }
        this.ensureProduct(productId, String(params.name));
        return { body: this.products.get(productId) };
      }
      case "GET prices": {
        const keys = asList(params.lookup_keys);
        const data = [...this.prices.values()].filter(
          (price) =>
            (keys.length === 0 || keys.includes(price.lookup_key as string)) &&
            (params.active === undefined || String(price.active) === params.active),
        );
        return { body: { object: "list", data, has_more: false, url: "/v1/prices" } };
      }
      case "GET prices/:id": {
        const price = this.prices.get(objectId!);
        return price ? { body: price } : this.missing("price", objectId!);
      }
      case "POST prices": {
        const recurring = params.recurring as { interval: "month" | "year" };
        const lookupKey = params.lookup_key as string | undefined;
        const clash = [...this.prices.values()].find((price) => price.lookup_key === lookupKey);
        if (lookupKey && clash) {
          if (params.transfer_lookup_key !== "true") {
            return {
              failure: {
                status: 400,
                type: "invalid_request_error",
                message: `A price (\`${clash.id as string}\`) already uses that lookup key.`,
              },
            };
          }
          clash.lookup_key = null;
        }
        const price = this.addPrice({
          amountCents: Number(params.unit_amount),
          interval: recurring.interval,
          currency: params.currency as string,
          ...(lookupKey ? { lookupKey } : {}),
        });
        price.product = params.product;
        return { body: price };
      }
      case "POST prices/:id": {
        const price = this.prices.get(objectId!);
        if (!price) return this.missing("price", objectId!);
        if (params.active !== undefined) price.active = params.active === "true";
        return { body: price };
      }
      case "POST subscriptions":
        return this.createSubscription(params, expand);
      case "GET subscriptions": {
        const status = (params.status as string | undefined) ?? "active-ish";
        const data = [...this.subscriptions.values()]
          .filter((subscription) => !params.customer || subscription.customer === params.customer)
          .filter((subscription) =>
            status === "all"
              ? true
              : status === "active-ish"
                ? subscription.status !== "canceled" && subscription.status !== "incomplete_expired"
                : subscription.status === status,
          )
          .sort((a, b) => (b.created as number) - (a.created as number))
          .map((subscription) =>
            this.expanded(
              subscription,
              expand.filter((path) => path.startsWith("data.")).map((path) => path.slice(5)),
            ),
          );
        return { body: { object: "list", data, has_more: false, url: "/v1/subscriptions" } };
      }
      case "GET subscriptions/:id": {
        const subscription = this.subscriptions.get(objectId!);
        return subscription
          ? { body: this.expanded(subscription, expand) }
          : this.missing("subscription", objectId!);
      }
      case "POST subscriptions/:id": {
        const subscription = this.subscriptions.get(objectId!);
        if (!subscription) return this.missing("subscription", objectId!);
        if (subscription.status === "canceled") {
          return {
            failure: {
              status: 400,
              type: "invalid_request_error",
              message:
                "A canceled subscription can only update its cancellation_details and metadata.",
            },
          };
        }
        if (params.cancel_at_period_end !== undefined) {
          const cancel = params.cancel_at_period_end === "true";
          subscription.cancel_at_period_end = cancel;
          subscription.cancel_at = cancel
            ? (this.itemsOf(subscription)[0]!.current_period_end as number)
            : null;
          subscription.canceled_at = cancel ? nowSeconds() : null;
        }
        return { body: this.expanded(subscription, expand) };
      }
      case "DELETE subscriptions/:id": {
        const subscription = this.subscriptions.get(objectId!);
        if (!subscription) return this.missing("subscription", objectId!);
        subscription.status = "canceled";
        subscription.canceled_at = nowSeconds();
        subscription.ended_at = nowSeconds();
        return { body: this.expanded(subscription, expand) };
      }
      case "POST payment_intents/:id/confirm":
        return this.confirm(objectId!, params);
      case "POST billing_portal/sessions": {
        if (!this.customers.has(params.customer as string)) {
          return this.missing("customer", String(params.customer));
        }
        return {
          body: {
            id: id("bps"),
            object: "billing_portal.session",
            customer: params.customer,
            return_url: params.return_url,
            url: `https://billing.stripe.com/p/session/test_${randomBytes(8).toString("hex")}`,
            livemode: false,
            created: nowSeconds(),
          },
        };
      }
      default:
        return this.missing("path", `${method} ${path}`);
    }
  }

  private createSubscription(
    params: Json,
    expand: string[],
  ): { body: unknown } | { failure: FakeStripeFailure } {
    const customerId = params.customer as string;
    if (!this.customers.has(customerId)) return this.missing("customer", customerId);
    const items = (params.items as Array<{ price: string }> | undefined) ?? [];
    const price = this.prices.get(items[0]?.price ?? "");
    if (!price) return this.missing("price", items[0]?.price ?? "");
    if (params.payment_behavior !== "default_incomplete") {
      return {
        failure: {
          status: 402,
          type: "card_error",
          code: "card_declined",
          message: "This customer has no attached payment source or default payment method.",
        },
      };
    }
    const created = nowSeconds();
    const subscription: Json = {
      id: id("sub"),
      object: "subscription",
      customer: customerId,
      status: "incomplete",
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created,
      start_date: created,
      livemode: false,
      metadata: params.metadata ?? {},
      payment_settings: params.payment_settings ?? null,
      items: {
        object: "list",
        data: [
          {
            id: id("si"),
            object: "subscription_item",
            price,
            quantity: 1,
            current_period_start: created,
            current_period_end: this.periodEnd(created, price.id as string),
          },
        ],
        has_more: false,
      },
      latest_invoice: null,
    };
    this.subscriptions.set(subscription.id as string, subscription);
    this.newInvoice(subscription, price);
    return { body: this.expanded(subscription, expand) };
  }

  /** What Stripe.js does when the Payment Element is confirmed with a test card. */
  private confirm(
    intentId: string,
    params: Json,
  ): { body: unknown } | { failure: FakeStripeFailure } {
    const invoiceId = this.intents.get(intentId);
    if (!invoiceId) return this.missing("payment_intent", intentId);
    const invoice = this.invoices.get(invoiceId)!;
    const subscriptionId = (invoice.parent as { subscription_details: { subscription: string } })
      .subscription_details.subscription;
    if (params.payment_method === "pm_card_chargeDeclined") {
      return {
        failure: {
          status: 402,
          type: "card_error",
          code: "card_declined",
          declineCode: "generic_decline",
          message: "Your card was declined.",
        },
      };
    }
    this.payFirstInvoice(subscriptionId);
    return {
      body: {
        id: intentId,
        object: "payment_intent",
        status: "succeeded",
        amount: invoice.amount_due,
        currency: invoice.currency,
      },
    };
  }

  /** A copy with `latest_invoice` (and its confirmation secret) expanded when asked. */
  private expanded(subscription: Json, expand: string[]): Json {
    const copy = structuredClone(subscription);
    const invoiceId = subscription.latest_invoice as string | null;
    if (invoiceId && expand.some((path) => path.startsWith("latest_invoice"))) {
      const invoice = structuredClone(this.invoices.get(invoiceId)!);
      if (!expand.includes("latest_invoice.confirmation_secret"))
        delete invoice.confirmation_secret;
      copy.latest_invoice = invoice;
    }
    return copy;
  }
}

export async function startFakeStripe(secretKey?: string): Promise<FakeStripeServer> {
  return new FakeStripeServer(secretKey).start();
}

/** The webhook signing secret tests configure, and a body + Stripe-Signature header for it. */
export const testWebhookSecret = "whsec_kingdom_tools_test_secret";

export function signedWebhook(
  event: unknown,
  secret = testWebhookSecret,
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event);
  const signature = new Stripe("sk_test_unused").webhooks.generateTestHeaderString({
    payload,
    secret,
  });
  return {
    payload,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  };
}

/** Environment overrides that point the app's real Stripe client at this fake. */
export function stripeEnv(fake: FakeStripeServer): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake_kingdom_tools",
    STRIPE_WEBHOOK_SECRET: testWebhookSecret,
    STRIPE_API_BASE: fake.apiBase,
  };
}
