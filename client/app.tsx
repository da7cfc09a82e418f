import { lazy, Suspense, type ComponentType } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Route, Switch } from "wouter";
import type { PagePath } from "@shared/routes";
import { pageRoutes } from "@shared/routes";
import { queryClient } from "./lib/api";
import { Header } from "./components/layout/header";
import { Footer } from "./components/layout/footer";
import { NotFoundPage } from "./components/layout/not-found";
import { PageTitle } from "./components/layout/page-title";
import { Overlays } from "./components/layout/overlays";
import { Toaster } from "./components/ui/toaster";
import { Spinner } from "./components/ui/spinner";

/** Pages load on demand, so the first visit downloads only the shell and its page. */
function page<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const LandingPage = page(() => import("./features/landing/landing-page"), "LandingPage");
const ToolsPage = page(() => import("./features/tools-hub/tools-page"), "ToolsPage");
const LoginPage = page(() => import("./features/auth/login-page"), "LoginPage");
const ResetPasswordPage = page(
  () => import("./features/auth/reset-password-page"),
  "ResetPasswordPage",
);
const SubscriptionPage = page(
  () => import("./features/billing/subscription-page"),
  "SubscriptionPage",
);

/** Every path of the shared route table has its page; TypeScript checks none is missing. */
const pages: Record<PagePath, ComponentType> = {
  "/": LandingPage,
  "/tools": ToolsPage,
  "/login": LoginPage,
  "/reset-password": ResetPasswordPage,
  "/subscription": SubscriptionPage,
};

export function App() {
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
        <main id="main" className="flex flex-1 flex-col">
          <PageTitle />
          <Suspense fallback={<Spinner label="Loading…" />}>
            <Switch>
              {pageRoutes.map((route) => (
                <Route key={route.path} path={route.path} component={pages[route.path]} />
              ))}
              <Route component={NotFoundPage} />
            </Switch>
          </Suspense>
        </main>
        <Footer />
      </div>
      <Overlays />
      <Toaster />
    </QueryClientProvider>
  );
}
