import { describe, expect, it } from "vitest";
import type { ToolRequest } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import { composeSermon } from "../../../server/generation/offline/sermon";
import { groundRequest } from "../../../server/generation/grounding";
import { defaultPreferences } from "../../../server/generation/pipeline-types";

function sermon(request: Record<string, string>) {
  const input = toolSchemas.sermon.request.parse(request) as ToolRequest<"sermon">;
  const grounding = groundRequest(
    { passage: input.scripture, subject: input.topic },
    defaultPreferences,
  );
  return composeSermon(input, grounding, defaultPreferences);
}

describe("where a sermon puts the pastor's notes", () => {
  const draft = sermon({
    topic: "Seeking the peace of the city",
    scripture: "Jeremiah 29:1-14",
    length: "35-45",
    notes:
      "The Kovalenko family, refugees from Kharkiv, joined us this month. Community potluck Sunday November 30 at noon in the gym.",
  });

  it("speaks to the situation in a point, and tells of what is coming up at the close", () => {
    const points = draft.mainPoints.join("\n");
    expect(points).toContain("The Kovalenko family, refugees from Kharkiv, joined us this month.");
    expect(points).not.toContain("potluck");
    expect(draft.callToAction).toContain(
      "Community potluck Sunday November 30 at noon in the gym.",
    );
  });

  it("does not quote a parenthesis or a list of names as the verse a point turns on", () => {
    for (const point of draft.mainPoints) expect(point).not.toMatch(/“\(/);
  });
});
