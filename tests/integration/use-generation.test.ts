import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../client/lib/api";
import { dismissToast, useToasts } from "../../client/lib/use-toast";
import { draftText, useGeneration } from "../../client/features/tools/use-generation";
import { toolSchemas } from "@shared/tools/schemas";
import { createTestApp } from "../support/test-app";
import { appInDom, withQueries } from "../support/app-in-dom";
import { signedInUser } from "../support/users";

/**
 * The generation hook in a DOM (happy-dom's window and document), against the real app
 * listening on a port: the page's relative URLs go to it, with the signed-in user's cookie.
 */
const dom = appInDom(() => createTestApp({ GENERATION_RATE_PER_MINUTE: "100" }));
const browserFetch = dom.browserFetch;

function renderSermonHook() {
  return renderHook(() => ({ state: useGeneration("sermon"), toasts: useToasts() }), {
    wrapper: withQueries,
  });
}

const request = toolSchemas.sermon.request.parse({ topic: "Hope", scripture: "John 15:1-11" });

afterEach(() => dismissToast());

describe("useGeneration", () => {
  it("streams a sermon, keeps it across a reload and clears it", async () => {
    const user = await dom.userOnTrial("hook");
    vi.stubGlobal("fetch", browserFetch(user.cookie));

    const first = renderSermonHook();
    await waitFor(() => expect(first.result.current.state.isRestoring).toBe(false));
    expect(first.result.current.state.generation).toBeNull();

    await act(() => first.result.current.state.generate(request));
    const generation = first.result.current.state.generation!;
    expect(generation.request).toEqual({ ...request, variant: 0 });
    expect(generation.items).toHaveLength(1);
    expect(generation.items[0]!.title.length).toBeGreaterThan(0);
    expect(generation.items[0]!.source).toBe("offline");
    expect(generation.items[0]!.scriptureCheck.references.length).toBeGreaterThan(0);
    expect(first.result.current.state.isGenerating).toBe(false);
    expect(first.result.current.toasts.map((toast) => toast.title)).toContain("Sermon ready");
    first.unmount();

    expect(first.result.current.state.draft!.savedId).toBeUndefined();
    const saved = await browserFetch(user.cookie)("/api/sermons", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...request, ...generation.items[0] }),
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };

    // A reload: the hook shows the server's last draft, knowing it is saved; its inputs come
    // back only on request.
    queryClient.clear();
    const second = renderSermonHook();
    await waitFor(() => expect(second.result.current.state.generation).not.toBeNull());
    expect(second.result.current.state.generation!.items[0]!.title).toBe(
      generation.items[0]!.title,
    );
    expect(second.result.current.state.lastInputs).toEqual(request);
    expect(second.result.current.state.draft!.savedId).toBe(id);

    await act(() => second.result.current.state.clear());
    expect(second.result.current.state.generation).toBeNull();
    const last = await browserFetch(user.cookie)("/api/generations/sermon/last");
    expect(last.status).toBe(204);
  });

  it("gives a different draft on Regenerate and on a second Generate, keeps three, refines the shown one", async () => {
    const user = await dom.userOnTrial("hook-drafts");
    vi.stubGlobal("fetch", browserFetch(user.cookie));
    const { result } = renderSermonHook();
    await waitFor(() => expect(result.current.state.isRestoring).toBe(false));
    const text = () => draftText("sermon", result.current.state.generation!.items[0]!);

    await act(() => result.current.state.generate(request));
    const first = text();
    await act(() => result.current.state.generate(request));
    const second = text();
    expect(second).not.toBe(first);
    expect(result.current.state.draft!.request).toMatchObject({ variant: 1 });
    await act(() => result.current.state.regenerate());
    expect(text()).not.toBe(first);
    expect(text()).not.toBe(second);
    expect(result.current.state.history.drafts).toHaveLength(3);
    expect(result.current.state.history.index).toBe(2);

    // Stepping back shows the second draft; a refinement starts from the draft shown.
    await act(async () => {
      result.current.state.step(-1);
    });
    await waitFor(() => expect(result.current.state.history.index).toBe(1));
    expect(text()).toBe(second);
    // Offered on this draft: it has something to leave out.
    expect(result.current.state.generation!.items[0]!.refinements).toContain("shorter");
    await act(() => result.current.state.refine("shorter"));
    const shorter = text();
    expect(shorter.length).toBeLessThan(second.length);
    expect(result.current.state.draft!.refinedWith).toBe("shorter");
    expect(result.current.state.draft!.request).toMatchObject({ refine: "shorter", variant: 1 });
    // Three drafts at most: the first one has left.
    expect(result.current.state.history.drafts).toHaveLength(3);
    expect(
      result.current.state.history.drafts.map((draft) => draftText("sermon", draft.item)),
    ).not.toContain(first);
  });

  it("shows the server's message when the user has no access", async () => {
    const user = await signedInUser(dom.app(), "hook-locked");
    vi.stubGlobal("fetch", browserFetch(user.cookie));
    const { result } = renderSermonHook();
    await waitFor(() => expect(result.current.state.isRestoring).toBe(false));
    await act(() => result.current.state.generate(request));
    expect(result.current.state.generation).toBeNull();
    const [shown] = result.current.toasts;
    expect(shown).toMatchObject({ variant: "destructive", title: "Download interrupted" });
    expect(shown!.description).toMatch(/subscription|trial/i);
  });

  describe("when the model stops partway", () => {
    let server: Server;
    let scriptedOrigin = "";
    const bodies: string[] = [];
    beforeAll(async () => {
      server = createServer((incoming, response) => {
        incoming.resume();
        if (incoming.method === "GET") {
          response.writeHead(204).end();
          return;
        }
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.end(bodies.shift());
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      scriptedOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const timedOut = {
      error: {
        code: "provider_timeout",
        kind: "timeout_while_writing",
        message: "The AI model was still writing when its time ran out. Please try again.",
      },
    };
    const first = { title: "Hope", mainPoints: ["Peace with God"] };
    const firstText = JSON.stringify(first);
    // The second event changes the text from the end of the first point on.
    const at = firstText.indexOf('"]}');
    const stream = (...events: Array<[string, unknown]>) =>
      events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join("");

    it("keeps what was written, rebuilt from the changes, marked stopped, titled by the failure's kind", async () => {
      bodies.push(
        stream(
          ["queued", { position: 2 }],
          ["queued", { position: 0 }],
          ["partial", { index: 0, partial: first }],
          ["partial", { index: 0, at, text: ' through faith","Suffering produces endurance"]}' }],
          ["error", timedOut],
        ),
      );
      vi.stubGlobal(
        "fetch",
        browserFetch("", () => scriptedOrigin),
      );
      const { result } = renderSermonHook();
      await waitFor(() => expect(result.current.state.isRestoring).toBe(false));
      await act(() => result.current.state.generate(request));
      expect(result.current.state.generation).toBeNull();
      expect(result.current.state.partial).toBeNull();
      expect(result.current.state.stopped).toEqual({
        partial: {
          title: "Hope",
          mainPoints: ["Peace with God through faith", "Suffering produces endurance"],
        },
        request: { ...request, variant: 0 },
        reason: timedOut.error.message,
      });
      const [shown] = result.current.toasts;
      expect(shown?.variant).toBe("destructive");
      expect(shown?.title).not.toBe("Download interrupted");
      expect(shown?.title).toMatch(/time/i);

      // Regenerate asks again with the same request; its draft replaces the stopped one.
      bodies.push(stream(["error", timedOut]));
      await act(() => result.current.state.retryStopped());
      expect(result.current.state.stopped).toBeNull();
    });

    it("a set-up fault is titled as one, and nothing is kept when nothing was written", async () => {
      bodies.push(
        stream([
          "error",
          {
            error: {
              code: "provider_error",
              kind: "connection_refused",
              message:
                "This site could not reach its AI server. Please tell the site's administrator.",
            },
          },
        ]),
      );
      vi.stubGlobal(
        "fetch",
        browserFetch("", () => scriptedOrigin),
      );
      const { result } = renderSermonHook();
      await waitFor(() => expect(result.current.state.isRestoring).toBe(false));
      await act(() => result.current.state.generate(request));
      expect(result.current.state.stopped).toBeNull();
      const [shown] = result.current.toasts;
      expect(shown?.title).toMatch(/attention/i);
      expect(shown?.description).toMatch(/administrator/);
    });
  });

  describe("against a server that breaks the contract", () => {
    let server: Server;
    let brokenOrigin = "";
    beforeAll(async () => {
      server = createServer((incoming, response) => {
        incoming.resume();
        if (incoming.method === "GET") {
          response.writeHead(204).end();
          return;
        }
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.end(
          'event: partial\ndata: {"index":0,"partial":{"title":"Hope"}}\n\n' +
            'event: result\ndata: {"sermons":[{"title":"Hope","mainPoints":"one point"}]}\n\n',
        );
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      brokenOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("says the answer could not be read, naming the part", async () => {
      vi.stubGlobal(
        "fetch",
        browserFetch("", () => brokenOrigin),
      );
      const { result } = renderSermonHook();
      await waitFor(() => expect(result.current.state.isRestoring).toBe(false));
      await act(() => result.current.state.generate(request));
      expect(result.current.state.generation).toBeNull();
      const [shown] = result.current.toasts;
      expect(shown?.variant).toBe("destructive");
      expect(shown?.description).toMatch(
        /^The server's sermon could not be read \(sermons\.0\.\w+: .+\)\. Reload the page/,
      );
      expect(shown?.description).not.toMatch(/ended without a result/);
    });
  });
});
