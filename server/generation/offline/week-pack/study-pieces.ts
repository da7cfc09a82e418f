import { weekDays, type WeekDay } from "@shared/tools/week-pack/definition";
import { paragraphs, quote } from "../draft-text";
import type { Verse } from "./context";
import { bandFor, childrensRetelling, explained, hardWords, passageBigIdea } from "./retelling";
import {
  briefOr,
  inVariant,
  plainOr,
  dayOfWeek,
  fitToLearn,
  memoryVerse,
  type PackContext,
} from "./context";

/**
 * The pieces for reading and teaching the passage in the week: the daily devotionals, the
 * small-group guide and the children's lesson. Each is written from the outline's own words
 * and the passage's real verses, quoted whole.
 */

const prayerClosings = [
  "In Jesus' name, Amen.",
  "Through Jesus Christ our Lord. Amen.",
  "In the name of Jesus, our Savior. Amen.",
  "We ask this in Jesus' name. Amen.",
  "In Christ's name, Amen.",
];

const dayOpenings: Record<WeekDay, string> = {
  Monday: "Sunday is behind us, and the week has begun.",
  Tuesday: "Take a few quiet minutes before the day fills up.",
  Wednesday: "Halfway through the week, come back to the passage.",
  Thursday: "Slow down for a moment today and read again.",
  Friday: "As the week draws to a close, hear the passage one more time.",
};

const reflectionPairs = [
  (point: string) => [
    `Sunday's point: ${sentenceOf(point)} Where do you most need to hear it today?`,
    "What would change today if you believed it?",
  ],
  (point: string) => [
    `Which words of today's verses stand out to you, and why?`,
    `Sunday's point: ${sentenceOf(point)} Who around you needs to hear it this week?`,
  ],
];

/** A point or idea as a sentence of its own: "Hope does not disappoint." */
function sentenceOf(value: string): string {
  return value.trim().replace(/[.!?]*$/, ".");
}

/** How many earlier days of the week read these verses. */
function readBefore(context: PackContext, index: number, reference: string): number {
  return Array.from({ length: index }, (_, day) => dayOfWeek(context, day, weekDays.length)).filter(
    (day) => day.verses.reference === reference,
  ).length;
}

const readAgain = [
  "again, slowly, and listen for what you missed.",
  "once more, aloud if you can.",
  "a third time, and thank God for one word in it.",
  "again, and ask the Lord what he wants you to carry into today.",
];

/** The preacher's sentence set in our quotation marks, its own quotations made single. */
export function preacherQuote(sentence: string): string {
  let open = false;
  const text = sentence
    .trim()
    .replace(/^["“]|["”]$/g, "")
    .replace(/"/g, () => {
      open = !open;
      return open ? "‘" : "’";
    })
    .replace(/“/g, "‘")
    .replace(/”/g, "’");
  return `“${text}${open ? "’" : ""}”`;
}

/** Monday to Friday: each day one point of the sermon and the next verses of the passage. */
export function composeDailyDevotional(context: PackContext, day: WeekDay) {
  const { outline } = context;
  const index = weekDays.indexOf(day);
  const { point, verses: verse, sentence } = dayOfWeek(context, index, weekDays.length);
  const reading = paragraphs([
    briefOr(
      context,
      dayOpenings[day],
      plainOr(
        context,
        `${dayOpenings[day]} On Sunday we heard ${context.passage}. Here is the big idea: ${outline.bigIdea.replace(/[.!?]*$/, ".")}`,
        `${dayOpenings[day]} On Sunday we heard ${context.passage} preached under the big idea: ${outline.bigIdea.replace(/[.!?]*$/, ".")}`,
      ),
    ),
    // Verses an earlier day of the week quoted are read again, not printed again.
    readBefore(context, index, verse.reference) > 0
      ? `Today, read ${verse.reference} ${readAgain[(readBefore(context, index, verse.reference) - 1) % readAgain.length]}`
      : `Today, read ${verse.reference}: ${quote(verse)}.`,
    sentence && `From Sunday's sermon: ${preacherQuote(sentence)}`,
    // The gospel the week rests on, said once, on Monday; each day after reads its own point.
    index === 0 &&
      plainOr(
        context,
        "All of this rests on Jesus. He died for our sins. He rose again. He gives his Spirit to all who trust him. So Sunday's word is a gift for you today.",
        briefOr(
          context,
          "All of this rests on Jesus Christ, who died for our sins and rose again: Sunday's word is a gift to receive today.",
          "All of this rests on Jesus Christ. He died for our sins and rose again, and his Spirit is given to everyone who trusts him. That is why Sunday's word is not a burden to carry but a gift to receive today.",
        ),
      ),
  ]);
  const questions = inVariant(reflectionPairs, context, index)(point);
  return {
    title: `${day}: ${titleOfPoint(point)}`,
    scripture: verse.reference,
    day,
    point,
    reading,
    reflection: questions.map((question, at) => `${at + 1}. ${question}`).join("\n"),
    prayer: `Father, thank you for your word in ${verse.reference}. Help me to live today by what you showed us in it on Sunday. ${inVariant(prayerClosings, context, index)}`,
  };
}

