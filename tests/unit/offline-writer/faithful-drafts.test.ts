import { describe, expect, it } from "vitest";
import type { BookId } from "@shared/scripture/books";
import type { WritingToolKey } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import { writingTools, writingToolKeys } from "@shared/tools";
import { lookup } from "../../../server/scripture/lookup";
import { offlineDraft, pastorPreferences } from "../draft-quality/offline-engine";
import { shapePassage } from "../../../server/generation/offline/passage-shape";
import { quote } from "../../../server/generation/offline/draft-text";
import { balanceQuotes } from "@shared/scripture/balance-quotes";
import { lengthFieldOf, offlineRefinementsFor } from "@shared/generation/refined-request";
import { lengthOptions } from "../draft-quality/length-scale";
import { sectionHeadingsFor } from "../../../server/scripture/section-headings";
import { words } from "./compared-words";

/** A verse's text in the WEB, looked up independently of the writer. */
function verseText(reference: string): string {
  const found = lookup(reference, { translation: "web" });
  if (!found.ok) throw new Error(`${reference}: ${found.message}`);
  return found.passage.text;
}

const passageRequests: Record<
  "sermon" | "devotional" | "meditation" | "prayer",
  (passage: string) => Record<string, unknown>
> = {
  sermon: (scripture) => ({
    topic: "Sunday's message",
    scripture,
    length: "25-30",
    tone: "pastoral",
  }),
  devotional: (scripture) => ({ theme: "A word for today", focus: "Hearing God", scripture }),
  meditation: (scripture) => ({ scripture }),
  prayer: (scripture) => ({ prayerType: "intercession", focus: "Our church", scripture }),
};

// The verse a pastor expects any draft on the passage to quote (issue 30's findings).
const keyVerses: Array<[passage: string, key: string]> = [
  ["Psalm 23", "Psalm 23:4"],
  ["Isaiah 9:2-7", "Isaiah 9:2"],
  ["Isaiah 9:2-7", "Isaiah 9:6"],
  ["Habakkuk 2:1-3", "Habakkuk 2:3"],
  ["John 15:1-11", "John 15:5"],
  ["Isaiah 40:27-31", "Isaiah 40:31"],
  ["Lamentations 3:22-23", "Lamentations 3:23"],
  ["1 Thessalonians 4:13-18", "1 Thessalonians 4:14"],
  ["Philippians 4:4-13", "Philippians 4:13"],
];

describe("offline drafts quote the passage's key verse whole", () => {
  for (const [passage, key] of keyVerses) {
    for (const tool of Object.keys(passageRequests) as Array<keyof typeof passageRequests>) {
      it(`${tool} on ${passage} quotes ${key}`, async () => {
        const { texts } = await offlineDraft(tool, passageRequests[tool](passage));
        expect(words(texts.join(" "))).toContain(words(verseText(key)));
      });
    }
  }
});

// The one verse a draft closes on, writes out or dwells on carries the passage's point, not
// another verse of it as well known (Genesis 22:2 is the command; the passage turns on 22:8).
const mainVerses: Array<[passage: string, main: string, not: string]> = [
  ["Genesis 22:1-14", "Genesis 22:8", "Genesis 22:2"],
  ["Psalm 139:13-16", "Psalm 139:14", "Psalm 139:13"],
];

describe("the verse a draft dwells on carries the passage's point", () => {
  for (const [passage, main, not] of mainVerses)
    it(`${passage}: ${main}, not ${not}`, async () => {
      const sermon = (await offlineDraft("sermon", passageRequests.sermon(passage))).item;
      const close = (sermon as { callToAction: string }).callToAction;
      expect(words(close)).toContain(words(verseText(main)));
      expect(words(close)).not.toContain(words(verseText(not)));
      const devotional = (await offlineDraft("devotional", passageRequests.devotional(passage)))
        .item as { application: string };
      expect(devotional.application).toContain(main.replace("-", "–"));
    });
});

