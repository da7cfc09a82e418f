import { meditationFocus, meditationLength } from "@shared/generation/options";
import { draftPlan, stepped, type DraftPlan } from "./draft-plan";
import { longPassageVerses, readPassage, type Movement } from "./passage-movements";
import type { ToolRequest, ToolResult } from "@shared/tools";
import { books } from "@shared/scripture/books";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { labelOf } from "../prompts/labels";
import {
  choosePassageNote,
  groundingVerses,
  inTurn,
  labelInSentence,
  paragraphs,
  quotable,
  quote,
  shortPrayer,
  themesFor,
  translationName,
  type Theme,
  type Verse,
  withArticle,
} from "./phrasing";
import bookSettings from "./book-settings.json";

type Approach = ToolRequest<"meditation">["approach"];
type Length = ToolRequest<"meditation">["length"];

/** Insights and application steps, by length. */
const counts: Record<Length, { insights: number; steps: number }> = {
  brief: { insights: 1, steps: 2 },
  standard: { insights: 2, steps: 3 },
  comprehensive: { insights: 4, steps: 5 },
};

/**
 * Well-established, general notes on each part of the canon, by book number: enough to read a
 * passage in its setting without claiming anything about a particular verse.
 */
const genres: Array<{ last: number; note: string }> = [
  {
    last: 5,
    note: "part of the Law, the five books of Moses, which tell of creation, God's promise to Abraham, the rescue from Egypt and the covenant at Sinai. Read it as God's gracious covenant with a redeemed people, fulfilled in Christ.",
  },
  {
    last: 17,
    note: "one of the historical books, which trace Israel's life in the land, its faithfulness and failures, its kings and exile, and God's patience through it all.",
  },
  {
    last: 18,
    note: "part of the wisdom literature, which wrestles honestly with suffering and the ways of God.",
  },
  {
    last: 19,
    note: "the prayer book and hymn book of God's people: poems of praise, lament, trust and thanksgiving, written to be prayed and sung.",
  },
  {
    last: 22,
    note: "part of the wisdom literature, which teaches how to live well in God's world in reverence for him.",
  },
  {
    last: 39,
    note: "one of the prophetic books, whose prophets called God's people back to covenant faithfulness, warned of judgment and promised restoration, looking ahead to the coming Messiah.",
  },
  {
    last: 43,
    note: "one of the four Gospels, the accounts of the life, teaching, death and resurrection of Jesus.",
  },
  {
    last: 44,
    note: "which tells how the gospel of the risen Jesus spread by the power of the Holy Spirit through the first disciples.",
  },
  {
    last: 65,
    note: "one of the New Testament letters, written to early Christians to teach, correct and encourage them in the gospel. Read it within the whole letter's argument.",
  },
  {
    last: 66,
    note: "prophecy given to churches under pressure, whose visions reveal the Lamb who was slain reigning over history.",
  },
];

const depthNotes: Record<ToolRequest<"meditation">["depth"], string> = {
  foundational:
    "Read the verses before and after the passage, then read it slowly three times, noticing a different word or phrase each time.",
  intermediate:
    "Read the whole chapter around the passage, note repeated words and ideas, and ask how this passage fits the book's larger message.",
  advanced:
    "Trace the passage's key words through the rest of the book, compare the KJV with the WEB, and test your reading against a reliable commentary and the wider witness of scripture.",
};

const lenses: Record<Approach, readonly string[]> = {
  devotional: [
    "Receive this as God's word to you personally, today.",
    "Read it as a letter addressed to you.",
  ],
  theological: [
    "This belongs to the larger story of scripture, which finds its centre in Jesus Christ, crucified and risen.",
    "Ask what this shows about who God is, and how it is fulfilled in Christ.",
  ],
  prophetic: [
    "Hear this as God's call to his people now: to return to him, trust him and walk in his ways.",
    "Listen for what the Lord is calling his church to today.",
  ],
  practical: [
    "In practice, this is meant to shape ordinary days, not only quiet times.",
    "Look for the one thing this asks you to do differently this week.",
  ],
};

