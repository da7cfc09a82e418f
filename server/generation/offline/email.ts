import { emailLength } from "@shared/generation/options";
import type { ToolRequest, ToolResult } from "@shared/tools";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { linesFor, voiceFor } from "./spelling";
import {
  attributed,
  fill,
  choose,
  paragraphs,
  pastorMessage,
  quote,
  stepped,
  variantOf,
  verseFrames,
} from "./draft-text";
import { eventLines, hasEvent } from "./event";

/** A passage of no more words than this is quoted whole in any email. */
const shortEmailPassageWords = 120;

/** An email subject's limit, in characters. */
const subjectLimit = 70;

/**
 * The event's name when there is one; else a subject true of any email of its type, from the
 * data (never the form's label for the type, "Pastoral Care from …", which names a category).
 */
function subjectOf(request: ToolRequest<"email">, lines: ReturnType<typeof linesFor>): string {
  const ofType = lines.email.subject[request.emailType];
  // The event's name, or the name it opens with (“Funeral for Harold Fisher; visitation
  // Thursday…”, “Easter Sunday: 6:30 AM sunrise service…”).
  const named = request.eventName.trim();
  if (named && named.length <= subjectLimit) return named;
  // Before its details ("; : ( -"), else before its first comma ("Kingdom Quest Vacation Bible
  // School, Monday-Friday, June 21-25…"): the shorter source, never a cut phrase.
  for (const separator of [/[;:(]|\s[-–—]\s/, /,\s/]) {
    const opening = named.split(separator)[0]!.trim();
    if (opening.split(/\s+/).length >= 2 && opening.length <= subjectLimit) return opening;
  }
  return ofType;
}

function signOff(request: ToolRequest<"email">, preferences: GenerationPreferences): string {
  const closing = linesFor(preferences).email.closing[request.tone];
  const author = preferences.author;
  if (request.signature.trim()) return `${closing}\n${request.signature.trim()}`;
  if (author?.emailSignature) return `${closing}\n${author.emailSignature}`;
  const name = author?.name || "[Your name]";
  const role = author?.role ? `, ${author.role}` : "";
  return [closing, `${name}${role}`, author?.church].filter(Boolean).join("\n");
}

/**
 * An offline church email: a greeting, the pastor's message as written (else an opening true of
 * the email's type), the event's details as given in their fields, the passage's key verse
 * quoted whole, and the sign-off from the form or Settings. The purpose and notes instruct;
 * offline they are shown beside the draft.
 */
export function composeEmail(
  request: ToolRequest<"email">,
  grounding: Grounding,
  preferences: GenerationPreferences,
): ToolResult<"email"> {
  const shape = grounding.shape;
  const lines = linesFor(preferences);
  const length = stepped(emailLength.values, request.length, request.refine);
  const event = hasEvent(request) ? eventLines(request) : [];
  const message = pastorMessage(request.message);
  // A short passage is quoted whole (as in every tool); a longer one by its key verses, or in
  // full as far as the passage's own rule allows in a detailed email.
  // A brief email quotes the one verse the passage turns on (else its key verses).
  const short = shape && shape.quoted.text.split(/\s+/).length <= shortEmailPassageWords;
  const verses =
    shape &&
    (length === "brief"
      ? (shape.main ?? shape.keyed)
      : length === "detailed" || short
        ? shape.quoted
        : shape.keyed);
  const comments = shape
    ? shape.sections.flatMap((section) => (section.comment ? [section.comment] : []))
    : [];
  return {
    emailType: request.emailType,
    subject: subjectOf(request, lines),
    content: paragraphs([
      request.audience === "general-congregation"
        ? `Dear ${voiceFor(preferences).vocabulary.greeting},`
        : lines.email.greeting[request.audience],
      length !== "brief" && !message && lines.email.opening[request.emailType],
      message,
      event.length > 0 && event.join("\n"),
      !message && event.length === 0 && "[Your message]",
      verses &&
        fill(
          choose(
            verseFrames(lines.email.scripture),
            variantOf({ ...request, subject: request.purpose }),
            "email.scripture",
          ),
          {
            quote: quote(verses, { aloud: true }),
          },
        ),
      // A detailed email adds Matthew Henry's own words on the passage (a sentence on each of
      // its first two sections), or where he opens no note on it, the verses around a verse or
      // two;
      ...(length === "detailed" ? comments.slice(0, 2).map(attributed) : []),
      length === "detailed" &&
        shape &&
        comments.length === 0 &&
        shape.context &&
        fill(verseFrames(lines.email.context)[0]!, {
          quote: quote(shape.context, { aloud: true }),
        }),
      // and the scripture that quotes the passage or that it quotes.
      ...(length === "detailed" && shape ? shape.related.slice(0, 1) : []).map(
        (related) =>
          `${lines.devotional.related[related.relation]} ${quote(related, { aloud: true })}`,
      ),
      signOff(request, preferences),
    ]),
    // Each field is printed in one place: the RSVP stands in the event's block when there is
    // one (the message the pastor sends), and is the next step only where no block holds it;
    // beside a block, the next step is a line true of any email of its type.
    callToAction:
      event.length > 0
        ? lines.email.next.withEvent[request.emailType]
        : request.eventRsvp || lines.email.next.withoutEvent,
    scripture: shape?.reference ?? "",
  };
}
