import { useEffect, useState } from "react";

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
