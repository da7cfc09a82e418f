import { describe, expect, it } from "vitest";
import type { ClipCandidate, ClipChoice } from "../../../server/modules/recordings/clips";
import {
  chooseClips,
  modelClipsPrompt,
  validModelClips,
} from "../../../server/modules/recordings/model-clips";
import type { StructuredGenerator } from "../../../server/generation/structured-generator";

/** A candidate from `start` to `end` seconds, saying `caption`. */
const candidate = (id: number, start: number, end: number, caption: string): ClipCandidate => ({
  id,
  start: start * 1000,
  end: end * 1000,
  hook: `Offline hook ${id}.`,
  caption,
  cues: [{ start: 0, end: (end - start) * 1000, text: caption }],
});

const candidates = [
  candidate(0, 0, 40, "The Lord is my shepherd, and he knows the way home."),
  candidate(1, 50, 100, "Grace is a gift we are given, not a wage we earn."),
  candidate(2, 110, 160, "He restores my soul when I have wandered far."),
  candidate(3, 170, 230, "Goodness and mercy follow you all the days of your life."),
  // Not offline-made: a span past the longest clip, offered by mistake.
  candidate(4, 240, 340, "A span that runs for a hundred seconds."),
];
const hook = "A line that makes someone stop and listen.";

describe("the model's clip choice held to the candidates", () => {
  it("keeps a good choice in the order preached, with the model's hooks and the candidates' captions", () => {
    const valid = validModelClips(
      {
        clips: [
          { id: 3, hook: "Mercy is following you." },
          { id: 0, hook: "He knows the way home." },
          { id: 2, hook: 'He "restores my soul" when you wander.' },
        ],
      },
      candidates,
    );
    expect("clips" in valid && valid.clips.map((clip) => [clip.start, clip.hook])).toEqual([
      [0, "He knows the way home."],
      [110_000, 'He "restores my soul" when you wander.'],
      [170_000, "Mercy is following you."],
    ]);
    expect("clips" in valid && valid.clips[0]!.caption).toBe(candidates[0]!.caption);
  });

  it.each([
    ["too few", [0, 1], /chose 2 clips/],
    ["too many", [0, 1, 2, 3, 0, 1], /chose 6 clips/],
    ["an id not offered", [0, 1, 7], /candidate 7, which was not offered/],
    ["one chosen twice", [0, 1, 1], /chosen twice/],
    ["a span over 90 s", [0, 1, 4], /lasts 100 s/],
  ])("refuses %s", (_, ids, problem) => {
    const valid = validModelClips({ clips: ids.map((id) => ({ id, hook })) }, candidates);
    expect("problem" in valid && valid.problem).toMatch(problem);
  });

  it("refuses overlapping spans, empty hooks and hooks quoting words the clip does not say", () => {
    const overlapping = [...candidates, candidate(5, 30, 70, "Overlaps the first and second.")];
    expect(validModelClips({ clips: [0, 5, 2].map((id) => ({ id, hook })) }, overlapping)).toEqual({
      problem: "candidate 5 overlaps another chosen clip",
    });
    expect(
      validModelClips(
        { clips: [0, 1, 2].map((id) => ({ id, hook: id === 1 ? " " : hook })) },
        candidates,
      ),
    ).toMatchObject({ problem: expect.stringMatching(/candidate 1's hook/) });
    expect(
      validModelClips(
        {
          clips: [
            { id: 0, hook },
            { id: 1, hook: "Grace is “a wage we have earned”, he said." },
            { id: 2, hook },
          ],
        },
        candidates,
      ),
    ).toMatchObject({ problem: expect.stringMatching(/quotes words the clip does not say/) });
  });

  it("bounds the prompt and puts the privacy rule in it", () => {
    const long = candidate(0, 0, 90, "word ".repeat(2_000));
    const { system, prompt } = modelClipsPrompt([long]);
    expect(prompt.length).toBeLessThan(2_000);
    expect(system).toMatch(/private/i);
  });
});

describe("chooseClips", () => {
  const choice: ClipChoice = { candidates: candidates.slice(0, 4), offline: [0, 1, 3] };
  const answering = (answer: unknown): StructuredGenerator => ({
    label: "test",
    generate: async () => answer as never,
  });

  it("falls back to the offline choice on a junk answer or a failure, with one log line saying why", async () => {
    const reasons: string[] = [];
    const log = (reason: string) => reasons.push(reason);
    const failing: StructuredGenerator = {
      label: "test",
      generate: async () => {
        throw new Error("connection reset");
      },
    };
    for (const model of [answering({ clips: [{ id: 9, hook }] }), answering(null), failing]) {
      const chosen = await chooseClips(choice, model, log);
      expect(chosen.chosenBy).toBe("offline");
      expect(chosen.clips.map((clip) => clip.start)).toEqual([0, 50_000, 170_000]);
    }
    expect(reasons).toHaveLength(3);
    expect(reasons[2]).toMatch(/connection reset/);
  });

  it("gives up on a model slower than its time limit", async () => {
    const slow: StructuredGenerator = {
      label: "test",
      generate: ({ signal }) =>
        new Promise((_, reject) =>
          signal.addEventListener("abort", () => reject(new Error("aborted"))),
        ),
    };
    const reasons: string[] = [];
    const chosen = await chooseClips(choice, slow, (reason) => reasons.push(reason), 50);
    expect(chosen.chosenBy).toBe("offline");
    expect(reasons).toHaveLength(1);
  });

  it("asks no model when there is none, or no more candidates than the fewest clips", async () => {
    let asked = 0;
    const model: StructuredGenerator = {
      label: "test",
      generate: async () => {
        asked++;
        return { clips: [] } as never;
      },
    };
    const few: ClipChoice = { candidates: candidates.slice(0, 3), offline: [0, 1, 2] };
    expect((await chooseClips(few, model, () => {})).chosenBy).toBe("offline");
    expect((await chooseClips(choice, undefined, () => {})).chosenBy).toBe("offline");
    expect(asked).toBe(0);
  });
});
