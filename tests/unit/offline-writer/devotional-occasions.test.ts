import { beforeAll, describe, expect, it } from "vitest";
import { devotionalOccasion } from "@shared/generation/options";
import type { ToolRequest } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import occasionData from "../../../server/generation/offline/data/devotional-occasions.json";
import british from "../../../server/generation/offline/data/british-spellings.json";
import { createPipelines } from "../../../server/generation/pipelines";
import { defaultPreferences } from "../../../server/generation/pipeline-types";
import { offlineDraft, pastorPreferences } from "../draft-quality/offline-engine";

/**
 * The devotional's occasion field (issue 30, held-out 29b D2: a devotional for people grieving
 * at a Longest Night service carried its purpose only in its typed title, and told them to
 * "Write out Isaiah 61:1-3 and keep it with you today"). The occasion chosen in a select gives
 * the reading line, the questions, the prayer and the step, each written once for any passage
 * read in that occasion (devotional-occasions.json); nothing is read from the typed theme,
 * focus or notes.
 */
type OccasionKey = keyof typeof occasionData.occasions;
const occasions = Object.keys(occasionData.occasions) as OccasionKey[];

interface Devotional {
  content: string;
  reflection: string;
  prayer: string;
  application: string;
}

const base = {
  theme: "A word for today",
  focus: "Hearing God",
  length: "extended",
};
/** Passages of different books, kinds and lengths: an occasion's lines must not depend on them. */
const passages = ["Isaiah 61:1-3", "Mark 7:24-30", "Psalm 23"];
const variants = [0, 1];

/** Drafts written once per request: the tests below compare the same drafts many ways. */
const drafted = new Map<string, Promise<{ item: Devotional; texts: string[] }>>();
function devotional(request: Record<string, unknown>) {
  const key = JSON.stringify(request);
  if (!drafted.has(key))
    drafted.set(
      key,
      offlineDraft("devotional", { ...base, ...request }).then(({ item, texts }) => ({
        item: item as unknown as Devotional,
        texts,
      })),
    );
  return drafted.get(key)!;
}

