import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { socialContentType } from "@shared/generation/options";
import { writingToolKeys, type ToolResult, type WritingToolKey } from "@shared/tools";
import { resultToText } from "@shared/tools/result-text";
import { toolSchemas } from "@shared/tools/schemas";
import { composeDevotional } from "../../server/generation/offline/devotional";
import { composeEmail } from "../../server/generation/offline/email";
import { composeMeditation } from "../../server/generation/offline/meditation";
import { composePrayer } from "../../server/generation/offline/prayer";
import { composeSermon } from "../../server/generation/offline/sermon";
import { composeSocial } from "../../server/generation/offline/social";
import {
  defaultPreferences,
  type GenerationPreferences,
  type Grounding,
} from "../../server/generation/pipeline-types";
import { checkScripture } from "../../server/scripture/check-scripture";
import { lookup } from "../../server/scripture/lookup";

function verse(reference: string) {
  const outcome = lookup(reference, { translation: "web" });
  if (!outcome.ok) throw new Error(`${reference}: ${outcome.message}`);
  return { reference: outcome.passage.reference, text: outcome.passage.text };
}

function grounding(passage: string | undefined, topical: string[]): Grounding {
  return {
    translation: "web",
    ...(passage ? { passage: verse(passage) } : {}),
    topical: topical.map(verse),
  };
}

const hope = grounding("Romans 5:1-5", [
  "Romans 15:13",
  "Jeremiah 29:11",
  "Hebrews 6:19",
  "Lamentations 3:21-24",
  "1 Peter 1:3",
  "Matthew 11:28-30",
]);
const shepherd = grounding("Psalm 23", ["John 10:11", "Isaiah 40:11", "1 Peter 5:7"]);
const empty: Grounding = { translation: "web", topical: [] };

/** Raw form input per tool; each test overrides a few fields. */
const baseRequests: { [K in WritingToolKey]: Record<string, string> } = {
  sermon: { topic: "Hope in suffering", scripture: "Romans 5:1-5" },
  prayer: { focus: "Families facing illness", scripture: "Romans 5:1-5" },
  devotional: { theme: "Hope", focus: "Waiting on God", scripture: "Romans 5:1-5" },
  email: { purpose: "Encourage the church in a hard season", emailType: "encouragement" },
  social: { topic: "Hope in hard times", contentType: "scripture-focus" },
  meditation: { scripture: "Romans 5:1-5" },
};

const composers = {
  sermon: composeSermon,
  prayer: composePrayer,
  devotional: composeDevotional,
  email: composeEmail,
  social: composeSocial,
  meditation: composeMeditation,
};