describe("notes are private: never printed into an offline draft", () => {
  const notes =
    "Don't mention publicly: Zebulon Quartermaine relapsed and the Hendersons are separating. Tell the story of Mark, a former addict.";
  /** A tool not named here is tried on its declaration's example with these notes. */
  const requests: Partial<Record<WritingToolKey, Record<string, unknown>>> = {
    sermon: { topic: "Coming home", scripture: "Luke 15:11-32", notes },
    prayer: { prayerType: "healing", focus: "Families in crisis", notes },
    devotional: { theme: "Grace", focus: "Starting again", notes },
    email: {
      emailType: "pastoral-care",
      purpose: "Encourage the church this week",
      scripture: "Psalm 34:18",
      notes,
    },
    social: { platform: "multi-platform", contentType: "inspirational", topic: "Hope", notes },
    meditation: { scripture: "Psalm 51:10-12", notes },
  };
  for (const tool of writingToolKeys) {
    it(`${tool}`, async () => {
      const request = requests[tool] ?? { ...writingTools[tool].example, notes };
      const { texts } = await offlineDraft(tool, request);
      const all = texts.join("\n");
      for (const name of [
        "Zebulon",
        "Quartermaine",
        "Henderson",
        "relapsed",
        "addict",
        "separating",
      ])
        expect(all).not.toContain(name);
    });
  }
});

describe("offline quotations are exact and supporting verses are chosen by sense", () => {
  it("every quotation in every tool's draft matches its reference", async () => {
    const requests: Array<[WritingToolKey, Record<string, unknown>]> = [
      ["sermon", { topic: "Hope in grief", scripture: "1 Thessalonians 4:13-18", length: "45-60" }],
      ["meditation", { scripture: "Isaiah 40:27-31", length: "comprehensive" }],
      ["devotional", { theme: "Rest", focus: "Weary parents", length: "extended" }],
      [
        "prayer",
        {
          prayerType: "healing",
          focus: "Cancer diagnosis",
          scripture: "Psalm 23",
          duration: "extended",
        },
      ],
      [
        "email",
        {
          emailType: "teaching",
          purpose: "Share Sunday's passage",
          scripture: "John 15:1-11",
          length: "detailed",
        },
      ],
      [
        "social",
        {
          platform: "facebook",
          contentType: "scripture-focus",
          topic: "Mercy",
          scripture: "Lamentations 3:22-23",
        },
      ],
    ];
    for (const [tool, request] of requests) {
      const { item } = await offlineDraft(tool, request);
      expect(item.scriptureCheck.misquotedCount, tool).toBe(0);
      expect(item.scriptureCheck.invalidCount, tool).toBe(0);
    }
  });

  it("offers no text of despair or judgment as comfort in grief or loss", async () => {
    const grief = await offlineDraft("sermon", {
      topic: "Hope in grief",
      scripture: "1 Thessalonians 4:13-18",
      length: "45-60",
    });
    const fire = await offlineDraft("prayer", {
      prayerType: "protection",
      focus: "A family whose house burned down",
      duration: "extended",
    });
    const all = [...grief.texts, ...fire.texts].join("\n");
    // Job 14:12 ("they will not awake") and Ezekiel 23:47 ("burn up their houses with fire").
    expect(all).not.toMatch(/Job 14:12|Ezekiel 23:47/);
  });

  it("chooses no verse for a subject that names none of the team's topics", async () => {
    const { item } = await offlineDraft("prayer", {
      prayerType: "intercession",
      focus: "The Tuesday committee",
    });
    expect(item.scriptureBase).toBe("");
  });
});

