/** The look every text control shares (inputs, text areas). */
export const fieldClasses =
  "w-full rounded-lg border border-border bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground read-only:bg-muted disabled:opacity-60 aria-[invalid=true]:border-destructive";
