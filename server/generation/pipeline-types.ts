import type { z } from "zod";
import type { ToolRequest, ToolResult, WritingToolKey } from "@shared/tools";

import type { Translation } from "@shared/scripture/translations";
import type { TraditionSettings } from "@shared/traditions";
import type { PassageShape } from "./offline/passage-shape";

export type { Translation };

/** Real scripture text found for a request: what the model may quote, what the composer uses. */
export interface Grounding {
  translation: Translation;
  /** The passage the user asked for, when they named one and it exists. */
  passage?: { reference: string; text: string };
  /** Other scripture: the passage's verses linked by sense, or the curated topic's verses. */
  topical: Array<{ reference: string; text: string }>;
  /**
   * The passage's own shape (divisions, key verses, Matthew Henry's sentences, scripture linked
   * by sense): the passage asked for, or the first passage of the curated topic the subject
   * names. Both the model's prompt and the offline writer draw on it.
   */
  shape?: PassageShape;
  /** The study desk's reading of the passage: its key words and strongest cross-references. */
  study?: StudyGrounding;
}

export interface StudyGrounding {
  /** Words the passage turns on, with their Greek or Hebrew word and its meaning (Strong's). */
  keyWords: ReadonlyArray<{
    word: string;
    strongs: string;
    lemma: string;
    transliteration: string;
    meaning: string;
  }>;
  /** Other passages that speak to this one, with their text (in the request's translation). */
  crossReferences: Array<{ reference: string; text: string }>;
}

/** The user's AI preferences (settings); defaults until settings exist. */
export interface GenerationPreferences {
  creativity: "conservative" | "balanced" | "creative";
  scriptureEmphasis: "low" | "medium" | "high";
  languageStyle: "traditional" | "modern" | "contemporary";
  culturalContext: string;
  /** The spelling of the writer's own words; scripture and quoted sources keep theirs. */
  spelling: "american" | "british";
  translation: Translation;
  /** Who is writing, from the profile and content settings: signs emails, names the church. */
  author?: Author;
  /** The church's tradition and the pastor's positions; the non-denominational preset when absent. */
  tradition?: TraditionSettings;
}

export interface Author {
  name: string;
  church: string;
  /** The ministry role's label ("Youth Pastor"), or empty. */
  role: string;
  emailSignature: string;
}

export const defaultPreferences: GenerationPreferences = {
  creativity: "balanced",
  scriptureEmphasis: "high",
  languageStyle: "modern",
  culturalContext: "western",
  spelling: "american",
  translation: "web",
};

/** What each writing tool provides to the engine. */
export interface ToolPipeline<K extends WritingToolKey> {
  ground(request: ToolRequest<K>, preferences: GenerationPreferences): Grounding;
  prompt(
    request: ToolRequest<K>,
    grounding: Grounding,
    preferences: GenerationPreferences,
  ): {
    system: string;
    prompt: string;
    /** The answer's shape when it is more than the tool's result (a social post per platform). */
    schema?: z.ZodType<ToolResult<K>>;
  };
  compose(
    request: ToolRequest<K>,
    grounding: Grounding,
    preferences: GenerationPreferences,
  ): ToolResult<K>;
  /** What the server writes into a model's draft itself: text it already has, exactly. */
  fill?(result: ToolResult<K>, grounding: Grounding): ToolResult<K>;
}

export type ToolPipelines = { [K in WritingToolKey]: ToolPipeline<K> };
