import { describe, expect, it } from "vitest";
import {
  accessSummary,
  hasAccess,
  type AccessFacts,
} from "../../server/modules/access/access-rule";

const now = new Date("2026-11-23T12:00:00Z");
const day = 24 * 60 * 60 * 1000;
const later = new Date(now.getTime() + 5 * day);
const earlier = new Date(now.getTime() - day);

const facts = (overrides: Partial<AccessFacts>): AccessFacts => ({
  subscriptionStatus: "inactive",
  subscriptionEndsAt: null,
  trialStartedAt: null,
  trialEndsAt: null,
  ...overrides,
});

describe("access rule", () => {
  it.each([
    ["active", later, true],
    ["trialing", later, true],
    ["past_due", later, true],
    ["past_due", earlier, false],
    ["canceled", later, false],
    ["unpaid", later, false],
    ["incomplete", later, false],
    ["incomplete_expired", later, false],
    ["paused", later, false],
    ["inactive", null, false],
  ] as const)("subscription %s ending %s → access %s", (status, endsAt, expected) => {
    expect(hasAccess(facts({ subscriptionStatus: status, subscriptionEndsAt: endsAt }), now)).toBe(
      expected,
    );
  });

  it.each([
    ["canceled", "expired"],
    ["unpaid", "expired"],
    ["paused", "expired"],
    ["incomplete", "none"],
    ["incomplete_expired", "none"],
  ] as const)("an ended %s subscription shows as %s", (status, type) => {
    expect(
      accessSummary(facts({ subscriptionStatus: status, subscriptionEndsAt: earlier }), now).type,
    ).toBe(type);
  });

  it("a trial gives access until its stored end", () => {
    expect(hasAccess(facts({ trialStartedAt: earlier, trialEndsAt: later }), now)).toBe(true);
    expect(hasAccess(facts({ trialStartedAt: earlier, trialEndsAt: earlier }), now)).toBe(false);
  });

  it("summarises type, expiry and days left", () => {
    expect(accessSummary(facts({}), now)).toEqual({
      type: "none",
      hasAccess: false,
      expiresAt: null,
      daysLeft: 0,
    });
    expect(accessSummary(facts({ trialStartedAt: earlier, trialEndsAt: later }), now)).toEqual({
      type: "trial",
      hasAccess: true,
      expiresAt: later,
      daysLeft: 5,
    });
    expect(accessSummary(facts({ trialStartedAt: earlier, trialEndsAt: earlier }), now).type).toBe(
      "expired",
    );
    expect(
      accessSummary(facts({ subscriptionStatus: "canceled", subscriptionEndsAt: earlier }), now)
        .type,
    ).toBe("expired");
    expect(
      accessSummary(facts({ subscriptionStatus: "active", subscriptionEndsAt: later }), now),
    ).toMatchObject({
      type: "active",
      daysLeft: 5,
    });
  });
});