const focusSteps: Record<ToolRequest<"meditation">["focus"], readonly string[]> = {
  "personal-growth": [
    "Choose one habit of grace to practise this week, such as a daily reading or a set time of prayer.",
    "Ask a trusted friend to pray for you and to ask how you are growing.",
  ],
  leadership: [
    "Before your next decision, pray through the passage and ask how it shapes the way you lead.",
    "Serve someone you lead this week in a way that costs you something.",
  ],
  "spiritual-warfare": [
    "Begin each day this week by thanking God for Christ's victory on the cross.",
    "When temptation or fear comes, answer it with the truth of the passage and a short prayer.",
  ],
  identity: [
    "Write down what the passage says about who you are in Christ, and read it aloud each morning.",
    "Notice when you seek approval from others, and remind yourself that you are already accepted in Christ.",
  ],
  purpose: [
    "Ask God to show you one person you can serve with the gifts he has given you.",
    "Write a one-sentence prayer offering your work this week to God.",
  ],
  healing: [
    "Bring the hurt you carry honestly to God in prayer, using the words of the passage.",
    "If the wound is deep, speak with {a-minister}, counsellor or doctor: God often heals through his people.",
  ],
};

function genreNote(reference: string): string | undefined {
  // Grounding references are canonical ("Psalm 23", "1 John 4:19"): a book name, a space, a number.
  const bookName = reference.match(/^(.+?) \d/)?.[1];
  const book = books.find((candidate) =>
    [candidate.name, ...candidate.abbreviations].includes(bookName ?? ""),
  );
  const genre = book && genres.find((entry) => book.number <= entry.last);
  const setting = book && (bookSettings.books as Partial<Record<string, string>>)[book.id];
  // The book's own setting first; the part of the canon adds how to read it, where it says.
  if (setting)
    return [setting, genre?.note.match(/Read it [^.]*\./)?.[0]].filter(Boolean).join(" ");
  const name = book?.id === "Ps" ? "the Psalms" : book?.name;
  return genre ? `This passage comes from ${name}, ${genre.note}` : undefined;
}

function context(
  request: ToolRequest<"meditation">,
  grounding: Grounding,
  verse: Verse | undefined,
) {
  const missing =
    !grounding.passage &&
    (verse
      ? "The passage you named could not be found, so this meditation uses a related verse instead; check the reference and try again."
      : choosePassageNote("this meditation"));
  const commentary = grounding.commentary
    ? `From ${grounding.commentary.source}: ${quotable(grounding.commentary.text)}`
    : undefined;
  return paragraphs([
    verse ? genreNote(verse.reference) : undefined,
    commentary,
    missing,
    depthNotes[request.depth],
  ]);
}

/**
 * One insight per movement of the named passage, in order: its verses quoted, what Matthew
 * Henry says of them, and what they teach where they speak of a theme.
 */
function walkedInsight(movement: Movement, index: number, plan: DraftPlan): string {
  const lead = plan.choose("walk-lead", [
    ["First,", "Then,", "Next,", "Last,"],
    ["Begin with", "Move on to", "Go on to", "End with"],
  ]);
  const opening =
    lead[0] === "First,"
      ? `${index === 0 ? "First" : (lead[Math.min(index, lead.length - 1)] as string).replace(/,$/, "")}, ${movement.reference}`
      : `${lead[Math.min(index, lead.length - 1)]} ${movement.reference}`;
  return [
    `${opening}${movement.heading ? `: ${movement.heading.charAt(0).toLowerCase()}${movement.heading.slice(1)}` : ""}. ${quote(movement.carrier, 30)}.`,
    movement.comment &&
      `${inTurn(["Matthew Henry comments:", "Matthew Henry observes:", "As Matthew Henry reads these verses:"], index, plan.choose, "comment-lead")} ${movement.comment}`,
    // Alternate drafts ask what the verses teach rather than state it.
    movement.theme && (plan.variant % 2 === 0 ? movement.theme.claim : movement.theme.question),
    movement.theme && !plan.simple && plan.variant % 2 === 0 && movement.theme.truth,
  ]
    .filter(Boolean)
    .join(" ");
}

