import { useState, type FormEvent } from "react";
import { CheckCircle2, Send } from "lucide-react";
import { feedbackTextMax, ministryRoleLabels, ministryRoles } from "@shared/feedback/options";
import { sendFeedback } from "../../api/feedback";
import { ApiError, serverMessage } from "../../lib/api";
import { useHydrated } from "../../lib/use-hydrated";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";

type Fields = "role" | "impact" | "suggestions";

const roleOptions = ministryRoles.map((role) => ({ value: role, label: ministryRoleLabels[role] }));

/**
 * The shared schema's field messages for these values. The schema (and zod) load on the first
 * check: the landing page's first download stays without them, which is also why this one form
 * keeps its own state rather than react-hook-form.
 */
async function check(values: Record<Fields, string>) {
  const [{ feedbackSchema }, { fieldErrors }] = await Promise.all([
    import("@shared/feedback/schema"),
    import("@shared/api-error"),
  ]);
  const parsed = feedbackSchema.safeParse(values);
  return parsed.success
    ? { input: parsed.data, errors: {} }
    : { input: null, errors: fieldErrors(parsed.error.issues) };
}

/** The landing page's feedback form: stored on the server, then confirmed. */
export function FeedbackSection() {
  const [values, setValues] = useState<Record<Fields, string>>({
    role: "",
    impact: "",
    suggestions: "",
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
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
    setFormError(null);
    setSending(true);
    try {
      const { input, errors: found } = await check(values);
      setErrors(found);
      if (!input) return;
      await sendFeedback(input);
      setSent(true);
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      if (fields) setErrors(fields);
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
            onSubmit={(event) => void submit(event)}
            aria-labelledby="feedback-title"
            className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
          >
            <FormField label="Your ministry role" error={errors.role}>
              <Select
                placeholder="Select your role"
                options={roleOptions}
                value={values.role}
                onChange={(event) => update("role")(event.target.value)}
              />
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
