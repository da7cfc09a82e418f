import { describe, expect, it } from "vitest";
import { resolveCitation, type Citation } from "../../../server/scripture/citation";
import { parseReferences } from "../../../server/scripture/reference-parser";
import { scanReferences } from "../../../server/scripture/reference-scanner";

/** [input, expected citations as "canonical | osis", "!" prefix for invalid]. */
type Case = [input: string, expected: string[]];

const wellFormed: Case[] = [
  // Whole names, abbreviations and numbered books across the canon.
  ["John 3:16", ["John 3:16 | John.3.16"]],
  ["Gen 1:1", ["Genesis 1:1 | Gen.1.1"]],
  ["Exod 20:1-17", ["Exodus 20:1–17 | Exod.20.1-Exod.20.17"]],
  ["Lev 19:18", ["Leviticus 19:18 | Lev.19.18"]],
  ["Num 6:24-26", ["Numbers 6:24–26 | Num.6.24-Num.6.26"]],
  ["Deut 6:4–9", ["Deuteronomy 6:4–9 | Deut.6.4-Deut.6.9"]],
  ["Josh 1:9", ["Joshua 1:9 | Josh.1.9"]],
  ["Judg 6:12", ["Judges 6:12 | Judg.6.12"]],
  ["Ruth 1:16-17", ["Ruth 1:16–17 | Ruth.1.16-Ruth.1.17"]],
  ["1 Sam 16:7", ["1 Samuel 16:7 | 1Sam.16.7"]],
  ["2 Sam. 7:12", ["2 Samuel 7:12 | 2Sam.7.12"]],
  ["1 Kgs 19:11-12", ["1 Kings 19:11–12 | 1Kgs.19.11-1Kgs.19.12"]],
  ["2 Kings 2:11", ["2 Kings 2:11 | 2Kgs.2.11"]],
  ["1 Chron 16:34", ["1 Chronicles 16:34 | 1Chr.16.34"]],
  ["2 Chr 7:14", ["2 Chronicles 7:14 | 2Chr.7.14"]],
  ["Neh 8:10", ["Nehemiah 8:10 | Neh.8.10"]],
  ["Esth 4:14", ["Esther 4:14 | Esth.4.14"]],
  ["Job 19:25", ["Job 19:25 | Job.19.25"]],
  ["Ps 119:105", ["Psalm 119:105 | Ps.119.105"]],
  ["Psalms 23", ["Psalm 23 | Ps.23"]],
  ["Psalm 23:1–6", ["Psalm 23:1–6 | Ps.23.1-Ps.23.6"]],
  ["Ps 42; 43", ["Psalms 42; 43 | Ps.42,Ps.43"]],
  ["Prov 3:5-6", ["Proverbs 3:5–6 | Prov.3.5-Prov.3.6"]],
  ["Eccl 3:1-8", ["Ecclesiastes 3:1–8 | Eccl.3.1-Eccl.3.8"]],
  ["Song of Solomon 2:4", ["Song of Solomon 2:4 | Song.2.4"]],
  ["Isa 40:31", ["Isaiah 40:31 | Isa.40.31"]],
  ["Jer 29:11", ["Jeremiah 29:11 | Jer.29.11"]],
  ["Lam 3:22-23", ["Lamentations 3:22–23 | Lam.3.22-Lam.3.23"]],
  ["Ezek 36:26", ["Ezekiel 36:26 | Ezek.36.26"]],
  ["Dan 3:17-18", ["Daniel 3:17–18 | Dan.3.17-Dan.3.18"]],
  ["Mic 6:8", ["Micah 6:8 | Mic.6.8"]],
  ["Hab 2:14", ["Habakkuk 2:14 | Hab.2.14"]],
  ["Zeph 3:17", ["Zephaniah 3:17 | Zeph.3.17"]],
  ["Mal 3:10", ["Malachi 3:10 | Mal.3.10"]],
  ["Mt 28:19-20", ["Matthew 28:19–20 | Matt.28.19-Matt.28.20"]],
  ["Mark 10:45", ["Mark 10:45 | Mark.10.45"]],
  ["Lk 2:1-20", ["Luke 2:1–20 | Luke.2.1-Luke.2.20"]],
  ["Acts 2:38", ["Acts 2:38 | Acts.2.38"]],
  ["Romans 8:38–39", ["Romans 8:38–39 | Rom.8.38-Rom.8.39"]],
  ["1 Cor. 13", ["1 Corinthians 13 | 1Cor.13"]],
  ["2 Cor 5:17", ["2 Corinthians 5:17 | 2Cor.5.17"]],
  ["Gal 2:20", ["Galatians 2:20 | Gal.2.20"]],
  ["Eph 2:8-9", ["Ephesians 2:8–9 | Eph.2.8-Eph.2.9"]],
  ["Phil 4:13", ["Philippians 4:13 | Phil.4.13"]],
  ["Col 3:12-14", ["Colossians 3:12–14 | Col.3.12-Col.3.14"]],
  ["1 Thess 5:16-18", ["1 Thessalonians 5:16–18 | 1Thess.5.16-1Thess.5.18"]],
  ["2 Tim 3:16-17", ["2 Timothy 3:16–17 | 2Tim.3.16-2Tim.3.17"]],
  ["Titus 2:11", ["Titus 2:11 | Titus.2.11"]],
  ["Heb 11:1", ["Hebrews 11:1 | Heb.11.1"]],
  ["Jas 1:2-4", ["James 1:2–4 | Jas.1.2-Jas.1.4"]],
  ["1 Pet 5:7", ["1 Peter 5:7 | 1Pet.5.7"]],
  ["2 Pet 3:9", ["2 Peter 3:9 | 2Pet.3.9"]],
  ["1 John 4:8", ["1 John 4:8 | 1John.4.8"]],
  ["Rev 21:4", ["Revelation 21:4 | Rev.21.4"]],
  ["1Cor 13:4", ["1 Corinthians 13:4 | 1Cor.13.4"]],
  ["First Corinthians 13:4-7", ["1 Corinthians 13:4–7 | 1Cor.13.4-1Cor.13.7"]],
  ["II Tim 3:16", ["2 Timothy 3:16 | 2Tim.3.16"]],
  // Single-chapter books: a lone number is a verse, except 1 (the whole book).
  ["Phlm 6", ["Philemon 1:6 | Phlm.1.6"]],
  ["2 John 6", ["2 John 1:6 | 2John.1.6"]],
  ["3 John 2", ["3 John 1:2 | 3John.1.2"]],
  ["Jude 24-25", ["Jude 1:24–25 | Jude.1.24-Jude.1.25"]],
  ["Obad 1", ["Obadiah 1 | Obad.1"]],
  // Ranges, cross-chapter and cross-book ranges, lists.
  ["Genesis 1:1-2:3", ["Genesis 1:1–2:3 | Gen.1.1-Gen.2.3"]],
  ["Matt 5-7", ["Matthew 5–7 | Matt.5-Matt.7"]],
  ["Matthew 5–6:4", ["Matthew 5:1–6:4 | Matt.5.1-Matt.6.4"]],
  ["Gen 50:26-Exod 1:2", ["Genesis 50:26–Exodus 1:2 | Gen.50.26-Exod.1.2"]],
  ["John 3:16ff", ["John 3:16–36 | John.3.16-John.3.36"]],
  ["John 3:16, 17, 19-21", ["John 3:16, 17, 19–21 | John.3.16,John.3.17,John.3.19-John.3.21"]],
  ["Rom 8:28; 12:1-2", ["Romans 8:28; 12:1–2 | Rom.8.28,Rom.12.1-Rom.12.2"]],
  ["Jn 3:16-18; Rom 8:28", ["John 3:16–18 | John.3.16-John.3.18", "Romans 8:28 | Rom.8.28"]],
  ["1 John 1:9, 2 Cor 5:17", ["1 John 1:9 | 1John.1.9", "2 Corinthians 5:17 | 2Cor.5.17"]],
  // References inside prose.
  ["Read John 3:16 and Romans 5:8 today.", ["John 3:16 | John.3.16", "Romans 5:8 | Rom.5.8"]],
  ["As Paul writes (Phil. 4:6-7), pray.", ["Philippians 4:6–7 | Phil.4.6-Phil.4.7"]],
  ["God is love (1 John 4:8)!", ["1 John 4:8 | 1John.4.8"]],
];

