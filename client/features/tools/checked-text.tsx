import { useMemo, type ElementType } from "react";
import type { Option } from "@shared/generation/options";
import type { WritingToolKey } from "@shared/tools";
import { optionLabel } from "@shared/tools/define";
import { resultOffsets } from "@shared/tools/result-text";
import { FindingsText } from "../../components/scripture/findings-text";
import { Badge } from "../../components/ui/badge";
import type { GeneratedItem } from "./use-generation";

/**
 * Renders parts of a result with their checked scripture in place:
 * `checked("callToAction", item.callToAction)`. Every problem checking found (an invalid
 * reference, a misquote, a saying that is not in the Bible) is marked where it occurs, and
 * every other reference shows its verse; a quotation the model's draft had corrected is marked
 * calmly, with the model's wording on request. The key names the part as resultOffsets does, so
 * each finding keeps the place checking found it.
 */
export function useCheckedText<K extends WritingToolKey>(tool: K, item: GeneratedItem<K>) {
  const offsets = useMemo(() => resultOffsets(tool, item), [tool, item]);
  return function checked(
    key: string,
    text: string,
    options: { as?: ElementType; className?: string } = {},
  ) {
    return (
      <FindingsText
        text={text.trim()}
        check={item.scriptureCheck}
        offset={offsets[key]}
        corrections={item.corrections}
        {...options}
      />
    );
  };
}

export type Checked = ReturnType<typeof useCheckedText>;

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
  const label = optionLabel(options, value);
  return label ? <Badge variant={variant}>{label}</Badge> : null;
}

/** Typography for long-form drafts: a readable serif with generous leading. */
export const proseClass = "font-serif text-[1.0625rem] leading-8 text-foreground";
