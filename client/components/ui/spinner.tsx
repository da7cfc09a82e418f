import { Loader2 } from "lucide-react";
import { cn } from "../../lib/cn";

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn("flex flex-col items-center gap-3 py-16 text-muted-foreground", className)}
    >
      <Loader2 className="size-8 animate-spin text-royal-700" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
