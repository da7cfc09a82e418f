import { describe, expect, it } from "vitest";
import { isKnownPage, safeReturnPath } from "@shared/routes";
import { formatPrice, planLabel, plans, yearlyPerMonth } from "@shared/prices";

describe("route table", () => {
  it("knows its pages, with or without a trailing slash", () => {
    expect(isKnownPage("/")).toBe(true);
    expect(isKnownPage("/tools")).toBe(true);
    expect(isKnownPage("/tools/")).toBe(true);
    expect(isKnownPage("/toolz")).toBe(false);
  });

  it.each([
    ["/sermon-builder", "/sermon-builder"],
    ["/tools?x=1", "/tools?x=1"],
    ["//evil.example", "/tools"],
    ["/\\evil.example", "/tools"],
    ["https://evil.example", "/tools"],
    ["/api/logout", "/tools"],
    [undefined, "/tools"],
  ])("safeReturnPath(%s) is %s", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});

describe("prices", () => {
  it("derives every label from the one price config", () => {
    expect(formatPrice(plans.monthly.amountCents)).toBe("$9.99");
    expect(planLabel(plans.yearly)).toBe("$119.88/year");
    expect(yearlyPerMonth()).toBe("$9.99");
  });

  it.each([0, 5, 99, 100, 999, 11988, 100000, 123456789, -250])(
    "formats %i cents as Intl's US dollar format does",
    (cents) => {
      const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
      expect(formatPrice(cents)).toBe(intl.format(cents / 100));
    },
  );
});
