import { describe, expect, it } from "vitest";
import { choose, variantOf } from "../../../server/generation/offline/draft-text";

/**
 * Issue 30: each fixed slot holds alternatives, one chosen per request. Requests that meet in
 * one slot must not meet in every slot (held-out 29b and 29c: the same prayer and devotional
 * lines in every draft), and "another angle" must change every slot.
 */
const requests = Array.from({ length: 300 }, (_, index) => ({
  scripture: `Psalm ${(index % 150) + 1}:1-${(index % 9) + 3}`,
  subject: `Request ${index}`,
}));
const options = [0, 1, 2, 3, 4];

describe("choosing a fixed line", () => {
  it("writes another line in every slot for another angle", () => {
    for (const request of requests)
      for (const slot of ["prayer.names", "prayer.trust", "devotional.read"]) {
        const first = choose(options, variantOf(request), slot);
        const angle = choose(options, variantOf({ ...request, refine: "angle" }), slot);
        expect(angle, `${request.subject} ${slot}`).not.toBe(first);
      }
  });

  it("chooses the slots apart: requests that meet in one slot meet in the next about one time in five", () => {
    const together = requests.flatMap((a, i) =>
      requests
        .slice(i + 1)
        .filter(
          (b) =>
            choose(options, variantOf(a), "prayer.names") ===
            choose(options, variantOf(b), "prayer.names"),
        )
        .map(
          (b) =>
            choose(options, variantOf(a), "prayer.trust") ===
            choose(options, variantOf(b), "prayer.trust"),
        ),
    );
    const share = together.filter(Boolean).length / together.length;
    expect(together.length).toBeGreaterThan(1000);
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.3);
  });

  it("spreads requests over the alternatives", () => {
    const counts = options.map(
      (option) =>
        requests.filter((request) => choose(options, variantOf(request), "sermon.call") === option)
          .length,
    );
    for (const count of counts) expect(count).toBeGreaterThan(requests.length / 10);
  });
});
