import {
  BookOpen,
  HandHeart,
  Image,
  Mail,
  ScrollText,
  Share2,
  Sparkles,
  Sunrise,
  type LucideIcon,
} from "lucide-react";
import type { ToolKey } from "@shared/tools";
import { cn } from "../lib/cn";

/**
 * One icon per tool, used wherever the tools are listed. A new tool may add its own here; until
 * it does, it is shown with `defaultToolIcon` (a React component, so it cannot live in the
 * declaration the server also reads).
 */
export const toolIcons: { readonly [K in ToolKey]?: LucideIcon } = {
  sermon: BookOpen,
  prayer: HandHeart,
  devotional: Sunrise,
  email: Mail,
  social: Share2,
  meditation: ScrollText,
  image: Image,
};

export const defaultToolIcon: LucideIcon = Sparkles;

/** The tool's icon in a gold-accented tile; decorative, so hidden from assistive technology. */
export function ToolIcon({ tool, className }: { tool: ToolKey; className?: string }) {
  const Icon = toolIcons[tool] ?? defaultToolIcon;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-12 shrink-0 items-center justify-center rounded-xl bg-royal-50 text-royal-800 ring-1 ring-gold-300/60 dark:bg-royal-900 dark:text-gold-200",
        className,
      )}
    >
      <Icon className="size-6" />
    </span>
  );
}
