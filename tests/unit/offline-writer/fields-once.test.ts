import { describe, expect, it } from "vitest";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * A field the pastor typed is printed in one place (issue 30, held-out 29b E1: the RSVP line in
 * the event block and again as the whole "Next step"). Every text the pastor receives is counted
 * together, so a value given twice reads twice if all of it is pasted.
 */
const every = {
  eventName: "Christmas Eve Candlelight Service",
  eventDate: "2026-12-24",
  eventTime: "19:00",
  eventEndTime: "20:00",
  eventPlace: "Main Sanctuary",
  eventAddress: "412 Elm Street, Springfield",
  eventContact: "Church office, 555-0100",
  eventRsvp: "No RSVP needed; nursery for children under 3 in room 104",
  eventLink: "https://gracecommunity.example.org/christmas-eve",
};
/** The fields printed as typed (the name is also the email's subject, its header). */
const typedOnce = ["eventAddress", "eventContact", "eventRsvp", "eventLink"] as const;

const times = (text: string, value: string) => text.split(value).length - 1;

async function emailText(request: Record<string, unknown>) {
  const { texts } = await offlineDraft("email", {
    emailType: "event-invitation",
    purpose: "Invite the church and their neighbors",
    scripture: "Zechariah 2:10-13",
    ...request,
  });
  return texts.join("\n");
}

describe("a typed field is printed once", () => {
  for (const rsvp of [every.eventRsvp, "RSVP by December 20 to the office", "Reply by Friday"])
    it(`an email with every event field prints each once (RSVP “${rsvp}”)`, async () => {
      const text = await emailText({ ...every, eventRsvp: rsvp });
      for (const field of typedOnce) {
        const value = field === "eventRsvp" ? rsvp : every[field];
        expect(times(text, value), field).toBe(1);
      }
    });

  it("an RSVP with no event block is still printed, once, as the next step", async () => {
    const rsvp = "RSVP by December 20 to the office";
    const { item, texts } = await offlineDraft("email", {
      emailType: "announcement",
      purpose: "Tell the church about the meal sign-up",
      eventRsvp: rsvp,
    });
    expect(times(texts.join("\n"), rsvp)).toBe(1);
    expect((item as { callToAction: string }).callToAction).toContain(rsvp);
  });

  it("a social post with every event field prints each once", async () => {
    const { texts, posts } = await offlineDraft("social", {
      platform: "facebook",
      contentType: "event-promotion",
      topic: "Christmas Eve",
      ...every,
    });
    for (const text of posts.length > 0 ? posts.map((post) => post.content) : texts)
      for (const field of typedOnce) expect(times(text, every[field]), field).toBe(1);
  });
});
