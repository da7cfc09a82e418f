/**
 * Verse text shown on its own (a PDF, a Word file, an email, a page) with its quotation
 * marks balanced. The WEB marks speech across verses, so a verse can start inside a
 * quotation (“For I know the thoughts … toward you,” says Yahweh, “thoughts of peace …)
 * or end inside one. An opening “ is added before a closing ” that has none, and the
 * marks still open at the end are closed (’ before ”).
 *
 * Within a quotation a second “ begins a new paragraph of the same speech (the quotation
 * is not closed between paragraphs), so it opens nothing new. A ’ closes an open ‘ only
 * where it is not an apostrophe inside a word (Yahweh’s); with none open, a ’ after a stop
 * or a closing mark closes a quotation within a quotation that began before the verse.
 */
export function balanceQuotes(text: string): string {
  const { missing, open } = scanMarks(text);
  if (!missing && open.length === 0) return text;
  const closing = [...open]
    .reverse()
    .map((mark) => (mark === "“" ? "”" : "’"))
    .join("");
  return `${missing}${text.trim()}${closing}`;
}

/**
 * A balanced text that is one speech from its first character to its last (Isaiah 60:1 in the
 * WEB: “Arise, shine; … has risen on you.”), without that speech's own pair of marks: set in a
 * quotation of ours, they would stand doubled (“‘Arise … on you.’”). Any other text as it is.
 */
export function withoutEnclosingMarks(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith("“") || !trimmed.endsWith("”")) return text;
  const inner = trimmed.slice(1, -1);
  const { missing, open } = scanMarks(inner);
  return missing || open.length > 0 ? text : inner;
}

/**
 * The quotation marks still open at the end of a text (a chapter's verses before a quoted
 * one), outermost first: a quotation resumed after a gap opens with them.
 */
export function marksOpenAfter(text: string): string {
  return scanMarks(text).open.join("");
}

/**
 * The marks open at the end of a text, innermost last, and the openers of closes met with none
 * open, outermost first ("…servants.” ’" closes a rehearsed speech, then the thought around it).
 */
function scanMarks(text: string): { missing: string; open: Array<"“" | "‘"> } {
  const open: Array<"“" | "‘"> = [];
  let missing = "";
  let openedBefore = false;
  const characters = [...text];
  const nextOf = (index: number) => characters[index + 1] ?? "";
  // The last character before the one read that is not a space.
  let previous = "";
  for (const [index, character] of characters.entries()) {
    const before = previous;
    if (character.trim()) previous = character;
    if (character === "“") {
      if (open.at(-1) !== "“") open.push("“");
      openedBefore = true;
    } else if (character === "”") {
      const at = open.lastIndexOf("“");
      if (at >= 0) open.length = at;
      else if (!openedBefore) missing = `“${missing}`;
    } else if (character === "‘") {
      open.push("‘");
    } else if (character === "’") {
      // An apostrophe inside a word (Yahweh’s) or after one (righteousness’ sake) closes nothing.
      if (/[\p{L}\p{N}]/u.test(nextOf(index))) continue;
      if (open.at(-1) === "‘") open.pop();
      else if (open.length === 0 && /[.!?,;:”’—]/.test(before)) missing = `‘${missing}`;
    }
  }
  return { missing, open };
}

/**
 * Balanced verse text set inside a quotation of our own (“…”): its marks nested by depth, the
 * first level in single marks, the next in double, and so on, and the WEB's mark that reopens
 * each new paragraph of a speech still open left out, since the text runs on in one paragraph.
 */
export function nestedWithin(text: string): string {
  let depth = 0;
  let open: Array<"“" | "‘"> = [];
  const characters = [...text];
  const out: string[] = [];
  for (const [index, character] of characters.entries()) {
    if (character === "“" || character === "‘") {
      if (character === "“" && open.at(-1) === "“") continue;
      open.push(character);
      depth += 1;
      out.push(depth % 2 === 1 ? "‘" : "“");
    } else if (character === "”" || character === "’") {
      const apostrophe =
        character === "’" &&
        (/[\p{L}\p{N}]/u.test(characters[index + 1] ?? "") || open.at(-1) !== "‘");
      const closes = character === "”" ? open.lastIndexOf("“") : open.lastIndexOf("‘");
      if (apostrophe || closes < 0) {
        out.push(character === "”" ? (depth % 2 === 1 ? "’" : "”") : character);
        continue;
      }
      out.push(depth % 2 === 1 ? "’" : "”");
      open = open.slice(0, closes);
      depth = open.length;
    } else out.push(character);
  }
  return out.join("");
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
