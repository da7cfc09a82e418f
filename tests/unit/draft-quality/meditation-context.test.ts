import { describe, expect, it } from "vitest";
import { bookIds } from "@shared/scripture/books";
import type { ToolRequest } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import { composeMeditation } from "../../../server/generation/offline/meditation";
import { groundRequest } from "../../../server/generation/grounding";
import { defaultPreferences } from "../../../server/generation/pipeline-types";
import bookSettings from "../../../server/generation/offline/book-settings.json";

function meditation(request: Record<string, string>) {
  const input = toolSchemas.meditation.request.parse(request) as ToolRequest<"meditation">;
  const grounding = groundRequest(
    { passage: input.scripture, subject: input.notes },
    defaultPreferences,
  );
  return composeMeditation(input, grounding, defaultPreferences);
}

describe("a meditation's setting and notes", () => {
  it("has a setting for every book of the canon, with no quotation marks to mistake for scripture", () => {
    const books = bookSettings.books as Record<string, string>;
    expect(Object.keys(books).sort()).toEqual([...bookIds].sort());
    for (const setting of Object.values(books))
      expect(setting).not.toMatch(/[“”"‘]|(?:^|\s)'[^']+'/);
  });

  it("opens its context with the book's own setting", () => {
    const lament = meditation({ scripture: "Lamentations 3:19-26" });
    expect(lament.context).toMatch(/^Lamentations mourns the fall of Jerusalem/);
  });

  it("turns a note saying whom it is for into a prayer for them", () => {
    const grieving = meditation({
      scripture: "Lamentations 3:19-26",
      notes: "For members grieving this Advent.",
    });
    expect(grieving.application).toContain("Pray for members grieving this Advent.");
    expect(grieving.application).not.toContain("Bring what you noted");
  });
});
