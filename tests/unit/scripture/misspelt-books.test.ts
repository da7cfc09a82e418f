import { describe, expect, it } from "vitest";
import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as english from "bible-passage-reference-parser/esm/lang/en.js";
import { books } from "@shared/scripture/books";
import { findReferences } from "../../../server/scripture/find-references";

/**
 * Misspelt and oddly written book names, made mechanically from every book's name (a letter
 * dropped, two letters swapped, a letter doubled, a vowel changed, all lowercase, an ordinal
 * run into the name), kept where the reference parser alone
 * reads them as that book: our finder, layered over it, must read at least 95% of them too.
 */
function typos(name: string): string[] {
  const out = new Set<string>();
  for (let i = 1; i < name.length; i++) {
    if (name[i] === " ") continue;
    out.add(name.slice(0, i) + name.slice(i + 1));
    if (i < name.length - 1 && name[i + 1] !== " ")
      out.add(name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2));
    out.add(name.slice(0, i) + name[i] + name.slice(i));
  }
  for (let i = 1; i < name.length; i++)
    if ("aeiou".includes(name[i]!))
      for (const vowel of "aeiou") out.add(name.slice(0, i) + vowel + name.slice(i + 1));
  out.add(name.toLowerCase());
  out.add(name.replace(/^([123]) /, "$1"));
  out.delete(name);
  return [...out];
}

const parser = new bcv_parser(english);
const bookOfParser = (text: string) => parser.parse(text).osis().split(/[.,-]/)[0] ?? "";

describe("misspelt book names the parser library reads", () => {
  const cases = books.flatMap((book) =>
    typos(book.name)
      .map((typo) => ({ book: book.id, text: `As ${typo} 1:2 says, grace is given.` }))
      .filter((entry) => bookOfParser(entry.text) === entry.book),
  );

  it("reads at least 95% of them as the same book, and none as another", () => {
    const read = cases.map((entry) => ({
      ...entry,
      found: findReferences(entry.text)[0]?.ranges[0]?.start.book,
    }));
    const right = read.filter((entry) => entry.found === entry.book);
    const wrong = read.filter((entry) => entry.found !== undefined && entry.found !== entry.book);
    console.log(
      `misspelt book names: ${right.length}/${cases.length} read (${((100 * right.length) / cases.length).toFixed(1)}%), ${wrong.length} read as another book`,
    );
    expect(cases.length).toBeGreaterThan(300);
    expect(wrong.map((entry) => `${entry.text} → ${entry.found}`)).toEqual([]);
    expect(right.length / cases.length).toBeGreaterThanOrEqual(0.95);
  });
});