/** One insight per theme; those drawn from related verses quote them. */
function revelation(
  themes: readonly Theme[],
  request: ToolRequest<"meditation">,
  verses: Verse[],
  plan: DraftPlan,
  movements: readonly Movement[] = [],
) {
  const focus = labelInSentence(labelOf(meditationFocus, request.focus));
  const [verse] = verses;
  const opening = verse
    ? plan.choose("stay", [
        `Stay with ${verse.reference} and let it speak to your ${focus}.`,
        `Read ${verse.reference} again with your ${focus} in mind.`,
      ])
    : `Let scripture speak to your ${focus}.`;
  if (movements.length > 1)
    return paragraphs([
      `${opening} ${plan.choose("lens", lenses[request.approach])}`,
      ...movements.map((movement, index) => walkedInsight(movement, index, plan)),
    ]);
  const insights = themes.map((theme, index) => {
    const related = index > 0 ? verses[index] : undefined;
    return [theme.claim, related && `${quote(related, 30)}.`, !plan.simple && theme.truth]
      .filter(Boolean)
      .join(" ");
  });
  return paragraphs([`${opening} ${plan.choose("lens", lenses[request.approach])}`, ...insights]);
}

function application(
  themes: readonly Theme[],
  request: ToolRequest<"meditation">,
  steps: number,
  plan: DraftPlan,
) {
  const frames = [
    (response: string) => `This week, ${response}.`,
    (response: string) => `Ask God for grace to ${response}.`,
    (response: string) => `Each morning, pray for help to ${response}.`,
  ];
  // "For members grieving this Advent" names whom to pray for; other notes are brought as written.
  const forWhom = plan.details.notes.filter((note) => /^for\s/i.test(note));
  const notes = plan.details.notes.filter((note) => !forWhom.includes(note));
  const lines = [
    ...forWhom.map((note) => `Pray ${note.charAt(0).toLowerCase()}${note.slice(1)}`),
    ...(notes.length > 0 ? [`Bring what you noted into your prayer: ${notes.join(" ")}`] : []),
    ...themes.map((theme, index) =>
      frames[(index + plan.variant) % frames.length]!(theme.response),
    ),
    ...focusSteps[request.focus].map((step) =>
      step.replace("{a-minister}", withArticle(plan.voice.vocabulary.minister)),
    ),
  ];
  return lines
    .slice(0, steps)
    .map((line, index) => `${index + 1}. ${line}`)
    .join("\n");
}

export function composeMeditation(
  request: ToolRequest<"meditation">,
  grounding: Grounding,
  preferences: GenerationPreferences,
): ToolResult<"meditation"> {
  const plan = draftPlan(request, [], preferences);
  const length = stepped(meditationLength.values, request.length, plan.refine);
  const shape = counts[length];
  const verses = groundingVerses(grounding, plan.variant);
  // Without the named passage, meditate on the first related verse rather than on nothing.
  const verse = verses[0];
  const focus = labelOf(meditationFocus, request.focus);
  const read =
    grounding.passage &&
    readPassage(grounding.passage.reference, grounding.translation, shape.insights, plan.variant);
  // A short passage's own words already lead its themes; a long one is walked.
  const reading = read && read.verses.length > longPassageVerses ? read : undefined;
  const movements = reading?.movements ?? [];
  const found = themesFor(verses, labelInSentence(focus), shape.insights, plan.variant);
  // The passage's own theme leads the application and the prayer.
  const themes = reading?.theme
    ? [reading.theme, ...found.filter((theme) => theme.key !== reading.theme!.key)].slice(
        0,
        found.length,
      )
    : found;
  const steps = shape.steps + (plan.details.notes.length > 0 ? 1 : 0);
  return {
    title: verse ? `${focus}: Meditating on ${verse.reference}` : `A Meditation on ${focus}`,
    scripture: verse
      ? `${verse.reference} — “${quotable(verse.text)}”`
      : `No passage was found for this reference in the ${translationName(grounding)}.`,
    context: context(request, grounding, verse),
    revelation: revelation(themes, request, verses, plan, movements),
    application: application(themes, request, steps, plan),
    prayer: shortPrayer(
      themes,
      labelInSentence(focus),
      preferences.languageStyle,
      plan.choose,
      plan.voice.formality.key,
    ),
    additionalScriptures: verses
      .slice(1)
      .map((related) => related.reference)
      .slice(0, 8),
  };
}
