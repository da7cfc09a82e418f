import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Tabs } from "radix-ui";
import { Link, useLocation, useSearch } from "wouter";
import { ArrowLeft, BookOpen, KeyRound, MailCheck, ShieldCheck, Sparkles } from "lucide-react";
import { forgotPasswordSchema, signInSchema, signUpSchema } from "@shared/account";
import type { PublicConfig } from "@shared/public-config";
import { requestPasswordReset, signIn, signUp, startOAuthSignIn } from "../../api/account";
import { usePublicConfig } from "../../api/public-config";
import { safeReturnPath } from "@shared/routes";
import { trialDays } from "@shared/prices";
import { ApiError, queryClient, serverMessage } from "../../lib/api";
import { showServerFieldErrors } from "../../lib/form";
import { useAuth } from "../../lib/use-auth";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { PasswordInput, passwordHint } from "./password-input";

type Mode = "sign-in" | "sign-up" | "forgot";

const networkMessage = "We could not reach the server. Check your connection and try again.";

function modeFrom(value: string | null): Mode {
  if (value === "sign-up" || value === "signup") return "sign-up";
  if (value === "forgot") return "forgot";
  return "sign-in";
}

/** Where to go after signing in; never back to the sign-in pages themselves. */
function returnPathFrom(value: string | null): string {
  const path = safeReturnPath(value ?? undefined);
  return /^\/(login|reset-password)(\/|\?|$)/.test(path) ? "/tools" : path;
}

function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return serverMessage(error, fallback);
  return networkMessage;
}

/** The email typed so far, carried between signing in and "Forgot password?" both ways. */
interface EmailCarry {
  email: string;
  onEmail: (email: string) => void;
}

function SignInForm({
  returnTo,
  onForgot,
  email: typedEmail,
  onEmail,
}: { returnTo: string; onForgot: () => void } & EmailCarry) {
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: typedEmail, password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [alert, setAlert] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setAlert(null);
    try {
      await signIn({ email, password, callbackURL: returnTo });
      setRedirecting(true);
      await queryClient.invalidateQueries();
      window.location.assign(returnTo);
    } catch (error) {
      if (error instanceof ApiError && error.body?.code === "email_not_verified") {
        setAlert({
          tone: "info",
          text: `Your email address is not confirmed yet. We sent a new confirmation link to ${email}. Open it to finish signing in.`,
        });
        return;
      }
      showServerFieldErrors(error, form.setError, ["email", "password"]);
      setAlert({ tone: "error", text: errorMessage(error, "Sign-in failed. Please try again.") });
    }
  });

  const busy = isSubmitting || redirecting;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      {alert ? <FormAlert tone={alert.tone}>{alert.text}</FormAlert> : null}
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <div className="-mt-1 flex justify-end">
        <Button
          type="button"
          variant="link"
          size="inline"
          onClick={() => {
            onEmail(form.getValues("email").trim());
            onForgot();
          }}
        >
          Forgot password?
        </Button>
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}

function SignUpForm({ returnTo }: { returnTo: string }) {
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async ({ firstName, lastName, email, password }) => {
    setAlert(null);
    try {
      await signUp({
        email,
        password,
        name: `${firstName} ${lastName}`.trim(),
        firstName,
        lastName,
        callbackURL: returnTo,
      });
      setSentTo(email);
    } catch (error) {
      showServerFieldErrors(error, form.setError, ["firstName", "lastName", "email", "password"]);
      setAlert(errorMessage(error, "We could not create your account. Please try again."));
    }
  });

  if (sentTo) {
    return (
      <div className="flex flex-col items-center gap-4 py-4 text-center" role="status">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-gold-100 text-gold-700"
        >
          <MailCheck className="size-7" />
        </span>
        <h2 className="font-serif text-2xl font-semibold text-royal-900 dark:text-royal-100">
          Check your email
        </h2>
        <p className="text-muted-foreground">
          We sent a confirmation link to <strong className="text-foreground">{sentTo}</strong>. Open
          it to finish creating your account.
        </p>
        <p className="text-sm text-muted-foreground">
          The link is valid for 24 hours. If it has not arrived in a few minutes, look in your spam
          folder.
        </p>
        <Button
          variant="outline"
          onClick={() => {
            setSentTo(null);
            form.reset({ ...form.getValues(), password: "" });
          }}
        >
          Use a different email
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register("firstName")} />
        </FormField>
        <FormField label="Last name (optional)" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register("lastName")} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint={passwordHint}>
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Creating account..." : "Create account"}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        By creating an account you confirm you are 18 or older and agree to our{" "}
        <Link href="/terms" className="underline underline-offset-2">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link href="/privacy-policy" className="underline underline-offset-2">
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}

function ForgotForm({ onBack, email: typedEmail, onEmail }: { onBack: () => void } & EmailCarry) {
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: typedEmail },
  });
  const { errors, isSubmitting } = form.formState;
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setAlert(null);
    try {
      await requestPasswordReset({ email, redirectTo: "/reset-password" });
      setSent(true);
    } catch (error) {
      showServerFieldErrors(error, form.setError, ["email"]);
      setAlert(errorMessage(error, "We could not send the link. Please try again."));
    }
  });

  return (
    <div className="flex flex-col gap-4">
      {sent ? (
        <FormAlert tone="info">
          If an account exists for that email, we sent a link to reset the password.
        </FormAlert>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <FormField label="Email" error={errors.email?.message}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              {...form.register("email")}
            />
          </FormField>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      )}
      <Button
        type="button"
        variant="ghost"
        className="self-start"
        onClick={() => {
          onEmail(form.getValues("email").trim());
          onBack();
        }}
      >
        <ArrowLeft aria-hidden="true" /> Back to sign in
      </Button>
    </div>
  );
}

