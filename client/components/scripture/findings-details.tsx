import { BookCheck, CircleAlert, TriangleAlert } from "lucide-react";
import { balanceQuotes } from "@shared/scripture/balance-quotes";
import { findingTitle, type Finding } from "@shared/scripture/findings-summary";
import { translations, type Translation } from "@shared/scripture/translations";
import { wordDiff, type DiffWord } from "@shared/scripture/word-diff";
import { cn } from "../../lib/cn";

function Words({ words, mark }: { words: DiffWord[]; mark: "removed" | "added" }) {
  return (
    <>
      {words.map((word, index) => (
        <span key={index}>
          {index > 0 ? " " : null}
          {word.changed ? (
            mark === "added" ? (
              <ins className="rounded-sm bg-red-100 px-0.5 text-red-900 no-underline decoration-red-700 dark:bg-red-900 dark:text-red-50">
                {word.text}
              </ins>
            ) : (
              <mark className="rounded-sm bg-emerald-100 px-0.5 font-semibold text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50">
                {word.text}
              </mark>
            )
          ) : (
            word.text
          )}
        </span>
      ))}
    </>
  );
}

function Verse({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</p>
      <blockquote className="max-h-48 overflow-y-auto border-l-2 border-gold-500 pl-3 font-serif text-[0.95rem] leading-relaxed">
        {children}
      </blockquote>
    </div>
  );
}

/** A misquote: what was written and the real text, with the differing words marked. */
function Misquote({ finding }: { finding: Finding }) {
  const quoted = finding.reference?.quoted;
  const quote = quoted?.quote ?? finding.quotation?.quote ?? finding.marked;
  const real = quoted?.comparedText ?? finding.reference?.text ?? finding.quotation?.text ?? "";
  const translation = quoted?.translation ?? finding.quotation?.translation ?? "web";
  const where = finding.reference?.reference ?? finding.quotation?.foundAt ?? "";
  // Only the places the check found changed are marked: not a spelling or archaic form.
  const diff = wordDiff(
    quote,
    balanceQuotes(real),
    quoted?.differences ?? finding.quotation?.differences,
  );
  return (
    <>
      {quoted?.note ? <p>{quoted.note}</p> : null}
      <Verse label="Written">
        <Words words={diff.quoted} mark="added" />
      </Verse>
      {real ? (
        <Verse label={`${where} (${translations[translation].abbreviation})`}>
          <Words words={diff.original} mark="removed" />
        </Verse>
      ) : null}
      <p className="text-xs text-muted-foreground">
        <span className="rounded-sm bg-red-100 px-0.5 text-red-900">Red</span>: words the verse does
        not have. <span className="rounded-sm bg-emerald-100 px-0.5 text-emerald-950">Green</span>:
        the verse's own words there.
      </p>
    </>
  );
}

/**
 * A quotation named as one translation but in another's words (or a paraphrase): what the
 * check says of it, and the words of the translation it names.
 */
function Mislabelled({ finding }: { finding: Finding }) {
  const reference = finding.reference;
  const quoted = reference?.quoted;
  if (!reference || !quoted) return null;
  const named = quoted.translation ? translations[quoted.translation].abbreviation : undefined;
  return (
    <>
      {quoted.note ? <p>{quoted.note}</p> : null}
      <p className="text-muted-foreground">
        It does not change what the verse says, but it is not verified in the translation it names:
        name the translation whose words it is, or quote the {named ?? "named"} text.
      </p>
      {quoted.comparedText ? (
        <Verse label={`${reference.reference}${named ? ` (${named})` : ""}`}>
          {balanceQuotes(quoted.comparedText)}
        </Verse>
      ) : null}
    </>
  );
}

