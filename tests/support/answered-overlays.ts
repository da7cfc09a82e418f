import type { BrowserContext } from "@playwright/test";
import { consentVersion, type ConsentRecord } from "../../shared/consent";

/**
 * The age gate and cookie banner as a returning visitor answered them (18 or over, only
 * the necessary and functional storage): the localStorage entries, by key. Browser tests
 * about something else, the Lighthouse bench and the marketing screenshots start from here.
 */
export function answeredOverlays(now = new Date()): Record<string, string> {
  const consent: ConsentRecord = {
    necessary: true,
    analytics: false,
    marketing: false,
    functional: true,
    timestamp: now.toISOString(),
    version: consentVersion,
  };
  return { "age-verified": "true", "gdpr-consent": JSON.stringify(consent) };
}

/** Writes the answers into every page of the context before the page's own scripts run. */
export async function answerOverlaysIn(context: BrowserContext): Promise<void> {
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, answeredOverlays());
}
