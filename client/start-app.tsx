import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, preloadPage } from "./app";

/**
 * Starts the app in #root once the current page's code has arrived, so the first render
 * shows the page at once. A page the build prerendered (scripts/prerender-pages.ts) is
 * hydrated: React adopts the HTML already on screen instead of drawing it a second time.
 * As a transition, the first render runs in small slices that leave the main thread free
 * for the reader's taps and scrolls.
 */
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
