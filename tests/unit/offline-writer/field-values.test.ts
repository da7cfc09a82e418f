import { describe, expect, it } from "vitest";
import { emailType } from "@shared/generation/options";
import { eventFields } from "@shared/tools/fields";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * Issue 30, class 4 of the second held-out reading: a form's label or a typed field value set
 * where a sentence is needed ("This is what we bring before you, Lord: heart surgery.", "RSVP:
 * No RSVP needed", "Subject: Pastoral Care from Grace Community Church").
 */

/** Every run of two or more of a phrase's last words: what is left of it after any cut. */
function tails(phrase: string): string[] {
  const words = phrase.toLowerCase().split(/\s+/);
  return words.slice(0, -1).map((_, index) => words.slice(index).join(" "));
}

describe("a prayer's focus is its title, never read to God as typed", () => {
  // A label names the prayer ("Hospital bedside prayer before heart surgery"), a need ("Comfort
  // for the Patterson family"), or a phrase of any grammar; none is a sentence of prayer.
  const focuses = [
    "Hospital bedside prayer before heart surgery",
    "Lament for a family after a stillbirth",
    "Closing prayer at Eleanor Briggs's funeral",
    "Comfort for the Patterson family",
    "our town after the Miller Creek flood",
    "Jake and Emily Turner after the loss of their baby",
  ];
  for (const focus of focuses)
    it(focus, async () => {
      for (let variant = 0; variant < 3; variant++) {
        const { item } = await offlineDraft("prayer", {
          prayerType: "intercession",
          focus,
          scripture: "Psalm 121",
          variant,
        });
        const prayer = item as { title: string; content: string };
        expect(prayer.title.toLowerCase()).toBe(focus.toLowerCase());
        const content = prayer.content.toLowerCase();
        for (const tail of tails(focus)) expect(content).not.toContain(tail);
      }
    });
});

describe("an email's subject does not open with the form's label for its type", () => {
  for (const { value, label } of emailType.list)
    it(value, async () => {
      const { item } = await offlineDraft("email", {
        emailType: value,
        purpose: "Share news with the church",
        scripture: "2 Corinthians 1:3-4",
      });
      // "Pastoral Care from Grace Community Church": the category's label standing as the subject.
      const subject = (item as { subject: string }).subject.toLowerCase();
      expect(subject.startsWith(label.toLowerCase())).toBe(false);
    });
});

describe("an event field's value that says what it is is not printed under its label again", () => {
  const labels = eventFields().map((field) => field.label.replace(/\s*\(.*\)$/, ""));
  const event = {
    eventName: "Christmas Eve Candlelight Service",
    eventDate: "2026-12-24",
    eventPlace: "Sanctuary",
    eventContact: "Contact the church office, 555-0142",
    eventRsvp: "No RSVP needed; childcare for ages 0-4",
  };
  const requests: Array<["email" | "social", Record<string, unknown>]> = [
    ["email", { emailType: "event-invitation", purpose: "Invite everyone", ...event }],
    [
      "social",
      { platform: "facebook", contentType: "event-promotion", topic: "Christmas Eve", ...event },
    ],
  ];
  for (const [tool, request] of requests)
    it(tool, async () => {
      const { item, texts } = await offlineDraft(tool, request);
      const all = [...texts, (item as { callToAction?: string }).callToAction ?? ""].join("\n");
      for (const line of all.split("\n"))
        for (const label of labels) {
          const said = line
            .toLowerCase()
            .split(/[^a-z]+/)
            .filter((word) => word === label.toLowerCase());
          expect(said.length, line).toBeLessThan(2);
        }
    });
});