function OAuthButtons({ returnTo }: { returnTo: string }) {
  const config = usePublicConfig();
  const [pending, setPending] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const providers = config.data?.oauthProviders ?? [];
  if (providers.length === 0) return null;

  const start = async (provider: PublicConfig["oauthProviders"][number]) => {
    setAlert(null);
    setPending(provider.id);
    try {
      const url = await startOAuthSignIn(provider, returnTo);
      if (!url) throw new Error("No sign-in address received");
      window.location.assign(url);
    } catch (error) {
      setPending(null);
      setAlert(
        errorMessage(error, `Signing in with ${provider.name} did not work. Please try again.`),
      );
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or continue with
        <span className="h-px flex-1 bg-border" />
      </div>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          type="button"
          variant="outline"
          size="lg"
          disabled={pending !== null}
          onClick={() => void start(provider)}
        >
          {pending === provider.id
            ? `Opening ${provider.name}...`
            : `Continue with ${provider.name}`}
        </Button>
      ))}
    </div>
  );
}

const headings: Record<Mode, { title: string; intro: string }> = {
  "sign-in": { title: "Welcome back", intro: "Sign in to continue with your ministry tools." },
  "sign-up": {
    title: "Create your account",
    intro: `Free to create. Try every tool free for ${trialDays} days, no card needed.`,
  },
  forgot: {
    title: "Reset your password",
    intro: "Enter your email and we will send you a link to choose a new one.",
  },
};

function Aside() {
  const points = [
    {
      icon: BookOpen,
      text: "Seven tools for sermons, prayers, devotionals, emails, social posts, meditation and images",
    },
    {
      icon: ShieldCheck,
      text: "Every scripture reference checked against the World English Bible or King James text",
    },
    { icon: Sparkles, text: `A ${trialDays}-day free trial of every tool, no card needed` },
  ];
  return (
    <aside className="hidden flex-col justify-between gap-10 rounded-2xl bg-linear-to-br from-royal-950 via-royal-900 to-royal-800 p-10 text-white md:order-first md:flex">
      <ul className="flex flex-col gap-5">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-royal-50">
            <Icon className="mt-0.5 size-5 shrink-0 text-gold-300" aria-hidden="true" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <figure>
        <blockquote className="font-serif text-xl leading-relaxed">
          “…for the perfecting of the saints, to the work of serving, to the building up of the body
          of Christ.”
        </blockquote>
        <figcaption className="mt-3 text-sm text-gold-300">Ephesians 4:12 (WEB)</figcaption>
      </figure>
    </aside>
  );
}

/** /login?returnTo=…&mode=sign-in|sign-up|forgot: our sign-in and sign-up page. */
export function LoginPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const returnTo = returnPathFrom(params.get("returnTo"));
  const mode = modeFrom(params.get("mode"));
  const { user, isLoading } = useAuth();
  const [email, setEmail] = useState("");

  useEffect(() => {
    if (user) navigate(returnTo, { replace: true });
  }, [user, returnTo, navigate]);

  const setMode = (next: Mode) => {
    const nextParams = new URLSearchParams(search);
    if (next === "sign-in") nextParams.delete("mode");
    else nextParams.set("mode", next);
    const query = nextParams.toString();
    navigate(`/login${query ? `?${query}` : ""}`, { replace: true });
  };

  if (isLoading || user) {
    return <Spinner label={user ? "You are signed in. Taking you back..." : "Loading..."} />;
  }

  const heading = headings[mode];
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 sm:py-14 md:grid-cols-2">
      <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col gap-2">
          {mode === "forgot" ? (
            <KeyRound className="size-8 text-gold-700 dark:text-gold-300" aria-hidden="true" />
          ) : null}
          <h1 className="font-serif text-3xl font-semibold text-royal-900 dark:text-royal-100">
            {heading.title}
          </h1>
          <p className="text-muted-foreground">{heading.intro}</p>
        </div>
        {mode === "forgot" ? (
          <ForgotForm onBack={() => setMode("sign-in")} email={email} onEmail={setEmail} />
        ) : (
          <Tabs.Root value={mode} onValueChange={(value) => setMode(modeFrom(value))}>
            <Tabs.List
              aria-label="Sign in or create an account"
              className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-muted p-1"
            >
              {(
                [
                  ["sign-in", "Sign in"],
                  ["sign-up", "Create account"],
                ] as const
              ).map(([value, label]) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="min-h-10 rounded-lg px-3 text-sm font-medium text-muted-foreground data-[state=active]:bg-card data-[state=active]:text-royal-900 data-[state=active]:shadow-sm dark:data-[state=active]:text-royal-100"
                >
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="sign-in" className="flex flex-col gap-6">
              <SignInForm
                returnTo={returnTo}
                onForgot={() => setMode("forgot")}
                email={email}
                onEmail={setEmail}
              />
              <OAuthButtons returnTo={returnTo} />
            </Tabs.Content>
            <Tabs.Content value="sign-up" className="flex flex-col gap-6">
              <SignUpForm returnTo={returnTo} />
              <OAuthButtons returnTo={returnTo} />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </div>
      <Aside />
    </div>
  );
}
