import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { config as zodConfig } from "zod/v4/core";
import { App, preloadPage } from "./app";

/**
 * Starts the app in #root once the current page's code has arrived, so the first render
 * shows the page at once. A page the build prerendered (scripts/prerender-pages.ts) is
 * hydrated: React adopts the HTML already on screen instead of drawing it a second time.
 * As a transition, the first render runs in small slices that leave the main thread free
 * for the reader's taps and scrolls.
 */
// zod compiles its checks with new Function when it may; our Content-Security-Policy
// forbids eval, so it would try, be refused and report a CSP violation on every page.
zodConfig({ jitless: true });

export async function startApp(container: HTMLElement, prerendered: boolean): Promise<void> {
  await preloadPage(window.location.pathname).catch(() => undefined);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
