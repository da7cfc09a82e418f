import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { fieldClasses } from "./field-classes";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClasses, "min-h-10", className)} {...props} />;
}

// The writing tools' forms import Textarea from here.
export { Textarea } from "./textarea";