/** The first words of a point, as a title: "Hope does not disappoint". */
function titleOfPoint(point: string): string {
  const first = point.split(/[:.;!?—–]/)[0]!.trim();
  if (first.length <= 70) return first;
  const clause = first.split(/,\s+/)[0]!;
  return clause.length <= 70 ? clause : first.split(/\s+/).slice(0, 10).join(" ");
}

/**
 * Observation, then interpretation, then application: 6 to 8 questions in that order, one on
 * every point (with the preacher's own words on it, where the sermon had them).
 */
function discussionQuestions(context: PackContext): string[] {
  const { outline } = context;
  const [first, second] = [context.verses[0]!, context.verses.at(-1)!];
  const observation = [
    `Read ${context.passage} aloud. What words or phrases are repeated, and what do they tell you?`,
    `What does ${first.reference} say about God? What does ${second.reference} say about us?`,
  ];
  const interpretation = outline.points.map((point, index) => {
    const day = dayOfWeek(context, index, outline.points.length);
    const said = day.sentence ? ` The sermon said: ${preacherQuote(day.sentence)}` : "";
    return `Point ${index + 1}: ${point.replace(/[.!?]*$/, "")}.${said} Where do you see it in ${day.verses.reference}?`;
  });
  const application = [
    outline.callToAction
      ? `The sermon closed with a call to respond: ${outline.callToAction.replace(/[.!?]*$/, "")}. What is one step you will take this week?`
      : "What is one step you will take this week because of this passage?",
    `The big idea was: ${outline.bigIdea.replace(/[.!?]*$/, "")}. Where is that hardest to believe in your life right now?`,
    "How can this group pray for and help one another to live this out?",
  ];
  // Every point keeps its question; observation and application make up the rest of eight.
  const most = 8;
  const observed = observation.slice(0, interpretation.length >= 5 ? 1 : 2);
  const applied = application.slice(0, Math.max(1, most - observed.length - interpretation.length));
  const questions = briefOr(
    context,
    [...observed.slice(0, 1), ...interpretation, ...applied.slice(0, 1)],
    [...observed, ...interpretation, ...applied],
  );
  return questions.length >= 6
    ? questions.slice(0, most)
    : [
        ...questions,
        ...application.slice(applied.length),
        "What questions does the passage leave you with?",
      ].slice(0, 6);
}

export function composeSmallGroupGuide(context: PackContext) {
  const { outline } = context;
  const passageText = context.verses
    .map((verse) => `${verse.reference.split(":").at(-1)} ${verse.text}`)
    .join(" ");
  return {
    title: `Small group: ${outline.title}`,
    scripture: context.passage,
    openingQuestion: inVariant(openingQuestions, context),
    passageText: `${passageText} (${context.passage}, ${context.translation.toUpperCase()})`,
    questions: discussionQuestions(context),
    prayerFocus: `Pray that the group would live out what ${context.passage} teaches: ${outline.bigIdea.replace(/[.!?]*$/, "")}. Pray for one another by name, and for anyone the group knows who needs to hear it this week.`,
    leaderNotes: paragraphs([
      `Big idea: ${outline.bigIdea}`,
      `Sunday's points:\n${outline.points.map((point, index) => `${index + 1}. ${point}`).join("\n")}`,
      briefOr(
        context,
        "",
        plainOr(
          context,
          "Start with what the passage says. Then ask what it means. Then ask what it asks of us. Give people time to think. If the talk drifts, go back to the passage.",
          "Move from what the passage says to what it means before asking what it asks of the group. Let silences sit: the application questions need time. If the conversation drifts, bring it back to the passage.",
        ),
      ),
    ]),
  };
}

