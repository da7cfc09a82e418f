import { describe, expect, it } from "vitest";
import { platformCharacterLimits } from "@shared/generation/options";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * Every event fact the pastor gave in a field is printed in every piece that announces the event
 * (held-out 29d SO1: the X post kept the typed message and the date, and left out the event's
 * name, place, address and link). Where a platform's limit forces a cut, our own words go first
 * (the prayer line, hashtags, the verse, the welcome), then the pastor's message (left out whole,
 * as the page says), never a field.
 */

type Event = Record<string, string>;

/** Set 29d's SO1: a two-evening Living Nativity, its 225-character message. */
const livingNativity: Event = {
  eventName: "Living Nativity",
  eventDate: "2026-12-18",
  eventTime: "18:00",
  eventEndTime: "20:00",
  eventPlace: "Church front lawn",
  eventAddress: "412 Elm Street, Springfield",
  eventContact: "Church office, 555-0100",
  eventRsvp: "Free; no tickets needed",
  eventLink: "https://gracecommunity.example.org/nativity",
  message:
    "Walk through Bethlehem with live animals, shepherds, wise men and carols around the fire pits. Free hot cocoa and cookies. Also Saturday, December 19, same times. If snow closes the roads we will post an update here by 3 p.m.",
};

/** A long place name and a full address, a message of middling length, no link. */
const mensBreakfast: Event = {
  eventName: "Men's Advent Breakfast",
  eventDate: "2026-12-12",
  eventTime: "07:30",
  eventEndTime: "09:00",
  eventPlace: "St. Andrew's Presbyterian Church, lower-level Fellowship Hall",
  eventAddress: "1450 Oak Ridge Road, Springfield, IL 62704",
  message:
    "Pancakes, sausage and strong coffee, then a short word from Isaiah and time to pray for one another. Bring a neighbor or a coworker.",
};

/** Every field but a message; an evening that ends after midnight. */
const watchNight: Event = {
  eventName: "New Year's Eve Watch Night Service",
  eventDate: "2026-12-31",
  eventTime: "22:00",
  eventEndTime: "00:30",
  eventPlace: "Main Sanctuary",
  eventAddress: "88 Church Street, Riverton",
  eventContact: "Pastor Dave, 555-0137",
  eventRsvp: "Children welcome in the service",
  eventLink: "https://gracecommunity.example.org/watchnight",
};

/** A place with no name given, only its address and a time: a meal after a flood. */
const floodMeal: Event = {
  eventTime: "17:30",
  eventAddress: "Riverside Park Pavilion B, 2200 River Road, Millbrook",
  message: "Hot meals for any family still cleaning up after the flood. No questions asked.",
};

const events: Record<string, Event> = { livingNativity, mensBreakfast, watchNight, floodMeal };

const weekdayDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** The words a reader must find for each field given: the date with its weekday, the clock times. */
function factsOf(event: Event): string[] {
  const facts: string[] = [];
  if (event.eventDate) facts.push(weekdayDate.format(new Date(`${event.eventDate}T12:00:00Z`)));
  for (const time of [event.eventTime, event.eventEndTime].filter(Boolean)) {
    const [hours, minutes] = time!.split(":").map(Number);
    facts.push(`${hours! % 12 || 12}:${String(minutes).padStart(2, "0")}`);
  }
  for (const field of [
    "eventName",
    "eventPlace",
    "eventAddress",
    "eventContact",
    "eventRsvp",
    "eventLink",
  ])
    if (event[field]) facts.push(event[field]!);
  return facts;
}

type Post = { platform: keyof typeof platformCharacterLimits; content: string; hashtags: string[] };

function published(post: Post): number {
  const tags = post.hashtags.length > 0 ? [...post.hashtags.join(" ")].length + 2 : 0;
  return [...post.content].length + tags;
}