describe("details come from their own fields", () => {
  const event = {
    eventName: "Christmas Eve Candlelight Service",
    eventDate: "2026-12-24",
    eventTime: "18:00",
    eventEndTime: "19:15",
    eventPlace: "Main Sanctuary",
    eventAddress: "120 Main Street, Springfield",
    eventRsvp: "Reply by December 20",
    eventLink: "https://example.org/christmas",
  };

  it("an email prints every event field as given, with its weekday", async () => {
    const { item, texts } = await offlineDraft("email", {
      emailType: "event-invitation",
      purpose: "Invite everyone",
      ...event,
      signature: "Pastor Dave",
    });
    const all = texts.join("\n");
    // 24 December 2026 is a Thursday.
    for (const part of [
      "Thursday, December 24, 2026",
      "6:00 pm",
      "7:15 pm",
      "Main Sanctuary",
      "120 Main Street, Springfield",
      "Reply by December 20",
      "https://example.org/christmas",
      "Pastor Dave",
    ])
      expect(all).toContain(part);
    expect((item as { subject: string }).subject).toBe(event.eventName);
    expect(all).not.toContain("[Your name]");
  });

  it("posts carry the event and stay within each platform's limit, hashtags included", async () => {
    const { posts } = await offlineDraft("social", {
      platform: "multi-platform",
      contentType: "event-promotion",
      topic: "Christmas Eve",
      scripture: "Luke 2:1-20",
      ...event,
    });
    const twitter = posts.find((post) => post.platform === "twitter")!;
    expect([...`${twitter.content}\n\n${twitter.hashtags.join(" ")}`].length).toBeLessThanOrEqual(
      280,
    );
    for (const post of posts) expect(post.content).toContain("Christmas Eve Candlelight Service");
  });

  it("refuses a date, time or link that is not one, naming the field", () => {
    const bad = toolSchemas.email.request.safeParse({
      emailType: "announcement",
      purpose: "News",
      eventDate: "2026-02-30",
      eventTime: "7pm",
      eventLink: "javascript:alert(1)",
    });
    expect(bad.success).toBe(false);
    const fields = bad.error!.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["eventDate", "eventTime", "eventLink"]));
  });

  it("a prayer names exactly the people in its names field, and never the book it reads", async () => {
    const { texts } = await offlineDraft("prayer", {
      prayerType: "intercession",
      focus: "Our church family",
      scripture: "Ruth 1:16-17",
      names: "Tom Becker, the Alvarez family",
    });
    const all = texts.join("\n");
    expect(all).toContain("Tom Becker");
    expect(all).toContain("the Alvarez family");
    expect(all).not.toMatch(/\bpray(?:ing)? for Ruth\b/i);
    // One sentence holds them all, as a list reads aloud.
    const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });
    const sentences = [...segmenter.segment(all)].map(({ segment }) => segment);
    expect(
      sentences.some((sentence) => sentence.includes("Tom Becker") && sentence.includes("Alvarez")),
    ).toBe(true);
  });

  it("a prayer is titled with the focus the pastor typed, and a long focus is never cut", async () => {
    const typed = "Jake and Emily Turner after the loss of their baby";
    const { item } = await offlineDraft("prayer", {
      prayerType: "intercession",
      focus: typed,
      scripture: "Psalm 34:17-18",
    });
    expect((item as { title: string }).title).toBe(typed);
    const long = "Our town ".repeat(20).trim();
    const cut = await offlineDraft("prayer", { prayerType: "healing", focus: long });
    const title = (cut.item as { title: string }).title;
    expect(long.startsWith(title)).toBe(false);
  });

  it("a focus over the title's limit gives the whole phrase it opens with, never one cut at a comma", async () => {
    // Held-out 29e class 8: a long focus titled generically. The phrase before a colon, a
    // semicolon, a dash or a sentence's end is whole; the words before a comma may not be.
    const phrase = "Healing for Ruth Ellis";
    const details =
      "surgery on her heart on Tuesday morning at County General, and peace for her family as they wait";
    for (const separator of [": ", "; ", " - ", ". "]) {
      const { item } = await offlineDraft("prayer", {
        prayerType: "healing",
        focus: `${phrase}${separator}${details}`,
      });
      expect((item as { title: string }).title, separator).toBe(phrase);
    }
    const { item } = await offlineDraft("prayer", {
      prayerType: "healing",
      focus: `After the long night in the waiting room, ${details}`,
    });
    expect((item as { title: string }).title).not.toMatch(/^After the long night/);
  });

  it("a field typed with its own label is not labelled twice", async () => {
    const event = {
      eventName: "Wedding of Sam and Lee",
      eventDate: "2026-12-19",
      eventRsvp: "RSVP by December 10 at gracecc.org/wedding",
      eventContact: "Contact the office at (555) 201-4400",
    };
    const email = await offlineDraft("email", {
      emailType: "event-invitation",
      purpose: "Invite the church",
      ...event,
    });
    const post = await offlineDraft("social", {
      platform: "facebook",
      contentType: "event-promotion",
      topic: "Wedding",
      ...event,
    });
    for (const text of [...email.texts, ...post.texts]) {
      expect(text).not.toMatch(/RSVP:\s*RSVP|Contact:\s*Contact/i);
    }
    expect(email.texts.join("\n")).toContain(event.eventRsvp);
  });

  it("an email's subject is the event's name, or the name it opens with, never cut mid-phrase", async () => {
    const subject = async (eventName: string) =>
      (
        (
          await offlineDraft("email", {
            emailType: "event-invitation",
            purpose: "Invite the church",
            eventName,
            eventDate: "2026-12-24",
          })
        ).item as { subject: string }
      ).subject;
    expect(await subject("Baptism Sunday and picnic")).toBe("Baptism Sunday and picnic");
    const long =
      "Christmas Eve services: 4 PM family service, 6 PM candlelight, 11 PM candlelight and communion";
    expect(await subject(long)).toBe("Christmas Eve services");
    // With no stronger break, the name before its first comma.
    const listed =
      "Kingdom Quest Vacation Bible School, Monday to Friday, June 21 to 25, for ages 4 through 5th grade";
    expect(await subject(listed)).toBe("Kingdom Quest Vacation Bible School");
    const unbroken =
      "A".repeat(10) + " service of lessons and carols with the choir and the youth band together";
    const fallback = await subject(unbroken);
    expect(unbroken.startsWith(fallback)).toBe(false);
  });

  // Held-out 29d SO1: a field is never cut to fit the limit (the place was, here, before); the
  // post gives every one and the page shows it over the limit, for the pastor to shorten.
  it("an X post of an event whose fields pass X's limit still gives every field", async () => {
    const { item } = await offlineDraft("social", {
      platform: "twitter",
      contentType: "event-promotion",
      topic: "Easter",
      scripture: "Luke 24:1-7",
      eventName:
        "Easter Sunday: 6:30 AM sunrise service at Riverside Park, 8:30 and 10:45 AM services, egg hunt at noon",
      eventDate: "2027-03-28",
      eventTime: "06:30",
      eventPlace: "Riverside Park pavilion (sunrise); sanctuary and church lawn",
      eventAddress: "2200 River Road (park); 1450 Oak Ridge Road, Springfield (church)",
      eventLink: "https://gracecc.org/easter",
    });
    const content = (item as { content: string }).content;
    expect(content).toContain("March 28");
    expect(content).toContain("https://gracecc.org/easter");
    expect(content).toContain("Riverside Park pavilion (sunrise); sanctuary and church lawn");
    expect(content).toContain("2200 River Road (park); 1450 Oak Ridge Road, Springfield (church)");
    expect([...content].length).toBeGreaterThan(280);
  });

  it("an email prints the pastor's message as written, and never the notes", async () => {
    const message =
      "With sadness we share that Harold Fisher went home to be with the Lord on Monday.\n\nPlease keep Joan and the family in your prayers.";
    const notes = "Not to be shared: the family is only saying he died at home.";
    const { item, texts } = await offlineDraft("email", {
      emailType: "pastoral-care",
      purpose: "Tell the church that Harold Fisher has died",
      scripture: "John 14:1-3",
      message,
      notes,
    });
    const content = (item as { content: string }).content;
    expect(content).toContain(message);
    expect(content).not.toContain("[Your message]");
    expect(texts.join("\n")).not.toContain("only saying he died");
    const without = await offlineDraft("email", {
      emailType: "pastoral-care",
      purpose: "Tell the church that Harold Fisher has died",
      notes,
    });
    expect((without.item as { content: string }).content).toContain("[Your message]");
  });
});

