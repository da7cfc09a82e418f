import type { ReactNode } from "react";
import { Link } from "wouter";
import { Crown, Lock, LogIn } from "lucide-react";
import type { ToolKey } from "@shared/tools";
import { trialDays } from "@shared/prices";
import { loginHref, useAuth } from "../lib/use-auth";
import { Button } from "./ui/button";
import { Spinner } from "./ui/spinner";
import { ToolIcon } from "./tool-icon";
import { FoundationCardCompact } from "./foundation/foundation-card-compact";

function GateCard({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      aria-labelledby="tool-gate-title"
      className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-sm sm:p-10"
    >
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-royal-50 text-royal-800 dark:bg-royal-900 dark:text-gold-200"
      >
        {icon}
      </span>
      <h2
        id="tool-gate-title"
        className="text-2xl font-semibold text-royal-900 dark:text-royal-100"
      >
        {title}
      </h2>
      <div className="text-muted-foreground">{children}</div>
      <div className="flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}

export interface ToolPageInfo {
  tool: ToolKey;
  title: string;
  description: string;
  path: string;
}

/**
 * A tool's page (the six writing tools and the image creator): its heading, then the
 * gates every tool page has (loading, "Authentication Required", a subscribe prompt
 * without access), then the workspace, then the tool's biblical foundation card.
 * `children` renders only for a signed-in user with access.
 */
export function ToolPageShell({
  page,
  children,
}: {
  page: ToolPageInfo;
  children: () => ReactNode;
}) {
  const { user, isLoading } = useAuth();
  const trialUsed = user?.trialStatus === "expired";
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex items-start gap-4">
        <ToolIcon tool={page.tool} className="max-sm:hidden" />
        <div className="max-w-3xl">
          <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
            {page.title}
          </h1>
          <p className="mt-2 text-base leading-relaxed text-muted-foreground sm:text-lg">
            {page.description}
          </p>
        </div>
      </header>
      {isLoading ? (
        <Spinner label="Loading Kingdom tools..." />
      ) : !user ? (
        <GateCard
          icon={<Lock className="size-6" />}
          title="Authentication Required"
          actions={
            <Button asChild size="lg">
              <a href={loginHref(page.path)}>
                <LogIn aria-hidden="true" /> Log In to Continue
              </a>
            </Button>
          }
        >
          <p>
            Sign in or create a free account to use the {page.title}. New accounts can try every
            tool free for {trialDays} days.
          </p>
        </GateCard>
      ) : !user.hasAccess ? (
        <GateCard
          icon={<Crown className="size-6" />}
          title="Subscription Required"
          actions={
            <>
              {trialUsed ? null : (
                <Button asChild size="lg" variant="outline">
                  <Link href="/subscription">Start Free Trial</Link>
                </Button>
              )}
              <Button asChild size="lg">
                <Link href="/subscribe">Subscribe</Link>
              </Button>
            </>
          }
        >
          <p>
            {trialUsed
              ? `Your free trial has ended. Subscribe to keep using the ${page.title} and every other tool.`
              : `Start your ${trialDays}-day free trial, no card needed, or subscribe to use the ${page.title} and every other tool.`}
          </p>
        </GateCard>
      ) : (
        children()
      )}
      {/* After the user check, so the workspace never pushes it down once it is shown. */}
      {isLoading ? null : <FoundationCardCompact tool={page.tool} />}
    </div>
  );
}
