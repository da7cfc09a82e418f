import { describe, expect, it } from "vitest";
import { scriptureCheckSchema } from "@shared/scripture/check-result";
import { findingsSummary, scriptureFindings } from "@shared/scripture/findings-summary";
import { getTestApp } from "../../support/test-app";
import { signedInUser } from "../../support/users";

const test = await getTestApp();

/**
 * Issue 31 through POST /api/scripture/check: a sermon with one true misquote, modernised
 * and other-translation quotations and manuscript reference forms. The misquote is the only
 * finding; the cosmetic differences are not findings; the summary and the marks agree.
 */
describe("POST /api/scripture/check on a sermon with one misquote among modernised quotations", () => {
  it("flags only the misquote and counts what it marks", async () => {
    const user = await signedInUser(test, "precision");
    const text = [
      "Paul knew contentment. “I can do all things through Christ, who makes all my dreams come true” (Philippians 4:13).",
      "“Jesus Christ is the same yesterday and today and forever” (Hebrews 13:8).",
      "“Because your loving kindness is better than life, my lips shall praise you” (Psalm 63:3).",
      "“Do not be anxious about anything, but in every situation, by prayer and petition, with thanksgiving, present your requests to God” (Philippians 4:6 NIV).",
      "“The joy of the Lord will be your strength” (Nehemiah 8:10).",
      "Turn to the 13th chapter of Exodus at the 2nd verse, then to John x. 11 and He 13:8, and compare Eze 34:23 34:31.",
    ].join("\n\n");
    const response = await test.app.inject({
      method: "POST",
      url: "/api/scripture/check",
      headers: user.headers,
      payload: { text },
    });
    expect(response.statusCode).toBe(200);
    const body = scriptureCheckSchema.parse(response.json());
    const osis = body.references.map((reference) => reference.osis);
    expect(osis).toEqual([
      "Phil.4.13",
      "Heb.13.8",
      "Ps.63.3",
      "Phil.4.6",
      "Neh.8.10",
      "Exod.13.2",
      "John.10.11",
      "Heb.13.8",
      "Ezek.34.23,Ezek.34.31",
    ]);
    expect(body.references.every((reference) => reference.valid)).toBe(true);
    expect(body.misquotedCount).toBe(1);
    const findings = scriptureFindings(body);
    expect(findings.map((finding) => finding.reference?.reference)).toEqual(["Philippians 4:13"]);
    expect(findingsSummary(body).counts.misquote).toBe(1);
  });
});
