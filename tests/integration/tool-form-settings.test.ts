import { createElement, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../client/lib/api";
import { useToolForm } from "../../client/features/tools/tool-form";
import { createTestApp, type TestApp } from "../support/test-app";
import { setAccess, signedInUser } from "../support/users";
import { installDom } from "../support/happy-dom";

/**
 * A tool form submitted empty before the user's Settings have arrived: the refill with their
 * preferences must not clear "Topic is required" (it did, and a pastor saw the message flash
 * and vanish; a browser test met it as a race).
 */
const { remove: removeDom } = installDom();
const nodeFetch = globalThis.fetch;
let test: TestApp;
let origin = "";

function wrapper({ children }: { children: ReactNode }) {
  return createElement(QueryClientProvider, { client: queryClient }, children);
}

beforeAll(async () => {
  test = await createTestApp();
  origin = await test.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await test.app.close();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await removeDom();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("a tool form's refill from Settings", () => {
  it("keeps the messages of an empty submit made before the Settings arrived", async () => {
    const user = await signedInUser(test, "form-refill");
    await setAccess(test, user.id, {
      trialStartedAt: new Date(),
      trialEndsAt: new Date(Date.now() + 86_400_000),
    });
    // The Settings answer is held until the form has been submitted.
    let releaseSettings = () => {};
    const settingsHeld = new Promise<void>((resolve) => {
      releaseSettings = resolve;
    });
    let settingsAsked = false;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), origin);
      if (url.pathname === "/api/settings") {
        settingsAsked = true;
        await settingsHeld;
      }
      return nodeFetch(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), cookie: user.cookie },
      });
    });

    // As the page does, the form's messages are read while rendering (which subscribes to them).
    const { result } = renderHook(
      () => {
        const tool = useToolForm("sermon");
        void tool.form.formState.errors;
        return tool;
      },
      { wrapper },
    );
    await waitFor(() => expect(settingsAsked).toBe(true));
    await act(() => result.current.onSubmit());
    expect(result.current.form.formState.errors.topic?.message).toBeTruthy();
    const before = result.current.form.formState.errors.topic!.message;

    act(() => releaseSettings());
    await waitFor(() => expect(queryClient.getQueryData(["settings"])).toBeDefined());
    // The refill has run: the preferences are in the form.
    await waitFor(() => expect(result.current.form.formState.submitCount).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.form.formState.errors.topic?.message).toBe(before);

    // Typing a topic clears its message as it always did.
    await act(async () => {
      result.current.form.setValue("topic", "Hope in the vine", { shouldValidate: true });
    });
    expect(result.current.form.formState.errors.topic).toBeUndefined();
  });
});
