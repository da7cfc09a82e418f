import { createElement } from "react";
import type { Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "@shared/account";
import { App, preloadPage } from "../../../client/app";
import { preloadBelowFold } from "../../../client/features/landing/landing-page";
import { queryClient } from "../../../client/lib/api";
import { dismissToast, toast } from "../../../client/lib/use-toast";
import { currentUserKey } from "../../../client/lib/use-auth";
import { startApp } from "../../../client/start-app";
import { prerenderedPaths } from "../../../scripts/prerendered-paths";
import { installDom } from "../../support/happy-dom";

/**
 * Every prerendered page hydrates without a mismatch when the browser knows who is signed in.
 * The build renders each page for a visitor whose session is not yet known
 * (scripts/prerender-pages.ts). In the browser the shell hydrates first and its header asks
 * for the session; the page itself is in a Suspense boundary that React hydrates after, at
 * idle priority. On a fast visit the answer is in the query cache before the page hydrates:
 * the study notes e2e test failed so in one CI run of five, with React error #418 after
 * `page.goto("/study")`. Here the answer arrives at that moment every time (the header has
 * subscribed, the page has not hydrated), and, for good measure, before hydration starts.
 */
const signedIn: CurrentUser = {
  id: "user-hydration",
  email: "lydia@example.org",
  emailVerified: true,
  firstName: "Lydia",
  lastName: null,
  profileImageUrl: null,
  subscriptionStatus: "none",
  subscriptionPlan: null,
  subscriptionEndsAt: null,
  trialStatus: "active",
  trialEndsAt: new Date(Date.now() + 86_400_000).toISOString(),
  hasAccess: true,
  isAdmin: false,
};

/** The page as the build renders it (scripts/prerender-pages.ts), with no DOM. */
async function prerender(pagePath: string): Promise<string> {
  Object.assign(globalThis, {
    window: { innerWidth: 1280, innerHeight: 900, location: { pathname: pagePath, search: "" } },
  });
  try {
    await preloadPage(pagePath);
    // The build loads the home page's sections below the first screen before it renders
    // (client/app.tsx, under SSR); so does this, whatever loaded the page's module first.
    await preloadBelowFold();
    return renderToString(
      createElement(Router, { ssrPath: pagePath, children: createElement(App) }),
    );
  } finally {
    delete (globalThis as { window?: unknown }).window;
    // The browser's query cache is its own, not the prerender's.
    queryClient.clear();
  }
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  queryClient.clear();
});

type SessionKnown = "before hydration" | "after the shell hydrated";

/** Puts the session's answer in the query cache at the moment `when`. */
function answerSession(when: SessionKnown): void {
  if (when === "before hydration") {
    queryClient.setQueryData(currentUserKey, signedIn);
    return;
  }
  // The header asks for the session in an effect of the shell's commit, which runs before
  // React hydrates the page's boundary: answered there, the answer is in before the page.
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "observerAdded" || event.query.queryKey[0] !== currentUserKey[0]) return;
    unsubscribe();
    queryClient.setQueryData(currentUserKey, signedIn);
  });
  cleanups.push(async () => unsubscribe());
}

/** Hydrates the prerendered page as the browser does; what React reported while it did. */
async function hydrateSignedIn(pagePath: string, html: string, when: SessionKnown) {
  const { dom, remove } = installDom();
  cleanups.push(remove);
  // The app runs outside act() here, as in the browser: its scheduler decides when.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  dom.happyDOM.setURL(`http://127.0.0.1${pagePath}`);
  // The router reads the address and listens for history changes through these globals.
  vi.stubGlobal("location", dom.location);
  vi.stubGlobal("history", dom.history);
  vi.stubGlobal("addEventListener", dom.addEventListener.bind(dom));
  vi.stubGlobal("removeEventListener", dom.removeEventListener.bind(dom));
  const reported: string[] = [];
  // React reports a recoverable error (a mismatch) as an error event on the window, and
  // describes mismatches on the console.
  dom.addEventListener("error", (event) => {
    event.preventDefault();
    const { error, message } = event as unknown as { error?: unknown; message?: string };
    reported.push(String(error ?? message));
  });
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    reported.push(args.map(String).join(" "));
  });
  // Whatever the page asks the server after hydrating stays unanswered.
  vi.stubGlobal("fetch", () => new Promise<Response>(() => undefined));
  answerSession(when);

  dom.document.body.innerHTML = `<div id="root">${html}</div>`;
  // A page that depends on the session was prerendered with a spinner while it is checked.
  const checking = dom.document.querySelector("main [role=status]");
  const container = dom.document.getElementById("root") as unknown as HTMLElement;
  const root: Root = await startApp(container, true);
  cleanups.push(async () => {
    root.unmount();
    // React may still have work queued for the scheduler's next turn: let it run in its DOM.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  const document = dom.document;
  await vi.waitFor(
    () => {
      expect(document.documentElement.hasAttribute("data-live")).toBe(true);
      // The header's signed-in menu: the session is shown once the page is React's.
      expect(document.querySelector('header a[href="/settings"]')).not.toBeNull();
      // The page's own boundary is adopted later, after work of higher priority (the
      // overlays' code loads first): once it is, the page shows the signed-in user, not the
      // spinner (whether React adopted it or, after a mismatch, drew it anew).
      expect(checking?.isConnected ?? false).toBe(false);
    },
    { timeout: 10_000, interval: 10 },
  );
  return { document, reported };
}

describe.each<SessionKnown>(["after the shell hydrated", "before hydration"])(
  "prerendered pages, the session known %s",
  (when) => {
    it.each(prerenderedPaths)("%s hydrates without a mismatch", async (path) => {
      const html = await prerender(path);
      const { reported } = await hydrateSignedIn(path, html, when);
      expect(reported).toEqual([]);
    });

    it("/study shows the signed-in desk once hydrated", async () => {
      const html = await prerender("/study");
      // Prerendered for a visitor whose session is not yet known: no passage field.
      expect(html).not.toContain('id="study-passage"');
      const { document, reported } = await hydrateSignedIn("/study", html, when);
      await vi.waitFor(() => expect(document.getElementById("study-passage")).not.toBeNull());
      expect(reported).toEqual([]);
    });
  },
);

describe("a toast raised before the app starts", () => {
  // In CI, with test files sharing modules (isolate false), a toast another file had raised
  // was still in the store: the toaster (lazy) was drawn in the prerender, which aborted at its
  // Suspense boundary, and hydrating "/" reported "Switched to client rendering".
  it("is not drawn in the HTML nor while React adopts it", async () => {
    const raised = toast({ title: "Saved" });
    cleanups.push(async () => dismissToast(raised.id));
    const html = await prerender("/");
    const { reported } = await hydrateSignedIn("/", html, "before hydration");
    expect(reported).toEqual([]);
  });
});
