import { sermonAudience, sermonLength, sermonTone } from "../../generation/options";
import { writingToolEntries } from "../catalogue";
import { defineWritingTool } from "../define";
import { notesField, scriptureField, standardLabels, titleSection } from "../fields";

export const sermonTool = defineWritingTool({
  ...writingToolEntries.sermon,
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
    { name: "length", kind: "select", label: "Length", options: sermonLength, default: "25-30" },
    notesField({
      placeholder:
        "Anything the sermon should include: a story, a season of the church year, an illustration…",
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
});
