import { Link } from "wouter";
import { ArrowRight, ShieldCheck } from "lucide-react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";

/** The tools hub's card for the manuscript checker, open to every signed-in user. */
export function ScriptureCheckerCard() {
  return (
    <section
      aria-labelledby="checker-card-title"
      className="flex flex-col gap-4 rounded-2xl border border-royal-200 bg-royal-50 p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between dark:border-royal-700 dark:bg-royal-950"
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-royal-800 text-white"
        >
          <ShieldCheck className="size-6" />
        </span>
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h2
              id="checker-card-title"
              className="text-lg font-semibold text-royal-900 dark:text-royal-100"
            >
              Scripture Checker
            </h2>
            <Badge variant="success">Free with your account</Badge>
          </div>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
            Paste or upload a sermon you wrote (.docx or .txt): every reference and quotation is
            checked, with problems marked in your text and a PDF or Word report.
          </p>
        </div>
      </div>
      <Button asChild className="shrink-0">
        <Link href="/scripture-check" aria-label="Open the Scripture Checker">
          Check a Manuscript <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
