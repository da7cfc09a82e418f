import { useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { CheckCircle2, Clock, LifeBuoy, Mail } from "lucide-react";
import { supportResponseTime } from "@shared/privacy/requests";
import type { PublicConfig } from "@shared/public-config";
import { ApiError, apiJson, serverMessage } from "../../lib/api";
import { useAuth } from "../../lib/use-auth";
import { toast } from "../../lib/use-toast";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";

const faqs = [
  {
    question: "How do I save and find my drafts?",
    answer:
      "Press Save on any result. Everything you save is in My Content, where you can search, copy, print to PDF, download for Word or email it.",
  },
  {
    question: "Can I trust the scripture in a draft?",
    answer:
      "Every reference is checked against the World English Bible or King James text on our server. The real verse text is shown with it, and a reference that does not exist is flagged.",
  },
  {
    question: "How does the free trial work?",
    answer:
      "New accounts can try every tool free for 3 days without a card. Subscribe from the Subscription page to keep going; you can cancel any time.",
  },
  {
    question: "Can I get a copy of my data or delete my account?",
    answer:
      "Yes. In Settings, Export My Data downloads everything we hold about you, and Delete my account closes it. You can also send a data rights request.",
  },
];

const resources = [
  { href: "/tools", label: "All tools" },
  { href: "/my-content", label: "My Kingdom Content" },
  { href: "/biblical-foundation", label: "Biblical foundation" },
  { href: "/data-request", label: "Data rights request" },
  { href: "/privacy-policy", label: "Privacy policy" },
  { href: "/terms", label: "Terms of service" },
];

function ContactForm() {
  const { user } = useAuth();
  const fallbackName = user ? [user.firstName, user.lastName].filter(Boolean).join(" ") : "";
  const [values, setValues] = useState({
    name: null as string | null,
    email: null as string | null,
    subject: "",
    message: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const name = values.name ?? fallbackName;
  const email = values.email ?? user?.email ?? "";

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setErrors({});
    try {
      await apiJson("POST", "/api/support", {
        name,
        email,
        subject: values.subject,
        message: values.message,
      });
      setSent(true);
      toast({
        title: "Message sent",
        description: `We'll reply to ${email} within ${supportResponseTime}.`,
      });
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      if (fields) setErrors(fields);
      toast({
        title: "Message not sent",
        description: serverMessage(error, "Please try again or email us directly."),
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <div
        role="status"
        className="flex flex-col gap-2 rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950"
      >
        <p className="flex items-center gap-2 text-lg font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-5" /> Thank you, your message is on its
          way
        </p>
        <p>
          We sent a confirmation to {email}. We answer within {supportResponseTime}.
        </p>
      </div>
    );
  }
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name}>
          <Input
            autoComplete="name"
            value={name}
            onChange={(event) => set("name")(event.target.value)}
          />
        </FormField>
        <FormField label="Email" error={errors.email}>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => set("email")(event.target.value)}
          />
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject}>
        <Input value={values.subject} onChange={(event) => set("subject")(event.target.value)} />
      </FormField>
      <FormField label="Message" error={errors.message}>
        <Textarea
          rows={6}
          value={values.message}
          onChange={(event) => set("message")(event.target.value)}
        />
      </FormField>
      <Button type="submit" size="lg" className="self-start" disabled={sending}>
        <Mail aria-hidden="true" /> {sending ? "Sending…" : "Send Message"}
      </Button>
    </form>
  );
}

export function SupportPage() {
  const config = useQuery<PublicConfig>({ queryKey: ["/api/public-config"] });
  const supportEmail = config.data?.supportEmail;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-royal-50 text-royal-800 sm:flex dark:bg-royal-900 dark:text-gold-200"
        >
          <LifeBuoy className="size-6" />
        </span>
        <div>
          <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
            Support
          </h1>
          <p className="mt-2 text-muted-foreground sm:text-lg">
            We are glad to help you get the most from Kingdom Tools.
          </p>
        </div>
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="contact-title"
          className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-7"
        >
          <h2
            id="contact-title"
            className="text-xl font-semibold text-royal-900 dark:text-royal-100"
          >
            Contact us
          </h2>
          <ContactForm />
        </section>
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="times-title"
            className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-7"
          >
            <h2
              id="times-title"
              className="flex items-center gap-2 text-xl font-semibold text-royal-900 dark:text-royal-100"
            >
              <Clock aria-hidden="true" className="size-5" /> Response times
            </h2>
            <p>We answer within 24–48 hours.</p>
            <p className="text-muted-foreground">Monday to Friday, 9 AM to 6 PM EST.</p>
            {supportEmail ? (
              <p>
                Email:{" "}
                <a
                  className="font-medium text-royal-700 underline dark:text-royal-300"
                  href={`mailto:${supportEmail}`}
                >
                  {supportEmail}
                </a>
              </p>
            ) : null}
          </section>
          <section
            aria-labelledby="resources-title"
            className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-7"
          >
            <h2
              id="resources-title"
              className="text-xl font-semibold text-royal-900 dark:text-royal-100"
            >
              Resources
            </h2>
            <ul className="grid grid-cols-2 gap-2">
              {resources.map((resource) => (
                <li key={resource.href}>
                  <Link
                    href={resource.href}
                    className="text-royal-700 underline-offset-4 hover:underline dark:text-royal-300"
                  >
                    {resource.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <section aria-labelledby="faq-title" className="flex flex-col gap-3">
        <h2 id="faq-title" className="text-2xl font-semibold text-royal-900 dark:text-royal-100">
          Frequently asked questions
        </h2>
        {faqs.map((faq) => (
          <details key={faq.question} className="group rounded-xl border border-border bg-card p-4">
            <summary className="cursor-pointer font-medium">{faq.question}</summary>
            <p className="mt-2 text-muted-foreground">{faq.answer}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
