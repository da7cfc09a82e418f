import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itemDocument } from "@shared/library/document";
import type { FieldSpec, SectionSpec } from "@shared/tools/define";
import { writingToolKeys, writingTools, type ToolResult, type WritingToolKey } from "@shared/tools";
import { resultOffsets, resultTitle, resultToText, sectionsOf } from "@shared/tools/result-text";
import { toolSchemas } from "@shared/tools/schemas";

/** Text with something in it; words, punctuation, line breaks and stray spaces included. */
const text = fc
  .string({ unit: fc.constantFrom(..."ab Z:;#.1\n-é—"), minLength: 1, maxLength: 40 })
  .filter((value) => value.trim().length > 0);

/** Any valid result of a tool, built from its declaration. */
function resultOf(tool: WritingToolKey): fc.Arbitrary<Record<string, unknown>> {
  const { fields, result } = writingTools[tool];
  const options = new Map((fields as readonly FieldSpec[]).map((field) => [field.name, field]));
  const parts: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of result.echo as readonly string[]) {
    const field = options.get(name);
    if (field?.kind === "select") parts[name] = fc.constantFrom(...field.options.values);
  }
  for (const section of result.sections as readonly SectionSpec[]) {
    parts[section.field] =
      section.kind === "text"
        ? section.optional
          ? fc.oneof(fc.constant(""), text)
          : text
        : fc.array(text, {
            minLength: section.items?.min ?? 0,
            maxLength: section.items?.max ?? 8,
          });
  }
  return fc.record(parts);
}

describe.each(writingToolKeys)("the %s result's sections", (tool) => {
  it("are each found, in order, in the copy text by the offset code", () => {
    fc.assert(
      fc.property(resultOf(tool), (raw) => {
        const result = toolSchemas[tool].result.parse(raw) as ToolResult<typeof tool>;
        const full = resultToText(tool, result);
        const offsets = resultOffsets(tool, result);
        let previous = -1;
        for (const section of sectionsOf(tool)) {
          if (section.copy === "none") continue;
          const value = (result as Record<string, unknown>)[section.field];
          const pieces: Array<[string, string]> = Array.isArray(value)
            ? value.map((item: string, index) => [`${section.field}.${index}`, item.trim()])
            : [[section.field, String(value).trim()]];
          for (const [key, piece] of pieces) {
            if (!piece) continue;
            const at = offsets[key];
            expect(at, `${key} of ${JSON.stringify(full)}`).toBeTypeOf("number");
            expect(full.slice(at, at! + piece.length)).toBe(piece);
            expect(at!).toBeGreaterThan(previous);
            previous = at!;
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("give the library its title and the exports their headings, in order", () => {
    fc.assert(
      fc.property(resultOf(tool), (raw) => {
        const result = toolSchemas[tool].result.parse(raw) as ToolResult<typeof tool>;
        expect(resultTitle(tool, result).length).toBeGreaterThan(0);
        const document = itemDocument({
          type: tool,
          title: resultTitle(tool, result),
          scripture: "",
          content: resultToText(tool, result),
          createdAt: new Date(0).toISOString(),
          data: { result },
        });
        const printed = sectionsOf(tool).filter((section) => {
          const value = (result as Record<string, unknown>)[section.field];
          const filled = Array.isArray(value) ? value.length > 0 : String(value).trim() !== "";
          return !section.role && section.copy !== "none" && filled;
        });
        if (printed.length > 0)
          expect(document.sections.map((section) => section.heading)).toEqual(
            printed.map((section) => section.heading),
          );
      }),
      { numRuns: 100 },
    );
  });
});
