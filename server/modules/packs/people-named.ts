import { books } from "@shared/scripture/books";
import { translationIds } from "@shared/scripture/translations";
import { scriptureIndex } from "../../scripture/bible-index";
import { resolveCitation } from "../../scripture/citation";
import { findReferences } from "../../scripture/find-references";
import givenNames from "./data/given-names.json";

/**
 * Who a sentence of a sermon names. A sentence naming a living person is a pastoral aside
 * ("Pray with Dorothy after the service; her husband's suicide is still raw") whether or not
 * the preacher marked it, so the pack never quotes it in a public piece (issue 32). Decided
 * from data, not from the aside's wording:
 * - a capitalised word is a person's name when it is a given name (Moby Word II's lists,
 *   data/given-names.json), or a proper noun that is neither an English word (one the Bible's
 *   three translations or the manuscript itself write in lower case) nor a name of the Bible;
 * - names that the passage itself, the verses the sermon cites, or the passage's chapters name
 *   are the sermon's own (Ruth in a sermon on Ruth, Paul in one on Philippians);
 * - a given name the Bible also uses (Mark, Sarah, Thomas) is the sermon's own only there:
 *   elsewhere it is taken for a congregant's.
 * A sentence with a person's name in it is never quoted; missing a sermon sentence costs a
 * quotation, missing an aside costs a family's privacy.
 */

/** Words of the faith and the calendar a preacher capitalises that are no one's name. */
const faithWords = new Set(
  (
    "God Lord Jesus Christ Christ's Messiah Spirit Holy Father Son Savior Saviour Redeemer Lamb " +
    "King Almighty Amen Hallelujah Alleluia Bible Scripture Scriptures Gospel Gospels Testament " +
    "Church Christian Christians Christianity Sunday Monday Tuesday Wednesday Thursday Friday " +
    "Saturday January February March April May June July August September October November " +
    "December Christmas Easter Advent Lent Pentecost Epiphany Trinity Sabbath Psalm Psalms " +
    "English Hebrew Greek Latin Aramaic Jewish Jews Gentile Gentiles Lord's God's Word Heaven " +
    "Hell Calvary Cross Kingdom Glory Love Peace Light Life Truth Way He His Him Himself Thee " +
    "Thou Thy Thine Thyself Me My Mine You Your Yours We Our Us Who Whom Whose Man Law Temple"
  ).split(" "),
);

/** Titles before a name: "Mrs. Whitfield", "Elder Parkes", "Brother Thomas". */
const titles = /^(?:Mr|Mrs|Ms|Miss|Dr|Brother|Sister|Elder|Deacon|Aunt|Uncle|Grandma|Grandpa)$/;

const given = new Set(givenNames.names);
const bookWords = new Set(
  books.flatMap((book) => book.name.split(/\s+/)).filter((word) => /^[A-Z]/.test(word)),
);

interface Vocabulary {
  /** Words the Bible writes in lower case: English words. */
  english: Set<string>;
  /** Words the Bible only writes capitalised inside a sentence: its names of people and places. */
  names: Set<string>;
}
let vocabulary: Vocabulary | undefined;

