import { createElement, lazy, Suspense, type ComponentType } from "react";
import { whenAppLive } from "../../lib/app-live";
import { Hero } from "./hero";
import { ToolsSection } from "./tools-section";

let belowFold: ComponentType | undefined;

/** Loads the sections below the first screen; the prerender awaits it (client/app.tsx). */
export async function preloadBelowFold(): Promise<void> {
  belowFold ??= (await import("./below-fold")).BelowFold;
}

/**
 * The sections below the first screen (trust, pricing, testimonials, feedback, contact) are
 * not needed for the first paint: the prerendered HTML shows them, and React adopts that HTML
 * once their code has loaded, which starts when the app is live, so it does not compete with
 * the first screen's code (bench/public-pages.bench.ts counts it as deferred). Until then
 * their links are plain links and the feedback form's button stays disabled (useHydrated).
 */
const LazyBelowFold = lazy(async () => {
  await whenAppLive();
  await preloadBelowFold();
  return { default: belowFold! };
});

/**
 * The home page; honest copy only: testimonials come from the
 * operator's content file and no figure is invented.
 */
export function LandingPage() {
  return (
    <div className="flex flex-col">
      <Hero />
      <ToolsSection />
      <Suspense fallback={null}>
        {belowFold ? createElement(belowFold) : <LazyBelowFold />}
      </Suspense>
    </div>
  );
}
