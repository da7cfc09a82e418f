/**
 * Verse text shown on its own (a PDF, a Word file, an email, a page) with its quotation
 * marks balanced. The WEB marks speech across verses, so a verse can start inside a
 * quotation (“For I know the thoughts … toward you,” says Yahweh, “thoughts of peace …)
 * or end inside one. An opening “ is added before a closing ” that has none, and the
 * marks still open at the end are closed (’ before ”).
 *
 * Within a quotation a second “ begins a new paragraph of the same speech (the quotation
 * is not closed between paragraphs), so it opens nothing new. A ’ closes an open ‘ only
 * where it is not an apostrophe inside a word (Yahweh’s).
 */
export function balanceQuotes(text: string): string {
  let doubleOpen = false;
  let openedBefore = false;
  let needsOpening = false;
  let singleDepth = 0;
  const characters = [...text];
  characters.forEach((character, index) => {
    if (character === "“") {
      doubleOpen = true;
      openedBefore = true;
    } else if (character === "”") {
      if (doubleOpen) doubleOpen = false;
      else if (!openedBefore) needsOpening = true;
      singleDepth = 0;
    } else if (character === "‘") {
      singleDepth += 1;
    } else if (character === "’" && singleDepth > 0) {
      const next = characters[index + 1] ?? "";
      if (!/[\p{L}\p{N}]/u.test(next)) singleDepth -= 1;
    }
  });
  if (!needsOpening && !doubleOpen && singleDepth === 0) return text;
  const trimmed = text.trim();
  const closing = "’".repeat(singleDepth) + (doubleOpen ? "”" : "");
  return `${needsOpening ? "“" : ""}${trimmed}${closing}`;
}

/**
 * Verse text set as a quotation on its own (a pull quote, a picture): in “…”, unless the
 * verse carries quotation marks of its own, which would then nest wrongly; it is shown
 * balanced instead.
 */
export function asQuotation(text: string): string {
  const balanced = balanceQuotes(text).trim();
  return /[“‘]/.test(balanced) ? balanced : `“${balanced}”`;
}
