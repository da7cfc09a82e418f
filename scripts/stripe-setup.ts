/**
 * `npm run stripe:setup`: creates (or checks) the Kingdom Tools product and its monthly
 * and yearly prices in the Stripe account of STRIPE_SECRET_KEY, from shared/prices.ts.
 * Running it again changes nothing unless the prices in shared/prices.ts changed.
 */
import { formatPrice, plans, planTypes } from "../shared/prices";
import { loadConfig } from "../server/config";
import { createStripeClient } from "../server/modules/billing/stripe-client";
import { setUpStripePrices } from "../server/modules/billing/price-setup";
import { priceLookupKeys } from "../server/modules/billing/price-catalog";
import { handledEventTypes } from "../server/modules/billing/webhook";

const config = loadConfig();
if (!config.stripe) {
  console.error(
    "Payments are not configured: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (see docs/payments.md), then run this again.",
  );
  process.exit(1);
}

const result = await setUpStripePrices(await createStripeClient(config.stripe));
console.log(`Product: ${result.productId}`);
for (const plan of planTypes) {
  const { id, action } = result.prices[plan];
  console.log(
    `${plans[plan].name}: ${formatPrice(plans[plan].amountCents)}/${plans[plan].interval} — ${id} (${action}, lookup key ${priceLookupKeys[plan]})`,
  );
}
console.log(`
The server finds these prices by lookup key; STRIPE_PRICE_MONTHLY / STRIPE_PRICE_YEARLY are not needed.
Webhook endpoint to add in the Stripe dashboard: ${config.publicUrl}/api/stripe/webhook
Events: ${handledEventTypes.join(", ")}`);