describe("titles and refinements", () => {
  it("keeps a typed topic whole as the title, and never cuts a long one", async () => {
    const topic =
      "When the youth group lost a classmate and everyone is asking why God allowed it to happen at all";
    const { item } = await offlineDraft("sermon", { topic, scripture: "Psalm 46" });
    const title = (item as { title: string }).title;
    expect(topic.startsWith(title)).toBe(false);
    const short = await offlineDraft("sermon", {
      topic: "Our refuge and strength",
      scripture: "Psalm 46",
    });
    expect((short.item as { title: string }).title).toBe("Our refuge and strength");
  });

  it("shorter and longer change a sermon on a long passage", async () => {
    const request = { topic: "The kingdom's people", scripture: "Matthew 5:1-48", length: "35-45" };
    const base = await offlineDraft("sermon", request);
    const shorter = await offlineDraft("sermon", { ...request, refine: "shorter" });
    const longer = await offlineDraft("sermon", { ...request, refine: "longer" });
    const points = (draft: typeof base) =>
      (draft.item as { mainPoints: string[] }).mainPoints.length;
    expect(points(shorter)).toBeLessThan(points(base));
    expect(points(longer)).toBeGreaterThan(points(base));
  });

  it("no fixed sentence repeats across the six tools' drafts for one request", async () => {
    const scripture = "Psalm 23";
    const drafts = await Promise.all([
      offlineDraft("sermon", { topic: "The Lord my shepherd", scripture }),
      offlineDraft("prayer", { prayerType: "intercession", focus: "Comfort", scripture }),
      offlineDraft("devotional", { theme: "The Lord my shepherd", focus: "Trust", scripture }),
      offlineDraft("email", { emailType: "encouragement", purpose: "Encourage", scripture }),
      offlineDraft("social", {
        platform: "facebook",
        contentType: "inspirational",
        topic: "Trust",
        scripture,
      }),
      offlineDraft("meditation", { scripture }),
    ]);
    const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });
    const seen = new Map<string, number>();
    drafts.forEach((draft, index) => {
      // Quotations (scripture with its citation, a commentary's named words) are the same in
      // every tool by design; the writer's own sentences must differ.
      const own = draft.texts
        .join("\n")
        .replace(/“[^”]*”\s*\([^)]*\)/g, "")
        .replace(/Matthew Henry's Concise Commentary: “[^”]*”/g, "");
      for (const { segment } of segmenter.segment(own)) {
        const sentence = segment.trim();
        if (sentence.split(/\s+/).length < 5) continue;
        const before = seen.get(sentence);
        expect(before === undefined || before === index, sentence).toBe(true);
        seen.set(sentence, index);
      }
    });
  });
});

