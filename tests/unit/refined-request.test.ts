import { describe, expect, it } from "vitest";
import { refinementKinds } from "@shared/generation/refinement";
import { lengthFieldOf, refinedRequest, steppedValue } from "@shared/generation/refined-request";
import type { FieldSpec } from "@shared/tools/define";
import { writingToolKeys, writingTools } from "@shared/tools";
import { stepped } from "../../server/generation/offline/draft-text";

/**
 * After "Shorter" or "Longer" the draft is written one step along the tool's length scale; the
 * request kept with the draft says so, so the result's length badge is the draft's own
 * (issue 35 item 5: a shortened sermon kept its "25-30 minutes" badge).
 */
describe("the request a refinement's draft was written with", () => {
  it("names a select field of its tool for every tool with a length scale", () => {
    for (const [tool, name] of Object.entries(lengthFieldOf)) {
      const field = (writingTools[tool as keyof typeof writingTools].fields as readonly FieldSpec[])
        .filter((candidate) => candidate.name === name)
        .at(0);
      expect(field?.kind, `${tool}.${name}`).toBe("select");
    }
  });

  it("is given for every tool whose offline writer offers Shorter or Longer", () => {
    for (const tool of writingToolKeys) {
      const offered = writingTools[tool].offlineRefinements ?? [];
      if (offered.includes("shorter") || offered.includes("longer"))
        expect(lengthFieldOf[tool], tool).toBeDefined();
    }
  });

  it("steps the length as the offline writers do", () => {
    const scale = ["a", "b", "c"] as const;
    for (const current of scale)
      for (const refine of [...refinementKinds, undefined])
        expect(steppedValue(scale, current, refine)).toBe(stepped(scale, current, refine));
  });

  it("moves the sermon's minutes and the prayer's duration one step", () => {
    const sermon = { topic: "Grace", length: "25-30", tone: "pastoral" };
    expect(refinedRequest("sermon", { ...sermon, refine: "shorter" }).length).toBe("15-20");
    expect(refinedRequest("sermon", { ...sermon, refine: "longer" }).length).toBe("35-45");
    expect(refinedRequest("sermon", { ...sermon, length: "15-20", refine: "shorter" }).length).toBe(
      "15-20",
    );
    expect(refinedRequest("sermon", { ...sermon, refine: "simpler" })).toEqual({
      ...sermon,
      refine: "simpler",
    });
    expect(refinedRequest("prayer", { duration: "short", refine: "longer" }).duration).toBe(
      "medium",
    );
    expect(refinedRequest("email", { length: "standard", refine: "shorter" }).length).toBe("brief");
    expect(refinedRequest("social", { tone: "warm", refine: "shorter" })).toEqual({
      tone: "warm",
      refine: "shorter",
    });
  });
});
