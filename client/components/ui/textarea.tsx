import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { fieldClasses } from "./field-classes";

/** A multi-line text field, styled like the inputs. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClasses, "min-h-24", className)} {...props} />;
}
