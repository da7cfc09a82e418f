import { describe, expect, it } from "vitest";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * An event that ends after midnight (held-out 29c SO1, an overnight lock-in typed 7 pm to 7 am)
 * is said to end the next day; one that ends the same evening is not.
 */
const lockIn = {
  eventName: "Youth Lock-In",
  eventDate: "2027-01-22",
  eventTime: "19:00",
  eventEndTime: "07:00",
  eventPlace: "Youth Room",
};

async function emailText(event: Record<string, string>) {
  const { texts } = await offlineDraft("email", {
    emailType: "event-invitation",
    purpose: "Invite students in grades 6-12",
    scripture: "Psalm 119:9-16",
    ...event,
  });
  return texts.join("\n");
}

describe("an event's times", () => {
  it("an end before the start is on the next day, named by its weekday", async () => {
    const text = await emailText(lockIn);
    // January 22, 2027 is a Friday; the lock-in ends on the Saturday morning.
    expect(text).toMatch(/Friday, January 22, 2027, 7:00 pm to 7:00 am Saturday/);
  });

  it("with no date, the next day is said in words", async () => {
    const text = await emailText({ ...lockIn, eventDate: "" });
    expect(text).toMatch(/7:00 pm to 7:00 am the next day/);
  });

  it("an evening event ends the same day", async () => {
    const text = await emailText({ ...lockIn, eventEndTime: "21:30" });
    expect(text).toMatch(/7:00 pm to 9:30 pm(?! Saturday| the next day)/);
  });
});
