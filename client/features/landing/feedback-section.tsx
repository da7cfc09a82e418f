import { useState, type FormEvent, type SelectHTMLAttributes } from "react";
import { CheckCircle2, ChevronDown, Send } from "lucide-react";
import {
  feedbackImpactMin,
  feedbackTextMax,
  ministryRoleLabels,
  ministryRoles,
  type MinistryRole,
} from "@shared/feedback/options";
import type { FeedbackResponse } from "@shared/feedback/schema";
import { ApiError, apiJson, serverMessage } from "../../lib/api";
import { useHydrated } from "../../lib/use-hydrated";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Textarea } from "../../components/ui/input";

type Fields = "role" | "impact" | "suggestions";

/** The same rules as the server's schema, checked first so mistakes show at once. */
function check(values: Record<Fields, string>): Partial<Record<Fields, string>> {
  const errors: Partial<Record<Fields, string>> = {};
  if (!ministryRoles.includes(values.role as MinistryRole))
    errors.role = "Choose your ministry role.";
  const impact = values.impact.trim();
  if (impact.length === 0) errors.impact = "Tell us how Kingdom Tools could serve your ministry.";
  else if (impact.length < feedbackImpactMin)
    errors.impact = `Tell us a little more: at least ${feedbackImpactMin} characters.`;
  else if (impact.length > feedbackTextMax)
    errors.impact = `Keep it under ${feedbackTextMax} characters.`;
  if (values.suggestions.trim().length > feedbackTextMax)
    errors.suggestions = `Keep it under ${feedbackTextMax} characters.`;
  return errors;
}

/** The role list; FormField hands it the id and ARIA wiring, which reach the select itself. */
function RoleSelect({
  value,
  onChange,
  ...wiring
}: { value: string; onChange: (value: string) => void } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "value" | "onChange"
>) {
  return (
    <div className="relative">
      <select
        {...wiring}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-10 w-full appearance-none rounded-lg border border-border bg-card py-2 pl-3 pr-9 text-base text-foreground aria-[invalid=true]:border-destructive"
      >
        <option value="" disabled>
          Select your role
        </option>
        {ministryRoles.map((role) => (
          <option key={role} value={role}>
            {ministryRoleLabels[role]}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}

/** The landing page's feedback form (spec §2): stored on the server, then confirmed. */
export function FeedbackSection() {
  const [values, setValues] = useState<Record<Fields, string>>({
    role: "",
    impact: "",
    suggestions: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);

  const update = (field: Fields) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await apiJson<FeedbackResponse>("POST", "/api/feedback", values);
      setSent(true);
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      if (fields) setErrors(fields as Partial<Record<Fields, string>>);
      setFormError(serverMessage(error, "Your feedback could not be sent. Please try again."));
    } finally {
      setSending(false);
    }
  };

  return (
    <section
      aria-labelledby="feedback-title"
      className="below-fold border-y border-border bg-muted"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:py-20 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-700 dark:text-gold-300">
            Your voice
          </p>
          <h2
            id="feedback-title"
            className="mt-2 font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100"
          >
            Help shape Kingdom Tools
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Tell us about your ministry and what would help you most. Every message is read by the
            people who build the tools.
          </p>
        </div>
        {sent ? (
          <div
            role="status"
            className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
          >
            <CheckCircle2
              className="size-8 text-emerald-700 dark:text-emerald-400"
              aria-hidden="true"
            />
            <h3 className="text-xl font-semibold">Thank you for your feedback</h3>
            <p className="text-muted-foreground">
              We received it and will read it carefully. It helps us serve pastors and ministry
              leaders better.
            </p>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={submit}
            aria-labelledby="feedback-title"
            className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
          >
            <FormField label="Your ministry role" error={errors.role}>
              <RoleSelect value={values.role} onChange={update("role")} />
            </FormField>
            <FormField label="How could Kingdom Tools serve your ministry?" error={errors.impact}>
              <Textarea
                rows={4}
                maxLength={feedbackTextMax}
                value={values.impact}
                onChange={(event) => update("impact")(event.target.value)}
              />
            </FormField>
            <FormField label="Suggestions (optional)" error={errors.suggestions}>
              <Textarea
                rows={3}
                maxLength={feedbackTextMax}
                value={values.suggestions}
                onChange={(event) => update("suggestions")(event.target.value)}
              />
            </FormField>
            {formError ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {formError}
              </p>
            ) : null}
            <Button type="submit" size="lg" disabled={sending || !hydrated} className="self-start">
              <Send aria-hidden="true" />
              {sending ? "Sending..." : "Send Feedback"}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
