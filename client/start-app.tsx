import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { App, preloadPage } from "./app";

/**
 * Starts the app in #root once the current page's code has arrived, so the first render
 * shows the page at once. A page the build prerendered (scripts/prerender-pages.ts) is
 * hydrated: React adopts the HTML already on screen instead of drawing it a second time.
 * As a transition, the first render runs in small slices that leave the main thread free
 * for the reader's taps and scrolls. Returns the root (a test unmounts it).
 */
export async function startApp(container: HTMLElement, prerendered: boolean): Promise<Root> {
  await preloadPage(window.location.pathname).catch(() => undefined);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  let root: Root | undefined;
  startTransition(() => {
    if (prerendered) root = hydrateRoot(container, app);
    else (root = createRoot(container)).render(app);
  });
  return root!;
}
