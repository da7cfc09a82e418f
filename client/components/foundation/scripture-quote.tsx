import { asQuotation } from "@shared/scripture/balance-quotes";
import { cn } from "../../lib/cn";
import { passage, translationLabel } from "./foundation-data";

/** A passage quoted in the knowledge base's words, with its reference and translation. */
export function ScriptureQuote({
  reference,
  size = "md",
  className,
}: {
  reference: string;
  size?: "sm" | "md" | "lg";
  className?: string;
}) {
  const quoted = passage(reference);
  return (
    <figure className={cn("flex flex-col gap-2", className)}>
      {quoted?.text ? (
        <blockquote
          className={cn(
            "font-serif leading-relaxed",
            size === "lg" && "text-xl sm:text-2xl",
            size === "md" && "text-lg",
            size === "sm" && "text-base",
          )}
        >
          {asQuotation(quoted.text)}
        </blockquote>
      ) : null}
      <figcaption className="text-sm font-semibold text-gold-700 dark:text-gold-300">
        {quoted?.reference ?? reference} ({translationLabel})
      </figcaption>
    </figure>
  );
}
