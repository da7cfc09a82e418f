import { useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useSearch } from "wouter";
import { CircleCheck, KeyRound, TriangleAlert } from "lucide-react";
import { resetPasswordSchema } from "@shared/account";
import { resetPassword } from "../../api/account";
import { ApiError, serverMessage } from "../../lib/api";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { FormAlert } from "../../components/ui/form-alert";
import { PasswordInput, passwordHint } from "./password-input";

function Panel({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <div className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        {children}
      </div>
    </div>
  );
}

function InvalidLink() {
  return (
    <Panel>
      <TriangleAlert className="size-8 text-gold-700 dark:text-gold-300" aria-hidden="true" />
      <h1 className="font-serif text-3xl font-semibold text-royal-900 dark:text-royal-100">
        This reset link does not work
      </h1>
      <p className="text-muted-foreground">
        The link is invalid, has already been used or has expired. Reset links work once and only
        for a limited time. Ask for a new one and use it within the hour.
      </p>
      <Button asChild size="lg">
        <Link href="/login?mode=forgot">Request a new link</Link>
      </Button>
    </Panel>
  );
}

function Done() {
  return (
    <Panel>
      <CircleCheck className="size-8 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
      <h1 className="font-serif text-3xl font-semibold text-royal-900 dark:text-royal-100">
        Password changed
      </h1>
      <p role="status" className="text-muted-foreground">
        Your new password is set, and you have been signed out everywhere else. Sign in with your
        new password to continue.
      </p>
      <Button asChild size="lg">
        <Link href="/login">Sign in</Link>
      </Button>
    </Panel>
  );
}

/** /reset-password?token=… (or ?error=INVALID_TOKEN): choose a new password. */
export function ResetPasswordPage() {
  const params = new URLSearchParams(useSearch());
  const token = params.get("token");
  const linkError = params.get("error");
  const [state, setState] = useState<"form" | "done" | "invalid">("form");
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;

  if (!token || linkError || state === "invalid") return <InvalidLink />;
  if (state === "done") return <Done />;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setAlert(null);
    try {
      await resetPassword({ newPassword: password, token });
      setState("done");
    } catch (error) {
      if (error instanceof ApiError && error.body?.code === "invalid_token") {
        setState("invalid");
        return;
      }
      const newPassword = error instanceof ApiError ? error.body?.fields?.newPassword : undefined;
      if (newPassword) form.setError("password", { message: newPassword });
      setAlert(
        error instanceof ApiError
          ? serverMessage(error, "We could not change your password. Please try again.")
          : "We could not reach the server. Check your connection and try again.",
      );
    }
  });

  return (
    <Panel>
      <KeyRound className="size-8 text-gold-700 dark:text-gold-300" aria-hidden="true" />
      <div className="flex flex-col gap-2">
        <h1 className="font-serif text-3xl font-semibold text-royal-900 dark:text-royal-100">
          Choose a new password
        </h1>
        <p className="text-muted-foreground">After this, sign in with your new password.</p>
      </div>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <FormField label="New password" error={errors.password?.message} hint={passwordHint}>
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirm?.message}>
          <PasswordInput autoComplete="new-password" {...form.register("confirm")} />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Set new password"}
        </Button>
      </form>
    </Panel>
  );
}