const badInput: Case[] = [
  ["John 22:5", ["!John 22:5 | John.22.5"]],
  ["Hezekiah 1:1", ["!Hezekiah 1:1 | "]],
  ["Ephesians 7:12", ["!Ephesians 7:12 | Eph.7.12"]],
  ["Rom 8:40", ["!Romans 8:40 | Rom.8.40"]],
  ["Romans 8:38-40", ["!Romans 8:38–40 | Rom.8.38-Rom.8.40"]],
  ["3 John 15", ["!3 John 1:15 | 3John.1.15"]],
  ["Revelation 12:18", ["!Revelation 12:18 | Rev.12.18"]],
  ["Gen 0:1", ["!Genesis 0:1 | Gen.0.1"]],
  ["Psalm 119:999", ["!Psalm 119:999 | Ps.119.999"]],
  ["Corinthians 13:4", ["!Corinthians 13:4 | "]],
  ["", []],
  ["   ", []],
  ["no references here at all", []],
  ["Sunday at 10:30 we meet", []],
];

function describeCitations(citations: Citation[]): string[] {
  return citations.map((citation) => {
    const resolved = resolveCitation(citation);
    return `${resolved.valid ? "" : "!"}${resolved.reference} | ${resolved.osis}`;
  });
}

describe("parsing references (bible-passage-reference-parser)", () => {
  it(`covers at least 60 cases`, () => {
    expect(wellFormed.length + badInput.length).toBeGreaterThanOrEqual(60);
  });

  it.each([...wellFormed, ...badInput])("%j", (input, expected) => {
    expect(describeCitations(parseReferences(input))).toEqual(expected);
  });
});