describe("a length refinement at the end of its scale", () => {
  it("is not offered on an offline draft, since it would give the same draft", () => {
    for (const tool of writingToolKeys) {
      const offered = writingTools[tool].offlineRefinements ?? [];
      const field = writingTools[tool].fields.find(
        (candidate) =>
          candidate.kind === "select" && ["length", "duration"].includes(candidate.name),
      );
      if (!field || field.kind !== "select") continue;
      const values = field.options.values as readonly string[];
      const [shortest, longest] = [values[0], values.at(-1)];
      const at = (value: string | undefined) =>
        offlineRefinementsFor(tool, { ...writingTools[tool].example, [field.name]: value });
      if (offered.includes("shorter")) expect(at(shortest), tool).not.toContain("shorter");
      if (offered.includes("longer")) expect(at(longest), tool).not.toContain("longer");
      if (offered.includes("shorter")) expect(at(longest), tool).toContain("shorter");
    }
  });
});

describe("every refinement offered on an offline draft visibly changes it", () => {
  const named: Partial<Record<WritingToolKey, Record<string, unknown>>> = {
    sermon: { topic: "The word of God", length: "25-30" },
    prayer: { prayerType: "intercession", focus: "Our church" },
    devotional: { theme: "Rest", focus: "Weary" },
    email: { emailType: "encouragement", purpose: "Encourage" },
    social: { platform: "facebook", contentType: "inspirational", topic: "Hope" },
    meditation: {},
  };
  // A tool not named here is tried with its own example request (a new tool needs no entry).
  const requests = (scripture: string, tool: WritingToolKey): Record<string, unknown> => ({
    ...(named[tool] ?? writingTools[tool].example),
    scripture,
  });
  // A verse, a short passage read whole, a longer one read by its key verses.
  const passages = ["John 3:16", "Romans 5:1-5", "John 15:1-17"];
  for (const tool of writingToolKeys) {
    for (const refine of writingTools[tool].offlineRefinements ?? []) {
      it(`${tool}: ${refine}`, async () => {
        let offered = 0;
        // "Longer" and "Shorter" are offered only where the next length is visibly longer or
        // shorter (a sixth of the words): each is tried from every length of the scale.
        const field = lengthFieldOf[tool];
        const lengths =
          field && (refine === "longer" || refine === "shorter")
            ? [undefined, ...lengthOptions(tool)]
            : [undefined];
        for (const [scripture, length] of passages.flatMap((passage) =>
          lengths.map((value) => [passage, value] as const),
        )) {
          const request = {
            ...requests(scripture, tool),
            ...(field && length ? { [field]: length } : {}),
          };
          const base = await offlineDraft(tool, request);
          // The draft offers only what changes it (at the end of its scale, or with nothing
          // to add or leave out, a length refinement is not offered).
          const offers = (base.item as { refinements?: string[] }).refinements ?? [];
          expect(
            offers.every((each) => offlineRefinementsFor(tool, request).includes(each as never)),
          ).toBe(true);
          if (!offers.includes(refine)) continue;
          offered++;
          const refined = await offlineDraft(tool, { ...request, refine });
          const [before, after] = [base.texts.join("\n"), refined.texts.join("\n")];
          expect(after, scripture).not.toBe(before);
          if (refine === "shorter") expect(after.length, scripture).toBeLessThan(before.length);
          if (refine === "longer") expect(after.length, scripture).toBeGreaterThan(before.length);
        }
        // Offered on some passage: a refinement the writer never makes is not listed for it.
        expect(offered, `${tool}: ${refine} is offered on none of the passages`).toBeGreaterThan(0);
      });
    }
  }
});

