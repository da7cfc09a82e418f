import { Link } from "wouter";
import { CalendarDays, LifeBuoy, Mail } from "lucide-react";
import { usePublicConfig } from "../../api/public-config";
import { Button } from "../../components/ui/button";
import { useHydrated } from "../../lib/use-hydrated";

/** The direct-contact block: support address, Contact Support, and Schedule Demo when configured. */
export function ContactSection() {
  // As the prerendered HTML until live (see pricing-section.tsx).
  const hydrated = useHydrated();
  const { data } = usePublicConfig();
  const config = hydrated ? data : undefined;
  return (
    <section
      aria-labelledby="contact-title"
      className="below-fold mx-auto w-full max-w-6xl px-4 py-16 sm:py-20"
    >
      <div className="flex flex-col gap-8 rounded-3xl bg-royal-900 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 id="contact-title" className="font-serif text-3xl font-semibold">
            Talk with us directly
          </h2>
          <p className="mt-3 text-royal-100">
            Questions about the tools, your subscription or using Kingdom Tools in your church? A
            person will answer.
          </p>
          {config ? (
            <p className="mt-4 flex items-center gap-2 text-sm">
              <Mail className="size-4 text-gold-300" aria-hidden="true" />
              <a
                href={`mailto:${config.supportEmail}`}
                className="font-medium text-white underline underline-offset-4"
              >
                {config.supportEmail}
              </a>
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="gold" size="lg">
            <Link href="/support">
              <LifeBuoy aria-hidden="true" /> Contact Support
            </Link>
          </Button>
          {config?.demoBookingUrl ? (
            <Button asChild size="lg" variant="outline-on-dark">
              <a href={config.demoBookingUrl} target="_blank" rel="noopener noreferrer">
                <CalendarDays aria-hidden="true" /> Schedule Demo
                <span className="sr-only"> (opens the booking page in a new tab)</span>
              </a>
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
