import { resultToText } from "@shared/generation/format";
import type { ToolResult, WritingToolKey } from "@shared/generation/writing-tools";

/**
 * The pieces of a result in the order resultToText writes them, as the page shows them
 * (trimmed). Keys are field names, list items are "field.0", "field.1"…
 */
function pieces<K extends WritingToolKey>(tool: K, result: ToolResult<K>): [string, string][] {
  const list = (name: string, items: readonly string[]): [string, string][] =>
    items.map((item, index) => [`${name}.${index}`, item.trim()]);
  const r = result as Record<string, unknown>;
  const text = (name: string): [string, string] => [name, String(r[name] ?? "").trim()];
  switch (tool) {
    case "sermon":
      return [
        text("title"),
        text("approach"),
        ...list("mainPoints", (r.mainPoints as string[]) ?? []),
        text("callToAction"),
      ];
    case "prayer":
      return [text("title"), text("scriptureBase"), text("content")];
    case "devotional":
      return [
        text("title"),
        text("scripture"),
        text("content"),
        text("reflection"),
        text("prayer"),
        text("application"),
      ];
    case "email":
      return [text("subject"), text("content"), text("callToAction"), text("scripture")];
    case "social":
      return [text("content")];
    case "meditation":
      return [
        text("title"),
        text("scripture"),
        text("context"),
        text("revelation"),
        text("application"),
        text("prayer"),
        ...list("additionalScriptures", (r.additionalScriptures as string[]) ?? []),
      ];
    default:
      return [];
  }
}

/**
 * Where each part of a result starts in the text its scripture check was run on
 * (resultToText), so references found there can be shown in the right place.
 */
export function resultOffsets<K extends WritingToolKey>(
  tool: K,
  result: ToolResult<K>,
): Record<string, number | undefined> {
  const full = resultToText(tool, result);
  const offsets: Record<string, number | undefined> = {};
  let cursor = 0;
  for (const [key, piece] of pieces(tool, result)) {
    if (!piece) continue;
    const at = full.indexOf(piece, cursor);
    if (at === -1) continue;
    offsets[key] = at;
    cursor = at + piece.length;
  }
  return offsets;
}
