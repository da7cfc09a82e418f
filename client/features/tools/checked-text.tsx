import { useMemo, type ElementType } from "react";
import type { Option } from "@shared/generation/options";
import type { WritingToolKey } from "@shared/generation/writing-tools";
import { ScriptureCheckedText } from "../../components/scripture/scripture-checked-text";
import { Badge } from "../../components/ui/badge";
import { resultOffsets } from "./result-offsets";
import type { GeneratedItem } from "./use-generation";

/**
 * Renders parts of a result with their checked scripture references in place:
 * `checked("callToAction", item.callToAction)`. The key names the part as
 * result-offsets.ts does, so each reference keeps what checking found at that spot.
 */
export function useCheckedText<K extends WritingToolKey>(tool: K, item: GeneratedItem<K>) {
  const offsets = useMemo(() => resultOffsets(tool, item), [tool, item]);
  return function checked(
    key: string,
    text: string,
    options: { as?: ElementType; className?: string } = {},
  ) {
    return (
      <ScriptureCheckedText
        text={text.trim()}
        check={item.scriptureCheck}
        offset={offsets[key]}
        {...options}
      />
    );
  };
}

/** The label of an option value, for the small badges on a result card. */
export function labelOf(list: readonly Option[], value: unknown): string | undefined {
  return list.find((option) => option.value === value)?.label;
}

/** An option's label as a badge on a result card; nothing when the value has none. */
export function OptionBadge({
  options,
  value,
  variant = "muted",
}: {
  options: readonly Option[];
  value: unknown;
  variant?: "default" | "muted";
}) {
  const label = labelOf(options, value);
  return label ? <Badge variant={variant}>{label}</Badge> : null;
}

/** Typography for long-form drafts: a readable serif with generous leading. */
export const proseClass = "font-serif text-[1.0625rem] leading-8 text-foreground";
