import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "wouter";
import { CheckCircle2, Clock, LifeBuoy, Mail } from "lucide-react";
import { trialDays } from "@shared/prices";
import { supportMessageSchema, supportResponseTime } from "@shared/privacy/requests";
import { usePublicConfig } from "../../api/public-config";
import { sendSupportMessage } from "../../api/support";
import { serverMessage } from "../../lib/api";
import { showServerFieldErrors } from "../../lib/form";
import { useAuth } from "../../lib/use-auth";
import { toast } from "../../lib/use-toast";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Textarea } from "../../components/ui/textarea";

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
    answer: `New accounts can try every tool free for ${trialDays} days without a card. Subscribe from the Subscription page to keep going; you can cancel any time.`,
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
  const form = useForm({
    resolver: zodResolver(supportMessageSchema),
    defaultValues: { name: "", email: "", subject: "", message: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [sentTo, setSentTo] = useState<string | null>(null);

  // The signed-in user's name and address fill the fields they have not typed in yet.
  useEffect(() => {
    if (!user) return;
    const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
    if (!form.getFieldState("name").isDirty) form.resetField("name", { defaultValue: name });
    if (!form.getFieldState("email").isDirty)
      form.resetField("email", { defaultValue: user.email });
  }, [user, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sendSupportMessage(values);
      setSentTo(values.email);
      toast({
        title: "Message sent",
        description: `We'll reply to ${values.email} within ${supportResponseTime}.`,
      });
    } catch (error) {
      showServerFieldErrors(error, form.setError, ["name", "email", "subject", "message"]);
      toast({
        title: "Message not sent",
        description: serverMessage(error, "Please try again or email us directly."),
        variant: "destructive",
      });
    }
  });

  if (sentTo) {
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
          We sent a confirmation to {sentTo}. We answer within {supportResponseTime}.
        </p>
      </div>
    );
  }
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register("name")} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject?.message}>
        <Input {...form.register("subject")} />
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        <Textarea rows={6} {...form.register("message")} />
      </FormField>
      <Button type="submit" size="lg" className="self-start" disabled={isSubmitting}>
        <Mail aria-hidden="true" /> {isSubmitting ? "Sending…" : "Send Message"}
      </Button>
    </form>
  );
}

export function SupportPage() {
  const config = usePublicConfig();
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
