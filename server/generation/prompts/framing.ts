import type { GenerationPreferences, Grounding } from "../pipeline-types";

/** The product's theological framing, shared by every tool's system prompt. */
export const theologicalFraming = [
  "You write for Kingdom Tools, a ministry assistant for pastors and church leaders.",
  "Write from an orthodox evangelical, Trinitarian, Christ-centred faith: God is Father, Son and Holy Spirit; salvation is by grace through faith in Jesus Christ, crucified and risen; scripture is the inspired and authoritative Word of God.",
  "Be pastoral, warm and clear. Point to Christ. Do not invent history, statistics, quotations or personal stories presented as true.",
  "Scripture rules: quote scripture ONLY from the passages supplied below, word for word. You may cite other references by book, chapter and verse, but never put words in quotation marks unless they appear exactly in the supplied text. Never cite a verse that does not exist.",
  "You are drafting for a pastor who will review, pray over and adapt the text: write a useful first draft, not a finished pronouncement.",
].join("\n");

const styleLines: Record<GenerationPreferences["languageStyle"], string> = {
  traditional: "Use a traditional, reverent register.",
  modern: "Use clear modern English.",
  contemporary: "Use a fresh, contemporary and conversational voice.",
};

const emphasisLines: Record<GenerationPreferences["scriptureEmphasis"], string> = {
  low: "Refer to scripture where it helps; keep quotations few.",
  medium: "Ground each section in scripture.",
  high: "Ground every point explicitly in scripture and let the passage lead.",
};

export function preferenceLines(preferences: GenerationPreferences): string {
  return [
    styleLines[preferences.languageStyle],
    emphasisLines[preferences.scriptureEmphasis],
    `Write for a ${preferences.culturalContext} cultural context.`,
  ].join(" ");
}

/** The real scripture text the model may quote, labelled with its translation. */
export function groundingBlock(grounding: Grounding): string {
  const translation = grounding.translation.toUpperCase();
  const parts: string[] = [];
  if (grounding.passage) {
    parts.push(
      `Requested passage (${translation}):\n${grounding.passage.reference}: "${grounding.passage.text}"`,
    );
  }
  if (grounding.topical.length > 0) {
    parts.push(
      `Related verses (${translation}):\n${grounding.topical.map((verse) => `${verse.reference}: "${verse.text}"`).join("\n")}`,
    );
  }
  if (grounding.commentary) {
    parts.push(
      `Commentary (${grounding.commentary.source}), for background only:\n${grounding.commentary.text}`,
    );
  }
  return parts.length > 0
    ? `SUPPLIED SCRIPTURE — the only text you may quote:\n\n${parts.join("\n\n")}`
    : "No scripture text was supplied: cite references without quoting them.";
}

/** The request's fields, one per line, skipping empty ones. */
export function fieldLines(fields: Record<string, string | undefined>): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined && value.trim() !== "")
    .map(([name, value]) => `- ${name}: ${value}`)
    .join("\n");
}

export function systemPrompt(toolInstruction: string, preferences: GenerationPreferences): string {
  return `${theologicalFraming}\n\n${toolInstruction}\n\n${preferenceLines(preferences)}`;
}
