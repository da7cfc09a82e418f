import { useEffect, useRef, useState, type ReactNode } from "react";
import { Popover } from "radix-ui";
import { BookOpen, ShieldCheck, TriangleAlert } from "lucide-react";
import { balanceQuotes } from "@shared/scripture/balance-quotes";
import type { CheckedReference } from "@shared/scripture/check-result";
import { referenceStatus, type ReferenceStatus } from "@shared/scripture/reference-status";
import { defaultTranslation, translations, type Translation } from "@shared/scripture/translations";
import { cn } from "../../lib/cn";

/** The short phrase assistive technology hears after the reference itself. */
function statusPhrase(status: ReferenceStatus, abbreviation: string): string {
  if (status === "invalid") return "warning: reference not found";
  if (status === "misquoted") return `warning: quotation differs from the ${abbreviation} text`;
  if (status === "mislabelled") return "warning: quotation is not in the translation named";
  if (status === "reworded")
    return `quoted in other words than the ${abbreviation}, compare with the verse`;
  return `verified in ${abbreviation}, show verse text`;
}

const openDelay = 250;
const closeDelay = 200;

type OpenedBy = "hover" | "focus" | "click";

/** What a reference's card says: status, warnings and the real text (also usable on its own). */
export function ScriptureReferenceDetails({
  reference,
  translation,
}: {
  reference: CheckedReference;
  translation: Translation;
}) {
  const status = referenceStatus(reference);
  const { abbreviation } = translations[translation];
  const quotedIn = reference.quoted?.matches ? reference.quoted.translation : undefined;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-royal-900 dark:text-royal-100">{reference.reference}</p>
        {status === "verified" ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            Verified in {abbreviation}
          </span>
        ) : null}
      </div>

      {status === "invalid" ? (
        <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Reference not found</p>
            <p>{reference.reason ?? "This reference does not exist in the Bible."}</p>
          </div>
        </div>
      ) : null}

      {status === "mislabelled" && reference.quoted ? (
        <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            Not the {reference.citedTranslation ?? "translation named"}’s wording
          </p>
          {reference.quoted.note ? <p>{reference.quoted.note}</p> : null}
        </div>
      ) : null}

      {status === "reworded" && reference.quoted ? (
        <div className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm">
          <p className="font-semibold">Not word for word in the {abbreviation}</p>
          <p>
            <span className="font-medium">Quoted: </span>
            <q className="font-serif italic">{reference.quoted.quote}</q>
          </p>
          <p className="text-muted-foreground">
            {reference.quoted.note ??
              "Another translation’s wording or a paraphrase. The check found no change of meaning, but cannot confirm these words: compare them with the verse."}
          </p>
        </div>
      ) : null}

      {status === "misquoted" && reference.quoted ? (
        <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            Quotation differs from the {abbreviation} text
          </p>
          <p>
            <span className="font-medium">Quoted: </span>
            <q className="font-serif italic">{reference.quoted.quote}</q>
          </p>
        </div>
      ) : null}

      {reference.text ? (
        <div className="flex flex-col gap-1">
          {status === "misquoted" || status === "reworded" ? (
            <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {abbreviation} text
            </p>
          ) : null}
          <blockquote className="max-h-56 overflow-y-auto border-l-2 border-gold-500 pl-3 font-serif text-[0.95rem] leading-relaxed">
            {balanceQuotes(reference.text)}
            {reference.truncated ? " …" : null}
          </blockquote>
          {reference.truncated ? (
            <p className="text-xs text-muted-foreground">
              Showing the first verses of the passage.
            </p>
          ) : null}
        </div>
      ) : null}

      {status !== "invalid" ? (
        <a
          href={`/study?passage=${encodeURIComponent(reference.reference)}`}
          className="text-sm font-medium text-royal-700 underline underline-offset-4 dark:text-royal-300"
        >
          Study this passage
        </a>
      ) : null}

      {quotedIn && quotedIn !== translation ? (
        <p className="text-xs text-muted-foreground">
          The quotation follows the {translations[quotedIn].abbreviation} wording.
        </p>
      ) : null}
      {reference.citedTranslation &&
      reference.citedTranslation.toUpperCase() !== abbreviation &&
      !quotedIn ? (
        <p className="text-xs text-muted-foreground">
          Cited as {reference.citedTranslation}; shown here in the {abbreviation}.
        </p>
      ) : null}
    </div>
  );
}

/**
 * A scripture reference that was checked: hover, focus or tap it to see the real verse
 * text and a "Verified in WEB" mark (or, for a quotation in other words, the words to compare). An invalid reference or a misquotation carries a
 * visible warning icon and says why, in words as well as colour.
 */
