import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { checkLimits } from "@shared/scripture/api";
import { scriptureCheckSchema } from "@shared/scripture/check-result";
import { packCheck, unpackCheck } from "@shared/scripture/check-wire";
import { FindingsSummary } from "../../../client/components/scripture/findings-summary";
import { scriptureReport } from "../../../server/modules/documents/report-document";
import { checkBounded } from "../../../server/scripture/bounded-check";
import { checkScripture } from "../../../server/scripture/check-scripture";

const web = { translation: "web" } as const;

describe("a check on the wire", () => {
  it("sends a verse text named many times once, and gives the same check back", () => {
    const text = [
      "Psalm 23 is loved. Read Psalm 23 again, and Psalm 23 once more.",
      "John 3:16 says, “For God so loved the world, that he gave his one and only Son.”",
      "Again John 3:16 says, “For God so loved the world, that he gave his one and only Son.”",
      "And “Yahweh is my shepherd: I shall lack nothing.” Once more: “Yahweh is my shepherd: I shall lack nothing.”",
      "Ephesians 7:12 is not a verse.",
    ].join("\n");
    const check = checkScripture(text, web);
    const packed = packCheck(check);
    // Through JSON and the schema, as a client reads it.
    const received = scriptureCheckSchema.parse(JSON.parse(JSON.stringify(packed)));
    expect(unpackCheck(received)).toEqual(check);
    const psalm = check.references.find((reference) => reference.cited === "Psalm 23")!.text;
    expect(psalm.length).toBeGreaterThan(100);
    const sent = JSON.stringify(packed);
    expect(sent.split(psalm)).toHaveLength(2);
    expect(sent.length).toBeLessThan(JSON.stringify(check).length - 2 * psalm.length);
  });

  it("leaves a check with nothing repeated as it is", () => {
    const check = checkScripture("Romans 8:28 and Ephesians 7:12", web);
    expect(packCheck(check)).toEqual(check);
    expect(unpackCheck(check)).toEqual(check);
  });
});

describe("a text past what one check reads", () => {
  const unit = "Romans 5:8 and Psalm 23:1 say much. ";
  const count = checkLimits.references;
  const check = checkBounded(unit.repeat(count), web);

  it("is checked from its start, and the rest counted as not checked", () => {
    expect(check.references).toHaveLength(checkLimits.references);
    expect(check.notChecked).toEqual({
      from: (unit.length * checkLimits.references) / 2,
      references: count * 2 - checkLimits.references,
      quotations: 0,
    });
  });

  it("says so plainly under the summary", () => {
    const markup = renderToStaticMarkup(createElement(FindingsSummary, { check }));
    const note = /data-testid="not-checked"[^>]*>(.*?)<\/p>/.exec(markup)?.[1] ?? "";
    const words = note.replace(/<[^>]+>/g, "");
    expect(words).toContain(
      `${(count * 2 - checkLimits.references).toLocaleString("en-US")} references`,
    );
    expect(words).toContain("not checked");
    expect(words).toContain(check.notChecked!.from.toLocaleString("en-US"));
    // A text read whole has no such note.
    const whole = renderToStaticMarkup(
      createElement(FindingsSummary, { check: checkBounded(unit, web) }),
    );
    expect(whole).not.toContain("not-checked");
  });

  it("and so does the report, which no longer says every quotation was checked", () => {
    const report = scriptureReport(unit.repeat(count), check, { now: new Date() });
    const summary = report.sections.find((section) => section.heading === "Summary")!;
    const text = summary.paragraphs.join("\n");
    expect(text).not.toContain("every quotation");
    expect(text).toContain("not checked");
    const whole = scriptureReport(unit, checkBounded(unit, web), { now: new Date() });
    expect(whole.sections[0]!.paragraphs.join("\n")).toContain("every quotation");
  });
});
