import type { LibraryItem } from "@shared/library/api";
import type { ItemDocument } from "@shared/library/document";
import { itemDocument } from "@shared/library/document";
import { balanceQuotes } from "@shared/scripture/balance-quotes";
import { scriptureAttribution, translationSchema } from "@shared/scripture/translations";
import { referencesWithText } from "../../scripture/bounded-check";
import { checkScripture } from "../../scripture/check-scripture";

/**
 * The item's document with the verse text of the passage it is built on (a sermon's
 * "Romans 5:1-5") first, read from the embedded Bible in the translation it was checked in.
 */
export function printableDocument(item: LibraryItem): ItemDocument {
  const stored = (item.data as { scriptureCheck?: { translation?: unknown } } | null)
    ?.scriptureCheck;
  const translation = translationSchema.catch("web").parse(stored?.translation);
  // The check is stored as its translation only and an export does not check it again: the
  // verse text of each reference the item names is read from the Bible (cheap, bounded).
  const doc = itemDocument(
    stored && !("references" in stored)
      ? {
          ...item,
          data: {
            ...(item.data as object),
            scriptureCheck: {
              ...stored,
              references: referencesWithText(item.content, translation),
            },
          },
        }
      : item,
  );
  if (!item.scripture.trim()) return doc;
  const passage = checkScripture(item.scripture, { translation })
    .references.filter((reference) => reference.valid && reference.text)
    .map((reference) => ({ reference: reference.reference, text: balanceQuotes(reference.text) }));
  const known = new Set(passage.map((verse) => verse.reference));
  const scripture = [...passage, ...doc.scripture.filter((verse) => !known.has(verse.reference))];
  return {
    ...doc,
    scripture,
    ...(scripture.length > 0 ? { scriptureSource: scriptureAttribution(translation) } : {}),
  };
}
