import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "../../lib/cn";

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (a stored value no longer offered). */
  disabled?: boolean;
}

/**
 * A native select (best on phones and with assistive technology), styled like the inputs
 * with its own chevron. `placeholder` adds a first, unselectable "choose…" option.
 */
export function Select({
  options,
  placeholder,
  className,
  ...props
}: ComponentProps<"select"> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <div className="relative">
      <select
        className={cn(
          "min-h-10 w-full appearance-none rounded-lg border border-border bg-card py-2 pl-3 pr-9 text-base text-foreground disabled:opacity-60 aria-[invalid=true]:border-destructive",
          className,
        )}
        {...props}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
