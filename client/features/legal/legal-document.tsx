import type { ReactNode } from "react";
import { Link } from "wouter";
import { policyLastUpdated } from "@shared/legal/policy-facts";
import { formatDay } from "@shared/dates/format";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

const updatedLabel = formatDay(policyLastUpdated, "date");

/** A legal page: heading, date, contents list (for long documents) and numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
  numbered = false,
  related,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  numbered?: boolean;
  related?: { href: string; label: string }[];
}) {
  const showContents = sections.length > 4;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <header className="border-b border-border pb-6">
        <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
          {title}
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          Last updated <time dateTime={policyLastUpdated}>{updatedLabel}</time>
        </p>
        <div className="mt-4 flex flex-col gap-3 text-base leading-relaxed">{intro}</div>
      </header>
      {showContents ? (
        <nav aria-label="Contents" className="mt-6 rounded-2xl border border-border bg-muted p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
            Contents
          </h2>
          <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-royal-700 underline-offset-4 hover:underline dark:text-royal-300"
                >
                  {numbered ? `${index + 1}. ` : ""}
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-24"
        >
          <h2
            id={`${section.id}-title`}
            className="font-serif text-2xl font-semibold text-royal-900 dark:text-royal-100"
          >
            {numbered ? `${index + 1}. ` : ""}
            {section.title}
          </h2>
          <div className="legal-prose mt-3 flex flex-col gap-3 text-base leading-relaxed [&_a]:font-medium [&_a]:text-royal-700 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-royal-300 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ul]:list-disc [&_ul]:space-y-1.5">
            {section.body}
          </div>
        </section>
      ))}
      {related && related.length > 0 ? (
        <nav aria-label="Related policies" className="mt-12 border-t border-border pt-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {related.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="font-medium text-royal-700 underline underline-offset-4 dark:text-royal-300"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
