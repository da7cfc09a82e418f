import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 text-center rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-royal-800 text-white hover:bg-royal-900",
        gold: "bg-gold-300 text-royal-950 hover:bg-gold-200",
        outline: "border border-border bg-card text-foreground hover:bg-muted",
        // An outline on a dark (royal) band.
        "outline-on-dark": "border border-white/40 bg-transparent text-white hover:bg-white/10",
        // An outline on a light tinted panel, where the card colour would not stand out.
        "outline-on-tint": "border border-royal-800/30 bg-white text-royal-950 hover:bg-royal-50",
        ghost: "text-foreground hover:bg-muted",
        "ghost-destructive": "text-destructive hover:bg-muted",
        destructive: "bg-destructive text-white hover:bg-red-800",
        link: "text-royal-700 underline-offset-4 hover:underline dark:text-royal-300",
      },
      size: {
        default: "min-h-10 px-4 py-2 text-sm",
        sm: "min-h-9 px-3 text-sm",
        lg: "min-h-12 px-6 text-base",
        icon: "size-10",
        // Text-sized, for a link-style button inside a line of a form.
        inline: "text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
