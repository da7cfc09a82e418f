import { Loader2 } from "lucide-react";
import { cn } from "../../lib/cn";

/** A loading state; `className` replaces the default page-sized padding (py-16). */
export function Spinner({ label, className = "py-16" }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn("flex flex-col items-center gap-3 text-muted-foreground", className)}
    >
      <Loader2 className="size-8 animate-spin text-royal-700" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