function compose<K extends WritingToolKey>(
  tool: K,
  overrides: Record<string, string> = {},
  ground: Grounding = hope,
  preferences: GenerationPreferences = defaultPreferences,
) {
  const request = toolSchemas[tool].request.parse({ ...baseRequests[tool], ...overrides });
  const composer = composers[tool] as (
    request: unknown,
    grounding: Grounding,
    preferences: GenerationPreferences,
  ) => ToolResult<K>;
  const result = toolSchemas[tool].result.parse(
    composer(request, ground, preferences),
  ) as ToolResult<K>;
  return { result, text: resultToText(tool, result) };
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const quotations = (text: string) => [...text.matchAll(/“([^“”]*)”/g)].map((match) => match[1]!);
/** Speech marks and apostrophes aside (the composer drops the translation's own), text as is. */
const plain = (text: string) =>
  text
    .replace(/[“”"‘’']/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Every quotation is a verbatim run of grounding text and every reference is a grounding one. */
function expectFaithfulScripture(text: string, ground: Grounding) {
  const sources = [ground.passage, ...ground.topical].filter((source) => source !== undefined);
  const texts = sources.map((source) => plain(source.text));
  for (const quotation of quotations(text)) {
    for (const part of quotation.split("…").map(plain).filter(Boolean)) {
      expect(
        texts.some((source) => source.includes(part)),
        `not in the grounding: ${part}`,
      ).toBe(true);
    }
  }
  const check = checkScripture(text, { translation: ground.translation });
  expect(check.invalidCount).toBe(0);
  expect(check.misquotedCount).toBe(0);
  const quoted = check.references.filter((reference) => reference.quoted);
  expect(quoted.length, "every quotation carries its reference").toBe(quotations(text).length);
  for (const reference of check.references)
    expect(
      sources.some((source) => within(reference.reference, source.reference)),
      `${reference.reference} is not part of the grounding`,
    ).toBe(true);
}

/** "Romans 5:1–2" lies within "Romans 5:1–5", "Psalm 23:1" within "Psalm 23". */
function within(reference: string, source: string): boolean {
  const parse = (text: string) => {
    const match = text.match(/^(.+?) (\d+)(?::(\d+))?(?:–(\d+))?$/);
    if (!match) return undefined;
    const from = match[3] ? Number(match[3]) : 1;
    return {
      chapter: `${match[1]} ${match[2]}`,
      from,
      to: match[4] ? Number(match[4]) : match[3] ? from : 999,
    };
  };
  const part = parse(reference);
  const whole = parse(source);
  if (!part || !whole) return reference === source;
  return part.chapter === whole.chapter && part.from >= whole.from && part.to <= whole.to;
}

describe.each(writingToolKeys)("the offline %s composer", (tool) => {
  it("composes a valid draft that quotes only the grounding, verbatim and referenced", () => {
    for (const ground of [hope, shepherd]) {
      const { text } = compose(tool, {}, ground);
      expect(quotations(text).length).toBeGreaterThan(0);
      expectFaithfulScripture(text, ground);
    }
  });

  it("gives the same draft for the same request and different drafts for different ones", () => {
    const first = compose(tool).text;
    expect(compose(tool).text).toBe(first);
    const otherSubjects: Record<WritingToolKey, Record<string, string>> = {
      sermon: { topic: "Courage for new beginnings" },
      prayer: { focus: "Courage for new beginnings" },
      devotional: { theme: "Courage for new beginnings" },
      email: { purpose: "Courage for new beginnings" },
      social: { topic: "Courage for new beginnings" },
      meditation: { focus: "leadership" },
    };
    expect(compose(tool, otherSubjects[tool]).text).not.toBe(first);
    expect(compose(tool, {}, shepherd).text).not.toBe(first);
  });

  it("still drafts from an empty grounding, quoting and citing nothing", () => {
    const { text } = compose(tool, {}, empty);
    expect(text).not.toMatch(/[“”"]/);
    expect(checkScripture(text, { translation: "web" }).references).toEqual([]);
  });

  it("never cites a reference the user gave that does not exist", () => {
    const related = grounding(undefined, ["Romans 15:13"]);
    const { text } = compose(tool, { scripture: "Hezekiah 3:1" }, related);
    expectFaithfulScripture(text, related);
  });

  it("quotes a typed phrase that has quotation marks of its own without opening a second quotation", () => {
    const field = { sermon: "topic", prayer: "focus", devotional: "focus", email: "purpose", social: "topic", meditation: "notes" }[tool]; // prettier-ignore
    for (const typed of ["“”a?", "a“”? ", '"Be still," he said?', "the ‘last’ days"])
      expectFaithfulScripture(compose(tool, { [field]: typed }).text, hope);
  });

  it("survives any phrase the user types", () => {
    const field = { sermon: "topic", prayer: "focus", devotional: "focus", email: "purpose", social: "topic", meditation: "notes" }[tool]; // prettier-ignore
    const phrase = fc
      .string({ unit: fc.constantFrom(..."aAbZé &'\"“”.,;:!?-".split("")), minLength: 1 })
      .filter((text) => /[a-zé]/i.test(text));
    fc.assert(
      fc.property(phrase, (typed) => {
        const { text } = compose(tool, { [field]: typed });
        expectFaithfulScripture(text, hope);
      }),
      { numRuns: 25 },
    );
  });
});

describe("the offline sermon", () => {
  it("has as many points as the length asks for", () => {
    const counts = (["15-20", "25-30", "35-45", "45-60"] as const).map(
      (length) => compose("sermon", { length }).result.mainPoints.length,
    );
    expect(counts[0]).toBe(3);
    expect(counts[1]).toBeGreaterThanOrEqual(3);
    expect(counts[1]).toBeLessThanOrEqual(4);
    expect(counts[2]).toBeGreaterThanOrEqual(4);
    expect(counts[2]).toBeLessThanOrEqual(5);
    expect(counts[3]).toBeGreaterThanOrEqual(5);
    expect(counts[3]).toBeLessThanOrEqual(6);
    const sizes = (["15-20", "25-30", "35-45", "45-60"] as const).map((length) =>
      words(compose("sermon", { length }).text),
    );
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    expect(sizes[3]).toBeGreaterThan(sizes[0]! * 2);
  });

  it("walks through the passage and says how it was composed", () => {
    const { result } = compose("sermon", { audience: "youth" });
    // The first point preaches the passage's opening verses and cites exactly those.
    expect(result.mainPoints[0]).toMatch(/\(Romans 5:1(?:–[2-4])?\)/);
    expect(result.mainPoints[0]).not.toContain("(Romans 5:1–5)");
    expect(result.approach).toContain("Romans 5:1–5");
    expect(result.approach).toContain("young people");
    expect(result.approach).toMatch(/offline/i);
  });

  it("changes its wording with the tone and the audience", () => {
    const pastoral = compose("sermon", { tone: "pastoral" }).text;
    expect(compose("sermon", { tone: "prophetic" }).text).not.toBe(pastoral);
    expect(compose("sermon", { tone: "evangelistic" }).result.callToAction).toMatch(
      /trusted Jesus/,
    );
    expect(compose("sermon", { audience: "seniors" }).text).not.toBe(pastoral);
  });

  it("quotes less when the user asks for a low scripture emphasis", () => {
    const low = compose("sermon", {}, hope, { ...defaultPreferences, scriptureEmphasis: "low" });
    expect(quotations(low.text).length).toBe(1);
    expectFaithfulScripture(low.text, hope);
  });

  it("quotes the KJV when the grounding is the KJV", () => {
    const outcome = lookup("Psalm 23:1-3", { translation: "kjv" });
    if (!outcome.ok) throw new Error(outcome.message);
    const kjv: Grounding = {
      translation: "kjv",
      passage: { reference: outcome.passage.reference, text: outcome.passage.text },
      topical: [],
    };
    const { text } = compose("sermon", { scripture: "Psalm 23:1-3" }, kjv);
    expect(text).toContain("The LORD is my shepherd");
    expectFaithfulScripture(text, kjv);
  });
});

describe("the offline prayer", () => {
  it("prays to the Father through the Son and ends with one closing formula", () => {
    const { result } = compose("prayer");
    expect(result.content).toMatch(/Father/);
    expect(result.content).toMatch(/through Jesus Christ your Son|Jesus/);
    expect(result.content.endsWith("Amen.")).toBe(true);
    expect(result.content.match(/\bAmen\b/g)).toHaveLength(1);
    const closing = result.content.split("\n\n").at(-1)!;
    expect(closing.match(/Jesus/g)).toHaveLength(1);
    expect(result.scriptureBase).toBe("Romans 5:1–5");
    expect(result.prayerType).toBe("intercession");
  });

  it("grows with the duration", () => {
    const [short, medium, extended] = (["short", "medium", "extended"] as const).map(
      (duration) => compose("prayer", { duration }).result.content,
    );
    expect(words(short!)).toBeLessThan(words(medium!));
    expect(words(medium!)).toBeLessThan(words(extended!));
    expect(extended!.split("\n\n").length).toBeGreaterThan(short!.split("\n\n").length + 3);
  });

  it("declares Christ's victory in a warfare tone without addressing the enemy", () => {
    const { result } = compose("prayer", { prayerType: "warfare", tone: "declarative" });
    expect(result.content).toMatch(/victory/);
    expect(result.content).toMatch(/Jesus Christ is Lord/);
    expect(result.content).not.toMatch(/\b(satan|devil|demons?)\b/i);
    expect(compose("prayer", { tone: "gentle" }).text).not.toMatch(/We declare/);
  });

  it("has no scripture base when no passage was found", () => {
    expect(compose("prayer", {}, empty).result.scriptureBase).toBe("");
  });
});

describe("the offline devotional", () => {
  it("gives the passage, questions, a prayer and a step for today", () => {
    const { result } = compose("devotional");
    // The verses it quotes, where the passage makes its point, never the whole range.
    expect(result.scripture).toMatch(/^Romans 5:[1-5](?:–[2-5])?$/);
    expect(result.scripture).not.toBe("Romans 5:1–5");
    expect(result.reflection.match(/\?/g)?.length).toBeGreaterThanOrEqual(2);
    expect(result.prayer.endsWith("Amen.")).toBe(true);
    expect(result.content).toContain("waiting on God");
  });

  it("grows with the length and changes with the tone", () => {
    const sizes = (["short", "medium", "extended"] as const).map((length) =>
      words(compose("devotional", { length }).result.content),
    );
    expect(sizes[0]).toBeLessThan(sizes[1]!);
    expect(sizes[1]).toBeLessThan(sizes[2]!);
    expect(compose("devotional", { tone: "challenging" }).text).not.toBe(
      compose("devotional", { tone: "contemplative" }).text,
    );
  });
});

describe("the offline email", () => {
  it("greets, says its purpose, signs off with placeholders and echoes its type", () => {
    const { result } = compose("email", {
      emailType: "event-invitation",
      purpose: "Our harvest supper",
      length: "detailed",
    });
    expect(result.emailType).toBe("event-invitation");
    expect(result.subject).toContain("Our harvest supper");
    expect(result.content).toMatch(/^(Dear|Hi) /);
    expect(result.content).toContain("our harvest supper");
    expect(result.content).toContain("[date]");
    expect(result.content).toContain("[Your name]");
    expect(result.scripture).toMatch(/^Romans 5:1/);
  });

  it("grows with the length and changes with the tone", () => {
    const sizes = (["brief", "standard", "detailed"] as const).map((length) =>
      words(compose("email", { length }).result.content),
    );
    expect(sizes[0]).toBeLessThan(sizes[1]!);
    expect(sizes[1]).toBeLessThan(sizes[2]!);
    expect(compose("email", { tone: "casual" }).result.content).toMatch(/^Hi /);
    expect(compose("email", { tone: "formal" }).result.content).toMatch(/Yours in Christ/);
  });
});

describe("the offline social post", () => {
  const strict = ["twitter", "multi-platform"] as const;

  it("fits X (Twitter) and multi-platform posts, hashtags included, in 280 characters", () => {
    for (const platform of strict)
      for (const length of ["short", "medium", "long"] as const)
        for (const contentType of socialContentType.values)
          for (const ground of [hope, shepherd, empty]) {
            const { result, text } = compose(
              "social",
              { platform, length, contentType, topic: "Finding hope and courage in hard times" },
              ground,
            );
            expect(
              Array.from(text).length,
              `${platform} ${length} ${contentType}`,
            ).toBeLessThanOrEqual(280);
            expect(result.platform).toBe(platform);
            expect(result.contentType).toBe(contentType);
          }
  });

  it("draws distinct hashtags from the topic", () => {
    const { result } = compose("social", {
      platform: "instagram",
      topic: "Grace for weary parents",
    });
    expect(result.hashtags).toContain("#Grace");
    expect(result.hashtags.length).toBeLessThanOrEqual(12);
    expect(result.hashtags.every((tag) => /^#[^#\s]+$/.test(tag))).toBe(true);
    const keys = result.hashtags.map((tag) => tag.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("is longer on roomier platforms and lengths", () => {
    const twitter = compose("social", { platform: "twitter", length: "long" }).result.content;
    const facebook = compose("social", { platform: "facebook", length: "long" }).result.content;
    const short = compose("social", { platform: "facebook", length: "short" }).result.content;
    expect(facebook.length).toBeGreaterThan(twitter.length);
    expect(facebook.length).toBeGreaterThan(short.length);
    expect(compose("social").result.scripture).toMatch(/^Romans 5:1/);
    expect(compose("social", {}, empty).result.scripture).toBe("");
  });
});

describe("the offline meditation", () => {
  it("gives the passage with its text, related references and a prayer", () => {
    const { result } = compose("meditation");
    expect(result.scripture.startsWith("Romans 5:1–5 — “Being therefore justified")).toBe(true);
    expect(result.context).toMatch(/Romans/);
    expect(result.additionalScriptures.length).toBeGreaterThan(0);
    expect(result.additionalScriptures.length).toBeLessThanOrEqual(8);
    for (const reference of result.additionalScriptures)
      expect(hope.topical.map((related) => related.reference)).toContain(reference);
    expect(result.prayer.endsWith("Amen.")).toBe(true);
  });

  it("uses a commentary when one is installed", () => {
    const withCommentary: Grounding = {
      ...hope,
      commentary: {
        source: "Test Commentary",
        text: "Peace with God is the first fruit of justification.",
      },
    };
    const { result } = compose("meditation", {}, withCommentary);
    expect(result.context).toContain("Test Commentary");
    expect(result.context).toContain("first fruit of justification");
  });

  it("grows with the length and changes with the focus and approach", () => {
    const sizes = (["brief", "standard", "comprehensive"] as const).map((length) =>
      words(compose("meditation", { length }).text),
    );
    expect(sizes[0]).toBeLessThan(sizes[1]!);
    expect(sizes[1]).toBeLessThan(sizes[2]!);
    const base = compose("meditation").text;
    expect(compose("meditation", { focus: "leadership" }).text).not.toBe(base);
    expect(compose("meditation", { approach: "theological" }).text).not.toBe(base);
  });
});
