import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { prayerOccasion } from "@shared/generation/options";
import occasionData from "../../../server/generation/offline/data/prayer-occasions.json";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * The prayer's occasion field (issue 30, held-out class 4 and 5): each occasion's petitions,
 * written once in prayer-occasions.json, are prayed when it is chosen and none when not; every
 * petition holds for one name and for several; notes are never printed.
 */
const personWords = JSON.parse(
  readFileSync(new URL("./person-number-words.json", import.meta.url), "utf8"),
) as { one: string[]; several: string[] };
type OccasionKey = keyof typeof occasionData.occasions;
const occasions = Object.keys(occasionData.occasions) as OccasionKey[];
const base = {
  prayerType: "intercession",
  focus: "Our church family in this season",
  scripture: "Psalm 46:1-3",
  duration: "extended",
};

const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];
/** A petition's words before and after its slot: the fixed parts every request shares. */
const fixedParts = (petition: string) =>
  petition.split("{them}").filter((part) => part.trim().split(" ").length >= 3);

async function content(request: Record<string, unknown>) {
  const { item } = await offlineDraft("prayer", { ...base, ...request });
  return (item as { content: string; title: string }).content;
}

/** The sentences of a prayer with an occasion that the same prayer without one does not have. */
async function added(request: Record<string, unknown>) {
  const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
  const without = new Set(sentences(await content({ ...request, occasion: "none" })));
  return sentences(await content(request)).filter((sentence) => !without.has(sentence));
}

