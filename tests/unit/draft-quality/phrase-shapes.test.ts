import { describe, expect, it } from "vitest";
import { resultToText } from "@shared/tools/result-text";
import {
  devotionalTone,
  emailType,
  prayerType,
  sermonTone,
  socialContentType,
} from "@shared/generation/options";
import type { ToolRequest, WritingToolKey } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import { defaultPreferences } from "../../../server/generation/pipeline-types";
import { phraseShape, topicPhrase } from "../../../server/generation/offline/phrasing";
import { jammedPhrase, type TypedShape } from "./checks";
import { offlineEngine as engine } from "./offline-engine";

async function draftText(tool: WritingToolKey, request: Record<string, unknown>) {
  const input = toolSchemas[tool].request.parse(request) as ToolRequest<typeof tool>;
  const item = await engine.run(tool, input, {
    signal: new AbortController().signal,
    preferences: defaultPreferences,
  });
  return resultToText(tool, item as never);
}

/** What pastors type as a topic, by the shape of the phrase. */
const typedTopics: Array<{ typed: string; shape: TypedShape }> = [
  { typed: "grief", shape: "noun" },
  { typed: "the prodigal son", shape: "noun" },
  { typed: "forgiving others", shape: "gerund" },
  { typed: "waiting on God", shape: "gerund" },
  { typed: "forgiving as we have been forgiven", shape: "gerund" },
  { typed: "God is faithful in every season", shape: "clause" },
  { typed: "We need volunteers", shape: "clause" },
  { typed: "why does God allow suffering?", shape: "question" },
  { typed: "Is God still good when we suffer", shape: "question" },
];

describe("phrase shapes", () => {
  it.each(typedTopics)("reads “$typed” as a $shape", ({ typed, shape }) => {
    expect(phraseShape(typed)).toBe(shape);
  });

  it.each([
    ["Healing for Margaret", "noun"],
    ["Families affected by the flooding", "noun"],
    ["Thanksgiving food drive", "noun"],
    ["Invite families to our Easter egg hunt", "instruction"],
    ["Jesus wept", "clause"],
    ["The Lord is my shepherd", "clause"],
  ] as const)("reads “%s” as a %s", (typed, shape) => {
    expect(phraseShape(typed)).toBe(shape);
  });

  it("fits each shape after a preposition, or quotes it as the pastor's own words", () => {
    expect(topicPhrase("Grief")).toBe("grief");
    expect(topicPhrase("Forgiving others")).toBe("forgiving others");
    expect(topicPhrase("forgiving as we have been forgiven")).toBe(
      "‘forgiving as we have been forgiven’",
    );
    expect(topicPhrase("forgiving as we have been forgiven", { called: true })).toBe(
      "what you called ‘forgiving as we have been forgiven’",
    );
    expect(topicPhrase("God is faithful in every season")).toBe(
      "the conviction that God is faithful in every season",
    );
    expect(topicPhrase("why does God allow suffering?")).toBe(
      "the question ‘Why does God allow suffering?’",
    );
  });
});

describe("the checker", () => {
  it("finds a typed phrase jammed into a frame its shape does not fit", () => {
    const typed = "forgiving as we have been forgiven";
    expect(
      jammedPhrase(
        `Every part of life, ${typed} included, belongs to God. Jesus Christ stands at the centre of ${typed}.`,
        typed,
        "gerund",
      ),
    ).toHaveLength(2);
    expect(
      jammedPhrase(
        "Let scripture speak into God is faithful in every season.",
        "God is faithful in every season",
        "clause",
      ),
    ).toHaveLength(1);
    expect(jammedPhrase(`An outline on what you called ‘${typed}’.`, typed, "gerund")).toEqual([]);
    expect(
      jammedPhrase(
        "We trust that God is faithful in every season.",
        "God is faithful in every season",
        "clause",
      ),
    ).toEqual([]);
  });
});