describe("a sermon on one verse", () => {
  it.each(["John 3:16", "Isaiah 41:10", "Psalm 150:6", "Genesis 1:1"])(
    "%s reads it in its place instead of leaving a second point to write",
    async (scripture) => {
      const { item } = await offlineDraft("sermon", { topic: "One verse", scripture });
      const points = (item as { mainPoints: string[] }).mainPoints;
      expect(points.join("\n")).not.toMatch(/\[[^\]]*point[^\]]*\]/i);
      expect(points.length).toBeGreaterThanOrEqual(2);
    },
  );
});

describe("every offline draft is a valid result, whatever the passage's length", () => {
  const passages = [
    "John 3:16",
    "Psalm 117",
    "James 1:2-4",
    "Romans 12:1-2",
    "Psalm 23",
    "Matthew 5",
    "Obadiah 1",
  ];
  for (const tool of writingToolKeys) {
    it(tool, async () => {
      for (const scripture of passages) {
        const request = (
          {
            sermon: { topic: "The word of God", scripture },
            prayer: { prayerType: "intercession", focus: "Our church", scripture },
            devotional: { theme: "Hearing God", focus: "Listening", scripture },
            email: { emailType: "teaching", purpose: "Share the passage", scripture },
            social: {
              platform: "multi-platform",
              contentType: "scripture-focus",
              topic: "Scripture",
              scripture,
            },
            meditation: { scripture },
          } as Partial<Record<WritingToolKey, Record<string, unknown>>>
        )[tool] ?? { ...writingTools[tool].example, scripture };
        const { item } = await offlineDraft(tool, request);
        const parsed = toolSchemas[tool].result.safeParse(item);
        expect(
          parsed.success,
          `${tool} on ${scripture}: ${JSON.stringify(parsed.error?.issues)}`,
        ).toBe(true);
      }
    });
  }
});