describe("prayer occasions", () => {
  it("the form offers every occasion the data writes petitions for, and none besides", () => {
    expect(prayerOccasion.values.filter((value) => value !== "none").sort()).toEqual(
      [...occasions].sort(),
    );
  });

  for (const occasion of occasions)
    it(`${occasion}: its petitions are prayed when chosen, no other occasion's`, async () => {
      const text = await content({ occasion });
      for (const petition of occasionData.occasions[occasion].petitions)
        for (const part of fixedParts(petition)) expect(text).toContain(part);
      for (const other of occasions.filter((key) => key !== occasion))
        for (const petition of occasionData.occasions[other].petitions)
          expect(text).not.toContain(fixedParts(petition)[0]);
    });

  it("with no occasion, no occasion's petition is prayed, and 'none' is the same as leaving it out", async () => {
    const none = await content({ occasion: "none", names: "Tom Becker" });
    expect(await content({ names: "Tom Becker" })).toBe(none);
    for (const occasion of occasions)
      for (const petition of occasionData.occasions[occasion].petitions)
        for (const part of fixedParts(petition)) expect(none).not.toContain(part);
  });

  it("a shorter prayer prays fewer of the occasion's petitions, in their order", async () => {
    const short = await added({ occasion: "grief", duration: "short" });
    const extended = await added({ occasion: "grief", duration: "extended" });
    expect(short.length).toBeGreaterThan(0);
    expect(short.length).toBeLessThan(extended.length);
    expect(extended.slice(0, short.length)).toEqual(short);
  });

  describe("every petition holds for one name and for several", () => {
    for (const occasion of occasions)
      it(occasion, async () => {
        // The data: the people prayed for are referred to only through the slot.
        for (const petition of occasionData.occasions[occasion].petitions) {
          const fixed = words(petition.replace(/\{them\}/g, " "));
          for (const word of [...personWords.one, ...personWords.several])
            expect(fixed, `${petition} uses "${word}"`).not.toContain(word);
        }
        const unnamed =
          "unnamed" in occasionData.occasions[occasion]
            ? (occasionData.occasions[occasion] as { unnamed: string }).unnamed
            : occasionData.unnamed;
        for (const word of [...personWords.one, ...personWords.several])
          expect(words(unnamed)).not.toContain(word);

        // The drafts: one name, no word for several; three names, no word for one, and no
        // petition names one of them without the others.
        const one = (await added({ occasion, names: "Tom Becker" })).join(" ");
        for (const word of personWords.several) expect(words(one)).not.toContain(word);
        const three = ["Ana Ruiz", "Tom Becker", "Lee Park"];
        const several = await added({ occasion, names: three.join(", ") });
        for (const word of personWords.one) expect(words(several.join(" "))).not.toContain(word);
        for (const sentence of several) {
          const named = three.filter((name) => sentence.includes(name));
          expect([0, three.length]).toContain(named.length);
        }
      });
  });

  it("the names field has its own sentence whatever the occasion", async () => {
    for (const occasion of ["none", ...occasions]) {
      const text = await content({ occasion, names: "Ana Ruiz, Tom Becker" });
      const naming = text
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => sentence.includes("Ana Ruiz") && sentence.includes("Tom Becker"));
      expect(naming.length, occasion).toBeGreaterThan(0);
    }
  });

  it("notes are never printed, with any occasion", async () => {
    const private_ = "PRIVATE: the Ruizes told only me about the second miscarriage";
    for (const occasion of occasions) {
      const { texts } = await offlineDraft("prayer", {
        ...base,
        occasion,
        names: "Ana Ruiz",
        notes: private_,
      });
      for (const text of texts) {
        expect(text).not.toContain("second miscarriage");
        expect(text).not.toContain("PRIVATE");
      }
    }
  });

  describe("a church praying for itself (the form's Prayed for; 29b P2, a new beginning's petitions for a person prayed at a church's New Year's Eve)", () => {
    const several = "Pastor Dave, Elder Linda Park, the search team";
    for (const occasion of occasions)
      it(occasion, async () => {
        const data = occasionData.occasions[occasion] as { petitions: string[]; church?: string[] };
        const church = await added({ occasion, prayerFor: "church", names: several });
        const text = church.join(" ");
        // The church's petitions where the data gives them, else the occasion's, for "us".
        const prayed = data.church ?? data.petitions;
        for (const petition of prayed)
          expect(text).toContain(petition.replace(/\{them\}/g, occasionData.church));
        // A petition written for people, where the church has its own, is not prayed.
        for (const petition of data.petitions.filter((p) => !prayed.includes(p)))
          for (const part of fixedParts(petition)) expect(text).not.toContain(part);
        // "us", whatever names are typed: no word for the people prayed over by number.
        const occasionSentences = church.filter((sentence) => !sentence.includes("Pastor Dave"));
        for (const word of [...personWords.one, ...personWords.several])
          expect(words(occasionSentences.join(" "))).not.toContain(word);
        // The names keep their own sentence.
        expect(
          (await content({ occasion, prayerFor: "church", names: several })).match(
            /Elder Linda Park/g,
          ),
        ).toHaveLength(1);
      });

    it("nothing is guessed from the focus: a focus for the church, prayed for people, is prayed for people", async () => {
      const request = {
        occasion: "new-beginning",
        focus: "A New Year's Eve prayer for our church to follow the Lord's leading",
        names: several,
      };
      const people = await content({ ...request, prayerFor: "people" });
      expect(await content(request)).toBe(people);
      expect(people).not.toBe(await content({ ...request, prayerFor: "church" }));
      const data = occasionData.occasions["new-beginning"];
      for (const part of fixedParts(data.petitions[2]!)) expect(people).toContain(part);
    });

    it("the church's petitions are as many as the occasion's, and use only the slot", () => {
      for (const occasion of occasions) {
        const data = occasionData.occasions[occasion] as { petitions: string[]; church?: string[] };
        if (!data.church) continue;
        expect(data.church).toHaveLength(data.petitions.length);
        for (const petition of data.church)
          for (const word of [...personWords.one, ...personWords.several])
            expect(words(petition.replace(/\{them\}/g, " "))).not.toContain(word);
      }
    });
  });

  it("a rite is named in its prayer, whatever the passage (29c P2: a baptism prayer that never said baptism)", async () => {
    const rites = { baptism: /\bbaptiz/i, wedding: /\bmarriage\b/i };
    for (const [occasion, word] of Object.entries(rites))
      for (const duration of ["short", "extended"]) {
        const text = await content({
          occasion,
          duration,
          scripture: "Psalm 23",
          names: "Ana Ruiz",
        });
        expect(text, `${occasion}, ${duration}`).toMatch(word);
        expect(await content({ occasion: "none", duration, scripture: "Psalm 23" })).not.toMatch(
          word,
        );
      }
  });

  it("an occasion the tool does not offer is refused", async () => {
    // offlineDraft parses the request with the tool's schema
    await expect(offlineDraft("prayer", { ...base, occasion: "birthday" })).rejects.toThrow();
  });
});

describe("a prayer prays its type as well as its occasion (held-out 29a, P1)", () => {
  // A wisdom prayer for someone ill prayed only the illness petitions: nothing asked wisdom for
  // the treatment decision the prayer was for. The type's petition follows the occasion's unless
  // the occasion's petitions ask it already (`asks`), so that nothing is asked twice.
  const typeLines = JSON.parse(
    readFileSync(
      new URL("../../../server/generation/offline/data/fixed-lines.json", import.meta.url),
      "utf8",
    ),
  ).prayer.type as Record<string, string[]>;
  const types = Object.keys(typeLines);

  for (const occasion of occasions)
    it(occasion, async () => {
      const asks: string[] = occasionData.occasions[occasion].asks;
      expect(
        asks.every((type) => types.includes(type)),
        occasion,
      ).toBe(true);
      for (const prayerType of types) {
        const text = await content({ occasion, prayerType, duration: "medium" });
        const prayed = typeLines[prayerType]!.filter((line) => text.includes(line));
        expect(prayed.length, `${occasion} × ${prayerType}`).toBe(
          asks.includes(prayerType) ? 0 : 1,
        );
      }
    });
});