/** Every request kind a typed topic passes through, across tones and kinds. */
const requestsFor = (typed: string): Array<[WritingToolKey, Record<string, unknown>]> => [
  ...sermonTone.values.flatMap((tone) =>
    [0, 1].map(
      (variant) =>
        ["sermon", { topic: typed, scripture: "Matthew 18:21-35", tone, variant }] as [
          WritingToolKey,
          Record<string, unknown>,
        ],
    ),
  ),
  ["sermon", { topic: typed, scripture: "Psalm 46", tone: "teaching" }],
  ...prayerType.values.map(
    (kind) =>
      ["prayer", { focus: typed, prayerType: kind, duration: "extended" }] as [
        WritingToolKey,
        Record<string, unknown>,
      ],
  ),
  ...devotionalTone.values.map(
    (tone) =>
      ["devotional", { theme: typed, focus: typed, tone }] as [
        WritingToolKey,
        Record<string, unknown>,
      ],
  ),
  ...emailType.values.map(
    (kind) =>
      ["email", { purpose: typed, emailType: kind }] as [WritingToolKey, Record<string, unknown>],
  ),
  ...socialContentType.values.map(
    (kind) =>
      ["social", { topic: typed, contentType: kind, platform: "facebook" }] as [
        WritingToolKey,
        Record<string, unknown>,
      ],
  ),
  ["meditation", { scripture: "Psalm 23", notes: `Our theme this month: ${typed}` }],
];

describe.each(typedTopics)("a typed $shape, “$typed”, in every tool", ({ typed, shape }) => {
  it("is fitted to its frame or quoted, never jammed", async () => {
    const jammed: string[] = [];
    for (const [tool, request] of requestsFor(typed)) {
      const text = await draftText(tool, request);
      for (const found of jammedPhrase(text, typed, shape))
        jammed.push(`${tool} ${JSON.stringify(request)}: ${found}`);
      // A quoted question ends its sentence: never "‘Why does God allow suffering?’?".
      for (const doubled of text.match(/.{0,30}[?!]’[.?]/g) ?? [])
        jammed.push(`${tool} ${JSON.stringify(request)}: doubled mark in ${doubled}`);
    }
    expect(jammed).toEqual([]);
  });
});

describe("single words and short phrases stay plain", () => {
  it.each(["Hope", "Grace", "Hope in suffering", "Love"])("“%s” is a noun, not quoted", (typed) => {
    expect(phraseShape(typed)).toBe("noun");
    expect(topicPhrase(typed)).not.toContain("‘");
  });

  it("reads “Love your neighbour” as an instruction, quoted", () => {
    expect(phraseShape("Love your neighbour")).toBe("instruction");
    expect(topicPhrase("Love your neighbour")).toBe("‘love your neighbour’");
  });
});

describe("responses prayed to God", () => {
  it("agree in person: “as you in Christ have forgiven us”", async () => {
    const { addressedToGod } = await import("../../../server/generation/offline/phrasing");
    expect(addressedToGod("forgive others as God in Christ has forgiven us")).toBe(
      "forgive others as you in Christ have forgiven us",
    );
  });
});

describe("a sermon on Matthew 18:21-35, “forgiving as we have been forgiven”", () => {
  it("calls the church to forgive others, the parable's own point, in its first point and its call", async () => {
    const input = toolSchemas.sermon.request.parse({
      topic: "forgiving as we have been forgiven",
      scripture: "Matthew 18:21-35",
    });
    const item = await engine.run("sermon", input, {
      signal: new AbortController().signal,
      preferences: defaultPreferences,
    });
    expect(item.mainPoints[0]).toMatch(/forgive others/);
    expect(item.callToAction).toMatch(/forgive others from the heart/);
    expect(item.callToAction).not.toMatch(/receive Christ's forgiveness/);
    const text = resultToText("sermon", item as never);
    for (const jammed of [
      "Every part of life, forgiving as we have been forgiven included",
      "bring to forgiving as we have been forgiven",
      "consider forgiving as we have been forgiven",
      "centre of forgiving as we have been forgiven",
    ])
      expect(text).not.toContain(jammed);
    expect(text).toContain("what you called ‘forgiving as we have been forgiven’");
  });
});
