import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, ShieldCheck } from "lucide-react";
import type { DataRequestResponse } from "@shared/privacy/requests";
import {
  dataRequestResponseDays,
  dataRequestSchema,
  dataRequestTypes,
} from "@shared/privacy/requests";
import { sendDataRequest } from "../../api/privacy";
import { usePublicConfig } from "../../api/public-config";
import { showServerFieldErrors } from "../../lib/form";
import { useAuth } from "../../lib/use-auth";
import { toast } from "../../lib/use-toast";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { formatInstant } from "@shared/dates/format";

/** The GDPR / CCPA request form. */
export function DataRequestPage() {
  const { user } = useAuth();
  const config = usePublicConfig();
  const form = useForm({
    resolver: zodResolver(dataRequestSchema),
    defaultValues: { email: "", requestType: "", description: "", verificationInfo: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [sent, setSent] = useState<(DataRequestResponse & { email: string }) | null>(null);
  const [email, requestType] = useWatch({ control: form.control, name: ["email", "requestType"] });

  // The signed-in user's address fills the field until they type another.
  useEffect(() => {
    if (user && !form.getFieldState("email").isDirty) {
      form.resetField("email", { defaultValue: user.email });
    }
  }, [user, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const response = await sendDataRequest(values);
      setSent({ ...response, email: values.email });
      toast({
        title: "Request Submitted",
        description: `Request ID: ${response.requestId}. We'll respond within ${dataRequestResponseDays} days.`,
      });
    } catch (error) {
      showServerFieldErrors(error, form.setError, [
        "email",
        "requestType",
        "description",
        "verificationInfo",
      ]);
      toast({
        title: "Submission Failed",
        description: "Please try again or contact the privacy mailbox directly.",
        variant: "destructive",
      });
    }
  });

  const privacyEmail = config.data?.privacyEmail;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-royal-50 text-royal-800 sm:flex dark:bg-royal-900 dark:text-gold-200"
        >
          <ShieldCheck className="size-6" />
        </span>
        <div>
          <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
            Data Rights Request
          </h1>
          <p className="mt-2 text-muted-foreground sm:text-lg">
            Ask to see, correct, receive or delete the personal data we hold about you, or to limit
            how we use it. We respond within {dataRequestResponseDays} days.
          </p>
        </div>
      </header>
      {sent ? (
        <section
          role="status"
          className="flex flex-col gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950"
        >
          <h2 className="flex items-center gap-2 text-xl font-semibold">
            <CheckCircle2 aria-hidden="true" className="size-5" /> Request submitted
          </h2>
          <p>
            Your request ID is <strong className="font-mono">{sent.requestId}</strong>. We sent a
            confirmation to {sent.email} and will respond by {formatInstant(sent.dueAt, "date")}.
          </p>
        </section>
      ) : (
        <form
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-7"
        >
          <FormField
            label="Email"
            error={errors.email?.message}
            hint="The address your account or data is under."
          >
            <Input type="email" autoComplete="email" required {...form.register("email")} />
          </FormField>
          <FormField label="Request type" error={errors.requestType?.message}>
            <Select
              required
              placeholder="Choose a request type"
              options={dataRequestTypes}
              {...form.register("requestType")}
            />
          </FormField>
          <FormField label="Description (optional)" error={errors.description?.message}>
            <Textarea rows={4} {...form.register("description")} />
          </FormField>
          <FormField
            label="Verification information (optional)"
            error={errors.verificationInfo?.message}
            hint="Anything that helps us confirm it is you, such as when you signed up. Never send a password."
          >
            <Textarea rows={3} {...form.register("verificationInfo")} />
          </FormField>
          <Button
            type="submit"
            size="lg"
            className="self-start"
            disabled={!email.trim() || !requestType || isSubmitting}
          >
            {isSubmitting ? "Submitting…" : "Submit Request"}
          </Button>
        </form>
      )}
      {privacyEmail ? (
        <p className="text-sm text-muted-foreground">
          You can also write to our privacy mailbox:{" "}
          <a
            className="font-medium text-royal-700 underline dark:text-royal-300"
            href={`mailto:${privacyEmail}`}
          >
            {privacyEmail}
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}
