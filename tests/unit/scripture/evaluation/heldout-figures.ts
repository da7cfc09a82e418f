/**
 * What the held-out sermon tests share (issue 31): a frozen set's texts checked against the KJV,
 * its red flags held to the hand labels and its references to the hand list, and the figures
 * docs/evaluation/checker-precision.md reports printed as a table.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { checkSermons, redFlags, wordCount, type FlagLabel } from "./sermon-flags";

export interface Reference {
  id: string;
  start: number;
  cited: string;
  osis: string;
}

interface Labels {
  flags: Record<string, FlagLabel>;
  ceilings: { falseAlarms: number; falseNotes: number; notRight: number; wrongPassage: number };
}

/** Rows a set prints besides the common ones. */
export type ExtraMeasure = "cutShort" | "calledInvalid" | "relative" | "inWords";

export function heldoutFigures(dir: string) {
  const read = (name: string) => JSON.parse(readFileSync(path.join(dir, name), "utf8"));
  const { texts } = read("texts.json") as { texts: Array<{ id: string; text: string }> };
  const labels = read("labels.json") as Labels;
  // relative: references naming no book; inWords: naming a book with the chapter in words
  // ("the third chapter of John"). Neither is counted as missed; a reading of one to another
  // passage is a wrong passage.
  const {
    references,
    relative = [],
    inWords = [],
  } = read("references.json") as {
    references: Reference[];
    relative?: Reference[];
    inWords?: Reference[];
  };

  const checks = checkSermons(texts);
  const flags = redFlags(checks);
  const falseFlags = flags.filter((key) => labels.flags[key]?.correct === false);
  const falseNotes = flags.filter((key) => labels.flags[key]?.noteTrue === false);
  const found = checks.flatMap(({ item, check }) =>
    check.references.map(({ start, end, osis }) => ({ id: item.id, start, end, osis })),
  );
  // A reading is of a listed reference when it starts within the words cited: "S. LUKE xvi. 2"
  // read from "LUKE" is the same reference (the "S." is the apostle's title, not the book's name).
  const listed = [...references, ...relative, ...inWords];
  const listedAt = (each: { id: string; start: number }) =>
    listed.find(
      (reference) =>
        reference.id === each.id &&
        each.start >= reference.start &&
        each.start < reference.start + reference.cited.length,
    );
  // A list read as one reference ("Acts iv. 10; v. 28; vii. 52" as Acts 4:10; 5:28; 7:52) reads
  // each reference listed in it, when its passages are theirs, in their order.
  const listedIn = (each: (typeof found)[number]) => {
    const within = listed
      .filter((one) => one.id === each.id && one.start >= each.start && one.start < each.end)
      .sort((a, b) => a.start - b.start);
    return within.length > 1 && each.osis === within.map((one) => one.osis).join(",") ? within : [];
  };
  const readAsList = new Set(found.flatMap(listedIn));
  const readingOf = (reference: Reference) =>
    readAsList.has(reference)
      ? { osis: reference.osis }
      : found.find((each) => listedAt(each) === reference);
  const firstVerse = (osis: string) => osis.split(/[,-]/)[0];
  const right = references.filter((reference) => readingOf(reference)?.osis === reference.osis);
  const notRight = references.filter((reference) => !right.includes(reference));
  const missed = references.filter((reference) => readingOf(reference) === undefined);
  // A list or range read as its first verse only ("John vii. 38, 39" as John 7:38).
  const cutShort = references.filter((reference) => {
    const osis = readingOf(reference)?.osis;
    return (
      osis !== undefined &&
      osis !== reference.osis &&
      firstVerse(osis) === firstVerse(reference.osis)
    );
  });
  // Read as a reference that does not exist ("1 S. PETER v. 10" as "PETER v. 10").
  const calledInvalid = references.filter(
    (reference) => readingOf(reference)?.osis === "" && reference.osis !== "",
  );
  // Read to a passage where the lists have none, or to one that does not start where it does.
  const wrongPassage = found.filter((each) => {
    const reference = listedAt(each);
    return (
      each.osis !== "" &&
      (reference === undefined || firstVerse(reference.osis) !== firstVerse(each.osis))
    );
  });
  const readRight = (list: Reference[]) =>
    list.filter((reference) => readingOf(reference)?.osis === reference.osis);
  const relativeRight = readRight(relative);
  const inWordsRight = readRight(inWords);
  return {
    labels,
    words: wordCount(texts),
    references,
    flags,
    falseFlags,
    falseNotes,
    right,
    notRight,
    missed,
    cutShort,
    calledInvalid,
    wrongPassage,
    relativeRight,
    inWordsRight,
  };
}

type Figures = ReturnType<typeof heldoutFigures>;

export function figureTable(figures: Figures, extra: readonly ExtraMeasure[]) {
  const { words, flags, falseFlags } = figures;
  const rows = [
    { measure: "words", value: words },
    { measure: "references (hand list)", value: figures.references.length },
    { measure: "references found, right passage", value: figures.right.length },
    { measure: "references missed", value: figures.missed.length },
  ];
  if (extra.includes("cutShort"))
    rows.push({
      measure: "lists or ranges read as their first verse",
      value: figures.cutShort.length,
    });
  if (extra.includes("calledInvalid"))
    rows.push({ measure: "references read as not existing", value: figures.calledInvalid.length });
  rows.push({ measure: "references read to a wrong passage", value: figures.wrongPassage.length });
  if (extra.includes("relative"))
    rows.push({
      measure: "verses or chapters naming no book, read right",
      value: figures.relativeRight.length,
    });
  if (extra.includes("inWords"))
    rows.push({
      measure: "chapters or verses named in words, read right",
      value: figures.inWordsRight.length,
    });
  return [
    ...rows,
    { measure: "red flags", value: flags.length },
    { measure: "labelled true", value: flags.length - falseFlags.length },
    {
      measure: "false alarms per 1,000 words",
      value: ((1000 * falseFlags.length) / words).toFixed(3),
    },
    { measure: "false notes", value: figures.falseNotes.length },
  ];
}

/**
 * Prints the set's figures and holds the checker to its labels: no unlabelled red flag, and no
 * more false alarms, false notes, references not read to their passage or readings to a wrong
 * passage than the ceilings in labels.json.
 */
export function heldoutTests(dir: string, extra: readonly ExtraMeasure[]) {
  const figures = heldoutFigures(dir);
  const { labels, flags, falseFlags, falseNotes, notRight, wrongPassage } = figures;
  console.table(figureTable(figures, extra));

  it("raise only red flags labelled by hand", () => {
    expect(flags.filter((flag) => labels.flags[flag] === undefined)).toEqual([]);
  });

  it("raise no more false alarms or false notes than labelled", () => {
    expect(falseFlags.length).toBeLessThanOrEqual(labels.ceilings.falseAlarms);
    expect(falseNotes.length).toBeLessThanOrEqual(labels.ceilings.falseNotes);
  });

  it("leave no more references unread or misread, nor read more to a wrong passage, than labelled", () => {
    if (
      notRight.length > labels.ceilings.notRight ||
      wrongPassage.length > labels.ceilings.wrongPassage
    )
      console.log({ notRight: notRight.map((each) => `${each.id} ${each.cited}`), wrongPassage });
    expect(notRight.length).toBeLessThanOrEqual(labels.ceilings.notRight);
    expect(wrongPassage.length).toBeLessThanOrEqual(labels.ceilings.wrongPassage);
  });
  return figures;
}
