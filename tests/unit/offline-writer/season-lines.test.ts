import { describe, expect, it } from "vitest";
import { churchSeason } from "@shared/generation/options";
import seasonData from "../../../server/generation/offline/data/season-lines.json";
import { offlineDraft, pastorPreferences } from "../draft-quality/offline-engine";

/**
 * The season field of the sermon and devotional forms (issue 30, held-out 29b S1 and D2: the
 * request's purpose carried only by the typed title). The season chosen in a select is carried
 * by the body in a line written once per season (season-lines.json): the same line whatever the
 * passage, never a word of the typed topic or the notes, and nothing when no season is chosen,
 * whatever words the topic holds.
 */
type SeasonKey = keyof typeof seasonData.seasons;
const seasons = Object.keys(seasonData.seasons) as SeasonKey[];

const sermon = (scripture: string, request: Record<string, unknown> = {}) =>
  offlineDraft("sermon", {
    topic: "Sunday's message",
    scripture,
    length: "25-30",
    tone: "pastoral",
    ...request,
  });
const devotional = (scripture: string, request: Record<string, unknown> = {}) =>
  offlineDraft("devotional", {
    theme: "A word for today",
    focus: "Hearing God",
    scripture,
    ...request,
  });

const callOf = async (scripture: string, request: Record<string, unknown> = {}) =>
  ((await sermon(scripture, request)).item as { callToAction: string }).callToAction;
const reflectionOf = async (scripture: string, request: Record<string, unknown> = {}) =>
  ((await devotional(scripture, request)).item as { reflection: string }).reflection;

/** Passages of different books, kinds and lengths: a season's line must not depend on them. */
const passages = ["Amos 9:11-15", "Mark 7:24-30", "Isaiah 61:1-3", "Psalm 23", "Romans 8:28"];

describe("the season a sermon or devotional is for", () => {
  it("both forms offer every season the data writes lines for, and none besides", () => {
    expect(churchSeason.values.filter((value) => value !== "none").sort()).toEqual(
      [...seasons].sort(),
    );
  });

  for (const season of seasons)
    it(`${season}: the sermon's call and the devotional's reflection carry it, no other season's`, async () => {
      for (const scripture of passages) {
        const call = await callOf(scripture, { season });
        const reflection = await reflectionOf(scripture, { season });
        expect(call.startsWith(seasonData.seasons[season].sermon)).toBe(true);
        expect(reflection.split("\n")).toContain(seasonData.seasons[season].devotional);
        for (const other of seasons.filter((key) => key !== season)) {
          expect(call).not.toContain(seasonData.seasons[other].sermon);
          expect(reflection).not.toContain(seasonData.seasons[other].devotional);
        }
      }
    });

  it("with no season, no season's line is printed, though the topic and notes name one", async () => {
    const typed = {
      topic: "Advent hope: God will raise up what has fallen",
      theme: "Lent: a garment of praise",
      notes: "Christmas Eve at the Okafors'. PRIVATE: the plant closing in Easter week",
    };
    const every = seasons.flatMap((key) => Object.values(seasonData.seasons[key]));
    for (const scripture of passages) {
      const texts = [
        ...(await sermon(scripture, typed)).texts,
        ...(await devotional(scripture, typed)).texts,
      ].join("\n");
      for (const line of every) expect(texts).not.toContain(line);
      expect(texts).not.toContain("Okafors");
      expect(texts).not.toContain("plant closing");
    }
    expect(await callOf("Psalm 23", { season: "none" })).toBe(await callOf("Psalm 23"));
    expect(await reflectionOf("Psalm 23", { season: "none" })).toBe(await reflectionOf("Psalm 23"));
  });

  it("a season's lines hold no slot for typed text and name no passage", () => {
    for (const season of seasons)
      for (const line of Object.values(seasonData.seasons[season])) {
        expect(line).not.toMatch(/[{}\d]/);
        expect(line).toMatch(/^[A-Z].*[.?]$/);
      }
  });

  it("the season's lines are in the church's spelling", async () => {
    const british = { ...pastorPreferences, spelling: "british" as const };
    const { item } = await offlineDraft(
      "sermon",
      { topic: "Light", scripture: "Isaiah 60:1-3", season: "epiphany" },
      british,
    );
    expect((item as { callToAction: string }).callToAction).toMatch(/\bneighbours\b/);
  });
});
