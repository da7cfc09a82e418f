import type { ReactNode } from "react";
import { Lock, LogIn } from "lucide-react";
import { loginHref, useAuth } from "../../lib/use-auth";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";

/** Loading, then "Authentication Required", then the page for a signed-in user. */
export function SignedInGate({ what, children }: { what: string; children: () => ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner label="Loading…" />;
  if (!user) {
    return (
      <section
        aria-labelledby="gate-title"
        className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-sm"
      >
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-royal-50 text-royal-800 dark:bg-royal-900 dark:text-gold-200"
        >
          <Lock className="size-6" />
        </span>
        <h2 id="gate-title" className="text-2xl font-semibold text-royal-900 dark:text-royal-100">
          Authentication Required
        </h2>
        <p className="text-muted-foreground">Sign in to see {what}.</p>
        <Button asChild size="lg">
          <a href={loginHref()}>
            <LogIn aria-hidden="true" /> Log In to Continue
          </a>
        </Button>
      </section>
    );
  }
  return <>{children()}</>;
}
