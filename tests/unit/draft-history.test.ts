import { describe, expect, it } from "vitest";
import {
  addDraft,
  emptyHistory,
  inputsOf,
  markSaved,
  nextVariant,
  shownDraft,
  stepDraft,
  type Draft,
} from "../../client/features/tools/draft-history";
import { writingToolKeys, writingTools } from "@shared/tools";
import type { FieldSpec } from "@shared/tools/define";
import {
  defaultLengths,
  defaultSettings,
  defaultTones,
  defaultAudiences,
  toolFormDefaults,
} from "@shared/settings/settings";

type Request = { topic: string; variant?: number; refine?: string; currentDraft?: string };

function draft(request: Request, text: string): Draft<Request, string> {
  return { request, item: text, createdAt: "2026-11-24T00:00:00.000Z" };
}

describe("draft history", () => {
  it("keeps the newest three, shows the newest, and steps within bounds", () => {
    let history = emptyHistory<Request, string>();
    expect(shownDraft(history)).toBeNull();
    for (const text of ["one", "two", "three", "four"])
      history = addDraft(history, draft({ topic: "Hope" }, text));
    expect(history.drafts.map((entry) => entry.item)).toEqual(["two", "three", "four"]);
    expect(shownDraft(history)!.item).toBe("four");
    history = stepDraft(history, -1);
    expect(shownDraft(history)!.item).toBe("three");
    history = stepDraft(history, -5);
    expect(shownDraft(history)!.item).toBe("two");
    expect(stepDraft(history, -1)).toBe(history);
    history = stepDraft(history, 9);
    expect(shownDraft(history)!.item).toBe("four");
  });

  it("remembers which draft was saved", () => {
    let history = addDraft(emptyHistory<Request, string>(), draft({ topic: "Hope" }, "one"));
    history = addDraft(history, draft({ topic: "Hope" }, "two"));
    history = markSaved(history, history.drafts[0]!, "item-1");
    expect(history.drafts.map((entry) => entry.savedId)).toEqual(["item-1", undefined]);
  });

  it("asks for a variant past every draft of the same inputs", () => {
    let history = emptyHistory<Request, string>();
    expect(nextVariant(history, { topic: "Hope" })).toBe(0);
    history = addDraft(history, draft({ topic: "Hope", variant: 0 }, "one"));
    expect(nextVariant(history, { topic: "Hope" })).toBe(1);
    // Other inputs start again at the first draft.
    expect(nextVariant(history, { topic: "Grace" })).toBe(0);
    // "Another angle" is written one variant along.
    history = addDraft(history, draft({ topic: "Hope", variant: 1, refine: "angle" }, "two"));
    expect(nextVariant(history, { topic: "Hope" })).toBe(3);
  });

  it("takes the request's own fields without how the draft was asked for", () => {
    expect(inputsOf({ topic: "Hope", variant: 2, refine: "shorter", currentDraft: "…" })).toEqual({
      topic: "Hope",
    });
  });
});

describe("tool form defaults from Settings", () => {
  it("map every preference value to one of each tool's own options", () => {
    for (const defaultLength of defaultLengths.values)
      for (const defaultTone of defaultTones.values)
        for (const defaultAudience of defaultAudiences.values) {
          const defaults = toolFormDefaults({
            ...defaultSettings.content,
            defaultLength,
            defaultTone,
            defaultAudience,
          });
          for (const tool of writingToolKeys) {
            const fields = writingTools[tool].fields as readonly FieldSpec[];
            for (const [name, value] of Object.entries(defaults[tool])) {
              const field = fields.find((candidate) => candidate.name === name);
              expect(field?.kind, `${tool}.${name}`).toBe("select");
              if (field?.kind === "select")
                expect(field.options.values, `${tool}.${name}`).toContain(value);
            }
            // Every tool with a length follows the length preference.
            const lengthField = fields.find(
              (candidate) => candidate.name === "length" || candidate.name === "duration",
            );
            if (lengthField) expect(defaults[tool], tool).toHaveProperty(lengthField.name);
          }
        }
  });

  it("gives the sermon its own lengths", () => {
    const lengthOf = (defaultLength: "short" | "medium" | "extended") =>
      toolFormDefaults({ ...defaultSettings.content, defaultLength }).sermon.length;
    expect([lengthOf("short"), lengthOf("medium"), lengthOf("extended")]).toEqual([
      "15-20",
      "25-30",
      "35-45",
    ]);
  });
});
