import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

export type CheckboxItem = {
  label: ReactNode;
  description?: ReactNode;
} & Omit<ComponentProps<"input">, "type">;

/**
 * A list of on/off choices, each a real checkbox with its label and help. As "switch", each
 * is shown (and announced) as a switch in a bordered card; as "checkbox", as a plain box.
 */
export function CheckboxList({
  items,
  appearance = "checkbox",
  className,
}: {
  items: readonly CheckboxItem[];
  appearance?: "checkbox" | "switch";
  className?: string;
}) {
  return (
    <div className={cn("grid gap-3", className)}>
      {items.map(({ label, description, ...input }, index) =>
        appearance === "switch" ? (
          <label
            key={input.name ?? index}
            className="flex cursor-pointer items-start justify-between gap-4 rounded-xl border border-border p-4"
          >
            <span className="flex flex-col gap-0.5">
              <span className="font-medium">{label}</span>
              {description ? (
                <span className="text-sm text-muted-foreground">{description}</span>
              ) : null}
            </span>
            <input type="checkbox" role="switch" className="peer sr-only" {...input} />
            <span
              aria-hidden="true"
              className="relative mt-1 h-6 w-11 shrink-0 rounded-full bg-muted-foreground/35 ring-offset-2 transition-colors peer-checked:bg-royal-700 peer-focus-visible:ring-2 peer-focus-visible:ring-royal-500 after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
            />
          </label>
        ) : (
          <label
            key={input.name ?? index}
            className="flex cursor-pointer items-start gap-3 text-sm"
          >
            <input type="checkbox" className="mt-1 size-4 accent-royal-800" {...input} />
            <span>
              <span className="font-medium">{label}</span>
              {description ? (
                <span className="block text-muted-foreground">{description}</span>
              ) : null}
            </span>
          </label>
        ),
      )}
    </div>
  );
}
