import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, ShieldCheck } from "lucide-react";
import type { DataRequestResponse } from "@shared/privacy/requests";
import { dataRequestResponseDays, dataRequestTypes } from "@shared/privacy/requests";
import type { PublicConfig } from "@shared/public-config";
import { ApiError, apiJson } from "../../lib/api";
import { useAuth } from "../../lib/use-auth";
import { toast } from "../../lib/use-toast";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";

/** The GDPR / CCPA request form (spec §2, §5, §8). */
export function DataRequestPage() {
  const { user } = useAuth();
  const config = useQuery<PublicConfig>({ queryKey: ["/api/public-config"] });
  const [email, setEmail] = useState<string | null>(null);
  const [requestType, setRequestType] = useState("");
  const [description, setDescription] = useState("");
  const [verificationInfo, setVerificationInfo] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<DataRequestResponse | null>(null);
  const address = email ?? user?.email ?? "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setErrors({});
    try {
      const response = await apiJson<DataRequestResponse>("POST", "/api/gdpr/data-request", {
        email: address,
        requestType,
        description,
        verificationInfo,
      });
      setSent(response);
      toast({
        title: "Request Submitted",
        description: `Request ID: ${response.requestId}. We'll respond within ${dataRequestResponseDays} days.`,
      });
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      if (fields) setErrors(fields);
      toast({
        title: "Submission Failed",
        description: "Please try again or contact the privacy mailbox directly.",
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  }

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
            confirmation to {address} and will respond by{" "}
            {new Date(sent.dueAt).toLocaleDateString("en-US", { dateStyle: "long" })}.
          </p>
        </section>
      ) : (
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-7"
        >
          <FormField
            label="Email"
            error={errors.email}
            hint="The address your account or data is under."
          >
            <Input
              type="email"
              autoComplete="email"
              required
              value={address}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <FormField label="Request type" error={errors.requestType}>
            <select
              required
              value={requestType}
              onChange={(event) => setRequestType(event.target.value)}
              className="min-h-10 w-full rounded-lg border border-border bg-card px-3 py-2 text-base"
            >
              <option value="">Choose a request type</option>
              {dataRequestTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Description (optional)" error={errors.description}>
            <Textarea
              rows={4}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </FormField>
          <FormField
            label="Verification information (optional)"
            error={errors.verificationInfo}
            hint="Anything that helps us confirm it is you, such as when you signed up. Never send a password."
          >
            <Textarea
              rows={3}
              value={verificationInfo}
              onChange={(event) => setVerificationInfo(event.target.value)}
            />
          </FormField>
          <Button
            type="submit"
            size="lg"
            className="self-start"
            disabled={!address.trim() || !requestType || sending}
          >
            {sending ? "Submitting…" : "Submit Request"}
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
