import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { ArrowRight, CircleCheck, Crown, Lock, LogIn } from "lucide-react";
import type { CurrentUser } from "@shared/account";
import { trialDays } from "@shared/prices";
import { tools } from "@shared/tools";
import { loginHref, useAuth } from "../../lib/use-auth";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { ToolIcon } from "../../components/tool-icon";
import { useStartTrial } from "../../components/account/subscription-facts";
import { UsageNotice } from "../../components/account/usage";
import { ScriptureCheckerCard } from "../../components/scripture/findings-checker-card";

// Its own chunk: the hub's first paint does not wait for the church calendar.
const ThisSunday = lazy(async () => ({ default: (await import("./this-sunday")).ThisSunday }));
import { StudyDeskCard } from "../../components/study/study-card";
import { formatInstant } from "@shared/dates/format";

function formatDate(iso: string): string {
  return formatInstant(iso, "date");
}

function SignInRequired() {
  return (
    <section
      aria-labelledby="auth-required-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-sm sm:p-10"
    >
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-royal-50 text-royal-800 dark:bg-royal-900 dark:text-gold-200"
      >
        <Lock className="size-6" />
      </span>
      <h2
        id="auth-required-title"
        className="text-2xl font-semibold text-royal-900 dark:text-royal-100"
      >
        Authentication Required
      </h2>
      <p className="text-muted-foreground">
        Sign in or create a free account to use the tools. New accounts can try every tool free for{" "}
        {trialDays} days.
      </p>
      <Button asChild size="lg">
        <a href={loginHref("/tools")}>
          <LogIn aria-hidden="true" /> Login/Sign-Up
        </a>
      </Button>
    </section>
  );
}

/** Starts the trial where it is offered; the banner turns to "Access Active" once it has. */
function StartTrialButton() {
  const trial = useStartTrial();
  return (
    <Button variant="outline-on-tint" disabled={trial.isPending} onClick={() => trial.mutate()}>
      {trial.isPending ? "Starting..." : "Start Free Trial"}
    </Button>
  );
}

/** /subscription: trial status, plan, cancellation. */
function SubscriptionLink({ onTrial }: { onTrial: boolean }) {
  return (
    <Link
      href="/subscription"
      className="font-medium underline underline-offset-2 hover:no-underline"
    >
      {onTrial ? "Your trial and subscription" : "Your subscription"}
    </Link>
  );
}

function AccessBanner({ user }: { user: CurrentUser }) {
  if (user.hasAccess) {
    const onTrial = user.subscriptionStatus !== "active" && user.trialStatus === "active";
    return (
      <div
        role="status"
        className="flex items-start gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50"
      >
        <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">Access Active</p>
          <p className="text-sm">
            Every tool is open to you.
            {onTrial && user.trialEndsAt
              ? ` Your free trial ends on ${formatDate(user.trialEndsAt)}.`
              : null}{" "}
            <SubscriptionLink onTrial={onTrial} />
          </p>
        </div>
      </div>
    );
  }
  const trialUsed = user.trialStatus === "expired";
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-gold-300 bg-gold-100 p-5 text-royal-950 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <Crown className="mt-0.5 size-5 shrink-0 text-gold-700" aria-hidden="true" />
        <div>
          <p className="font-semibold">Subscription Required</p>
          <p className="text-sm">
            {trialUsed
              ? "Your free trial has ended. Subscribe to keep using every tool."
              : `Start your ${trialDays}-day free trial, no card needed, or subscribe to open every tool.`}{" "}
            <SubscriptionLink onTrial={false} />
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {trialUsed ? null : <StartTrialButton />}
        <Button asChild>
          <Link href="/subscribe">Subscribe</Link>
        </Button>
      </div>
    </div>
  );
}

/** The week pack: one sermon made into a week of pieces by the writing tools' composers. */
function WeekPackCard() {
  return (
    <section className="flex flex-col gap-3 rounded-2xl border border-gold-300 bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-lg font-semibold text-royal-900 dark:text-royal-100">
          Sermon Week Pack
        </h2>
        <p className="text-sm text-muted-foreground">
          One sermon becomes the week: five devotionals, a small-group guide, a children&apos;s
          lesson, the church email, posts and slides, every verse checked.
        </p>
      </div>
      <Button asChild variant="gold">
        <Link href="/week-pack">
          Make a week pack <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}

function ToolGrid({ hasAccess }: { hasAccess: boolean }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool) => (
        <li
          key={tool.key}
          className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm"
        >
          <div className="flex items-start justify-between gap-3">
            <ToolIcon tool={tool.key} />
            {hasAccess ? (
              <Badge variant="success">Available</Badge>
            ) : (
              <Badge variant="muted" className="gap-1">
                <Lock className="size-3" aria-hidden="true" /> Locked
              </Badge>
            )}
          </div>
          <div className="flex-1">
            <h2 className="text-lg font-semibold text-royal-900 dark:text-royal-100">
              {tool.name}
            </h2>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{tool.summary}</p>
          </div>
          {hasAccess ? (
            <Button asChild>
              <Link href={tool.path} aria-label={`Launch Tool: ${tool.name}`}>
                Launch Tool <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link href="/subscribe" aria-label={`Subscribe to Access: ${tool.name}`}>
                <Lock aria-hidden="true" /> Subscribe to Access
              </Link>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The tools hub: loading, signed out, and signed in with or without access. */
export function ToolsPage() {
  const { user, isLoading } = useAuth();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10 sm:py-14">
      <header className="max-w-2xl">
        <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
          Kingdom Tools
        </h1>
        <p className="mt-3 text-lg leading-relaxed text-muted-foreground">
          Seven tools for sermons, prayers, devotionals, church emails, social posts, scripture
          meditation and images, each with scripture you can check.
        </p>
      </header>
      {isLoading ? (
        <Spinner label="Loading your tools..." />
      ) : user ? (
        <>
          <AccessBanner user={user} />
          <UsageNotice enabled={user.hasAccess} />
          <Suspense fallback={null}>
            <ThisSunday />
          </Suspense>
          <ToolGrid hasAccess={user.hasAccess} />
          <ScriptureCheckerCard />
          <WeekPackCard />
          <StudyDeskCard hasAccess={user.hasAccess} />
        </>
      ) : (
        <SignInRequired />
      )}
    </div>
  );
}
