import type { ToolRequest } from "@shared/tools";
import { emailAudience, emailLength, emailTone, emailType } from "@shared/generation/options";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { contextBlock, fieldLines, groundingBlock, systemPrompt } from "./framing";
import { labelOf } from "./labels";
import { defineWriter } from "../define-writer";
import { composeEmail } from "../offline/email";

const wordsForLength: Record<ToolRequest<"email">["length"], string> = {
  brief: "under 150 words",
  standard: "about 250 words",
  detailed: "about 450 words",
};

export function emailPrompt(
  request: ToolRequest<"email">,
  grounding: Grounding,
  preferences: GenerationPreferences,
) {
  return {
    system: systemPrompt(
      "Task: write a church email. Return the email type, the body (greeting to sign-off: state the date, time, place and contact given in the request and notes; leave [brackets] only for a needed detail that was not given — never invent one), a subject line of at most 70 characters that is a complete phrase, a call to action, and the scripture reference used (or an empty string).",
      preferences,
      // A teaching email teaches: the whole block, as a devotional has.
      request.emailType === "teaching" ? "full" : "letter",
    ),
    prompt: [
      "Email request:",
      fieldLines({
        "Email type": labelOf(emailType, request.emailType),
        Purpose: request.purpose,
        Audience: labelOf(emailAudience, request.audience),
        Tone: labelOf(emailTone, request.tone),
        Length: labelOf(emailLength, request.length),
        Scripture: request.scripture,
      }),
      `Length: ${wordsForLength[request.length]}.`,
      contextBlock(request, preferences),
      groundingBlock(grounding),
    ]
      .filter(Boolean)
      .join("\n\n"),
  };
}

/** The email tool's writer: this prompt and the offline composer. */
export const writer = defineWriter("email", { prompt: emailPrompt, compose: composeEmail });
