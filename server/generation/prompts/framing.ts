import { refinementLabels, type Refinement } from "@shared/generation/refinement";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { traditionVoice, type GuardrailTopic } from "@shared/traditions";

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
    `Use ${preferences.spelling === "british" ? "British" : "American"} spelling in your own words; quotations keep their source's spelling.`,
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
  const shape = grounding.shape;
  if (shape && shape.key.length > 0) {
    parts.push(
      `Key verses of the passage (quote at least one of them whole):\n${shape.key.map((verse) => verse.reference).join("; ")}`,
    );
  }
  // Divisions with names (the BSB's section headings, Matthew Henry's outline), named as whose
  // they are: no translation's headings are the passage's own. Runs of verses the offline
  // writer walks are not given.
  const divisionsBy = {
    headings: "The Berean Standard Bible's section headings",
    commentary: "Matthew Henry's outline",
  };
  if (
    shape &&
    grounding.passage &&
    (shape.divisions === "headings" || shape.divisions === "commentary") &&
    shape.sections.length > 1 &&
    shape.sections.some((section) => section.heading)
  ) {
    parts.push(
      `${divisionsBy[shape.divisions]} for the passage (a guide to its parts; a main point is what its part says):\n${shape.sections.map((section) => `- ${section.reference}${section.heading ? `: ${section.heading}` : ""}`).join("\n")}`,
    );
  }
  if (grounding.topical.length > 0) {
    parts.push(
      `${grounding.passage ? "Scripture that quotes the passage, or that it quotes" : "Verses of the topic"} (${translation}):\n${grounding.topical.map((verse) => `${verse.reference}: "${verse.text}"`).join("\n")}`,
    );
  }
  if (grounding.study && grounding.study.keyWords.length > 0) {
    parts.push(
      `Key words of the passage (as the KJV renders them, with Strong's numbers), for understanding; explain them plainly if you use them:\n${grounding.study.keyWords.map((word) => `"${word.word}": ${word.lemma} (${word.transliteration}, ${word.strongs}), ${word.meaning}`).join("\n")}`,
    );
  }
  const comments = (grounding.passage ? (shape?.sections ?? []) : []).flatMap((section) =>
    section.comment ? [`${section.reference}: "${section.comment.text}"`] : [],
  );
  if (comments.length > 0) {
    parts.push(
      `Matthew Henry's Concise Commentary on its parts (background; quote only whole sentences, named):\n${comments.join("\n")}`,
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

const guardrailLabels: Record<GuardrailTopic, string> = {
  baptism: "Baptism",
  spiritualGifts: "Spiritual gifts",
  womenInMinistry: "Women in ministry",
  electionAndFreeWill: "Predestination and free will",
  endTimes: "The end times",
};

/**
 * How much of the church's tradition a piece is given. A sermon, a devotional or a group guide
 * teaches, and meets the questions on which churches differ: it carries the whole block. A
 * prayer or a letter needs the tradition's words and register; a post or a slide only its
 * words. (The whole block was 442 of a social post's 688 system tokens.)
 */
export type TraditionSize = "full" | "letter" | "post";

/**
 * The church's tradition: its words, emphasis and register, and how to handle the questions
 * on which faithful Christians differ, sized to the piece. It never changes the gospel in the
 * framing above.
 */
export function traditionLines(
  preferences: GenerationPreferences,
  size: TraditionSize = "full",
): string {
  const voice = traditionVoice(preferences.tradition);
  const { tradition, vocabulary: words } = voice;
  const vocabulary = `Vocabulary: call the local church "${words.community}"${words.people === words.community ? "" : ` and its people "${words.people}"`} (in letters, greet them as "${words.greeting}"); the leader is the ${words.minister}; the preaching is the ${words.sermon}; say "${words.communion}" for the Lord's Table and "${words.baptism}" for baptism; speak of ${words.sacraments}.`;
  if (size !== "full")
    return [
      `CHURCH TRADITION: ${tradition.name}.`,
      vocabulary,
      size === "letter" && voice.formality.prompt,
      "Take no side on questions on which faithful Christians differ and never disparage other traditions; the tradition never changes the gospel.",
    ]
      .filter(Boolean)
      .join("\n");
  return [
    `CHURCH TRADITION: ${tradition.name}. ${tradition.summary}`,
    vocabulary,
    `Sacraments and ordinances: ${tradition.sacraments}`,
    `Emphasis: ${tradition.emphasis}`,
    voice.formality.prompt,
    "Questions on which faithful Christians differ: do not take sides beyond what this tradition holds, and never disparage other traditions.",
    ...Object.entries(tradition.guardrails).map(
      ([topic, line]) => `- ${guardrailLabels[topic as GuardrailTopic]}: ${line}`,
    ),
    "The tradition shapes vocabulary, method and emphasis, never the gospel: Father, Son and Holy Spirit, salvation by grace through faith in Christ crucified and risen, and the authority of scripture stay the same.",
  ].join("\n");
}

/** What the tradition asks of a sermon: its method, lectionary, invitation and the table. */
export function sermonTraditionLines(preferences: GenerationPreferences): string {
  const voice = traditionVoice(preferences.tradition);
  return [
    voice.method.prompt,
    voice.tradition.followsLectionary &&
      "This church follows a lectionary and the church year: name the season where it helps.",
    `Call to action: ${voice.fill(voice.invitation.prompt)}`,
    voice.tradition.closingWord &&
      `End the call on this: ${voice.fill(voice.tradition.closingWord)}`,
    `The table: ${voice.fill(voice.tradition.table)}`,
  ]
    .filter(Boolean)
    .join("\n");
}

/** A tool's or a piece's system prompt, its tradition block sized to it (see TraditionSize). */
export function systemPrompt(
  toolInstruction: string,
  preferences: GenerationPreferences,
  size: TraditionSize = "full",
): string {
  return `${theologicalFraming}\n\n${toolInstruction}\n\n${preferenceLines(preferences)}\n\n${traditionLines(preferences, size)}`;
}

/** What each refinement asks of the model, given the current draft. */
const refinementInstructions: Record<NonNullable<Refinement["refine"]>, string> = {
  shorter: "Make it clearly shorter (about two thirds of its length): keep the strongest parts.",
  longer:
    "Make it fuller (about half as long again): develop the points with more explanation and application.",
  simpler:
    "Rewrite it in simpler language: short sentences, everyday words, no theological jargon left unexplained.",
  illustrations:
    "Add more illustrations: a concrete, everyday picture or story idea for each main part (never presented as a true story unless the notes give it).",
  angle:
    "Take another angle: a different way into the same subject, with a different structure and, where the supplied scripture allows, other verses.",
};

/** The structured fields a request may carry, as the model is told them. */
const detailFields: Array<[string, string]> = [
  ["eventName", "Event"],
  ["eventDate", "Date (YYYY-MM-DD)"],
  ["eventTime", "Starts (24-hour)"],
  ["eventEndTime", "Ends (24-hour)"],
  ["eventPlace", "Place"],
  ["eventAddress", "Street address"],
  ["eventContact", "Contact"],
  ["eventRsvp", "RSVP and other details (print as written, with no label of your own)"],
  ["eventLink", "Link"],
  ["names", "People to pray for by name"],
  [
    "remembered",
    "In memory of (the one who has died: give thanks for their life and commit them to God's keeping in the hope of the resurrection)",
  ],
  ["signature", "Sign the email as"],
  ["message", "The pastor's message, to include in their words (polish lightly at most)"],
];

/**
 * The pastor's notes as instructions (never text to print), the details given in their own
 * fields, the writer from Settings, and any variant or refinement.
 */
export function contextBlock(
  request: Refinement & { notes: string; [field: string]: unknown },
  preferences: GenerationPreferences,
): string {
  const found = detailFields
    .map(([name, label]) => [label, request[name]] as const)
    .filter(
      (entry): entry is readonly [string, string] =>
        typeof entry[1] === "string" && entry[1].trim() !== "",
    )
    .map(([label, value]) => `- ${label}: ${value.trim()}`);
  const author = preferences.author;
  const writer = author
    ? fieldLines({
        "Writer's name": author.name,
        "Ministry role": author.role,
        Church: author.church,
        "Email signature (use it exactly to sign emails)": author.emailSignature,
      })
    : "";
  const parts = [
    request.notes.trim() &&
      `PASTOR'S NOTES (instructions and background for you, the writer; they are private: follow them, but never print a note, a private detail or the name of a person in a pastoral situation in the draft unless the notes say to announce it):\n${request.notes.trim()}`,
    found.length > 0 &&
      `DETAILS GIVEN (use each one exactly as written; never replace a given detail with a placeholder):\n${found.join("\n")}`,
    writer &&
      `WRITER (from Settings; use the church name and signature instead of placeholders):\n${writer}`,
    "Use a placeholder in square brackets, such as [date], only for a detail the draft needs that is not given above, and never invent one. Titles and subject lines are complete phrases, never cut off. Do not repeat a sentence pattern within the draft.",
    (request.variant ?? 0) > 0 &&
      `This is alternative draft number ${(request.variant ?? 0) + 1}: write a genuinely different draft from earlier ones, with a different angle, structure and opening, and other verses from the supplied scripture where possible.`,
    request.refine &&
      `REFINEMENT: ${refinementInstructions[request.refine]} (${refinementLabels[request.refine]})${
        // One length rule: the refinement's, not the length the request first asked for.
        request.refine === "shorter" || request.refine === "longer"
          ? " This length replaces any length or number of parts asked for above."
          : ""
      }`,
    request.refine &&
      request.currentDraft &&
      `CURRENT DRAFT (derive the new draft from this):\n"""\n${request.currentDraft}\n"""`,
  ];
  return parts.filter(Boolean).join("\n\n");
}
