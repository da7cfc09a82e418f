import { describe, expect, it } from "vitest";
import {
  writingToolKeys,
  writingTools,
  type ToolRequest,
  type WritingToolKey,
} from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import { createPipelines } from "../../../server/generation/pipelines";
import { defaultPreferences } from "../../../server/generation/pipeline-types";

/**
 * Each tool's whole prompt for one fixed request, kept as a file beside this test: a change to
 * a prompt shows as a change to its file, to be read before it is accepted (`vitest -u`).
 */
const pipelines = createPipelines();
const notes = "Private: the Hendersons are separating; do not name them.";
const event = {
  eventName: "Christmas Eve Candlelight Service",
  eventDate: "2026-12-24",
  eventTime: "18:00",
  eventPlace: "Main Sanctuary",
};
/** Requests chosen to show the notes' privacy and an event's details; a tool not named here has its example. */
const requests: Partial<Record<WritingToolKey, Record<string, unknown>>> = {
  sermon: { topic: "Abiding in Christ", scripture: "John 15:1-11", season: "lent", notes },
  prayer: {
    prayerType: "intercession",
    occasion: "grief",
    focus: "Families facing job loss",
    names: "Tom Becker",
    notes,
  },
  devotional: {
    theme: "Waiting on God",
    focus: "When answers are slow",
    scripture: "Habakkuk 2:1-3",
    season: "advent",
    occasion: "waiting",
    notes,
  },
  email: {
    emailType: "event-invitation",
    purpose: "Invite the church",
    scripture: "Luke 2:10-11",
    ...event,
    notes,
  },
  social: {
    platform: "twitter",
    contentType: "event-promotion",
    topic: "Christmas Eve",
    scripture: "Luke 2:10-11",
    ...event,
    notes,
  },
  meditation: { scripture: "Psalm 23", notes },
};

describe("each tool's prompt for a fixed request", () => {
  for (const tool of writingToolKeys) {
    it(tool, async () => {
      const pipeline = pipelines[tool];
      const chosen = requests[tool] ?? { ...writingTools[tool].example, notes };
      const request = toolSchemas[tool].request.parse(chosen) as ToolRequest<typeof tool>;
      const grounding = pipeline.ground(request as never, defaultPreferences);
      const { system, prompt } = pipeline.prompt(request as never, grounding, defaultPreferences);
      await expect(`SYSTEM\n${system}\n\nPROMPT\n${prompt}\n`).toMatchFileSnapshot(
        `./prompts/${tool}.txt`,
      );
    });
  }
});
