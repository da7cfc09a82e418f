import { describe, expect, it } from "vitest";
import {
  defaultSettings,
  defaultAudiences,
  defaultLengths,
  defaultTones,
} from "@shared/settings/settings";
import { writingToolKeys, writingTools } from "@shared/tools";
import type { FieldSpec } from "@shared/tools/define";
import { toolSchemas } from "@shared/tools/schemas";
import {
  referenceFieldErrors,
  referenceFields,
} from "../../server/scripture/reference-validation-fields";

/**
 * Each declaration's `example` is what tests, benches and the security fuzz send as "a valid
 * request of this tool", and its `settingsDefaults` what a fresh form starts from: both are
 * checked here against the schemas derived from the same declaration.
 */
describe("each declared tool's example request and Settings defaults", () => {
  it.each(writingToolKeys)("%s: the example is a valid request naming a real passage", (key) => {
    const tool = writingTools[key];
    const fields = tool.fields as readonly FieldSpec[];
    const example = tool.example as Record<string, unknown>;
    const declared = new Set(fields.map((field) => field.name));
    expect(Object.keys(example).filter((name) => !declared.has(name))).toEqual([]);

    const parsed = toolSchemas[key].request.safeParse(example);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // Every field it fills is kept as given (no trimming or default replaces it).
    expect(parsed.data).toMatchObject(example);

    for (const field of referenceFields(fields))
      expect(String(example[field.name] ?? ""), `${key}.${field.name}`).not.toBe("");
    expect(referenceFieldErrors(fields, example, "web")).toEqual({});
  });

  it.each(writingToolKeys)("%s: every Settings combination fills only options it offers", (key) => {
    const tool = writingTools[key];
    const fields = tool.fields as readonly FieldSpec[];
    const selects = new Set(fields.filter((field) => field.kind === "select").map((f) => f.name));
    for (const defaultAudience of defaultAudiences.values)
      for (const defaultTone of defaultTones.values)
        for (const defaultLength of defaultLengths.values) {
          const content = {
            ...defaultSettings.content,
            defaultAudience,
            defaultTone,
            defaultLength,
          };
          const defaults = (tool.settingsDefaults?.(content) ?? {}) as Record<string, unknown>;
          expect(Object.keys(defaults).filter((name) => !selects.has(name))).toEqual([]);
          const parsed = toolSchemas[key].request.safeParse({ ...tool.example, ...defaults });
          expect(parsed.error?.issues ?? []).toEqual([]);
        }
  });
});
