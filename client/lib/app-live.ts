/**
 * A User Timing mark set when the app's first render is on screen and live. The bench
 * counts the scripts requested before it as a page's first-load JavaScript.
 */
export const appLiveMark = "kt:app-live";

let resolveLive: () => void = () => undefined;
const live = new Promise<void>((resolve) => {
  resolveLive = resolve;
});

/**
 * Called once, by the app's first effect: sets the mark, marks the document `data-live` (what a
 * browser test waits for before it types into a page React has adopted) and lets what waits
 * for it load.
 */
export function markAppLive(): void {
  performance.mark(appLiveMark);
  document.documentElement.dataset.live = "";
  resolveLive();
}

/** Resolves once the app is live: code the first render does not need waits for it. */
export function whenAppLive(): Promise<void> {
  return live;
}