const openingQuestions = [
  "Think of a time this week when you needed good news. What was happening?",
  "What is one thing that has been on your mind since Sunday?",
  "Who has been an encouragement to you lately, and how?",
];

type Activity = (verse: Verse, point: string) => string;
const activities: Record<string, readonly Activity[]> = {
  "3-5": [
    (verse) =>
      `Action verse: say ${verse.reference} together in short pieces, with an action for each piece (hands on heart, arms wide, pointing up). You need: nothing but space to move.`,
    (verse) =>
      `Draw and tell: each child draws one picture from today's story while you say ${verse.reference} together. You need: paper and crayons.`,
  ],
  "6-8": [
    (verse) =>
      `Verse puzzle: write ${verse.reference} on a card, cut it into word pieces, and let pairs put it back in order, then say it together. You need: card, scissors and pens.`,
    (verse) =>
      `Pass the verse: sit in a circle and pass a ball; whoever holds it says the next word of ${verse.reference}. You need: a soft ball.`,
  ],
  "9-11": [
    (_verse, point) =>
      `Two-column sort: on a large sheet, list ways people look for the good news of this passage in the wrong places, and in a second column what the passage says instead (${point.replace(/[.!?]*$/, "")}). You need: a large sheet and markers.`,
    (verse) =>
      `Headline writers: in pairs, write a newspaper headline for ${verse.reference} and explain it to the group. You need: paper and pens.`,
  ],
};

/**
 * Activities on the story alone, for a passage with no verse fit for a child to learn by heart:
 * none of them has the children say a verse.
 */
const storyActivities: Record<string, readonly string[]> = {
  "3-5": [
    "Draw and tell: each child draws one picture from today's story and tells a grown-up about it. You need: paper and crayons.",
  ],
  "6-8": [
    "Story pictures: in small groups, act out today's story in three still pictures while the others guess what is happening. You need: nothing but space.",
  ],
  "9-11": [
    "Question wall: each child writes one question the passage leaves them with on a sticky note; sort them together and talk about two. You need: sticky notes and pens.",
  ],
};

export function composeChildrensLesson(context: PackContext) {
  const { outline } = context;
  const band = bandFor(context);
  const verse = memoryVerse(context);
  const point = inVariant(outline.points, context);
  // The passage's own big idea (its heading and its key verse), not a truth for any passage.
  const bigIdea = passageBigIdea(context);
  // Only the words of verses a child hears are explained ("Perish" was, from a verse not read).
  const heard = verse ? [verse] : context.verses.filter((one) => fitToLearn(one.text));
  const words = hardWords(heard, band);
  // A passage holding no verse of the team's list (memoryVerse): the lesson says so and the
  // leader chooses.
  const noVerse = `None this week: ${context.passage} holds no verse on our list of verses for children of ${outline.ageBand} to learn by heart, so the choice is yours: a gentle verse the sermon points to, or none.`;
  return {
    title: `${outline.title} (children)`,
    scripture: context.passage,
    ageBand: outline.ageBand,
    bigIdea:
      bigIdea ??
      `Yours to choose: ${context.passage} has no words for children of ${outline.ageBand} to hear on their own. Take it from the part of the sermon's passage you tell them.`,
    retelling: childrensRetelling(context),
    memoryVerse: verse ? quote(verse) : noVerse,
    activity: verse
      ? inVariant(activities[band] ?? activities["6-8"]!, context)(verse, point)
      : inVariant(storyActivities[band] ?? storyActivities["6-8"]!, context),
    takeHome: paragraphs([
      // A child's sheet carries no adult sermon prose (issue 34): not the sermon's big idea nor
      // its points, which are the preacher's words for grown-ups. It holds the passage's name,
      // the verse the child learned, the glossary's words and fixed sentences true of any week.
      `${heard.length > 0 ? "This week we read" : "On Sunday the sermon was on"} ${context.passage}.`,
      bigIdea && `Today's big idea for children: ${bigIdea}`,
      verse && `Memory verse: ${quote(verse)}.`,
      words.length > 0 && `Words to know: ${explained(words)}`,
      briefOr(
        context,
        "",
        verse
          ? "Talk about it at home: ask your child to say the memory verse and tell you what it means."
          : "Talk about it at home: ask your child to tell you what they heard at church today.",
      ),
      `Pray together: “Dear God, thank you for your words in ${verse?.reference ?? (heard.length > 0 ? context.passage : "the Bible")}. Help us remember them this week. In Jesus' name, Amen.”`,
    ]),
  };
}