const sentences = (text: string) =>
  text
    .split(/\n+|(?<=[.?!])\s+(?=[A-Z“‘])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
/** A line of the data with its {reference} slot filled for the draft. */
const filled = (line: string, reference: string) => line.replace(/\{reference\}/g, reference);
/** The draft's passage as it prints it ("Scripture: Isaiah 61:1–3"). */
const referenceOf = (texts: string[]) => /^Scripture: (.+)$/m.exec(texts[0]!)![1]!;
/** Every line an occasion writes, in every slot. */
const linesOf = (occasion: OccasionKey) => {
  const data = occasionData.occasions[occasion];
  return [...data.read, ...data.reflection.flat(), ...data.prayer, ...data.application];
};
/** A line's words outside its slot: what every draft with it shares. */
const fixedPart = (line: string) =>
  line
    .split("{reference}")
    .map((part) => part.trim())
    .sort((a, b) => b.length - a.length)[0]!;

describe("the occasion a devotional is written for", () => {
  // The first draft loads the scripture and study data: in the hook's time, not a test's.
  beforeAll(async () => {
    for (const scripture of passages)
      for (const variant of variants) await devotional({ scripture, variant });
  });
  it("the form offers every occasion the data writes lines for, and none besides; each line holds no slot but the reference, names no passage, and is in American spelling", () => {
    expect(devotionalOccasion.values.filter((value) => value !== "none").sort()).toEqual(
      [...occasions].sort(),
    );
    const britishForms = new Set(Object.values(british.words));
    for (const occasion of occasions)
      for (const line of linesOf(occasion)) {
        expect(line.replace(/\{reference\}/g, "")).not.toMatch(/[{}\d]/);
        expect(line).toMatch(/^[A-Z].*[.?]$/);
        for (const word of line.toLowerCase().match(/[a-z]+/g) ?? [])
          expect(britishForms.has(word), `${line}: ${word}`).toBe(false);
      }
  });

  for (const occasion of occasions)
    it(`${occasion}: each slot is written for the occasion, none is the ordinary draft's, no other occasion's line`, async () => {
      const data = occasionData.occasions[occasion];
      for (const scripture of passages)
        for (const variant of variants) {
          const { item, texts } = await devotional({ scripture, occasion, variant });
          const { item: ordinary } = await devotional({ scripture, variant });
          const reference = referenceOf(texts);
          const opening = item.content.split("\n\n")[0]!;
          expect(data.read.map((line) => filled(line, reference))).toContain(opening);
          const questions = item.reflection.split("\n");
          expect(
            data.reflection.some((set) =>
              questions.every((question, index) => filled(set[index]!, reference) === question),
            ),
            item.reflection,
          ).toBe(true);
          expect(data.prayer).toContain(item.prayer);
          expect(data.application.map((line) => filled(line, reference))).toContain(
            item.application,
          );
          for (const slot of ["reflection", "prayer", "application"] as const)
            expect(item[slot]).not.toBe(ordinary[slot]);
          expect(opening).not.toBe(ordinary.content.split("\n\n")[0]);
          const all = texts.join("\n");
          for (const other of occasions.filter((key) => key !== occasion))
            for (const line of linesOf(other)) expect(all).not.toContain(fixedPart(line));
        }
    });

  it("no sentence of an occasion's draft repeats the ordinary draft's application", async () => {
    for (const scripture of passages)
      for (const variant of variants) {
        const { item: ordinary } = await devotional({ scripture, variant });
        const ordinarySteps = new Set(sentences(ordinary.application));
        for (const occasion of occasions) {
          const { texts } = await devotional({ scripture, occasion, variant });
          for (const sentence of sentences(texts.join("\n")))
            expect(ordinarySteps.has(sentence), `${occasion} ${scripture}: ${sentence}`).toBe(
              false,
            );
        }
      }
  });

  it("for grief and illness, the step asks no copying out, memorizing or keeping of verses", async () => {
    // 29b D2: "Write out Isaiah 61:1–3 and keep it with you today." for people in fresh grief.
    const homework = /\b(write|copy|memori[sz]e|card|keep it with you)\b/i;
    for (const occasion of ["grief", "illness"] as const) {
      for (const line of occasionData.occasions[occasion].application)
        expect(line).not.toMatch(homework);
      for (const scripture of passages)
        for (const variant of variants) {
          const { item, texts } = await devotional({ scripture, occasion, variant });
          const reference = referenceOf(texts);
          expect(
            occasionData.occasions[occasion].application.map((line) => filled(line, reference)),
          ).toContain(item.application);
        }
    }
  });

  it("never prints the notes, and reads nothing from them nor from the theme", async () => {
    const typed = {
      theme: "A garment of praise for a spirit of heaviness",
      focus: "Comfort for those grieving through the Christmas season",
      notes:
        "For our Longest Night service; Frank Ellis, whose wife Jean died in September, will come. PRIVATE: Frank has thought about ending his life.",
    };
    for (const scripture of passages) {
      const grief = (await devotional({ ...typed, scripture, occasion: "grief" })).texts.join("\n");
      for (const private_ of ["Frank", "Jean", "Ellis", "Longest Night", "ending his life"])
        expect(grief).not.toContain(private_);
      expect(occasionData.occasions.grief.prayer.some((prayer) => grief.includes(prayer))).toBe(
        true,
      );
      // A theme, focus and notes that speak of grief, with no occasion: no occasion's line.
      const none = (await devotional({ ...typed, scripture })).texts.join("\n");
      for (const occasion of occasions)
        for (const line of linesOf(occasion)) expect(none).not.toContain(fixedPart(line));
      expect((await devotional({ ...typed, scripture, occasion: "none" })).texts.join("\n")).toBe(
        none,
      );
    }
  });

  it("the occasion's lines are in the church's spelling", async () => {
    const preferences = { ...pastorPreferences, spelling: "british" as const };
    const prayers: string[] = [];
    for (let variant = 0; variant < 6; variant++) {
      const { item } = await offlineDraft(
        "devotional",
        { ...base, scripture: "Psalm 100", occasion: "thanksgiving", variant },
        preferences,
      );
      prayers.push((item as unknown as Devotional).prayer);
    }
    expect(prayers.join("\n")).toMatch(/\bSaviour\b/);
    expect(prayers.join("\n")).not.toMatch(/\bSavior\b/);
  });

  it("the model's prompt names the occasion, and no occasion when none is chosen", () => {
    const pipeline = createPipelines().devotional;
    const promptOf = (raw: Record<string, unknown>) => {
      const request = toolSchemas.devotional.request.parse({
        ...base,
        scripture: "Isaiah 61:1-3",
        ...raw,
      }) as ToolRequest<"devotional">;
      const grounding = pipeline.ground(request, defaultPreferences);
      return pipeline.prompt(request, grounding, defaultPreferences).prompt;
    };
    const labels = devotionalOccasion.list.filter((option) => option.value !== "none");
    for (const { value, label } of labels) {
      const prompt = promptOf({ occasion: value });
      expect(prompt).toContain(label);
      for (const other of labels.filter((option) => option.value !== value))
        expect(prompt).not.toContain(other.label);
    }
    const none = promptOf({});
    for (const { label } of labels) expect(none).not.toContain(label);
  });
});