describe("quotations are whole sentences", () => {
  // Passages whose chosen verses fall inside longer sentences of the WEB.
  const passages = [
    "Mark 5:25-34",
    "1 Peter 5:1-4",
    "2 Corinthians 8:1-9",
    "Luke 1:46-55",
    "Ephesians 1:3-14",
    "Romans 8:28-39",
    "Hebrews 12:1-3",
    "Philippians 2:5-11",
    "1 Thessalonians 4:13-18",
  ];
  const endsWhole = (text: string) => /[.!?][’”'")\]]*$/.test(text.trim());

  it.each(passages)("%s: each key verse quoted stops where its sentence does", (reference) => {
    const shape = shapePassage(reference, "web")!;
    const wholeEnds = endsWhole(shape.whole.text);
    const sections = shape.sections.map((section) => section.quoted);
    for (const quotation of [...shape.key, shape.keyed, shape.quoted, ...sections]) {
      // Either the sentence ends, or the quotation already reaches as far as allowed.
      const reachEnd = quotation.text.split(" … ").every((run) => endsWhole(run));
      expect(reachEnd || !wholeEnds, `${quotation.reference}: ${quotation.text}`).toBe(true);
    }
  });
});

describe("spelling", () => {
  it("writes the writer's own words in British spelling when Settings choose it, and leaves quoted words alone", async () => {
    const request = {
      prayerType: "warfare",
      tone: "bold",
      duration: "extended",
      focus: "Our church",
      scripture: "Ephesians 6:10-11",
    };
    const american = (await offlineDraft("prayer", request)).texts.join("\n");
    const british = (
      await offlineDraft("prayer", request, { ...pastorPreferences, spelling: "british" })
    ).texts.join("\n");
    const quoted = (text: string) => text.match(/“[^”]*”/g) ?? [];
    // The passage's own words (the WEB's "armor") are quoted the same in both.
    expect(quoted(british)).toEqual(quoted(american));
    expect(quoted(american).join(" ")).toMatch(/\barmor\b/);
    const own = (text: string) => text.replace(/“[^”]*”/g, "");
    expect(own(american)).toMatch(/\b(?:Savior|armor|honor)\b/);
    expect(own(british)).not.toMatch(/\b(?:Savior|armor|honor)\b/);
    expect(own(british)).toMatch(/\b(?:Saviour|armour|honour)\b/);
  });
});

describe("Matthew Henry's sentence is about the verses it is given for", () => {
  it("gives none of his sentences on the verses before a passage that his note also covers", () => {
    // His note on Mark 5:21-34 opens on 5:21 and Jairus (5:22-23); the passage is the woman's
    // healing.
    const shape = shapePassage("Mark 5:25-34", "web")!;
    const comments = shape.sections.flatMap((section) =>
      section.comment ? [section.comment.text] : [],
    );
    expect(comments.length).toBeGreaterThan(0);
    for (const comment of comments)
      expect(comment).not.toMatch(/synagogue|little daughter|despised gospel/i);
  });
});

describe("a speech closed by nested quotation marks ends its sentence", () => {
  it.each([
    ["Matthew 4:1-11", "Matthew 4:4"],
    ["Exodus 3:1-15", "Exodus 3:14"],
    ["Mark 16:1-8", "Mark 16:7"],
  ])("%s quotes %s alone, not the verses after it", (passage, key) => {
    // The WEB closes a speech within a speech with a space between the marks: “…mouth.’ ”
    expect(shapePassage(passage, "web")!.key.map((verses) => verses.reference)).toContain(key);
  });
});

describe("a point's heading names the verses under it", () => {
  it.each([
    "Isaiah 9:2-7",
    "1 Thessalonians 4:13-18",
    "Psalm 23",
    "John 15:1-11",
    "Acts 2:1-21",
    "Matthew 6:25-34",
    "Ruth 1",
    "Mark 5:25-34",
    "Luke 2:1-20",
  ])("%s: no section is headed by the name of a section that begins before it", (passage) => {
    const shape = shapePassage(passage, "web")!;
    for (const section of shape.sections.filter((found) => found.heading)) {
      const found = lookup(section.reference, { translation: "web" });
      if (!found.ok) throw new Error(section.reference);
      const first = found.passage.passages[0]!.verses[0]!;
      const start = { book: first.book as BookId, chapter: first.chapter, verse: first.verse };
      const begunBefore = sectionHeadingsFor(
        { start: { ...start, verse: 1 }, end: start },
        "web",
      ).filter((heading) => heading.start.verse < first.verse);
      expect(begunBefore.map((heading) => heading.heading)).not.toContain(section.heading);
    }
  });
});

describe("each section of an offline draft says where its words come from", () => {
  it("names scripture, Matthew Henry, the BSB's headings, the pastor's fields and the fixed sentences where each stands", async () => {
    // Two of the BSB's sections, each a point under its heading.
    const sermon = await offlineDraft("sermon", {
      topic: "The Spirit poured out",
      scripture: "Acts 2:1-21",
    });
    const sources = (sermon.item as { sources?: Record<string, string[]> }).sources!;
    const points = sources.mainPoints!.join("\n");
    expect(points).toContain("Acts 2:4");
    expect(points).toContain("World English Bible");
    expect(points).toContain("Matthew Henry");
    expect(points).toContain("Berean Standard Bible");
    expect(sources.title).toEqual([expect.stringContaining("Topic")]);

    const prayer = await offlineDraft("prayer", {
      prayerType: "intercession",
      focus: "Our town after the flood",
      scripture: "Psalm 46:1-3",
      names: "Tom Becker, the Alvarez family",
      notes: "Private: the Alvarez insurance was denied.",
    });
    const content = (prayer.item as { sources?: Record<string, string[]> }).sources!.content!;
    expect(content.join("\n")).toMatch(/Your fields: .*People to pray for/);
    // The focus is the prayer's title, not words of its text.
    expect(content.join("\n")).not.toMatch(/Prayer focus/);
    const prayerSources = (prayer.item as { sources?: Record<string, string[]> }).sources!;
    expect(prayerSources.title).toEqual([expect.stringContaining("Prayer focus")]);
    // Notes are never a source: they are never printed.
    expect(content.join("\n")).not.toMatch(/notes/i);
  });

  it("claims no fixed sentence for a section that is scripture alone", async () => {
    const { item } = await offlineDraft("meditation", { scripture: "Psalm 23" });
    const sources = (item as { sources?: Record<string, string[]> }).sources!;
    expect(sources.scripture).toEqual([expect.stringMatching(/^Scripture, quoted from/)]);
  });
});

describe("verses quoted apart", () => {
  it("close a speech left open before the gap, so the verses after it are not the speaker's", () => {
    // Ruth's vow runs from 1:16 into 1:17; 1:18 is the narrator.
    const text = `${verseText("Ruth 1:16")} … ${verseText("Ruth 1:18")}`;
    const quoted = quote({ reference: "Ruth 1:16, 18", text });
    const [before, after] = quoted.split(" … ");
    const opens = (part: string) => (part.match(/‘/g) ?? []).length;
    const closes = (part: string) => (part.match(/’(?![\p{L}\p{N}])/gu) ?? []).length;
    expect(opens(before!)).toBe(closes(before!));
    expect(after).not.toMatch(/’”/);
  });

  it("open a speech the verses after the gap resume, as far as the quotation began outside it", () => {
    // John 13:1 is the narrator; 13:14-15 are inside Jesus' words, opened at 13:12.
    const quoted = quote(shapePassage("John 13:1-17", "web")!.quoted);
    expect(quoted).toContain("… ‘If I then");
    // Every part of a quotation of narrative and speech has its marks in pairs.
    for (const passage of [
      "John 13:1-17",
      "Luke 15:11-32",
      "Acts 2:1-21",
      "Matthew 6:25-34",
      "Ruth 1",
      "John 20:1-18",
      "Genesis 22:1-14",
    ]) {
      const shape = shapePassage(passage, "web")!;
      for (const verses of [
        shape.quoted,
        shape.keyed,
        ...shape.sections.map((section) => section.quoted),
      ]) {
        for (const part of quote(verses)
          .replace(/ \([^()]*\)$/, "")
          .slice(1, -1)
          .split(" … ")) {
          // Nothing left open, nothing closed that was not opened.
          expect(balanceQuotes(part), passage).toBe(part);
        }
      }
    }
  });
});
