import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeModelApp, stopFakeModelApp } from "../support/fake-model-app";
import { userWithAccess } from "./library-helpers";

/**
 * A generated draft's scripture check is bounded as the checker's is (issue 37 #3): a model
 * that answers with quotations each given with "Psalms 1-150" (2,000 verses compared each)
 * gets a check that stops at the verse budget and says the rest was not checked.
 */
const psalter =
  'As Psalms 1-150 say, "I will lift up my eyes to the hills where does my help come from my help comes from the Lord". ';

describe("a generated draft's check", () => {
  let running: Awaited<ReturnType<typeof startFakeModelApp>>;
  beforeAll(async () => {
    running = await startFakeModelApp({ AI_MAX_RETRIES: "0", AI_CHECK_AT_START: "false" });
  });
  afterAll(async () => {
    await stopFakeModelApp(running);
  });

  it("stops at the verse budget and reports the rest as not checked", async () => {
    const { test, fake } = running;
    const user = await userWithAccess(test, "draft-check-bound");
    fake.enqueueChat({
      kind: "stream",
      content: JSON.stringify({
        title: "Help From the Lord",
        approach: "An expository walk through the Psalms for a congregation in trials.",
        mainPoints: [
          `Our help comes from the Lord. ${psalter}`,
          `He keeps us day and night. ${psalter}`,
          `He keeps us for ever. ${psalter}`,
        ],
        callToAction: "Bring your trouble to the Lord this week and ask him for help.",
      }),
    });
    const response = await test.app.inject({
      method: "POST",
      url: "/api/sermons/generate",
      headers: user.headers,
      payload: { topic: "Help in trouble", scripture: "Psalm 121:1-2" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const item = (
      response.json() as {
        sermons: Array<{ scriptureCheck: { notChecked?: { references: number } } }>;
      }
    ).sermons[0]!;
    expect(item.scriptureCheck.notChecked?.references).toBeGreaterThan(0);
  }, 60_000);
});
