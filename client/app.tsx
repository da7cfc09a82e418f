import {
  createElement,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
} from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Switch } from "wouter";
import type { PagePath, ToolPagePath } from "@shared/routes";
import { findPageRoute, pageRoutes } from "@shared/routes";
import { queryClient } from "./lib/api";
import { markAppLive } from "./lib/app-live";
import { Header } from "./components/layout/header";
import { Footer } from "./components/layout/footer";
import { PageTitle } from "./components/layout/page-title";
import { useToasts } from "./lib/use-toast";
import { useAdoptingServerHtml } from "./lib/use-hydrated";
import { Spinner } from "./components/ui/spinner";

type PreloadablePage = ComponentType & { preload: () => Promise<void> };

/**
 * Pages load on demand, so the first visit downloads only the shell and its page. A page
 * preloaded before the first render draws at once, without the loading spinner, so
 * prerendered HTML is replaced by the same content (see preloadPage).
 */
function page<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): PreloadablePage {
  let loaded: ComponentType | undefined;
  const preload = async () => {
    loaded ??= (await load())[name];
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  const Page = () => (loaded ? createElement(loaded) : <Lazy />);
  return Object.assign(Page, { preload });
}

const NotFoundPage = page(() => import("./components/layout/not-found"), "NotFoundPage");
const LandingPage = page(
  () =>
    import("./features/landing/landing-page").then(async (module) => {
      // The prerender draws the whole page; the browser adopts the part below the first
      // screen once the app is live (landing-page.tsx).
      if (import.meta.env.SSR) await module.preloadBelowFold();
      return module;
    }),
  "LandingPage",
);
const ToolsPage = page(() => import("./features/tools-hub/tools-page"), "ToolsPage");
const LoginPage = page(() => import("./features/auth/login-page"), "LoginPage");
const ResetPasswordPage = page(
  () => import("./features/auth/reset-password-page"),
  "ResetPasswordPage",
);
const MockupsPage = page(() => import("./features/mockups/mockups-page"), "MockupsPage");
const MarketingAssetsPage = page(
  () => import("./features/mockups/marketing-assets-page"),
  "MarketingAssetsPage",
);
const TempGalleryPage = page(
  () => import("./features/mockups/temp-gallery-page"),
  "TempGalleryPage",
);
const FoundationPage = page(
  () => import("./features/foundation/foundation-page"),
  "FoundationPage",
);
const PrivacyPage = page(() => import("./features/legal/privacy-page"), "PrivacyPage");
const PrivacyPolicyPage = page(
  () => import("./features/legal/privacy-policy-page"),
  "PrivacyPolicyPage",
);
const PrivacyUsPage = page(() => import("./features/legal/privacy-us-page"), "PrivacyUsPage");
const TermsPage = page(() => import("./features/legal/terms-page"), "TermsPage");
const SubscriptionPage = page(
  () => import("./features/billing/subscription-page"),
  "SubscriptionPage",
);
const SubscribePage = page(() => import("./features/billing/subscribe-page"), "SubscribePage");
const SubscriptionSuccessPage = page(
  () => import("./features/billing/subscription-success-page"),
  "SubscriptionSuccessPage",
);
const SermonBuilderPage = page(
  () => import("./features/tools/sermon-builder-page"),
  "SermonBuilderPage",
);
const SocialMediaPage = page(() => import("./features/tools/social-media-page"), "SocialMediaPage");
const ScriptureMeditationPage = page(
  () => import("./features/tools/scripture-meditation-page"),
  "ScriptureMeditationPage",
);
const ImageCreatorPage = page(
  () => import("./features/image-creator/image-creator-page"),
  "ImageCreatorPage",
);

const WeekPackPage = page(() => import("./features/week-pack/week-pack-page"), "WeekPackPage");
const LibraryPage = page(() => import("./features/library/library-page"), "LibraryPage");
const SettingsPage = page(() => import("./features/settings/settings-page"), "SettingsPage");
const DataRequestPage = page(
  () => import("./features/privacy/data-request-page"),
  "DataRequestPage",
);
const SupportPage = page(() => import("./features/support/support-page"), "SupportPage");
const AdminPage = page(() => import("./features/admin/admin-page"), "AdminPage");
const PlannerPage = page(() => import("./features/planner/planner-page"), "PlannerPage");
const ScriptureCheckerPage = page(
  () => import("./features/scripture-checker/scripture-checker-page"),
  "ScriptureCheckerPage",
);
const StudyPage = page(() => import("./features/study/study-page"), "StudyPage");
const RecordingsPage = page(
  () => import("./features/recordings/recordings-page"),
  "RecordingsPage",
);

/** A writing tool's page drawn from its declaration alone. */
function declaredToolPage(tool: string): PreloadablePage {
  return page(
    async () => ({
      Page: (await import("./features/tools/tool-page-layout")).declaredToolPage(tool),
    }),
    "Page",
  );
}

/**
 * Every path of the shared route table has its page; TypeScript checks none is missing. A
 * writing tool's route without a page here gets the page its declaration gives it.
 */
const pages: Record<Exclude<PagePath, ToolPagePath>, ComponentType> &
  Partial<Record<ToolPagePath, ComponentType>> = {
  "/": LandingPage,
  "/tools": ToolsPage,
  "/login": LoginPage,
  "/reset-password": ResetPasswordPage,
  "/mockups": MockupsPage,
  "/marketing-assets": MarketingAssetsPage,
  "/temp-gallery": TempGalleryPage,
  "/biblical-foundation": FoundationPage,
  "/privacy": PrivacyPage,
  "/privacy-policy": PrivacyPolicyPage,
  "/privacy-policy-us": PrivacyUsPage,
  "/terms": TermsPage,
  "/subscription": SubscriptionPage,
  "/subscribe": SubscribePage,
  "/subscription-success": SubscriptionSuccessPage,
  "/sermon-builder": SermonBuilderPage,
  "/social-media": SocialMediaPage,
  "/scripture-meditation": ScriptureMeditationPage,
  "/image-creator": ImageCreatorPage,
  "/my-content": LibraryPage,
  "/week-pack": WeekPackPage,
  "/settings": SettingsPage,
  "/data-request": DataRequestPage,
  "/support": SupportPage,
  "/admin": AdminPage,
  "/planner": PlannerPage,
  "/scripture-check": ScriptureCheckerPage,
  "/study": StudyPage,
  "/recordings": RecordingsPage,
};

const pageAt = Object.fromEntries(
  pageRoutes.map((route): [PagePath, ComponentType] => [
    route.path,
    pages[route.path] ?? ("tool" in route ? declaredToolPage(route.tool) : NotFoundPage),
  ]),
) as Record<PagePath, ComponentType>;

/** Loads the code of the page at pathname, so the first render shows it at once. */
export async function preloadPage(pathname: string): Promise<void> {
  const route = findPageRoute(pathname);
  const shown = route ? (pageAt[route.path as PagePath] as Partial<PreloadablePage>) : NotFoundPage;
  await shown.preload?.();
}

// The overlays and the toaster are not needed for the first paint: they load just after.
const Overlays = lazy(() =>
  import("./components/layout/overlays").then((module) => ({ default: module.Overlays })),
);
const Toaster = lazy(() =>
  import("./components/ui/toaster").then((module) => ({ default: module.Toaster })),
);

/** True once the page has loaded, so deferred code does not compete with the first paint. */
function useAfterLoad(): boolean {
  // False on the first render, as in the prerendered HTML the page hydrates.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // A transition: React renders what was deferred in short slices, not one long task.
    const onLoad = () => startTransition(() => setLoaded(true));
    if (document.readyState === "complete") {
      onLoad();
      return;
    }
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, []);
  return loaded;
}

