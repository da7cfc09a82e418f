import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSettings } from "@shared/settings/settings";
import type { TraditionKey } from "@shared/traditions";
import { userSettings } from "../../server/db/schema";
import type { FakeOpenAi } from "../support/fake-openai-server";
import { getTestApp, type TestApp } from "../support/test-app";
import { setAccess, signedInUser } from "../support/users";
import { startFakeModelApp, stopFakeModelApp } from "../support/fake-model-app";

const day = 24 * 60 * 60 * 1000;

/** The same sermon request, drafted under each preset. */
const sermonRequest = {
  topic: "The Father's welcome",
  scripture: "Luke 15:11-24",
  audience: "general-congregation",
  tone: "pastoral",
  length: "25-30",
};

type User = Awaited<ReturnType<typeof signedInUser>>;

async function withTrial(test: TestApp, label: string) {
  const user = await signedInUser(test, label);
  await setAccess(test, user.id, {
    trialStartedAt: new Date(),
    trialEndsAt: new Date(Date.now() + 3 * day),
  });
  return user;
}

async function chooseTradition(test: TestApp, user: User, preset: TraditionKey) {
  const response = await test.app.inject({
    method: "PUT",
    url: "/api/settings",
    headers: user.headers,
    payload: { ...defaultSettings, tradition: { ...defaultSettings.tradition, preset } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function draftSermon(test: TestApp, user: User) {
  const response = await test.app.inject({
    method: "POST",
    url: "/api/sermons/generate",
    headers: user.headers,
    payload: sermonRequest,
  });
  expect(response.statusCode, response.body).toBe(200);
  const sermon = response.json().sermons[0] as {
    callToAction: string;
    approach: string;
    mainPoints: string[];
  };
  return {
    ...sermon,
    text: [...sermon.mainPoints, sermon.callToAction, sermon.approach].join("\n"),
  };
}

describe("tradition presets shape the offline sermon", () => {
  let test: TestApp;
  let user: User;
  const drafts: Partial<Record<TraditionKey, Awaited<ReturnType<typeof draftSermon>>>> = {};

  beforeAll(async () => {
    test = await getTestApp();
    user = await withTrial(test, "traditions-offline");
    for (const preset of ["baptist", "anglican", "pentecostal"] as const) {
      await chooseTradition(test, user, preset);
      drafts[preset] = await draftSermon(test, user);
    }
  });

  it("closes a Baptist sermon with an invitation to come forward and to baptism", () => {
    const baptist = drafts.baptist!;
    // How the church responds is a word for the preacher beside the outline, not spoken text.
    expect(baptist.approach).toContain("Extend the invitation as the closing hymn is sung");
    expect(baptist.approach).toContain("follow him in believer's baptism");
    // Offline the table is not named: nothing in the request says the Supper follows.
    expect(baptist.text).not.toMatch(/to the table/i);
    expect(baptist.approach).toContain("Luke 15:11–24");
    expect(baptist.approach).toContain("Written for a Baptist church.");
    expect(baptist.text).not.toMatch(/Holy Communion|parish|prayer ministry/);
  });

  it("closes an Anglican sermon with the creed, the prayers and Holy Communion, without an altar call", () => {
    const anglican = drafts.anglican!;
    expect(anglican.approach).toContain("let the creed, the prayers and Holy Communion");
    expect(anglican.approach).not.toMatch(/When Holy Communion follows/);
    expect(anglican.approach).toContain("Luke 15:11–24");
    expect(anglican.approach).toContain("Written for an Anglican parish.");
    expect(anglican.text).not.toMatch(/come forward|altar call|Lord's Supper follows/);
  });

  it("invites a Pentecostal church to prayer ministry", () => {
    const pentecostal = drafts.pentecostal!;
    expect(pentecostal.approach).toContain("Invite people to come for prayer ministry");
    expect(pentecostal.approach).toContain("to be filled with the Holy Spirit");
    expect(pentecostal.text).not.toMatch(/to the table/i);
    // Offline, every method walks the passage itself: the draft says so rather than claim a topical outline.
    expect(pentecostal.approach).toContain("Luke 15:11–24");
    expect(pentecostal.text).not.toMatch(/Holy Communion|believer's baptism|parish/);
  });

  it("quotes the same passage under every preset: the tradition changes the voice, not the text", () => {
    const quoted = (points: string[]) => points.map((point) => point.match(/“[^”]+”/)?.[0]);
    expect(quoted(drafts.anglican!.mainPoints)).toEqual(quoted(drafts.baptist!.mainPoints));
    expect(quoted(drafts.pentecostal!.mainPoints)).toEqual(quoted(drafts.baptist!.mainPoints));
  });
});

describe("tradition presets shape the model's prompt (fake OpenAI-compatible server)", () => {
  let fake: FakeOpenAi;
  let test: TestApp;

  beforeAll(async () => ({ fake, test } = await startFakeModelApp()));
  afterAll(() => stopFakeModelApp({ fake, test }));

  const sermonJson = JSON.stringify({
    title: "The Father Runs to Meet Us",
    mainPoints: [
      "The son leaves home (Luke 15:11-16).",
      "The son comes to himself (Luke 15:17-19).",
      "The father runs to meet him (Luke 15:20-24).",
    ],
    callToAction: "Come home to the Father through Christ.",
    approach: "An outline of Luke 15:11-24.",
  });

  async function promptFor(user: User, preset: TraditionKey) {
    await chooseTradition(test, user, preset);
    fake.reset();
    fake.enqueueChat({ kind: "reply", content: sermonJson });
    const sermon = await draftSermon(test, user);
    expect(sermon.callToAction).toBe("Come home to the Father through Christ.");
    return JSON.stringify(fake.requests[0]!.body.messages);
  }

  it("carries each preset's vocabulary, invitation, sacrament language and guardrails", async () => {
    const user = await withTrial(test, "traditions-model");
    const baptist = await promptFor(user, "baptist");
    expect(baptist).toContain("CHURCH TRADITION: Baptist");
    expect(baptist).toContain("may come forward");
    expect(baptist).toContain("two ordinances, not sacraments");
    expect(baptist).toContain("Method: expository");

    const anglican = await promptFor(user, "anglican");
    expect(anglican).toContain("CHURCH TRADITION: Anglican");
    expect(anglican).toContain('\\"the parish\\"');
    expect(anglican).toContain("the leader is the vicar");
    expect(anglican).toContain("Do not write an altar call");
    expect(anglican).toContain("feed on Christ in their hearts by faith");
    expect(anglican).toContain("shape prayers like a collect");
    expect(anglican).toContain("Method: lectionary-based");

    const pentecostal = await promptFor(user, "pentecostal");
    expect(pentecostal).toContain("CHURCH TRADITION: Pentecostal / Charismatic");
    expect(pentecostal).toContain("invitation to prayer ministry");
    expect(pentecostal).toContain("the prayer ministry team");
    expect(pentecostal).toContain("never promise a particular healing");

    for (const prompt of [baptist, anglican, pentecostal]) {
      expect(prompt).toContain("never disparage other traditions");
      expect(prompt).toMatch(/Trinitarian/);
    }
  });
});

describe("the tradition in Settings", () => {
  let test: TestApp;
  let user: User;

  beforeAll(async () => {
    test = await getTestApp();
    user = await signedInUser(test, "traditions-settings");
  });

  it("saves the preset and the pastor's positions, and reads them back", async () => {
    const tradition = {
      preset: "lutheran",
      invitation: "tradition",
      sacramentWording: "holy-communion",
      formality: "free",
      sermonMethod: "expository",
    };
    const saved = await test.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: user.headers,
      payload: { ...defaultSettings, tradition },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await test.app.inject({
      method: "GET",
      url: "/api/settings",
      headers: user.headers,
    });
    expect(read.json().settings.tradition).toEqual(tradition);
  });

  it("answers an unknown tradition or position with field errors and keeps what was stored", async () => {
    const response = await test.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: user.headers,
      payload: { tradition: { preset: "druid", invitation: "raffle", formality: 3 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      "tradition.preset": "Choose a tradition.",
      "tradition.invitation": "Choose an invitation style.",
      "tradition.formality": "Choose a formality.",
    });
    const read = await test.app.inject({
      method: "GET",
      url: "/api/settings",
      headers: user.headers,
    });
    expect(read.json().settings.tradition.preset).toBe("lutheran");
  });

  it("reads settings stored before traditions existed as the non-denominational preset", async () => {
    const older = await signedInUser(test, "traditions-older");
    const { tradition: _omitted, ...stored } = defaultSettings;
    await test.database.db.insert(userSettings).values({
      userId: older.id,
      settings: { ...stored, ai: { ...stored.ai, translation: "kjv" } },
      updatedAt: new Date(),
    });
    const read = await test.app.inject({
      method: "GET",
      url: "/api/settings",
      headers: older.headers,
    });
    expect(read.json().settings.ai.translation).toBe("kjv");
    expect(read.json().settings.tradition.preset).toBe("non-denominational");
  });
});
