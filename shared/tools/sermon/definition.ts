import { churchSeason, sermonAudience, sermonLength, sermonTone } from "../../generation/options";
import { defineWritingTool } from "../define";
import { notesField, scriptureField, standardLabels, titleSection } from "../fields";

export const sermonTool = defineWritingTool({
  key: "sermon",
  path: "/sermon-builder",
  name: "Sermon Builder",
  summary: "Outline a sermon from a topic and passage: title, main points and a call to action.",
  description:
    "Outline a sermon from a topic and a passage: a title, main points and a call to action, with every scripture reference checked.",
  pageDescription:
    "Outline a sermon from a topic and passage: title, main points and a call to action, with checked scripture.",
  noun: "sermon",
  library: { one: "Sermon", many: "Sermons" },
  labels: {
    formHeading: "Sermon details",
    submit: "Generate Sermon",
    generating: "Generating sermon...",
    clear: "Request Fresh Revelation",
    clearDescription: "Clears these results so you can start a new sermon.",
    ready: "Sermon ready",
    ...standardLabels("sermon", {
      title: "Download interrupted",
      fallback: "The prophetic flow was disrupted. Realign and try again.",
    }),
  },
  generatePath: "/api/sermons/generate",
  savePath: "/api/sermons",
  responseKey: "sermons",
  fields: [
    {
      name: "topic",
      kind: "text",
      label: "Topic",
      required: "Topic is required",
      max: 500,
      placeholder: "e.g. Faith that endures hardship",
    },
    scriptureField({
      required: true,
      hint: "A passage such as James 1:2-4 or Romans 8.",
      placeholder: "e.g. James 1:2-4",
    }),
    {
      name: "audience",
      kind: "select",
      label: "Audience",
      options: sermonAudience,
      default: "general-congregation",
      row: "audience-tone",
    },
    {
      name: "tone",
      kind: "select",
      label: "Tone",
      options: sermonTone,
      default: "pastoral",
      offered: ["pastoral", "prophetic", "evangelistic", "teaching"],
      row: "audience-tone",
    },
    {
      name: "length",
      kind: "select",
      label: "Length",
      options: sermonLength,
      default: "25-30",
      row: "length-season",
    },
    {
      name: "season",
      kind: "select",
      label: "Season (optional)",
      options: churchSeason,
      default: "none",
      row: "length-season",
      hint: "The offline draft's call to action opens with a line written for any sermon in the season.",
    },
    notesField({
      placeholder:
        "Anything the sermon should include: a story, an illustration, what the church is going through…",
    }),
  ],
  result: {
    echo: [],
    sections: [
      titleSection("Sermon title"),
      {
        field: "approach",
        heading: "Approach",
        kind: "text",
        description: "How the sermon approaches the passage and audience",
        aside: true,
        savedOptional: true,
      },
      {
        field: "mainPoints",
        heading: "Main points",
        kind: "numbered",
        description: "Main points, each one to three sentences",
        items: { min: 2, max: 8 },
      },
      {
        field: "callToAction",
        heading: "Call to action",
        kind: "text",
        description: "A closing call to respond",
        callout: true,
      },
    ],
  },
  badges: [
    { field: "length", from: "request" },
    { field: "tone", from: "request" },
    { field: "audience", from: "request" },
  ],
  // Offline, a longer sermon adds verses only where a part has more to quote: not on every
  // passage, so it is not offered.
  offlineRefinements: ["shorter", "angle"],
  grounding: (request) => ({
    passage: request.scripture,
    subject: request.topic,
    typedSubject: request.topic,
  }),
  settingsDefaults: (content) => ({
    audience: content.defaultAudience,
    tone: (
      {
        pastoral: "pastoral",
        prophetic: "prophetic",
        encouraging: "pastoral",
        challenging: "prophetic",
      } as const
    )[content.defaultTone],
    length: ({ short: "15-20", medium: "25-30", extended: "35-45" } as const)[
      content.defaultLength
    ],
  }),
  example: {
    topic: "Hope in suffering",
    scripture: "Romans 8:18-28",
    audience: "general-congregation",
    tone: "pastoral",
    length: "25-30",
  },
  foundation: {
    primaryScripture: "2 Timothy 4:2",
    theologicalBasis:
      "Preaching is the means God has appointed to call and build up his people. The Spirit works through the faithful explanation and application of Scripture, centred on Christ. The Sermon Builder offers an outline; the preacher’s study, prayer and dependence on the Spirit make it a sermon.",
    kingdomPrinciples: [
      "The text sets the agenda: the passage’s meaning governs the message.",
      "Christ is proclaimed from every part of Scripture.",
      "Clarity serves understanding, so the word is plain to every hearer.",
      "Every sermon calls for a response of faith, repentance and obedience.",
    ],
    supportingScriptures: [
      {
        reference: "Nehemiah 8:8",
        context: "Ezra’s readers gave the sense of the law: the pattern of expository preaching.",
      },
      {
        reference: "Romans 10:17",
        context: "Faith comes by hearing the word of God, so preaching is never a side issue.",
      },
      {
        reference: "1 Corinthians 2:4-5",
        context:
          "Paul relied on the Spirit’s power rather than clever words; so must every outline.",
      },
    ],
    propheticContext:
      "God promised through Isaiah that his word will not return to him empty (Isaiah 55:10–11). Every faithful sermon shares in that promise, from the apostles’ first preaching until Christ returns.",
  },
});