describe("every event fact given is in every post that announces it", () => {
  for (const [name, event] of Object.entries(events))
    for (const length of ["short", "medium", "long"])
      it(`${name}, ${length}: every platform's post`, async () => {
        const draft = await offlineDraft("social", {
          platform: "multi-platform",
          contentType: "event-promotion",
          topic: event.eventName || "A meal for flood families",
          tone: "celebratory",
          length,
          scripture: "Matthew 2:1-12",
          ...event,
        });
        const item = draft.item as unknown as Post;
        const posts = [...(draft.posts as Post[]), item];
        expect(posts).toHaveLength(5);
        for (const post of posts) {
          for (const fact of factsOf(event)) expect(post.content, post.platform).toContain(fact);
          // These events' facts all fit the strictest limit; nothing else is forced over it.
          expect(published(post), post.platform).toBeLessThanOrEqual(
            platformCharacterLimits[post.platform],
          );
        }
      });

  for (const [name, event] of Object.entries(events))
    it(`${name}: a post on X alone`, async () => {
      const draft = await offlineDraft("social", {
        platform: "twitter",
        contentType: "event-promotion",
        topic: "Come and see",
        scripture: "Psalm 27:4",
        ...event,
      });
      const post = draft.item as unknown as Post;
      for (const fact of factsOf(event)) expect(post.content).toContain(fact);
      expect(published(post)).toBeLessThanOrEqual(platformCharacterLimits.twitter);
    });

  it("the message is left out whole on X, never a field, when both do not fit", async () => {
    const draft = await offlineDraft("social", {
      platform: "twitter",
      contentType: "event-promotion",
      topic: "Living Nativity",
      ...livingNativity,
    });
    const post = draft.item as unknown as Post;
    expect(post.content).not.toContain(livingNativity.message!.slice(0, 40));
    for (const fact of factsOf(livingNativity)) expect(post.content).toContain(fact);
  });
});

describe("a message left out takes nothing else with it", () => {
  for (const platform of ["twitter", "multi-platform"] as const)
    it(`${platform}: the post without the message is the post written with none`, async () => {
      const request = {
        platform,
        contentType: "event-promotion",
        topic: "Living Nativity",
        scripture: "Matthew 2:1-12",
        ...livingNativity,
      };
      const withMessage = await offlineDraft("social", request);
      const withNone = await offlineDraft("social", { ...request, message: "" });
      const x = (draft: typeof withMessage) =>
        (draft.posts.length > 0 ? draft.posts : [draft.item]).find(
          (post) => (post as unknown as Post).platform === "twitter",
        ) as unknown as Post;
      expect(x(withMessage).content).not.toContain(livingNativity.message!.slice(0, 40));
      expect(x(withMessage)).toEqual(x(withNone));
    });
});

describe("where the fields alone pass the limit", () => {
  it("the post on X is the fields, all of them, and none of our words", async () => {
    const event = {
      ...watchNight,
      eventPlace: "Main Sanctuary of Grace Community Church (enter by the north doors)",
      eventRsvp: "Nursery closed tonight; children are welcome in the service",
    };
    const draft = await offlineDraft("social", {
      platform: "twitter",
      contentType: "event-promotion",
      topic: "Watch Night",
      scripture: "Psalm 90:12",
      ...event,
    });
    const post = draft.item as unknown as Post;
    expect(published(post)).toBeGreaterThan(platformCharacterLimits.twitter);
    for (const fact of factsOf(event)) expect(post.content).toContain(fact);
    expect(post.content).not.toContain("Psalm 90:12");
    expect(post.hashtags).toEqual([]);
  });
});

describe("every event fact given is in the email that announces it", () => {
  for (const [name, event] of Object.entries(events))
    for (const emailType of ["event-invitation", "announcement", "teaching"])
      it(`${name}, ${emailType}`, async () => {
        const { texts } = await offlineDraft("email", {
          emailType,
          purpose: "Tell the church about it",
          length: "brief",
          scripture: "Psalm 27:4",
          ...event,
        });
        const text = texts.join("\n");
        for (const fact of factsOf(event)) expect(text).toContain(fact);
      });
});

/**
 * The form's "RSVP and other details" field holds what pastors type there, replies or not
 * (held-out 29d E2 printed "RSVP: Childcare available if you call the office by Thursday,
 * December 17"): it is printed as typed, a line of its own, under no label that says what it is.
 */
describe("the details typed beside the contact are printed as typed", () => {
  const typed = [
    "Childcare available if you call the office by Thursday, December 17",
    "Free; no tickets needed",
    "RSVP by December 10 to the office",
    "Bring a dish to share and a lawn chair",
  ];
  const lineOf = (text: string, value: string) =>
    text.split("\n").some((line) => line.trim() === value);

  for (const value of typed) {
    it(`in an email's event block and in every post: “${value}”`, async () => {
      const email = await offlineDraft("email", {
        emailType: "announcement",
        purpose: "Announce it",
        ...watchNight,
        eventRsvp: value,
      });
      expect(lineOf(email.texts.join("\n"), value)).toBe(true);
      const social = await offlineDraft("social", {
        platform: "multi-platform",
        contentType: "event-promotion",
        topic: "Watch Night",
        ...watchNight,
        eventRsvp: value,
      });
      for (const post of social.posts)
        expect(lineOf(post.content, value), post.platform).toBe(true);
    });

    it(`as an email's next step when no event is given: “${value}”`, async () => {
      const { item } = await offlineDraft("email", {
        emailType: "announcement",
        purpose: "Announce it",
        eventRsvp: value,
      });
      expect((item as { callToAction: string }).callToAction).toBe(value);
    });
  }
});
