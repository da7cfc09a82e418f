import { Link } from "wouter";
import { footerVerse } from "@shared/foundation/landing-verse";
import { Button } from "../ui/button";

export function Footer() {
  const linkClass = "text-sm text-royal-100 underline-offset-4 hover:text-white hover:underline";
  return (
    <footer className="mt-16 bg-royal-950 text-royal-100">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12">
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
          <figure className="max-w-xl">
            <blockquote className="font-serif text-lg italic leading-relaxed text-white">
              “{footerVerse.text}”
            </blockquote>
            <figcaption className="mt-2 text-sm text-gold-300">
              {footerVerse.reference} (WEB)
            </figcaption>
          </figure>
          <Button asChild variant="gold" size="lg">
            <Link href="/subscribe">Start your subscription</Link>
          </Button>
        </div>
        <nav aria-label="Legal and help" className="flex flex-wrap gap-x-6 gap-y-2">
          <Link href="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>
          <Link href="/privacy-policy-us" className={linkClass}>
            US Privacy Rights
          </Link>
          <Link href="/data-request" className={linkClass}>
            Data Rights
          </Link>
          <Link href="/terms" className={linkClass}>
            Terms of Service
          </Link>
          <Link href="/support" className={linkClass}>
            Support
          </Link>
        </nav>
        <div className="flex flex-col gap-2 border-t border-royal-800 pt-6 text-sm text-royal-200">
          <p>Kingdom Tools exists to multiply Kingdom impact through technology.</p>
          <p>
            We respect your privacy under the GDPR: we collect only what the product needs, and you
            can see, export or delete your data at any time.
          </p>
        </div>
      </div>
    </footer>
  );
}