/**
 * Mounts the toaster when the first toast appears. Toasts are the browser's alone: none is drawn
 * on the server or while React adopts its HTML, so a toast already waiting (raised by code that
 * ran before the app started) cannot make the render differ from the HTML.
 */
function ToasterWhenNeeded() {
  const toasts = useToasts();
  const adopting = useAdoptingServerHtml();
  return toasts.length > 0 && !adopting ? <Toaster /> : null;
}

function DeferredOverlays() {
  return useAfterLoad() ? <Overlays /> : null;
}

export function App() {
  useEffect(markAppLive, []);
  return (
    <QueryClientProvider client={queryClient}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[200] focus:rounded-md focus:bg-card focus:p-3"
      >
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <Header />
        {/* At least a screen tall, so a page still loading never shows the footer that
            its content then pushes away (a layout shift). */}
        <main id="main" className="flex min-h-[calc(100svh-4rem)] flex-1 flex-col">
          <PageTitle />
          <Suspense fallback={<Spinner label="Loading…" />}>
            <Switch>
              {pageRoutes.map((route) => (
                <Route key={route.path} path={route.path} component={pageAt[route.path]} />
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </main>
        <Footer />
      </div>
      <Suspense fallback={null}>
        <DeferredOverlays />
        <ToasterWhenNeeded />
      </Suspense>
    </QueryClientProvider>
  );
}
