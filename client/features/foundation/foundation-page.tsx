import { Link } from "wouter";
import {
  BookOpenCheck,
  Crown,
  Cross,
  Flame,
  Hammer,
  HeartHandshake,
  Landmark,
  ScrollText,
  ShieldCheck,
  Sprout,
  Church,
  type LucideIcon,
} from "lucide-react";
import {
  featuredScripture,
  foundationFaqs,
  theologicalStandards,
  toolFoundations,
  validationSteps,
  type TheologicalStandard,
} from "@shared/foundation/content";
import { Button } from "../../components/ui/button";
import { toolFoundationView } from "../../components/foundation/foundation-data";
import { FoundationCard } from "./foundation-card";
import { ScriptureQuote } from "../../components/foundation/scripture-quote";
import { VerificationCard } from "./verification-card";
import { TraditionsSection } from "./traditions-section";
import { traditionsExplained } from "@shared/foundation/content";

const standardIcons: Record<TheologicalStandard["key"], LucideIcon> = {
  trinitarian: Landmark,
  christocentric: Cross,
  scriptural: ScrollText,
  orthodox: Church,
  practical: Hammer,
  prophetic: Flame,
  kingdom: Crown,
  transformational: Sprout,
};

const validationIcons: Record<(typeof validationSteps)[number]["key"], LucideIcon> = {
  "scripture-verification": BookOpenCheck,
  "theological-review": ShieldCheck,
  "kingdom-alignment": HeartHandshake,
};

const views = toolFoundations.map(toolFoundationView);

function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
}) {
  return (
    <div className="max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-700 dark:text-gold-300">
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-2 font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100"
      >
        {title}
      </h2>
      {intro ? <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{intro}</p> : null}
    </div>
  );
}

/** /biblical-foundation: the theological standards behind each of the seven tools. */
export function FoundationPage() {
  return (
    <div className="flex flex-col">
      <header className="bg-linear-to-br from-royal-950 via-royal-900 to-royal-800 text-white">
        <div className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-14 sm:py-20">
          <div className="flex flex-col gap-4">
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-300">
              Built on the Word
            </p>
            <h1 className="font-serif text-4xl font-semibold leading-tight sm:text-5xl">
              Biblical Foundation
            </h1>
            <p className="max-w-3xl text-lg leading-relaxed text-royal-100">
              Every Kingdom tool rests on Scripture and on the historic Christian faith. This page
              sets out the standards we hold the tools to, the passages behind each one, and how
              every draft is checked, so you can judge for yourself.
            </p>
          </div>
          <div className="rounded-2xl border border-white/15 bg-white/[0.06] p-6 text-royal-50 [&_figcaption]:text-gold-300">
            <ScriptureQuote reference={featuredScripture} size="lg" />
          </div>
        </div>
      </header>

      <section
        aria-labelledby="standards-title"
        className="below-fold mx-auto w-full max-w-6xl px-4 py-14 sm:py-20"
      >
        <SectionHeading
          id="standards-title"
          eyebrow="Eight standards"
          title="The theological standards"
          intro="What every tool is built to respect, in every draft."
        />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {theologicalStandards.map((standard) => {
            const Icon = standardIcons[standard.key];
            return (
              <li
                key={standard.key}
                className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm"
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-full bg-royal-800 text-gold-300"
                >
                  <Icon className="size-5" />
                </span>
                <h3 className="text-lg font-semibold text-royal-900 dark:text-royal-100">
                  {standard.title}
                </h3>
                <p className="text-sm leading-relaxed text-muted-foreground">
                  {standard.description}
                </p>
                <p className="mt-auto text-xs font-semibold text-gold-700 dark:text-gold-300">
                  {standard.reference}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section
        aria-labelledby="verification-title"
        className="below-fold border-y border-border bg-muted"
      >
        <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:py-20">
          <SectionHeading
            id="verification-title"
            eyebrow="Seven tools"
            title="Tool verification"
            intro="For each tool: the scriptures behind it (the primary passage plus the supporting ones), its kingdom principles, and its grade."
          />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {views.map((view) => (
              <VerificationCard key={view.foundation.tool} view={view} />
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="foundations-title"
        className="mx-auto w-full max-w-6xl px-4 py-14 sm:py-20"
      >
        <SectionHeading
          id="foundations-title"
          eyebrow="Tool by tool"
          title="The foundation of each tool"
        />
        <div className="mt-10 flex flex-col gap-8">
          {views.map((view) => (
            <FoundationCard key={view.foundation.tool} view={view} />
          ))}
        </div>
      </section>

      <section
        aria-labelledby="validation-title"
        className="below-fold border-y border-border bg-muted"
      >
        <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:py-20">
          <SectionHeading
            id="validation-title"
            eyebrow="How drafts are checked"
            title="Validation process"
          />
          <ol className="mt-10 grid gap-5 md:grid-cols-3">
            {validationSteps.map((step, index) => {
              const Icon = validationIcons[step.key];
              return (
                <li
                  key={step.key}
                  className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-6 shadow-sm"
                >
                  <span className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-10 items-center justify-center rounded-full bg-royal-800 text-gold-300"
                    >
                      <Icon className="size-5" />
                    </span>
                    <span className="text-sm font-semibold text-muted-foreground">
                      Step {index + 1}
                    </span>
                  </span>
                  <h3 className="text-lg font-semibold text-royal-900 dark:text-royal-100">
                    {step.title}
                  </h3>
                  <p className="text-sm leading-relaxed text-muted-foreground">
                    {step.description}
                  </p>
                </li>
              );
            })}
          </ol>
        </div>
      </section>

      <TraditionsSection
        heading={
          <SectionHeading
            id="traditions-title"
            eyebrow="Your church's tradition"
            title="Tradition presets"
            intro={traditionsExplained.intro}
          />
        }
      />

      <section
        aria-labelledby="faq-title"
        className="below-fold mx-auto w-full max-w-3xl px-4 py-14 sm:py-20"
      >
        <SectionHeading id="faq-title" eyebrow="Questions" title="Frequently asked questions" />
        <div className="mt-8 flex flex-col gap-3">
          {foundationFaqs.map((faq) => (
            <details
              key={faq.key}
              className="group rounded-2xl border border-border bg-card p-5 shadow-sm open:shadow-md"
            >
              <summary className="cursor-pointer list-none text-lg font-semibold text-royal-900 marker:hidden dark:text-royal-100 [&::-webkit-details-marker]:hidden">
                <span className="flex items-start justify-between gap-4">
                  {faq.question}
                  <span
                    aria-hidden="true"
                    className="text-gold-700 transition-transform group-open:rotate-45 dark:text-gold-300"
                  >
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-3 leading-relaxed text-muted-foreground">{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="foundation-cta-title"
        className="mx-auto w-full max-w-6xl px-4 pb-6"
      >
        <div className="flex flex-col items-center gap-5 rounded-3xl bg-royal-900 px-6 py-12 text-center text-white">
          <h2 id="foundation-cta-title" className="font-serif text-3xl font-semibold">
            Ministry tools you can trust
          </h2>
          <p className="max-w-2xl text-royal-100">
            Try the tools and see how every scripture is checked, or subscribe for full access to
            all seven.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="gold" size="lg">
              <Link href="/tools">Try Tools Now</Link>
            </Button>
            <Button asChild size="lg" variant="outline-on-dark">
              <Link href="/subscribe">Get Full Access</Link>
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
