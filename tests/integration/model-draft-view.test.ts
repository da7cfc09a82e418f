import { createElement, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { writingTools, type WritingTool } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import { queryClient } from "../../client/lib/api";
import { draftText, useGeneration } from "../../client/features/tools/use-generation";
import { ResultsPanel } from "../../client/features/tools/results-panel";
import { ToolResultCard } from "../../client/features/tools/tool-result-card";
import { savedCheckOf, savedCorrectionsOf } from "../../client/features/library/item-detail-dialog";
import { ItemDocumentView } from "../../client/features/library/item-document-view";
import { FindingsSummary } from "../../client/components/scripture/findings-summary";
import { libraryItemSchema } from "@shared/library/api";
import { itemDocument } from "@shared/library/document";
import { startFakeOpenAi, type FakeOpenAi, fakeModelEnv } from "../support/fake-openai-server";
import { createTestApp } from "../support/test-app";
import { appInDom } from "../support/app-in-dom";

/**
 * A model's draft in the page, in a DOM (happy-dom), against the real app and the fake OpenAI
 * server: while it streams, the model's wording shows with a note that scripture is checked
 * when the draft is complete; the corrected draft then replaces it, with the corrected
 * quotation marked in the text; what is copied and saved is the corrected draft; and the
 * library's view of the saved item (as the item dialog draws it) shows the correction the same
 * way.
 */
let fake: FakeOpenAi;
const dom = appInDom(
  async () => {
    fake = await startFakeOpenAi();
    return createTestApp(
      fakeModelEnv(fake, {
        AI_TIMEOUT_MS: "10000",
        AI_FIRST_CHUNK_TIMEOUT_MS: "5000",
        GENERATION_RATE_PER_MINUTE: "100",
      }),
    );
  },
  () => fake.close(),
);

const wrap = (children: ReactNode) =>
  createElement(QueryClientProvider, { client: queryClient }, children);

const misquote = "The Lord is my shepherd, I will never be hungry.";
const exact = "Yahweh is my shepherd: I shall lack nothing.";
const draft = {
  title: "The Shepherd Who Provides",
  mainPoints: [
    `Psalm 23:1 promises, “${misquote}” He is enough for every need we bring him this week.`,
    "He restores the soul (Psalm 23:3), and Romans 5:8 shows how far his love goes.",
  ],
  callToAction: "Trust the Shepherd with this week's needs.",
  approach: "A pastoral reading of Psalm 23.",
};
const request = toolSchemas.sermon.request.parse({ topic: "God provides", scripture: "Psalm 23" });

describe("a model's draft with a misquotation, in the page", () => {
  it("streams the model's wording with a note, then shows, copies and saves the corrected draft", async () => {
    const user = await dom.userOnTrial("model-view");
    vi.stubGlobal("fetch", dom.browserFetch(user.cookie));
    fake.reset();
    // Slow enough chunks that the page shows the partial draft before the end.
    fake.enqueueChat({
      kind: "stream",
      content: JSON.stringify(draft),
      chunkSize: 12,
      chunkDelayMs: 25,
    });

    const ui = writingTools.sermon as WritingTool<"sermon">;
    let state: ReturnType<typeof useGeneration<"sermon">> | undefined;
    function Page() {
      state = useGeneration("sermon");
      return createElement(ResultsPanel<"sermon">, {
        ui,
        state,
        renderItem: (item, _index, last) =>
          createElement(ToolResultCard<"sermon">, { ui, item, request: last.request }),
      });
    }
    const page = render(wrap(createElement(Page)));
    await waitFor(() => expect(state!.isRestoring).toBe(false));

    let done: Promise<void> | undefined;
    act(() => {
      done = state!.generate(request);
    });
    // While it streams: the model's own words, and the honest note.
    await waitFor(() => expect(page.container.textContent).toContain("I will never be hungry"), {
      timeout: 8000,
    });
    expect(page.getByTestId("unchecked-note").textContent).toMatch(
      /Scripture is checked when the draft is complete/,
    );
    await act(() => done!);

    // Done: the corrected words replace the model's, marked as corrected in the text.
    const text = page.container.textContent!;
    expect(text).not.toContain("I will never be hungry");
    expect(page.queryByTestId("unchecked-note")).toBeNull();
    const mark = page.container.querySelector('[data-finding="corrected"]')!;
    expect(mark.textContent).toContain(`“${exact}”`);
    expect(page.getByTestId("findings-summary").textContent).toMatch(
      /^Scripture verified: \d+ references verified against the WEB · 1 quotation corrected$/,
    );
    expect(page.container.querySelector('[data-finding~="misquote"]')).toBeNull();
    // No second list of the same corrections above the text.
    expect(page.queryByLabelText("Scripture corrections")).toBeNull();

    // What Copy and Save take is the corrected draft.
    const item = state!.generation!.items[0]!;
    expect(draftText("sermon", item)).toContain(exact);
    expect(draftText("sermon", item)).not.toContain(misquote);
    const saved = await dom.browserFetch(user.cookie)("/api/sermons", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ...request,
        ...item,
        origin: { source: item.source, ...(item.model ? { model: item.model } : {}) },
      }),
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    page.unmount();

    // The library: the saved item, as the library reads it, shows the correction the same way.
    const stored = libraryItemSchema.parse(
      await (await dom.browserFetch(user.cookie)(`/api/library/${id}`)).json(),
    );
    const check = savedCheckOf(stored);
    const corrections = savedCorrectionsOf(stored);
    const view = render(
      createElement("div", null, [
        createElement(FindingsSummary, { key: "summary", check, corrections }),
        createElement(ItemDocumentView, {
          key: "view",
          doc: itemDocument(stored),
          check,
          corrections,
        }),
      ]),
    );
    const body = view.container;
    expect(body.querySelector('[data-finding="corrected"]')!.textContent).toContain(`“${exact}”`);
    expect(body.querySelector('[data-testid="findings-summary"]')!.textContent).toMatch(
      /^Scripture verified: \d+ references verified against the WEB · 1 quotation corrected$/,
    );
    expect(body.textContent).not.toContain("I will never be hungry");
    // The mark opens the card with the model's wording (its content: corrected-marks.test.ts).
    expect(body.querySelector('[data-finding="corrected"]')!.getAttribute("role")).toBe("button");
    expect(body.textContent).toContain("(Corrected to the exact words of the WEB; show details)");
    view.unmount();
  });

  it("keeps a draft the model stopped writing, marked incomplete, and Regenerate replaces it", async () => {
    const user = await dom.userOnTrial("model-stopped");
    vi.stubGlobal("fetch", dom.browserFetch(user.cookie));
    fake.reset();
    // The provider's stream breaks off after the title and the first point.
    const written = JSON.stringify(draft);
    fake.enqueueChat({
      kind: "drop-mid-stream",
      content: written,
      chunkSize: 12,
      chunkDelayMs: 120,
      chunksBeforeDrop: Math.ceil(written.indexOf("He is enough") / 12) + 1,
    });

    const ui = writingTools.sermon as WritingTool<"sermon">;
    let state: ReturnType<typeof useGeneration<"sermon">> | undefined;
    function Page() {
      state = useGeneration("sermon");
      return createElement(ResultsPanel<"sermon">, {
        ui,
        state,
        renderItem: (item, _index, last) =>
          createElement(ToolResultCard<"sermon">, { ui, item, request: last.request }),
      });
    }
    const page = render(wrap(createElement(Page)));
    await waitFor(() => expect(state!.isRestoring).toBe(false));
    await act(() => state!.generate(request));

    const stopped = page.getByTestId("incomplete-draft");
    expect(stopped.textContent).toMatch(/Incomplete/);
    expect(stopped.textContent).toContain("The Shepherd Who Provides");
    expect(stopped.textContent).toContain("He is enough");
    expect(state!.generation).toBeNull();

    fake.enqueueChat({ kind: "stream", content: written, chunkSize: 40 });
    const regenerate = [...stopped.querySelectorAll("button")].find((button) =>
      /Regenerate/.test(button.textContent ?? ""),
    )!;
    await act(async () => {
      regenerate.click();
    });
    await waitFor(() => expect(state!.generation).not.toBeNull(), { timeout: 8000 });
    expect(page.queryByTestId("incomplete-draft")).toBeNull();
    expect(page.container.textContent).toContain("Trust the Shepherd with this week's needs.");
  });
  it("Continue: the model finishes a stopped draft, and what it had finished stays word for word", async () => {
    const user = await dom.userOnTrial("model-continue");
    vi.stubGlobal("fetch", dom.browserFetch(user.cookie));
    fake.reset();
    // The stream breaks off inside the first point: the title was finished, the point was not.
    const written = JSON.stringify(draft);
    fake.enqueueChat({
      kind: "drop-mid-stream",
      content: written,
      chunkSize: 12,
      chunkDelayMs: 60,
      chunksBeforeDrop: Math.ceil(written.indexOf("He is enough") / 12) + 1,
    });

    const ui = writingTools.sermon as WritingTool<"sermon">;
    let state: ReturnType<typeof useGeneration<"sermon">> | undefined;
    function Page() {
      state = useGeneration("sermon");
      return createElement(ResultsPanel<"sermon">, {
        ui,
        state,
        renderItem: (item, _index, last) =>
          createElement(ToolResultCard<"sermon">, { ui, item, request: last.request }),
      });
    }
    const page = render(wrap(createElement(Page)));
    await waitFor(() => expect(state!.isRestoring).toBe(false));
    await act(() => state!.generate(request));
    const stopped = page.getByTestId("incomplete-draft");
    const keptPoint = String((state!.stopped!.partial.mainPoints as string[])[0]);
    expect(keptPoint.length).toBeGreaterThan(10);

    // The model's second answer words the finished title otherwise: the page keeps the title
    // the pastor was reading, and takes the rest of the answer.
    fake.enqueueChat({
      kind: "slow-first-chunk",
      delayMs: 400,
      content: JSON.stringify({ ...draft, title: "Another Title Altogether" }),
      chunkSize: 40,
    });
    const continueButton = [...stopped.querySelectorAll("button")].find((button) =>
      /Continue/.test(button.textContent ?? ""),
    )!;
    expect(continueButton).toBeDefined();
    await act(async () => {
      continueButton.click();
    });
    // While the model reads its prompt, what was written stays on the page.
    expect(state!.isGenerating).toBe(true);
    expect(page.container.textContent).toContain("The Shepherd Who Provides");
    expect(page.container.textContent).toContain(keptPoint);
    await waitFor(() => expect(state!.generation).not.toBeNull(), { timeout: 8000 });

    // The model was given what had been written and asked to go on from it.
    const asked = JSON.stringify(fake.requests.at(-1)!.body.messages);
    expect(asked).toContain("CONTINUE: your previous answer stopped");
    expect(asked).toContain("The Shepherd Who Provides");
    const item = state!.generation!.items[0]!;
    expect(item.title).toBe("The Shepherd Who Provides");
    expect(item.mainPoints).toHaveLength(2);
    expect(item.callToAction).toBe("Trust the Shepherd with this week's needs.");
    // Scripture is checked and corrected on the finished draft as on any other.
    expect(item.mainPoints[0]).toContain(exact);
    expect(page.queryByTestId("incomplete-draft")).toBeNull();
    // The draft's request is its inputs: what was continued is not kept with it.
    expect((state!.draft!.request as Record<string, unknown>).continueFrom).toBeUndefined();
  });
});
