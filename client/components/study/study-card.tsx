import { Link } from "wouter";
import { ArrowRight, BookOpen } from "lucide-react";
import { Button } from "../ui/button";

/** The tools hub's card for the study desk. */
export function StudyDeskCard({ hasAccess }: { hasAccess: boolean }) {
  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-royal-50 text-royal-800 dark:bg-royal-900 dark:text-gold-200">
          <BookOpen aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-royal-900 dark:text-royal-100">
            Study a Passage
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
            Prepare before you write: translations side by side, Strong's word studies,
            cross-references, Matthew Henry, Spurgeon and Scofield, Nave's topics and your notes.
          </p>
        </div>
      </div>
      <Button asChild variant={hasAccess ? "default" : "outline"} className="shrink-0">
        <Link
          href={hasAccess ? "/study" : "/subscribe"}
          aria-label={hasAccess ? undefined : "Subscribe to Access: Study a Passage"}
        >
          {hasAccess ? "Open the study desk" : "Subscribe to Access"}{" "}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