const wordPattern = /[\p{L}][\p{L}'’]*/gu;
const possessive = (word: string) => word.replace(/['’]s?$/u, "");

/** Read once from the three translations held in memory. */
function bibleVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary;
  const index = scriptureIndex();
  const english = new Set<string>();
  const capitalised = new Set<string>();
  for (const translation of translationIds)
    for (let ordinal = 0; ordinal < index.verseCount(); ordinal++) {
      const text = index.textAt(translation, ordinal);
      let first = true;
      for (const match of text.matchAll(wordPattern)) {
        const word = possessive(match[0]);
        const before = text.slice(Math.max(0, match.index - 2), match.index);
        const opening = first || /[.!?:;“"‘]\s*$/.test(before);
        first = false;
        if (/^\p{Ll}/u.test(word)) english.add(word);
        else if (!opening && /^\p{Lu}\p{Ll}/u.test(word)) capitalised.add(word);
      }
    }
  const names = new Set([...capitalised].filter((word) => !english.has(word.toLowerCase())));
  vocabulary = { english, names };
  return vocabulary;
}

/** The capitalised words of some verses of scripture (the names they use). */
function capitalisedIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const match of text.matchAll(wordPattern)) {
    const word = possessive(match[0]);
    if (/^\p{Lu}\p{Ll}/u.test(word)) out.add(word);
  }
  return out;
}

function versesText(reference: string): string {
  const index = scriptureIndex();
  const parts: string[] = [];
  for (const citation of findReferences(reference)) {
    const resolved = resolveCitation(citation);
    if (!resolved.valid) continue;
    for (const range of resolved.ranges)
      for (const translation of translationIds)
        for (const verse of index.verses(translation, range, 2000)) parts.push(verse.text);
  }
  return parts.join(" ");
}

/** The chapters a passage lies in, as a reference: "Luke 15:11-32" → "Luke 15". */
function chaptersOf(passage: string): string {
  return passage.replace(/:[\d–\-, ]+$/, "").replace(/^(.*\D)(\d+)[–-](\d+)$/, "$1$2-$3");
}

/** Whether the Bible's translations write a word in lower case: an English word, not a name. */
export function isEnglishWord(word: string): boolean {
  return bibleVocabulary().english.has(word.toLowerCase());
}

export type PersonTest = (sentence: string) => string[];

/**
 * A test for one sermon: the names of people a sentence holds that are not the sermon's own
 * (its passage's, its chapters', the verses it cites). `manuscript` also gives the English
 * words the preacher writes in lower case.
 */
export function peopleNamedIn(passage: string, manuscript = ""): PersonTest {
  const { english, names } = bibleVocabulary();
  const cited = findReferences(manuscript)
    .slice(0, 200)
    .map((citation) => manuscript.slice(citation.start, citation.end))
    .join("; ");
  const own = capitalisedIn(
    `${versesText(passage)} ${versesText(chaptersOf(passage))} ${versesText(cited)}`,
  );
  // The passage's book ("Luke says…" in a sermon on Luke 15) and its opening verses (a letter's
  // writer and readers: Paul and Timothy in a sermon on Philippians 4).
  const book = passage.replace(/\s*\d+(?::.*)?$/, "");
  for (const word of book.split(/\s+/)) own.add(word);
  for (const word of capitalisedIn(versesText(`${book} 1:1-2`))) own.add(word);
  const lowerInManuscript = new Set(
    [...manuscript.matchAll(wordPattern)].map((m) => m[0]).filter((w) => /^\p{Ll}/u.test(w)),
  );
  const isEnglish = (word: string) =>
    english.has(word.toLowerCase()) || lowerInManuscript.has(word.toLowerCase());

  return (sentence) => {
    // References ("Mark 4:35") and all-capital divisions are not names.
    const text = sentence.replace(/\b(?:[1-3]\s*)?[A-Z][a-z]+\.?\s+\d+(?::\d+)?/g, " ");
    const found: string[] = [];
    let opening = true;
    let afterTitle = false;
    for (const match of text.matchAll(wordPattern)) {
      const word = possessive(match[0]);
      const before = text.slice(Math.max(0, match.index - 3), match.index);
      const starts = opening || /[.!?:;—–“"‘(]\s*$/.test(before);
      opening = false;
      const titled = afterTitle;
      afterTitle = titles.test(word);
      if (!/^\p{Lu}\p{Ll}/u.test(word) || afterTitle) continue;
      if (faithWords.has(word) || own.has(word)) continue;
      const plural = word.endsWith("s") ? word.slice(0, -1) : word;
      const givenName = given.has(word) || (!starts && given.has(plural));
      const bibleName = names.has(word) || bookWords.has(word);
      const englishWord = isEnglish(word);
      // "the Law", "His Grace", "by Grace": an English word after a determiner is that word.
      const determined =
        /\b(?:the|a|an|his|her|our|my|your|their|this|that|of|by|in|His|Thy)\s+$/.test(
          before.length < 3 ? before : text.slice(Math.max(0, match.index - 6), match.index),
        );
      // After a title ("Brother Thomas"); a given name (opening a sentence, one that is no
      // English word: "Jerome went", not "Will you"); inside a sentence, a given name (not an
      // English word after a determiner: "his Grace"), or a proper noun that is no English word
      // and no name of the Bible ("the Pembertons", "Okonkwo").
      const person = titled
        ? true
        : starts
          ? givenName && !englishWord
          : (givenName && !(englishWord && determined)) || (!englishWord && !bibleName);
      if (person) found.push(word);
    }
    return found;
  };
}
