import type { ReactNode } from "react";
import { LogIn, ShieldCheck } from "lucide-react";
import { loginHref, useAuth } from "../../lib/use-auth";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";

/** Loading, then an invitation to sign in (the checker is free with any account), then the page. */
export function SignInFirst({ children }: { children: () => ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner label="Loading…" />;
  if (!user) {
    return (
      <section
        aria-labelledby="checker-sign-in"
        className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-sm"
      >
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-royal-50 text-royal-800 dark:bg-royal-900 dark:text-gold-200"
        >
          <ShieldCheck className="size-6" />
        </span>
        <h2
          id="checker-sign-in"
          className="text-2xl font-semibold text-royal-900 dark:text-royal-100"
        >
          Sign in to check your manuscript
        </h2>
        <p className="text-muted-foreground">
          The Scripture Checker is free with any Kingdom Tools account, with or without a
          subscription.
        </p>
        <Button asChild size="lg">
          <a href={loginHref("/scripture-check")}>
            <LogIn aria-hidden="true" /> Login/Sign-Up
          </a>
        </Button>
      </section>
    );
  }
  return <>{children()}</>;
}
