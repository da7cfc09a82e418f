import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { queryClient } from "../../client/lib/api";
import { useToolForm } from "../../client/features/tools/tool-form";
import { appInDom, withQueries } from "../support/app-in-dom";

/**
 * A tool form submitted empty before the user's Settings have arrived: the refill with their
 * preferences must not clear "Topic is required" (it did, and a pastor saw the message flash
 * and vanish; a browser test met it as a race).
 */
const dom = appInDom();

describe("a tool form's refill from Settings", () => {
  it("keeps the messages of an empty submit made before the Settings arrived", async () => {
    const user = await dom.userOnTrial("form-refill");
    // The Settings answer is held until the form has been submitted.
    let releaseSettings = () => {};
    const settingsHeld = new Promise<void>((resolve) => {
      releaseSettings = resolve;
    });
    let settingsAsked = false;
    const signedIn = dom.browserFetch(user.cookie);
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), dom.origin()).pathname === "/api/settings") {
        settingsAsked = true;
        await settingsHeld;
      }
      return signedIn(input, init);
    });

    // As the page does, the form's messages are read while rendering (which subscribes to them).
    const { result } = renderHook(
      () => {
        const tool = useToolForm("sermon");
        void tool.form.formState.errors;
        return tool;
      },
      { wrapper: withQueries },
    );
    await waitFor(() => expect(settingsAsked).toBe(true));
    await act(() => result.current.onSubmit());
    expect(result.current.form.formState.errors.topic?.message).toBeTruthy();
    const before = result.current.form.formState.errors.topic!.message;

    act(() => releaseSettings());
    await waitFor(() => expect(queryClient.getQueryData(["settings"])).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.form.formState.submitCount).toBe(1);
    expect(result.current.form.formState.errors.topic?.message).toBe(before);

    // Typing a topic clears its message as it always did.
    await act(async () => {
      result.current.form.setValue("topic", "Hope in the vine", { shouldValidate: true });
    });
    expect(result.current.form.formState.errors.topic).toBeUndefined();
  });
});
