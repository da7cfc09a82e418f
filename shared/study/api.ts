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

/*
 * The study desk's answers, as schemas: the server's routes build them and the page parses
 * every answer with them (client/features/study/study-api.ts), so neither side casts.
 */
export const studyTranslationSchema = z.object({
  /** "web", "kjv", or a SWORD module's name. */
  id: z.string(),
  name: z.string(),
  abbreviation: z.string(),
});
export type StudyTranslation = z.infer<typeof studyTranslationSchema>;

export const studyWordSchema = z.object({
  text: z.string(),
  /** Strong's numbers of the original word(s); [] for words the translators supplied. */
  strongs: z.array(z.string()),
});
export type StudyWord = z.infer<typeof studyWordSchema>;

export const studyCrossReferenceSchema = z.object({
  reference: z.string(),
  /** Its WEB text (the first verses of a longer range). */
  text: z.string(),
  /** Why it is listed, strongest first ("Quoted in the New Testament", "Scofield's note", …). */
  reasons: z.array(z.string()),
  score: z.number(),
});
export type StudyCrossReference = z.infer<typeof studyCrossReferenceSchema>;

export const studyVerseSchema = z.object({
  reference: z.string(),
  book: z.string(),
  chapter: z.number(),
  verse: z.number(),
  /** Translation id → the verse's text (missing where a translation lacks the verse). */
  texts: z.record(z.string(), z.string()),
  /** The KJV in pieces, each with its Strong's numbers. */
  words: z.array(studyWordSchema),
  crossReferences: z.array(studyCrossReferenceSchema),
  /** Nave's topics citing the verse, narrowest first. */
  topics: z.array(z.string()),
});
export type StudyVerse = z.infer<typeof studyVerseSchema>;

export const studyCommentarySchema = z.object({
  source: z.string(),
  reference: z.string(),
  introduction: z.boolean(),
  text: z.string(),
});
export type StudyCommentary = z.infer<typeof studyCommentarySchema>;

export const studyTopicSchema = z.object({
  topic: z.string(),
  /** The passage's verses the topic cites ("3:16"). */
  verses: z.array(z.string()),
});
export type StudyTopic = z.infer<typeof studyTopicSchema>;

/** Short Strong's glosses for the words of the passage, so a popover opens at once. */
export const studyGlossSchema = z.object({ lemma: z.string(), transliteration: z.string() });
export type StudyGloss = z.infer<typeof studyGlossSchema>;

export const studyResponseSchema = z.object({
  reference: z.string(),
  osis: z.string(),
  translations: z.array(studyTranslationSchema),
  verses: z.array(studyVerseSchema),
  commentaries: z.array(studyCommentarySchema),
  topics: z.array(studyTopicSchema),
  glosses: z.record(z.string(), studyGlossSchema),
});
export type StudyResponse = z.infer<typeof studyResponseSchema>;

export const strongsResponseSchema = z.object({
  id: z.string(),
  language: z.enum(["Greek", "Hebrew"]),
  lemma: z.string(),
  transliteration: z.string(),
  pronunciation: z.string(),
  definition: z.string(),
  related: z.array(z.string()),
  /** Times the KJV renders it, and in how many verses. */
  total: z.number(),
  verseCount: z.number(),
  renderings: z.array(z.object({ text: z.string(), count: z.number() })),
  /** A few places it occurs, with their KJV text. */
  examples: z.array(z.object({ reference: z.string(), text: z.string() })),
});
export type StrongsResponse = z.infer<typeof strongsResponseSchema>;

export const studyNoteEntrySchema = z.object({
  passage: z.string(),
  reference: z.string(),
  text: z.string(),
  updatedAt: z.string(),
});
export type StudyNote = z.infer<typeof studyNoteEntrySchema>;

export const studyNoteResponseSchema = z.object({ note: studyNoteEntrySchema.nullable() });
export type StudyNoteResponse = z.infer<typeof studyNoteResponseSchema>;

export const studyNoteListResponseSchema = z.object({
  notes: z.array(z.object({ reference: z.string(), updatedAt: z.string(), firstLine: z.string() })),
});
export type StudyNoteListResponse = z.infer<typeof studyNoteListResponseSchema>;
