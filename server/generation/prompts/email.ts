import type { EmailRequest } from "@shared/generation/schemas";
import { emailAudience, emailLength, emailTone, emailType } from "@shared/generation/options";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { fieldLines, groundingBlock, systemPrompt } from "./framing";
import { labelOf } from "./labels";

const wordsForLength: Record<EmailRequest["length"], string> = {
  brief: "under 150 words",
  standard: "about 250 words",
  detailed: "about 450 words",
};

export function emailPrompt(
  request: EmailRequest,
  grounding: Grounding,
  preferences: GenerationPreferences,
) {
  return {
    system: systemPrompt(
      "Task: write a church email. Return the email type, a subject line, the body (greeting to sign-off, leaving [brackets] for details the pastor must fill in such as dates and places — never invent them), a call to action, and the scripture reference used (or an empty string).",
      preferences,
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
        Notes: request.notes,
      }),
      `Length: ${wordsForLength[request.length]}.`,
      groundingBlock(grounding),
    ].join("\n\n"),
  };
}
