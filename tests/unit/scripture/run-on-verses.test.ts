import { describe, expect, it } from "vitest";
import type { CheckedReference } from "@shared/scripture/check-result";
import { checkScripture } from "../../../server/scripture/check-scripture";

/**
 * Issue 31, held-out Moody class "a quotation running on past the verse cited": a preacher
 * names the first verse and reads on through the verses after it. Word for word, that is the
 * passage quoted, not a misquote of the verse named, and its words are not "nowhere else in
 * the Bible". Counter-examples: a word changed in a verse read on into is still a misquote,
 * and words no following verse has are still not the passage's.
 */
function quotedIn(text: string): CheckedReference["quoted"] {
  const check = checkScripture(text, { translation: "kjv" });
  expect(check.references).toHaveLength(1);
  return check.references[0]!.quoted;
}

// Moody's own quotations (Wondrous Love, 1876; evaluation/sermons-heldout3).
const jeremiah =
  "Jeremiah xvii. 5: “Thus saith the Lord; Cursed be the man that trusteth in man, and maketh flesh his arm, and whose heart departeth from the Lord. For he shall be like the heath in the desert, and shall not see when good cometh; but shall inhabit the parched places in the wilderness, in a salt land and not inhabited. Blessed is the man that trusteth in the Lord, and whose hope the Lord is.”";
const psalm =
  "Then Psalm cxlvi. 3: “Put not your trust in princes, nor in the son of man, in whom there is no help. His breath goeth forth, he returneth to his earth; in that very day his thoughts perish. Happy is he that hath the God of Jacob for his help, whose hope is in the Lord his God.”";
const romans =
  "Then turn to Romans x. 15: “How shall they preach, except they be sent? as it is written, How beautiful are the feet of them that preach the gospel of peace, and bring glad tidings of good things! But they have not all obeyed the gospel. For Esaias saith, Lord, who hath believed our report? So then faith cometh by hearing, and hearing by the word of God.”";

describe("a quotation that reads on past the verse cited", () => {
  it.each([
    [jeremiah, "Jeremiah 17:6–7"],
    [psalm, "Psalm 146:4–5"],
    [romans, "Romans 10:16–17"],
  ])("is the verses it quotes: %s", (text, into) => {
    const quoted = quotedIn(text);
    expect(quoted?.verdict).toMatch(/^(exact|fragment)$/);
    expect(quoted?.note).toBe(`The quotation runs on into ${into}.`);
  });

  it("one verse on is named as before", () => {
    const quoted = quotedIn(
      "“Whosoever drinketh of this water shall thirst again: But whosoever drinketh of the water that I shall give him shall never thirst” (John 4:13).",
    );
    expect(quoted?.note).toBe("The quotation runs on into John 4:14.");
  });

  it("but a word changed in a verse read on into is still a misquote", () => {
    for (const text of [
      jeremiah.replace("trusteth in the Lord", "trusteth in the king"),
      psalm.replace("his thoughts perish", "his riches perish"),
      romans.replace("faith cometh by hearing", "faith cometh by seeing"),
    ])
      expect(quotedIn(text)?.verdict).toBe("misquote");
  });

  it("and words no verse after it has are still not the passage's", () => {
    const quoted = quotedIn(
      "Psalm cxlvi. 3: “Put not your trust in princes, nor in the son of man, in whom there is no help. The city of our fathers is a tower of strength, and the heart of the people rejoiceth in their king for ever and ever.”",
    );
    expect(quoted?.verdict).toBe("misquote");
    expect(quoted?.note ?? "").not.toMatch(/runs on/);
  });
});

/**
 * Issue 31, held-out Moody: a quotation given in parts, each the passage's own words, was called
 * a misquote with an untrue note: Exodus 12:13's two clauses in the other order ("It leaves out
 * the verse's 'not'"), Job 33:24–26 and 28 with 33:27 left out ("These words are not in Job
 * 33:24, nor found elsewhere"). Each part is judged alone; a part changed stays a misquote.
 */
