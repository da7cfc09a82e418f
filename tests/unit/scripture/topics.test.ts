import { describe, expect, it } from "vitest";
import { resolveCitation } from "../../../server/scripture/citation";
import { parseReferences } from "../../../server/scripture/reference-parser";
import { scanReferences } from "../../../server/scripture/reference-scanner";
import { openSwordLibrary } from "../../../server/scripture/sword/sword-library";
import { topicList } from "../../../server/scripture/topics/topic-list";
import {
  findTopic,
  getTopic,
  listTopics,
  suggestTopics,
  topicSlug,
} from "../../../server/scripture/topics/topics";

const required = [
  "grace", "forgiveness", "hope", "grief", "marriage", "leadership", "spiritual warfare", "healing",
  "generosity", "mission", "identity in christ",
]; // prettier-ignore

describe("the topical index", () => {
  it("has at least 150 topics, each with at least five passages", () => {
    expect(topicList.length).toBeGreaterThanOrEqual(150);
    for (const topic of topicList)
      expect(topic.references.length, topic.name).toBeGreaterThanOrEqual(5);
  });

  it("covers the ministry topics pastors ask for most", () => {
    for (const name of required) expect(findTopic(name)?.name.toLowerCase(), name).toBe(name);
  });

  it("has unique names, slugs and aliases", () => {
    const keys = topicList.flatMap((topic) =>
      [topic.name, ...(topic.aliases ?? [])].map(topicSlug),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("cites only passages that exist, each read the same by both parsers", () => {
    const problems: string[] = [];
    for (const topic of topicList) {
      for (const reference of topic.references) {
        const scanned = scanReferences(reference);
        const parsed = parseReferences(reference);
        if (scanned.length !== 1 || scanned[0]?.cited !== reference) {
          problems.push(`${topic.name}: ${reference} does not read as one reference`);
          continue;
        }
        const resolved = resolveCitation(scanned[0]);
        if (!resolved.valid) problems.push(`${topic.name}: ${reference}: ${resolved.reason}`);
        if (parsed.length !== 1 || resolveCitation(parsed[0]!).osis !== resolved.osis) {
          problems.push(`${topic.name}: ${reference} parses differently`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("finds a topic by slug, name or alias", () => {
    expect(findTopic("identity-in-christ")?.name).toBe("Identity in Christ");
    expect(findTopic("Worry")?.name).toBe("Anxiety");
    expect(findTopic("kingdom of god")?.slug).toBe("the-kingdom-of-god");
    expect(findTopic("nothing like this")).toBeUndefined();
  });

  it("gives each passage with its text", () => {
    const topic = getTopic("forgiveness", { translation: "web" });
    expect(topic?.passages[0]).toEqual({
      reference: "Ephesians 4:32",
      osis: "Eph.4.32",
      text: "And be kind to one another, tender hearted, forgiving each other, just as God also in Christ forgave you.",
    });
    for (const passage of topic?.passages ?? []) expect(passage.text).not.toBe("");
    expect(getTopic("grief", { translation: "kjv" })?.passages[0]?.text).toBe(
      "Blessed are they that mourn: for they shall be comforted.",
    );
  });

  it("lists topics in order and suggests near names", () => {
    const topics = listTopics();
    expect(topics).toHaveLength(topicList.length);
    expect(topics.map((topic) => topic.name)).toEqual(
      [...topics.map((topic) => topic.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(suggestTopics("forgive")).toContain("Forgiveness");
    expect(getTopic("", { translation: "web" })).toBeUndefined();
    expect(getTopic("no-such-topic-at-all", { translation: "web" })).toBeUndefined();
  });
});

const naves = openSwordLibrary({ standardRoots: ["/usr/share/sword"] }).dictionary("Nave");

describe.skipIf(!naves)(
  naves
    ? "topics with Nave's Topical Bible installed"
    : "topics with Nave's Topical Bible — SKIPPED: sword-dict-naves is not installed",
  () => {
    it("adds Nave's entry to a topic of the team's index, keeping the team's passages first", () => {
      const topic = getTopic("forgiveness", { translation: "web", naves });
      expect(topic?.passages[0]?.reference).toBe("Ephesians 4:32");
      expect(topic?.naves?.key).toBe("FORGIVENESS");
      expect(topic?.naves?.references.slice(0, 2)).toEqual([
        { reference: "Exodus 23:4", osis: "Exod.23.4" },
        { reference: "Exodus 23:5", osis: "Exod.23.5" },
      ]);
      expect(topic?.naves?.seeAlso).toEqual(["ENEMY", "SIN"]);
    });

    it("answers a topic only Nave's knows, with the verses it lists", () => {
      expect(findTopic("aaron")).toBeUndefined();
      const topic = getTopic("aaron", { translation: "kjv", naves });
      expect(topic).toMatchObject({ slug: "aaron", name: "Aaron", translation: "kjv" });
      expect(topic?.passages[0]).toMatchObject({
        reference: "Exodus 6:16–20",
        osis: "Exod.6.16-Exod.6.20",
      });
      expect(topic?.passages[0]?.text).toMatch(/^And these are the names of the sons of Levi/);
      expect(topic?.passages.length).toBeLessThanOrEqual(30);
      for (const passage of topic?.passages ?? []) expect(passage.text).not.toBe("");
    });

    it("finds nothing for a name neither index knows", () => {
      expect(getTopic("no-such-topic-at-all", { translation: "web", naves })).toBeUndefined();
    });
  },
);

describe("topics without Nave's", () => {
  it("answer from the team's index alone and know no Nave's-only topic", () => {
    expect(getTopic("forgiveness", { translation: "web" })?.naves).toBeUndefined();
    expect(getTopic("aaron", { translation: "web" })).toBeUndefined();
  });
});
