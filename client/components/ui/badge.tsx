import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

const badgeVariants = cva("inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold", {
  variants: {
    variant: {
      default: "bg-royal-100 text-royal-900",
      gold: "bg-gold-100 text-gold-700",
      success: "bg-emerald-100 text-emerald-900",
      muted: "bg-muted text-muted-foreground",
      destructive: "bg-red-100 text-red-900",
    },
    size: { default: "text-xs", lg: "text-sm" },
  },
  defaultVariants: { variant: "default", size: "default" },
});

/** `variant={null}` leaves the colours to `className` (classes are joined, not merged). */
export function Badge({
  className,
  variant,
  size,
  ...props
}: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />;
}
