import { describe, expect, it } from "vitest";
import type { ToolRequest } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import { composeEmail } from "../../../server/generation/offline/email";
import { groundRequest } from "../../../server/generation/grounding";
import { defaultPreferences } from "../../../server/generation/pipeline-types";
import { quote } from "../../../server/generation/offline/phrasing";

function email(request: Record<string, string>) {
  const input = toolSchemas.email.request.parse(request) as ToolRequest<"email">;
  const grounding = groundRequest(
    { passage: input.scripture, subject: input.purpose },
    defaultPreferences,
  );
  return composeEmail(input, grounding, defaultPreferences);
}

describe("an email's own wording", () => {
  it.each([
    [
      "Let families know about the new children's check-in system",
      "The new children's check-in system",
    ],
    ["Invite men to the monthly men's breakfast", "The monthly men's breakfast"],
    [
      "Remind our members that the annual meeting is next Sunday",
      "The annual meeting is next Sunday",
    ],
    ["Announce changes to the Sunday schedule", "Changes to the Sunday schedule"],
  ])("a subject for “%s” names the news, not its audience", (purpose, core) => {
    const { subject } = email({ emailType: "announcement", purpose });
    expect(subject.slice(subject.indexOf(": ") + 2)).toBe(core);
  });

  it("does not take a weekday used as a name (Sunday school) for a date", () => {
    const { subject, content } = email({
      emailType: "announcement",
      purpose: "Recruit Sunday school teachers for the fall",
    });
    expect(subject).not.toMatch(/, Sunday$/);
    expect(content).not.toMatch(/\[(?:date|time|place)\]/);
  });

  it("gives news, not an event, a next step without a calendar", () => {
    const news = email({ emailType: "announcement", purpose: "Our church has a new website" });
    expect(news.callToAction).not.toMatch(/calendar/i);
    const event = email({ emailType: "announcement", purpose: "Announce the church picnic" });
    expect(event.callToAction).toMatch(/calendar|details/i);
  });
});

describe("a quotation", () => {
  it("never stops at a verse that only introduces speech", () => {
    const verse = {
      reference: "Jeremiah 1:4–6",
      text: "Now Yahweh’s word came to me, saying, “Before I formed you in the womb, I knew you. Before you were born, I sanctified you. I have appointed you a prophet to the nations.” Then I said, “Ah, Lord Yahweh! Behold, I don’t know how to speak; for I am a child.”",
      verses: [
        { reference: "Jeremiah 1:4", text: "Now Yahweh’s word came to me, saying," },
        {
          reference: "Jeremiah 1:5",
          text: "“Before I formed you in the womb, I knew you. Before you were born, I sanctified you. I have appointed you a prophet to the nations.”",
        },
        {
          reference: "Jeremiah 1:6",
          text: "Then I said, “Ah, Lord Yahweh! Behold, I don’t know how to speak; for I am a child.”",
        },
      ],
    };
    const quoted = quote(verse, 25);
    expect(quoted).toMatch(/^“Before I formed you in the womb/);
    expect(quoted).toMatch(/\(Jeremiah 1:5\)$/);
  });
});
