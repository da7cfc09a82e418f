import { toolSchemas } from "@shared/tools/schemas";
import { describe, expect, it } from "vitest";
import data from "../../shared/traditions/traditions.json";
import {
  guardrailTopics,
  invitationKeys,
  traditionKeys,
  traditionSettingsSchema,
  traditionsFile,
  traditionsFileSchema,
  traditionVoice,
  vocabularyKeys,
  positionOptions,
} from "../../shared/traditions";
import { defaultSettings, settingsSchema } from "../../shared/settings/settings";
import { createPipelines } from "../../server/generation/pipelines";
import {
  defaultPreferences,
  type GenerationPreferences,
} from "../../server/generation/pipeline-types";
import { sermonTraditionLines, traditionLines } from "../../server/generation/prompts/framing";

const pipelines = createPipelines();
const withTradition = (preset: (typeof traditionKeys)[number], positions = {}) =>
  ({
    ...defaultPreferences,
    tradition: traditionSettingsSchema.parse({ preset, ...positions }),
  }) satisfies GenerationPreferences;

describe("tradition presets (shared/traditions/traditions.json)", () => {
  it("holds the seven presets, each once, and the file passes its schema", () => {
    expect(traditionsFile.traditions.map((tradition) => tradition.key).sort()).toEqual(
      [...traditionKeys].sort(),
    );
    expect(traditionsFile.traditions.map((tradition) => tradition.name)).toEqual(
      expect.arrayContaining([
        "Baptist",
        "Reformed / Presbyterian",
        "Wesleyan / Methodist",
        "Pentecostal / Charismatic",
        "Anglican",
        "Lutheran",
        "Non-denominational evangelical",
      ]),
    );
  });

  it("gives every preset a complete vocabulary and a guardrail on every sensitive topic", () => {
    for (const tradition of traditionsFile.traditions) {
      expect(Object.keys(tradition.vocabulary).sort(), tradition.key).toEqual(
        [...vocabularyKeys].sort(),
      );
      for (const key of vocabularyKeys) expect(tradition.vocabulary[key].trim()).not.toBe("");
      expect(Object.keys(tradition.guardrails).sort()).toEqual([...guardrailTopics].sort());
    }
  });

  it("rejects a preset with a missing word or a template token that is not a vocabulary key", () => {
    const missing = structuredClone(data);
    delete (
      missing.traditions[1]!.vocabulary as Partial<(typeof missing.traditions)[1]["vocabulary"]>
    ).minister;
    expect(traditionsFileSchema.safeParse(missing).success).toBe(false);
    const badToken = structuredClone(data);
    badToken.invitationStyles[0]!.close = "Pray with {priest}.";
    expect(traditionsFileSchema.safeParse(badToken).success).toBe(false);
    const twice = structuredClone(data);
    twice.traditions[2]!.key = "baptist";
    expect(traditionsFileSchema.safeParse(twice).success).toBe(false);
  });

  it("fills every invitation and table template under every preset, leaving no token", () => {
    for (const preset of traditionKeys) {
      for (const invitation of invitationKeys) {
        const voice = traditionVoice({ preset, invitation });
        for (const template of [
          voice.invitation.prompt,
          voice.invitation.close,
          voice.tradition.table,
        ]) {
          expect(voice.fill(template), `${preset}/${invitation}`).not.toMatch(/[{}]/);
        }
      }
    }
  });

  it("applies the pastor's positions over the preset and defaults to non-denominational", () => {
    expect(traditionVoice().tradition.key).toBe("non-denominational");
    const baptist = traditionVoice({ preset: "baptist" });
    expect(baptist.vocabulary.communion).toBe("the Lord's Supper");
    expect(baptist.invitation.key).toBe("come-forward");
    const adjusted = traditionVoice({
      preset: "baptist",
      sacramentWording: "holy-communion",
      invitation: "response",
      formality: "liturgical",
      sermonMethod: "textual",
    });
    expect(adjusted.vocabulary.communion).toBe("Holy Communion");
    expect(adjusted.fill(adjusted.tradition.table)).toContain("When Holy Communion follows");
    expect(adjusted.invitation.key).toBe("response");
    expect(adjusted.formality.key).toBe("liturgical");
    expect(adjusted.method.key).toBe("textual");
    expect(positionOptions("anglican").invitation[0]).toEqual({
      value: "tradition",
      label: "Silence, creed and table (Anglican default)",
    });
  });

  it("keeps stored settings from before traditions valid, defaulting the tradition", () => {
    const { tradition: _omitted, ...older } = defaultSettings;
    expect(settingsSchema.parse(older).tradition).toEqual({
      preset: "non-denominational",
      invitation: "tradition",
      sacramentWording: "tradition",
      formality: "tradition",
      sermonMethod: "tradition",
    });
    expect(settingsSchema.safeParse({ tradition: { preset: "mormon" } }).success).toBe(false);
  });
});

