import type { Option } from "@shared/generation/options";

export function labelOf<Value extends string>(
  options: { list: Option<Value>[] },
  value: Value,
): string {
  return options.list.find((option) => option.value === value)?.label ?? value;
}