describe("the fast scanner used for checking", () => {
  it.each([...wellFormed, ...badInput])("agrees with the parser on %j", (input, expected) => {
    expect(describeCitations(scanReferences(input))).toEqual(expected);
  });

  it("does not read plain words as books", () => {
    expect(scanReferences("Is 40 enough? I am 5 feet tall; mark 3 places.")).toEqual([]);
    expect(describeCitations(scanReferences("Is 40:31 says"))).toEqual([
      "Isaiah 40:31 | Isa.40.31",
    ]);
  });

  it("notes the translation named after a reference", () => {
    expect(scanReferences("John 3:16 (KJV)")[0]?.translationMarker).toBe("KJV");
    expect(scanReferences("John 3:16, NIV")[0]?.translationMarker).toBe("NIV");
  });

  it("explains a missing or impossible ordinal", () => {
    expect(resolveCitation(scanReferences("Corinthians 13:4")[0] as Citation).reason).toBe(
      "Say which book: 1 Corinthians or 2 Corinthians.",
    );
    expect(resolveCitation(scanReferences("3 Corinthians 1:1")[0] as Citation).reason).toMatch(
      /no “3 Corinthians”/,
    );
    expect(resolveCitation(scanReferences("Ephesians 7:12")[0] as Citation).reason).toBe(
      "Ephesians has 6 chapters, so Ephesians 7 does not exist.",
    );
  });
});

describe("bad input never throws", () => {
  const noise = Array.from({ length: 10_000 }, (_, i) =>
    String.fromCharCode(32 + ((i * 7919) % 95)),
  ).join("");
  const digitsAndNames = Array.from(
    { length: 1500 },
    (_, i) => ["John", "1", ":", "3", "-", "Gen", " ", ";", ","][i % 9],
  ).join("");

  it.each([
    ["10 kB of noise", noise],
    ["names and digits run together", digitsAndNames],
    ["a lone colon", ":"],
    ["only digits", "1234567890".repeat(100)],
    ["unicode", "📖 Jöhn 3:16 — ✝️ Ps 23 «»"],
  ])("%s", (_name, input) => {
    const parsed = parseReferences(input);
    const scanned = scanReferences(input);
    for (const citation of [...parsed, ...scanned]) {
      const resolved = resolveCitation(citation);
      expect(typeof resolved.valid).toBe("boolean");
    }
  });
});
