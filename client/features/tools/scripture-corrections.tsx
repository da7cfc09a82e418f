import { BookCheck, CircleAlert } from "lucide-react";
import type { ScriptureCorrection } from "@shared/generation/scripture-corrections";
import { translations } from "@shared/scripture/translations";

type Corrected = Extract<ScriptureCorrection, { kind: "corrected" }>;
type Flagged = Exclude<ScriptureCorrection, { kind: "corrected" }>;

function CorrectedQuotation({ correction }: { correction: Corrected }) {
  const { abbreviation, name } = translations[correction.translation];
  return (
    <li className="flex flex-col gap-1.5" data-testid="scripture-correction">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
          Corrected
        </span>
        <span className="font-medium">
          {correction.correctedReference} ({abbreviation})
        </span>
      </p>
      <p className="text-sm text-muted-foreground">
        The draft misquoted {correction.reference}. It now gives the exact words of the {name}:
      </p>
      <blockquote className="border-l-2 border-emerald-600 pl-3 font-serif text-sm leading-relaxed">
        {correction.corrected}
      </blockquote>
      <details className="text-sm">
        <summary className="cursor-pointer text-royal-700 underline-offset-2 hover:underline dark:text-royal-300">
          Show the model’s wording
        </summary>
        <blockquote className="mt-1.5 border-l-2 border-border pl-3 font-serif leading-relaxed text-muted-foreground">
          <span className="sr-only">The model wrote: </span>
          {correction.original}
        </blockquote>
      </details>
    </li>
  );
}

function FlaggedReference({ correction }: { correction: Flagged }) {
  const quoted = correction.quote ? `“${correction.quote}”` : undefined;
  return (
    <li className="flex flex-col gap-1.5" data-testid="scripture-correction">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-amber-900 dark:bg-amber-900 dark:text-amber-100">
          {correction.kind === "invalid-reference" ? "Not in the Bible" : "Wrong reference"}
        </span>
        <span className="font-medium">{correction.reference}</span>
      </p>
      <p className="text-sm text-muted-foreground">
        {correction.kind === "invalid-reference"
          ? correction.reason
          : `The quoted words are not in ${correction.reference}.`}
      </p>
      {correction.foundAt ? (
        <p className="text-sm">
          {quoted ? (
            <>
              <span className="font-serif">{quoted}</span> is from{" "}
            </>
          ) : (
            "The words are from "
          )}
          <strong>{correction.foundAt}</strong>: cite {correction.foundAt} instead.
        </p>
      ) : null}
    </li>
  );
}

/**
 * What was put right in a model's scripture before the pastor saw it: each corrected quotation
 * (the model's wording on request), and each reference that needs the pastor, with the correct
 * place where the quoted words were found.
 */
export function ScriptureCorrections({
  corrections,
}: {
  corrections: readonly ScriptureCorrection[] | undefined;
}) {
  if (!corrections || corrections.length === 0) return null;
  const corrected = corrections.filter((one): one is Corrected => one.kind === "corrected");
  const flagged = corrections.filter((one): one is Flagged => one.kind !== "corrected");
  return (
    <section
      aria-label="Scripture corrections"
      className="flex flex-col gap-4 rounded-xl border border-border bg-muted/40 p-4"
    >
      {corrected.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h4 className="flex items-center gap-1.5 text-sm font-semibold text-emerald-900 dark:text-emerald-200">
            <BookCheck className="size-4 shrink-0" aria-hidden="true" />
            {corrected.length === 1
              ? "1 quotation corrected to the exact text"
              : `${corrected.length} quotations corrected to the exact text`}
          </h4>
          <ul className="flex flex-col gap-4">
            {corrected.map((correction, index) => (
              <CorrectedQuotation key={index} correction={correction} />
            ))}
          </ul>
        </div>
      ) : null}
      {flagged.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h4 className="flex items-center gap-1.5 text-sm font-semibold text-amber-900 dark:text-amber-200">
            <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
            {flagged.length === 1
              ? "1 reference to put right before you use this"
              : `${flagged.length} references to put right before you use this`}
          </h4>
          <ul className="flex flex-col gap-4">
            {flagged.map((correction, index) => (
              <FlaggedReference key={index} correction={correction} />
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