export function ScriptureReference({
  reference,
  translation = defaultTranslation,
  variant = "inline",
  children,
  className,
}: {
  reference: CheckedReference;
  translation?: Translation;
  variant?: "inline" | "chip";
  children?: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const openedBy = useRef<OpenedBy>("click");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const contentRef = useRef<HTMLDivElement>(null);
  /** When focus came back to the trigger as a clicked card closed (not a new visit). */
  const refocusedAt = useRef(0);
  // After Escape or an outside click, the card must not come back on its own: when it
  // vanishes from under the mouse, the browser reports the pointer entering the trigger.
  const hoverSuppressed = useRef(false);
  const status = referenceStatus(reference);
  const { abbreviation } = translations[translation];
  const warn = status !== "verified" && status !== "reworded";

  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (next: boolean, delay: number, by?: OpenedBy) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next && by) openedBy.current = by;
      setOpen(next);
    }, delay);
  };
  const cancel = () => clearTimeout(timer.current);

  const label = children ?? reference.cited;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        cancel();
        if (!next) hoverSuppressed.current = true;
        setOpen(next);
      }}
    >
      <Popover.Trigger asChild>
        <button
          type="button"
          data-reference-status={status}
          className={cn(
            variant === "chip"
              ? "inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium"
              : "inline rounded-sm text-left font-medium underline underline-offset-4",
            variant === "chip" &&
              (warn
                ? "border-amber-400 bg-amber-50 text-amber-950 hover:bg-amber-100"
                : "border-royal-200 bg-royal-50 text-royal-900 hover:bg-royal-100 dark:border-royal-700 dark:bg-royal-900 dark:text-royal-50"),
            variant === "inline" &&
              (warn
                ? "text-amber-800 decoration-amber-600 decoration-wavy dark:text-amber-300"
                : "text-royal-800 decoration-gold-500 decoration-dotted decoration-2 hover:decoration-solid dark:text-royal-200"),
            className,
          )}
          onPointerEnter={(event) => {
            if (event.pointerType !== "mouse" || hoverSuppressed.current) return;
            if (open) cancel();
            else schedule(true, openDelay, "hover");
          }}
          onPointerLeave={(event) => {
            if (event.pointerType !== "mouse") return;
            hoverSuppressed.current = false;
            if (open && openedBy.current !== "click") schedule(false, closeDelay);
            else cancel();
          }}
          onFocus={(event) => {
            if (Date.now() - refocusedAt.current < 300) return;
            if (!open && event.currentTarget.matches(":focus-visible")) {
              cancel();
              openedBy.current = "focus";
              setOpen(true);
            }
          }}
          onBlur={(event) => {
            const next = event.relatedTarget;
            if (next instanceof Node && contentRef.current?.contains(next)) return;
            if (open && openedBy.current !== "click") setOpen(false);
          }}
          onClick={(event) => {
            // Radix would toggle; a hover- or focus-opened card is pinned open instead.
            event.preventDefault();
            cancel();
            if (!open) {
              openedBy.current = "click";
              setOpen(true);
            } else if (openedBy.current !== "click") {
              openedBy.current = "click";
            } else {
              setOpen(false);
            }
          }}
        >
          {variant === "chip" ? (
            warn ? (
              <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
            ) : (
              <BookOpen className="size-3.5 shrink-0" aria-hidden="true" />
            )
          ) : warn ? (
            <TriangleAlert
              className="mr-0.5 inline size-[0.9em] -translate-y-px align-middle"
              aria-hidden="true"
            />
          ) : null}
          {label}
          <span className="sr-only"> ({statusPhrase(status, abbreviation)})</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={contentRef}
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={`${reference.reference}: ${statusPhrase(status, abbreviation).replace(", show verse text", "")}`}
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-border bg-card p-4 text-sm text-foreground shadow-xl outline-none"
          onOpenAutoFocus={(event) => {
            if (openedBy.current !== "click") event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            if (openedBy.current !== "click") event.preventDefault();
            else refocusedAt.current = Date.now();
          }}
          onPointerEnter={(event) => {
            if (event.pointerType === "mouse") cancel();
          }}
          onPointerLeave={(event) => {
            if (event.pointerType === "mouse" && openedBy.current !== "click")
              schedule(false, closeDelay);
          }}
        >
          <ScriptureReferenceDetails reference={reference} translation={translation} />
          <Popover.Arrow className="fill-card" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
