import { Link } from "wouter";
import { ArrowRight, BadgeCheck } from "lucide-react";
import { Button } from "../../components/ui/button";
import { landingVerse as sample } from "@shared/foundation/landing-verse";

/** A real verse from the knowledge base, shown as the product shows a checked reference. */
function CheckedReferenceSample() {
  return (
    <figure className="rounded-2xl border border-white/15 bg-white/[0.06] p-6 shadow-2xl backdrop-blur-sm">
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-white">{sample.reference}</span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-gold-300 px-2.5 py-0.5 text-xs font-semibold text-royal-950">
          <BadgeCheck className="size-3.5" aria-hidden="true" />
          Checked · WEB
        </span>
      </figcaption>
      <blockquote className="mt-4 font-serif text-lg leading-relaxed text-royal-50">
        “{sample.text}”
      </blockquote>
      <p className="mt-4 border-t border-white/15 pt-4 text-sm text-royal-200">
        How every reference appears in your drafts: the verse text beside it, looked up in the World
        English Bible or the King James Version.
      </p>
    </figure>
  );
}

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-br from-royal-950 via-royal-900 to-royal-800 text-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-32 -top-32 size-96 rounded-full bg-gold-300/10 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-16 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-28">
        <div className="flex min-w-0 flex-col gap-6">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-gold-300">
            For pastors and ministry leaders
          </p>
          <h1
            id="hero-title"
            className="font-serif text-4xl font-semibold leading-tight sm:text-5xl lg:text-[3.5rem]"
          >
            Multiply your ministry’s impact with AI tools built on biblical authority
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-royal-100">
            Draft sermons, prayers, devotionals, church emails, social posts, scripture meditations
            and images in seconds. Every scripture reference in every draft is checked against the
            World English Bible or King James text, so you can trust the words you share.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="gold" size="lg">
              <Link href="/tools">
                Explore the Tools <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline-on-dark">
              <Link href="/subscribe">Subscribe</Link>
            </Button>
          </div>
        </div>
        <CheckedReferenceSample />
      </div>
    </section>
  );
}
