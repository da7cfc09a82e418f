import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TranscriptClip } from "@shared/recordings/api";
import { startFakeModelApp, stopFakeModelApp } from "../support/fake-model-app";
import type { FakeOpenAi } from "../support/fake-openai-server";
import type { TestApp } from "../support/test-app";
import { userWithAccess } from "./library-helpers";
import { setAccess } from "../support/users";
import { srtOf } from "../unit/recordings/timed-fixture";

/**
 * Clips chosen by the configured model (issue 34, step 6), through a protocol-level fake of an
 * OpenAI-compatible server: the model is offered the checked candidate moments and picks
 * among them; a junk answer or a provider error gives the offline choice instead.
 */
describe("clips chosen by the model", () => {
  let running: { fake: FakeOpenAi; test: TestApp };
  let fake: FakeOpenAi;
  beforeAll(async () => {
    running = await startFakeModelApp({ AI_CHECK_AT_START: "false", AI_MAX_RETRIES: "0" });
    fake = running.fake;
  });
  afterAll(async () => {
    if (running) await stopFakeModelApp(running);
  });

  /** A fresh transcript of the long sermon (each is chosen for once, then kept). */
  async function clipsOfNewTranscript(name: string) {
    const user = await userWithAccess(running.test, name);
    const imported = await running.test.app.inject({
      method: "POST",
      url: "/api/recordings/transcripts",
      headers: user.headers,
      payload: { filename: "Psalm 23.srt", text: srtOf("sermon-long.txt") },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const response = await running.test.app.inject({
      method: "GET",
      url: `/api/recordings/transcripts/${imported.json().id}/clips`,
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { clips: TranscriptClip[]; chosenBy: string };
  }

  /** The candidates as the prompt offered them: id → start and end in ms. */
  function offered(): Map<number, { start: number; end: number }> {
    const messages = fake.requests.at(-1)!.body.messages!;
    const prompt = messages.map((message) => JSON.stringify(message.content)).join("\n");
    const found = new Map<number, { start: number; end: number }>();
    for (const [, id, start, end] of prompt.matchAll(
      /Candidate (\d+) \(from ([\d.]+) s to ([\d.]+) s/g,
    ))
      found.set(Number(id), {
        start: Math.round(Number(start) * 1000),
        end: Math.round(Number(end) * 1000),
      });
    return found;
  }

  it("takes the model's pick of the offered moments, with its hook lines, and says so", async () => {
    fake.reset();
    const hooks = [
      "You were never meant to carry the week alone.",
      "The shepherd goes after the one who wanders.",
      "Goodness and mercy are not behind you; they follow you.",
    ];
    // Three of the candidates, not in the order preached; the offline choice holds all four.
    const picked = [3, 1, 2];
    fake.enqueueChat({
      kind: "reply",
      content: JSON.stringify({ clips: picked.map((id, at) => ({ id, hook: hooks[at] })) }),
    });
    const answer = await clipsOfNewTranscript("clips-model-good");
    expect(answer.chosenBy).toBe("model");
    expect(fake.requests).toHaveLength(1);

    const candidates = offered();
    expect(candidates.size).toBeGreaterThanOrEqual(4);
    const expected = picked
      .map((id, at) => ({ ...candidates.get(id)!, hook: hooks[at] }))
      .sort((a, b) => a.start - b.start);
    // Times in the prompt are given to a tenth of a second.
    expect(answer.clips.map((clip) => clip.hook)).toEqual(expected.map((clip) => clip.hook));
    answer.clips.forEach((clip, at) => {
      expect(Math.abs(clip.start - expected[at]!.start)).toBeLessThanOrEqual(50);
      expect(Math.abs(clip.end - expected[at]!.end)).toBeLessThanOrEqual(50);
    });
    for (const clip of answer.clips) {
      expect(clip.end - clip.start).toBeGreaterThanOrEqual(30_000);
      expect(clip.end - clip.start).toBeLessThanOrEqual(90_000);
      expect(clip.cues.length).toBeGreaterThan(0);
    }

    // The privacy rule is in the prompt, and the story told with permission is not offered.
    const request = fake.requests[0]!.body;
    const sent = JSON.stringify(request.messages);
    expect(sent).toMatch(/private/i);
    expect(sent).not.toMatch(/lost his job/);
    // Nor is a moment that opens on a direction to the hearers ("Turn with me to Psalm 23").
    expect(sent).not.toMatch(/turn with me/i);
    expect(request.response_format?.type).toBe("json_schema");
  });

  it("gives the offline choice when the model's answer names moments it was not offered or overlaps", async () => {
    fake.reset();
    const offline = await (async () => {
      fake.setFallback({ chat: { kind: "status", status: 400, message: "no" } });
      return clipsOfNewTranscript("clips-model-baseline");
    })();
    expect(offline.chosenBy).toBe("offline");
    for (const [index, junk] of [
      { clips: [{ id: 0, hook: "One clip is not enough for a week." }] },
      {
        clips: [0, 1, 99].map((id) => ({ id, hook: "A hook line for this moment." })),
      },
      { clips: [0, 0, 1].map((id) => ({ id, hook: "A hook line for this moment." })) },
      { clips: [0, 1, 2].map((id) => ({ id, hook: "" })) },
      { clips: "three good ones" },
    ].entries()) {
      fake.reset();
      fake.setFallback({ chat: { kind: "reply", content: JSON.stringify(junk) } });
      const answer = await clipsOfNewTranscript(`clips-model-junk-${index}`);
      expect(fake.requests.length, JSON.stringify(junk)).toBeGreaterThanOrEqual(1);
      expect(answer.chosenBy, JSON.stringify(junk)).toBe("offline");
      expect(answer.clips).toEqual(offline.clips);
    }
  });

  it("counts the model's choice as a generation, gives it back when the model was not used, and asks it only for an account with access", async () => {
    const user = await userWithAccess(running.test, "clips-model-count");
    const transcript = async () => {
      const imported = await running.test.app.inject({
        method: "POST",
        url: "/api/recordings/transcripts",
        headers: user.headers,
        payload: { filename: "Psalm 23.srt", text: srtOf("sermon-long.txt") },
      });
      expect(imported.statusCode, imported.body).toBe(201);
      return imported.json().id as string;
    };
    const clips = async (id: string) =>
      (
        await running.test.app.inject({
          method: "GET",
          url: `/api/recordings/transcripts/${id}/clips`,
          headers: user.headers,
        })
      ).json() as { chosenBy: string };
    const used = async () =>
      (
        (
          await running.test.app.inject({ method: "GET", url: "/api/usage", headers: user.headers })
        ).json() as { generations: { used: number } }
      ).generations.used;
    const [first, second, third] = [await transcript(), await transcript(), await transcript()];

    fake.reset();
    fake.enqueueChat({
      kind: "reply",
      content: JSON.stringify({
        clips: [0, 2, 3].map((id) => ({ id, hook: `Moment number ${id} of the sermon.` })),
      }),
    });
    expect((await clips(first)).chosenBy).toBe("model");
    expect(await used()).toBe(1);

    fake.reset();
    fake.setFallback({ chat: { kind: "status", status: 500, message: "model crashed" } });
    expect((await clips(second)).chosenBy).toBe("offline");
    expect(await used()).toBe(1);

    // Access ended: the offline choice, and the model is not asked.
    fake.reset();
    await setAccess(running.test, user.id, { trialEndsAt: new Date(Date.now() - 60_000) });
    running.test.context.sessions.forgetUser(user.id);
    expect((await clips(third)).chosenBy).toBe("offline");
    expect(fake.requests).toHaveLength(0);
  });

  it("gives the offline choice when the provider fails, and logs one line saying why", async () => {
    fake.reset();
    fake.setFallback({ chat: { kind: "status", status: 500, message: "model crashed" } });
    const warn = vi.spyOn(running.test.app.log, "warn");
    const answer = await clipsOfNewTranscript("clips-model-error");
    const lines = warn.mock.calls.filter((call) => /offline choice/.test(String(call[1])));
    warn.mockRestore();
    expect(lines).toHaveLength(1);
    expect(String(lines[0]![1])).toMatch(/server_error|500/);
    expect(fake.requests.length).toBeGreaterThanOrEqual(1);
    expect(answer.chosenBy).toBe("offline");
    expect(answer.clips.length).toBeGreaterThanOrEqual(3);
    expect(answer.clips.length).toBeLessThanOrEqual(5);
  });
});
