import { Check } from "lucide-react";
import { cn } from "../lib/cn";

const layouts = {
  /** Down a plan card. */
  card: { list: "mt-6 flex flex-1 flex-col gap-3 text-sm", icon: "size-4" },
  "card-compact": { list: "mt-4 flex flex-1 flex-col gap-2 text-sm", icon: "size-4" },
  /** Two columns on a wider screen, as a page's list of benefits. */
  grid: { list: "grid gap-3 text-left sm:grid-cols-2", icon: "size-5" },
} as const;

/** A list whose items each carry a gold check mark: what a plan includes. */
export function CheckList({
  items,
  layout,
}: {
  items: readonly string[];
  layout: keyof typeof layouts;
}) {
  const { list, icon } = layouts[layout];
  return (
    <ul className={list}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check
            className={cn("mt-0.5 shrink-0 text-gold-700 dark:text-gold-300", icon)}
            aria-hidden="true"
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
