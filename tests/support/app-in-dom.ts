import { createElement, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { queryClient } from "../../client/lib/api";
import { createTestApp, type TestApp } from "./test-app";
import { installDom } from "./happy-dom";
import { setAccess, signedInUser } from "./users";

/**
 * Client code (hooks, components) in a DOM (happy-dom's window and document) against the real
 * app listening on a port: the page's relative URLs go to it with a signed-in user's cookie.
 * Only the DOM is put in the global scope: the app in this process keeps Node's fetch, URL and
 * Headers, which a whole DOM environment would replace. Registers the suite's hooks; `start`
 * makes the app (after any fake server it needs), `stop` closes what `start` opened beside it.
 */
export function appInDom(
  start: () => Promise<TestApp> = () => createTestApp(),
  stop: () => Promise<void> = async () => {},
) {
  const { remove } = installDom();
  const nodeFetch = globalThis.fetch;
  let test: TestApp | undefined;
  let origin = "";
  beforeAll(async () => {
    test = await start();
    origin = await test.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await test?.app.close();
    await stop();
    // React may still have work queued for the scheduler's next turn: let it run while the
    // DOM is there.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await remove();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    queryClient.clear();
  });
  return {
    app: () => test!,
    origin: () => origin,
    /** Fetch as the page does, signed in with `cookie`, to the app (or to `to()`). */
    browserFetch(cookie: string, to = () => origin) {
      return (input: RequestInfo | URL, init: RequestInit = {}) =>
        nodeFetch(new URL(String(input), to()), {
          ...init,
          headers: { ...(init.headers as Record<string, string>), cookie },
        });
    },
    /** A new user, signed in, on a trial that has a day to run. */
    async userOnTrial(label: string) {
      const user = await signedInUser(test!, label);
      await setAccess(test!, user.id, {
        trialStartedAt: new Date(),
        trialEndsAt: new Date(Date.now() + 86_400_000),
      });
      return user;
    },
  };
}

/** Wraps what is rendered in the app's query client, as the page does. */
export function withQueries({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: queryClient }, children);
}
