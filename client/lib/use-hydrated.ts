import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * False in the prerendered HTML and the first render that adopts it; true once the page
 * is live. A form's submit button waits for it: pressed before, the browser would send
 * the form itself (a GET carrying the fields in the address) instead of the app.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

const noChanges = () => () => undefined;

/**
 * True while the HTML is drawn on the server and while React adopts it in the browser (a
 * prerendered page, whose Suspense boundaries React adopts later, each when it can), then
 * false: React draws the component again at once. False from the first render for anything
 * drawn in the browser alone. What only the browser knows waits for it, so the first render
 * that adopts the HTML is the HTML.
 */
export function useAdoptingServerHtml(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}
