import type { TestApp } from "../support/test-app";
import { setAccess, signedInUser } from "../support/users";

/** A signed-in user with an active trial, who may save and email content. */
export async function userWithAccess(test: TestApp, label = "library") {
  const user = await signedInUser(test, label);
  await setAccess(test, user.id, {
    trialStartedAt: new Date(),
    trialEndsAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000),
  });
  return user;
}

export const sampleSermon = {
  topic: "Hope that does not disappoint",
  scripture: "Romans 5:1-5",
  audience: "general-congregation",
  tone: "pastoral",
  length: "25-30",
  title: "Peace With God Through Christ",
  approach: "An expository walk through Romans 5, moving from justification to hope.",
  mainPoints: [
    "Justified by faith, we have peace with God through our Lord Jesus Christ.",
    "Suffering produces perseverance, and perseverance proven character (see James 1:2-4).",
    "Hope does not disappoint, because God's love is poured into our hearts by the Holy Spirit.",
  ],
  callToAction: "Bring your suffering to Christ this week and name one hope He has given you.",
};

export const samplePrayer = {
  prayerType: "healing",
  focus: "Healing for Sister Martha after surgery",
  scripture: "James 5:14-16",
  duration: "short",
  tone: "gentle",
  title: "A Prayer for Martha's Recovery",
  scriptureBase: "James 5:14-16",
  content:
    "Father, we lift Martha to You. Restore her strength, guard her rest and grant her peace.",
};

export const sampleDevotional = {
  theme: "Rest",
  focus: "Sabbath rest for weary volunteers",
  scripture: "Matthew 11:28-30",
  audience: "general",
  length: "short",
  tone: "encouraging",
  title: "Come to Me, All Who Are Weary",
  content: "Jesus invites the weary volunteer to lay down the yoke of striving.",
  reflection: "Where are you carrying a burden He never gave you?",
  prayer: "Lord Jesus, teach me Your easy yoke.",
  application: "Take one hour this week with no task but to rest in Him.",
};

type Payload = Record<string, unknown>;

export async function saveItem(
  test: TestApp,
  headers: Record<string, string>,
  path: string,
  payload: Payload,
): Promise<string> {
  const response = await test.app.inject({ method: "POST", url: path, headers, payload });
  if (response.statusCode !== 201)
    throw new Error(`save failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

export const saveSermon = (
  test: TestApp,
  headers: Record<string, string>,
  overrides: Payload = {},
) => saveItem(test, headers, "/api/sermons", { ...sampleSermon, ...overrides });
export const savePrayer = (
  test: TestApp,
  headers: Record<string, string>,
  overrides: Payload = {},
) => saveItem(test, headers, "/api/prayers", { ...samplePrayer, ...overrides });
export const saveDevotional = (
  test: TestApp,
  headers: Record<string, string>,
  overrides: Payload = {},
) => saveItem(test, headers, "/api/devotionals", { ...sampleDevotional, ...overrides });