/** A model's misquotation put right: the exact words now in the text, its own on request. */
function Corrected({ finding }: { finding: Finding }) {
  const correction = finding.correction;
  if (!correction) return null;
  const { abbreviation, name } = translations[correction.translation];
  return (
    <>
      <p>
        The draft misquoted {correction.reference}. Its words were replaced by the exact words of
        the {name}.
      </p>
      <Verse label={`${correction.correctedReference} (${abbreviation})`}>
        {correction.corrected}
      </Verse>
      <details className="text-sm">
        <summary className="cursor-pointer text-royal-700 underline-offset-2 hover:underline dark:text-royal-300">
          Show the model’s wording
        </summary>
        <blockquote className="mt-1.5 border-l-2 border-border pl-3 font-serif leading-relaxed text-muted-foreground">
          <span className="sr-only">The model wrote: </span>
          {correction.original}
        </blockquote>
      </details>
    </>
  );
}

const severityText = {
  error: "text-red-800 dark:text-red-300",
  warning: "text-amber-800 dark:text-amber-300",
  info: "text-emerald-800 dark:text-emerald-300",
} as const;

const icons = { info: BookCheck, error: CircleAlert, warning: TriangleAlert } as const;

/** A finding's icon: put right, a problem, or worth a second look. */
export function SeverityIcon({
  severity,
  className,
}: {
  severity: Finding["severity"];
  className?: string;
}) {
  const Icon = icons[severity];
  return <Icon className={className} aria-hidden="true" />;
}

/** What a finding's card says: the problem, the reason, and the real verse text. */
export function FindingDetails({
  finding,
  translation,
}: {
  finding: Finding;
  translation: Translation;
}) {
  const { abbreviation } = translations[translation];
  const quoted = finding.reference?.quoted;
  return (
    <div className="flex flex-col gap-3 text-sm" data-finding-kind={finding.kind}>
      <p className={cn("flex items-center gap-2 font-semibold", severityText[finding.severity])}>
        <SeverityIcon severity={finding.severity} className="size-4 shrink-0" />
        {findingTitle(finding, abbreviation)}
      </p>

      {finding.kind === "invalid-reference" || finding.kind === "uncertain-reference" ? (
        <p>
          <span className="font-medium">{finding.reference?.cited}: </span>
          {finding.reference?.reason ??
            (finding.kind === "uncertain-reference"
              ? "We could not tell which book this names, so it was not checked."
              : "This reference does not exist in the Bible.")}
          {quoted?.foundAt ? (
            <>
              {" "}
              The quoted words are in <strong>{quoted.foundAt}</strong>: cite {quoted.foundAt}{" "}
              instead.
            </>
          ) : null}
        </p>
      ) : null}

      {finding.kind === "corrected" ? <Corrected finding={finding} /> : null}

      {finding.kind === "misquote" ? <Misquote finding={finding} /> : null}

      {finding.kind === "mislabelled" && quoted ? <Mislabelled finding={finding} /> : null}

      {finding.kind === "wrong-reference" && quoted ? (
        <>
          <p>
            These words are in <strong>{quoted.foundAt ?? "another passage"}</strong>, not{" "}
            {finding.reference?.reference}.
          </p>
          {quoted.comparedText ? (
            <Verse
              label={`${quoted.foundAt ?? ""} (${translations[quoted.translation ?? translation].abbreviation})`}
            >
              {balanceQuotes(quoted.comparedText)}
            </Verse>
          ) : null}
          {finding.reference?.text ? (
            <Verse label={`${finding.reference.reference} (${abbreviation})`}>
              {balanceQuotes(finding.reference.text)}
            </Verse>
          ) : null}
        </>
      ) : null}

      {finding.saying ? (
        <div className="flex flex-col gap-1">
          {finding.kind !== "not-in-bible" ? (
            <p className="font-semibold">“{finding.saying.text}” is a saying, not a verse</p>
          ) : (
            <p>
              <q className="font-serif italic">{finding.saying.text}</q> is a well-known saying that
              is not in the Bible.
            </p>
          )}
          <p className="text-muted-foreground">{finding.saying.note}</p>
        </div>
      ) : null}
    </div>
  );
}