describe("a quotation given in parts", () => {
  const job =
    "and again in Job xxxiii. 24, “Then He is gracious unto him, and saith, Deliver him from going down to the pit: I have found a ransom. His flesh shall be fresher than a child's: he shall return to the days of his youth! he shall pray unto God, and He will be favourable unto him: and he shall see His face with joy: for He will render unto man His righteousness. He will deliver his soul from going into the pit, and his life shall see the light.”";
  const exodus =
    "God says in Exodus xii. 13, “When I see the blood I will pass over you. The blood shall be a token.”";

  // Charnock (held-out set 5): Luke 12:19's clauses in the other order, "much" left out, and a
  // clause of the verse left out between "Soul," and "take thine ease".
  const luke =
    "as the fool said, “Soul, take thy ease; thou hast goods laid up for many years” (Luke xii. 19).";

  it.each([
    [job, "fragment"],
    [exodus, "other-wording"],
    [luke, "other-wording"],
  ])("is no misquote when each part is the passage's words: %s", (text, verdict) => {
    const quoted = quotedIn(text);
    expect(quoted?.verdict).toBe(verdict);
    expect(quoted?.note ?? "").not.toMatch(/\bnot\b|nowhere|opposite/);
  });

  it.each([
    // A part changed: the plague "shall not be upon you".
    "God says in Exodus xii. 13, “When I see the blood I will pass over you. The plague shall be upon you.”",
    // A part with words of its own: "fear and tremble" for "take thine ease".
    "as the fool said, “Soul, fear and tremble; thou hast goods laid up for many years” (Luke xii. 19).",
    // Clauses reordered and a word of its own in them: other wording before, though changed.
    "as the fool said, “Soul, take thy sorrow; thou hast goods laid up for many years” (Luke xii. 19).",
    "as the fool said, “Soul, take thy ease; thou hast no goods laid up for many years” (Luke xii. 19).",
    // Words picked from across two verses: Psalm 37:5 "bring it to pass", 37:6 "as the light".
    "“Commit thy way unto the LORD; trust also in him; and he shall bring it to light” (Psalm 37:5).",
  ])("counter-example: a part not the passage's words keeps it a misquote: %s", (text) => {
    expect(quotedIn(text)?.verdict).toBe("misquote");
  });

  it("counter-example: parts wholly of a verse after the one cited are a wrong reference", () => {
    const quoted = quotedIn(
      "As Joshua 1:6 says, “Have not I commanded thee? Be strong and of a good courage; be not afraid, neither be thou dismayed: for the LORD thy God is with thee whithersoever thou goest.”",
    );
    expect(quoted?.verdict).toBe("wrong-reference");
  });
});

// Charnock (held-out set 5) cites the verse that carries his point, his quotation starting in
// the verse before it.
describe("a quotation that starts in the verse before the one cited", () => {
  const cited = (words: string) => `It is to be understood; “${words}” (Rom. xvi. 26). The gospel.`;

  it("is the two verses' words, said so, not a misquote", () => {
    const quoted = quotedIn(
      cited(
        "The mystery which was kept secret since the world began, but now is made manifest, and by the scriptures of the prophets, according to the command of the everlasting God, made known to all nations for the obedience of faith",
      ),
    );
    expect(quoted?.verdict).toBe("other-wording");
    expect(quoted?.note).toContain("Romans 16:25");
  });

  it("counter-example: a word changed in it is still a misquote", () => {
    const quoted = quotedIn(
      cited(
        "the mystery, which was kept secret since the world began, But now is made manifest, and by the scriptures of the prophets, according to the commandment of the cruel God, made known to all nations",
      ),
    );
    expect(quoted?.verdict).toBe("misquote");
  });

  it("counter-example: the verse before alone is a wrong reference", () => {
    const quoted = quotedIn(cited("the mystery, which was kept secret since the world began"));
    expect(quoted?.verdict).toBe("wrong-reference");
  });
});
