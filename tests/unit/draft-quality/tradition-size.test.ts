import { describe, expect, it } from "vitest";
import { writingTools, type WritingToolKey } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import { packPieces, type PackPieceId } from "@shared/tools/week-pack/definition";
import { createPipelines } from "../../../server/generation/pipelines";
import { defaultPreferences } from "../../../server/generation/pipeline-types";
import { packPiecePrompt } from "../../../server/generation/prompts/week-pack";
import { packContext } from "../../../server/generation/offline/week-pack/context";
import { romansOutline } from "../week-pack/fixtures";

/**
 * The tradition block is sized to the piece (issue 33): a post carries the tradition's name
 * and words, not its five contested questions; a sermon carries them all.
 */
const pipelines = createPipelines();

function promptOf(tool: WritingToolKey, fields: Record<string, unknown> = {}) {
  const request = toolSchemas[tool].request.parse({ ...writingTools[tool].example, ...fields });
  const pipeline = pipelines[tool];
  const grounding = pipeline.ground(request as never, defaultPreferences);
  return pipeline.prompt(request as never, grounding, defaultPreferences);
}

const systemOf = (tool: WritingToolKey, fields: Record<string, unknown> = {}) =>
  promptOf(tool, fields).system;

/** The tradition block: from its heading to the end of the system prompt. */
function traditionBlock(system: string): string {
  return system.slice(system.indexOf("CHURCH TRADITION"));
}

describe("the tradition block sized to the piece", () => {
  it("a social post carries the tradition's name and words in under 150 tokens (was 442)", () => {
    const block = traditionBlock(systemOf("social", { platform: "twitter" }));
    expect(block).toContain("CHURCH TRADITION");
    expect(block).toContain("Vocabulary:");
    expect(block).not.toMatch(/Baptism:|Spiritual gifts:|Sacraments and ordinances/);
    // About four characters a token.
    expect(block.length / 4).toBeLessThan(150);
  });

  it("a sermon and a devotional carry the whole block, the contested questions included", () => {
    for (const tool of ["sermon", "devotional", "meditation"] as const) {
      const block = traditionBlock(systemOf(tool));
      expect(block, tool).toMatch(/Spiritual gifts:/);
      expect(block, tool).toMatch(/Sacraments and ordinances/);
    }
  });

  it("a prayer or a letter keeps the register; a healing prayer and a teaching email the whole block", () => {
    const intercession = traditionBlock(systemOf("prayer", { prayerType: "intercession" }));
    expect(intercession).toMatch(/Worship here is free rather than set/);
    expect(intercession).not.toMatch(/Spiritual gifts:/);
    expect(traditionBlock(systemOf("prayer", { prayerType: "healing" }))).toMatch(
      /Spiritual gifts:/,
    );
    expect(traditionBlock(systemOf("email", { emailType: "announcement" }))).not.toMatch(
      /Spiritual gifts:/,
    );
    expect(traditionBlock(systemOf("email", { emailType: "teaching" }))).toMatch(
      /Spiritual gifts:/,
    );
  });

  it("in a week pack: posts and slides brief, the devotionals and the group guide whole", () => {
    const context = packContext(romansOutline, "web")!;
    const block = (id: PackPieceId) =>
      traditionBlock(packPiecePrompt(id, context, defaultPreferences).system);
    const ids = packPieces.map((piece) => piece.id as PackPieceId);
    for (const id of ids) {
      const brief = id === "social" || id === "slides" || id === "email";
      expect(/Spiritual gifts:/.test(block(id)), id).toBe(!brief);
    }
  });

  it("no email is told of a prayer's closing formula", () => {
    const { system, prompt } = promptOf("email");
    expect(`${system}\n${prompt}`).not.toMatch(/closing formula/);
    expect(systemOf("prayer")).toMatch(/closing formula/);
  });
});
