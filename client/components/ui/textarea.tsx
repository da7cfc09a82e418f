import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { fieldClasses } from "./field-classes";

const heights = { default: "min-h-24", tall: "min-h-40" } as const;

/** A multi-line text field, styled like the inputs. */
export function Textarea({
  className,
  height = "default",
  ...props
}: ComponentProps<"textarea"> & { height?: keyof typeof heights }) {
  return <textarea className={cn(fieldClasses, heights[height], className)} {...props} />;
}
