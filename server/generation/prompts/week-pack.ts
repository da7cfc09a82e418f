import {
  packPieceTypes,
  pieceById,
  weekDays,
  type PackPieceId,
} from "@shared/tools/week-pack/definition";
import { dayOfWeek, memoryVerse, type PackContext } from "../offline/week-pack/context";
import type { GenerationPreferences } from "../pipeline-types";
import { contextBlock, systemPrompt, type TraditionSize } from "./framing";

const tasks: Record<string, string> = {
  "daily-devotional":
    "Task: write one daily devotional of a sermon week pack, for the day named, on the sermon point given for that day, reading the verses given for that day, with the preacher's own words on that point where they are given. Return the title, the scripture reference of the day's verses, the day, the point exactly as given, the reading (about 250 words), two reflection questions and a short prayer ending with one closing formula only.",
  "small-group-guide":
    "Task: write a small-group discussion guide for the sermon: an opening question (the server writes the passage's text into the guide itself), 6 to 8 questions moving from observation to interpretation to application, a prayer focus and leader notes that restate the big idea and every point.",
  "childrens-lesson":
    "Task: write a children's lesson on the sermon's passage for the age band given: the big idea in a child's words, a simple retelling of the passage, one memory verse quoted exactly with its reference, an activity with what it needs, and a take-home sheet for parents.",
  "week-email":
    "Task: write the church's email for the week after the sermon: Sunday's message in brief with every point, the week's devotionals, groups and children's lesson, this week's details exactly as given (if any), signed with the writer's signature.",
  "week-social":
    "Task: write social posts for the week after the sermon, spread Monday to Friday across facebook, instagram and twitter, each with its day and a suggested time, each drawn from the passage, the big idea or one point.",
  "sermon-slides":
    "Task: write the words for the sermon's slides: the title, the passage, the church name, the big idea in one sentence, each point shortened to fit a slide (same order, same meaning) and the call to action, short.",
};

/** How much of the tradition a piece carries: the teaching pieces all of it (see TraditionSize). */
const traditionSizes: Record<string, TraditionSize> = {
  "week-email": "letter",
  "week-social": "post",
  "sermon-slides": "post",
};

/** The pieces that announce the week to the congregation. */
const publicPieces = new Set(["week-email", "week-social"]);

/**
 * The privacy rule, in every piece's prompt (issue 32, item 5): what the model is given is the
 * confirmed outline and the sermon's words, already without the private parts; this says why.
 */
const privacyRule =
  "PRIVACY: this piece is public. Never use notes marked private or for the pulpit only, instructions to the preacher (reminders, stage directions, what to tell the room), or the name or situation of anyone in pastoral care; write only from the sermon as given here.";

/**
 * What the children's lesson is written from: the sermon's own big idea to put in a child's
 * words, the verse of the passage to learn (memoryVerse: one of the team's list of verses for
 * children), and the rules a children's minister keeps.
 */
function childrenLines(context: PackContext): string[] {
  const verse = memoryVerse(context);
  return [
    `THE CHILDREN'S BIG IDEA: the sermon's own big idea ("${context.outline.bigIdea}") said in a few simple words a child of ${context.outline.ageBand} understands; never a truth that would fit any passage.`,
    verse
      ? `MEMORY VERSE (the verse of the passage for a child to learn, from the church's list of verses for children; give it exactly, with its reference): ${verse.reference}: "${verse.text}"`
      : `MEMORY VERSE: none. No verse of ${context.passage} is on the church's list of verses for children of ${context.outline.ageBand} to learn by heart: say so in the memory verse field and leave the choice of a verse to the leader, give no verse to learn, quote to the children only verses of ${context.passage} free of anger, judgment, violence or death (where it has none, tell the leader in the story to choose a gentle part of the sermon's passage or a verse the sermon points to), and choose an activity on the story, not on saying a verse.`,
    "For children under ten, never give a verse of anger, judgment, punishment or violence as the memory verse, and tell the hard parts of the passage gently. Explain each hard word of the verses you quote in a child's words.",
  ];
}

/** The model's prompt for one piece: the confirmed outline and the passage's real text. */
export function packPiecePrompt(
  id: PackPieceId,
  context: PackContext,
  preferences: GenerationPreferences,
  currentDraft?: string,
): { system: string; prompt: string } {
  const piece = pieceById(id)!;
  const { outline } = context;
  const day = "day" in piece ? piece.day : undefined;
  const today = day ? dayOfWeek(context, weekDays.indexOf(day), weekDays.length) : undefined;
  const translation = context.translation.toUpperCase();
  const lines = [
    `Piece: ${packPieceTypes[piece.type].name}${day ? ` for ${day}` : ""}.`,
    "THE SERMON (every piece must follow it; never contradict it; name the passage and use the points' own words):",
    `- Title: ${outline.title}`,
    `- Passage: ${context.passage}`,
    `- Big idea: ${outline.bigIdea}`,
    `- Points:\n${outline.points.map((point, index) => `  ${index + 1}. ${point}`).join("\n")}`,
    outline.callToAction && `- Call to action: ${outline.callToAction}`,
    piece.type === "childrens-lesson" && `- Age band: ${outline.ageBand}`,
    outline.sermon?.some((words) => words.sentences.length > 0) &&
      `THE PREACHER'S OWN WORDS under each point (use them; quote them only as Sunday's sermon, word for word):\n${outline.sermon
        .map(
          (words, index) =>
            `  ${index + 1}.${words.verses ? ` (${words.verses})` : ""} ${words.sentences.map((sentence) => `"${sentence}"`).join(" ")}`,
        )
        .join("\n")}`,
    ...(piece.type === "childrens-lesson" ? childrenLines(context) : []),
    today && `- The day's point: ${today.point}`,
    today && `- The day's verses: ${today.verses.reference}`,
    today
      ? `SUPPLIED SCRIPTURE for the day — the only text you may quote (${translation}):\n${today.verses.reference}: "${today.verses.text}"`
      : `SUPPLIED SCRIPTURE — the only text you may quote (${translation}):\n${context.verses.map((verse) => `${verse.reference}: "${verse.text}"`).join("\n")}`,
    // "This week's details" is the pastor's announcement for the congregation: only the pieces
    // that announce (the email and the posts) are given it. Nothing else of the pastor's reaches
    // a piece, so no private note can be printed in one.
    publicPieces.has(piece.type) &&
      outline.notes.trim() &&
      `THIS WEEK'S DETAILS (public: the pastor wrote them for the congregation; give each one exactly as written):\n${outline.notes.trim()}`,
    privacyRule,
    contextBlock(
      {
        notes: "",
        variant: context.variant,
        ...(context.refine ? { refine: context.refine, currentDraft } : {}),
      },
      preferences,
    ),
  ];
  return {
    system: systemPrompt(tasks[piece.type]!, preferences, traditionSizes[piece.type] ?? "full"),
    prompt: lines.filter(Boolean).join("\n\n"),
  };
}