describe("traditions in the model's prompts", () => {
  it("gives each preset its own vocabulary, guardrails and the unchanging gospel", () => {
    const lines = traditionKeys.map((preset) => traditionLines(withTradition(preset)));
    expect(new Set(lines).size).toBe(traditionKeys.length);
    for (const text of lines) {
      expect(text).toContain("never disparage other traditions");
      expect(text).toContain("never the gospel");
      for (const topic of ["Baptism:", "Spiritual gifts:", "Women in ministry:", "The end times:"])
        expect(text).toContain(topic);
    }
    expect(traditionLines(withTradition("lutheran"))).toMatch(/law and gospel/i);
    expect(traditionLines(withTradition("anglican"))).toContain('"the parish"');
    expect(sermonTraditionLines(withTradition("anglican"))).toContain("lectionary");
    expect(sermonTraditionLines(withTradition("baptist"))).not.toContain("lectionary");
    expect(sermonTraditionLines(withTradition("lutheran"))).toContain(
      "Let the last word be gospel, not a task",
    );
  });

  it("puts the tradition into every tool's system prompt", () => {
    const preferences = withTradition("pentecostal");
    const request = {
      prayerType: "healing",
      occasion: "none",
      prayerFor: "people",
      remembered: "",
      focus: "Healing for Ann",
      scripture: "",
      duration: "short",
      tone: "gentle",
      names: "",
      notes: "",
    } as const;
    const grounding = pipelines.prayer.ground(request, preferences);
    expect(pipelines.prayer.prompt(request, grounding, preferences).system).toContain(
      "CHURCH TRADITION: Pentecostal / Charismatic",
    );
  });
});

describe("traditions in the offline composer", () => {
  const prayerRequest = {
    prayerType: "intercession",
    occasion: "none",
    prayerFor: "people",
    remembered: "",
    focus: "Our town after the floods",
    scripture: "Psalm 46:1-3",
    duration: "extended",
    tone: "gentle",
    names: "",
    notes: "",
  } as const;

  function prayer(preferences: GenerationPreferences) {
    const grounding = pipelines.prayer.ground(prayerRequest, preferences);
    return pipelines.prayer.compose(prayerRequest, grounding, preferences).content;
  }

  it("prays in collect form for a liturgical church and in free words otherwise", () => {
    const anglican = prayer(withTradition("anglican"));
    expect(anglican).toMatch(
      /^(Almighty God|Almighty and everlasting God|Eternal God, our heavenly Father),/,
    );
    expect(anglican).toMatch(/now and for ever\. Amen\.$/);
    expect(anglican).toContain("this parish");
    const baptist = prayer(withTradition("baptist"));
    expect(baptist).not.toMatch(/now and for ever/);
    expect(prayer(withTradition("baptist", { formality: "liturgical" }))).toMatch(
      /now and for ever\. Amen\.$/,
    );
  });

  it("ends a Lutheran sermon in the gospel, naming law and gospel", () => {
    const request = {
      topic: "Lost and found",
      scripture: "Luke 15:1-7",
      audience: "general-congregation",
      tone: "prophetic",
      length: "15-20",
      season: "none",
      notes: "",
    } as const;
    const preferences = withTradition("lutheran");
    const sermon = pipelines.sermon.compose(
      request,
      pipelines.sermon.ground(request, preferences),
      preferences,
    );
    expect(sermon.callToAction).toContain("Let the last word be gospel, not a task");
    // Offline, the table is not named: nothing in the request says the Supper follows.
    expect(sermon.approach).not.toMatch(/to the table/);
    expect(sermon.callToAction).not.toMatch(/come forward|altar call/);
    expect(sermon.approach).toContain("Distinguish law and gospel");
    const youth = pipelines.sermon.compose(
      { ...request, audience: "youth" },
      pipelines.sermon.ground(request, preferences),
      preferences,
    );
    expect(youth.callToAction).toContain("Let the last word be gospel");
  });

  it("greets and cares for the congregation in the tradition's words in an email", () => {
    const request = toolSchemas.email.request.parse({
      emailType: "pastoral-care",
      purpose: "Care for families after the floods",
      audience: "general-congregation",
      tone: "pastoral",
      length: "detailed",
    });
    const email = (preferences: GenerationPreferences) =>
      pipelines.email.compose(request, pipelines.email.ground(request, preferences), preferences)
        .content;
    expect(email(withTradition("lutheran"))).toMatch(/^Dear friends in Christ,/);
    expect(email(withTradition("baptist"))).toMatch(/^Dear church family,/);
  });
});
