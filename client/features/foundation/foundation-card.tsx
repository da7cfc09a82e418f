import { Link } from "wouter";
import { ArrowRight, Check } from "lucide-react";
import type { ToolFoundationView } from "../../components/foundation/foundation-data";
import { foundationAnchor } from "../../components/foundation/foundation-data";
import { ScriptureQuote } from "../../components/foundation/scripture-quote";
import { ToolIcon } from "../../components/tool-icon";

/** The full foundation card of one tool. */
export function FoundationCard({ view }: { view: ToolFoundationView }) {
  const { foundation } = view;
  const id = foundationAnchor(foundation.tool);
  return (
    <article
      id={id}
      aria-labelledby={`${id}-title`}
      className="below-fold scroll-mt-24 overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-muted px-5 py-4 sm:px-6">
        <div className="flex items-center gap-3">
          <ToolIcon tool={foundation.tool} />
          <h3
            id={`${id}-title`}
            className="font-serif text-xl font-semibold text-royal-900 sm:text-2xl dark:text-royal-100"
          >
            {view.name}
          </h3>
        </div>
        <Link
          href={view.path}
          className="inline-flex items-center gap-1 text-sm font-semibold text-royal-700 hover:underline dark:text-royal-300"
        >
          Open {view.name}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </header>
      <div className="grid gap-8 p-5 sm:p-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <section aria-label="Primary scripture">
            <h4 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
              Primary scripture
            </h4>
            <ScriptureQuote reference={foundation.primaryScripture} className="mt-2" />
          </section>
          <section aria-label="Theological basis">
            <h4 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
              Theological basis
            </h4>
            <p className="mt-2 leading-relaxed">{foundation.theologicalBasis}</p>
          </section>
          <section aria-label="Kingdom principles">
            <h4 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
              Kingdom principles
            </h4>
            <ul className="mt-2 flex flex-col gap-2">
              {foundation.kingdomPrinciples.map((principle) => (
                <li key={principle} className="flex items-start gap-2">
                  <Check
                    className="mt-1 size-4 shrink-0 text-gold-700 dark:text-gold-300"
                    aria-hidden="true"
                  />
                  <span>{principle}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <div className="flex flex-col gap-6">
          <section aria-label="Supporting scriptures">
            <h4 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
              Supporting scriptures
            </h4>
            <ul className="mt-2 flex flex-col gap-4">
              {foundation.supportingScriptures.map((scripture) => (
                <li
                  key={scripture.reference}
                  className="rounded-xl border-l-4 border-gold-300 bg-muted p-4"
                >
                  <ScriptureQuote reference={scripture.reference} size="sm" />
                  <p className="mt-2 text-sm text-muted-foreground">{scripture.context}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-label="Prophetic context">
            <h4 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
              Prophetic context
            </h4>
            <p className="mt-2 leading-relaxed">{foundation.propheticContext}</p>
          </section>
        </div>
      </div>
    </article>
  );
}
