import type { Option } from "@shared/generation/options";
import { optionLabel } from "@shared/tools/define";

/** An option's label for a prompt, or its value when it has none. */
export function labelOf<Value extends string>(
  options: { list: Option<Value>[] },
  value: Value,
): string {
  return optionLabel(options.list, value) ?? value;
}
