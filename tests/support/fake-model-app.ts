import { startFakeOpenAi, fakeModelEnv, type FakeOpenAi } from "./fake-openai-server";
import { createTestApp, type TestApp } from "./test-app";

/** The app with its model pointed at a fresh fake OpenAI-compatible server. */
export async function startFakeModelApp(
  overrides: Record<string, string> = {},
): Promise<{ fake: FakeOpenAi; test: TestApp }> {
  const fake = await startFakeOpenAi();
  return { fake, test: await createTestApp(fakeModelEnv(fake, overrides)) };
}

export async function stopFakeModelApp(running: { fake: FakeOpenAi; test: TestApp }) {
  await running.test.app.close();
  await running.fake.close();
}
