import { z } from "zod";
import { maxReferenceLength } from "../scripture/api";

/** Request and response shapes of /api/study/*. */

/** A study covers a chapter or a few: more is refused with this limit named. */
export const maxStudyChapters = 3;
export const maxStudyNoteLength = 20_000;
/** Saved study notes per user (one per passage). */
export const maxStudyNotes = 500;
export const studyNotesRateLimit = { max: 30, windowMinutes: 1 } as const;

const passageField = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? "Give a passage, such as John 3 or Psalm 23."
        : "Give one passage, as text, such as John 3.",
  })
  .trim()
  .min(1, "Give a passage, such as John 3 or Psalm 23.")
  .max(maxReferenceLength, `A passage is at most ${maxReferenceLength} characters.`);

export const studyQuerySchema = z.object({ passage: passageField });

export const strongsParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[GHgh]0*\d{1,5}$/, "A Strong's number is G or H and a number, such as G25 or H7462."),
});

export const studyNoteSchema = z.object({
  passage: passageField,
  text: z.string({ error: "Write your notes as text." }),
});

export interface StudyTranslation {
  /** "web", "kjv", or a SWORD module's name. */
  id: string;
  name: string;
  abbreviation: string;
}

export interface StudyWord {
  text: string;
  /** Strong's numbers of the original word(s); [] for words the translators supplied. */
  strongs: string[];
}

export interface StudyCrossReference {
  reference: string;
  /** Its WEB text (the first verses of a longer range). */
  text: string;
  /** Why it is listed, strongest first ("Quoted in the New Testament", "Scofield's note", …). */
  reasons: string[];
  score: number;
}

export interface StudyVerse {
  reference: string;
  book: string;
  chapter: number;
  verse: number;
  /** Translation id → the verse's text (missing where a translation lacks the verse). */
  texts: Record<string, string>;
  /** The KJV in pieces, each with its Strong's numbers. */
  words: StudyWord[];
  crossReferences: StudyCrossReference[];
  /** Nave's topics citing the verse, narrowest first. */
  topics: string[];
}

export interface StudyCommentary {
  source: string;
  reference: string;
  introduction: boolean;
  text: string;
}

export interface StudyTopic {
  topic: string;
  /** The passage's verses the topic cites ("3:16"). */
  verses: string[];
}

/** Short Strong's glosses for the words of the passage, so a popover opens at once. */
export interface StudyGloss {
  lemma: string;
  transliteration: string;
}

export interface StudyResponse {
  reference: string;
  osis: string;
  translations: StudyTranslation[];
  verses: StudyVerse[];
  commentaries: StudyCommentary[];
  topics: StudyTopic[];
  glosses: Record<string, StudyGloss>;
}

export interface StrongsResponse {
  id: string;
  language: "Greek" | "Hebrew";
  lemma: string;
  transliteration: string;
  pronunciation: string;
  definition: string;
  related: string[];
  /** Times the KJV renders it, and in how many verses. */
  total: number;
  verseCount: number;
  renderings: Array<{ text: string; count: number }>;
  /** A few places it occurs, with their KJV text. */
  examples: Array<{ reference: string; text: string }>;
}

export interface StudyNote {
  passage: string;
  reference: string;
  text: string;
  updatedAt: string;
}

export interface StudyNoteResponse {
  note: StudyNote | null;
}

export interface StudyNoteListResponse {
  notes: Array<Pick<StudyNote, "reference" | "updatedAt"> & { firstLine: string }>;
}
