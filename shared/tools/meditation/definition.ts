import {
  meditationApproach,
  meditationDepth,
  meditationFocus,
  meditationLength,
} from "../../generation/options";
import { defineWritingTool, optionLabel } from "../define";
import { notesField, scriptureField, titleSection } from "../fields";

export const meditationTool = defineWritingTool({
  key: "meditation",
  path: "/scripture-meditation",
  name: "Scripture Meditation",
  summary: "Meditate on a passage: context, insight, application and prayer.",
  description:
    "Meditate on a passage: its text, its historical setting, insight, application and a prayer.",
  pageDescription: "Meditate on a passage: context, insight, application and prayer.",
  noun: "meditation",
  library: { one: "Meditation", many: "Meditations" },
  labels: {
    formHeading: "Meditation details",
    submit: "Generate Meditation",
    generating: "Generating meditation...",
    clear: "Clear Results",
    clearDescription: "Clears this meditation so you can start a new one.",
    ready: "Meditation ready",
    copied: { title: "Meditation captured!", description: "The meditation is on your clipboard." },
    copyFailed: { title: "Copy failed", description: "Failed to copy to clipboard." },
    saveFailed: { title: "Save failed", description: "Failed to save meditation" },
    failureTitle: "Meditation flow interrupted",
    failureFallback: "The revelatory flow was disrupted. Please try again.",
  },
  generatePath: "/api/meditations/generate",
  savePath: "/api/meditations",
  responseKey: "meditations",
  fields: [
    scriptureField({
      required: true,
      hint: "A verse or passage, such as Psalm 23 or John 15:1-8.",
      placeholder: "e.g. Psalm 23",
    }),
    {
      name: "focus",
      kind: "select",
      label: "Focus",
      options: meditationFocus,
      default: "personal-growth",
      row: "options",
    },
    {
      name: "depth",
      kind: "select",
      label: "Depth",
      options: meditationDepth,
      default: "intermediate",
      row: "options",
    },
    {
      name: "approach",
      kind: "select",
      label: "Approach",
      options: meditationApproach,
      default: "devotional",
      row: "options",
    },
    {
      name: "length",
      kind: "select",
      label: "Length",
      options: meditationLength,
      default: "standard",
      row: "options",
    },
    notesField({ placeholder: "What you are carrying into this time with God…" }),
  ],
  result: {
    echo: [],
    sections: [
      titleSection("Meditation title"),
      {
        field: "scripture",
        heading: "Scripture Text",
        kind: "text",
        display: "italic",
        callout: true,
        description: "The passage with its reference",
      },
      {
        field: "context",
        heading: "Historical & Cultural Context",
        kind: "text",
        description: "Historical and cultural context",
      },
      {
        field: "revelation",
        heading: "Revelatory Insights",
        kind: "text",
        description: "Insights from the passage",
      },
      {
        field: "application",
        heading: "Practical Application",
        kind: "text",
        description: "Practical application",
      },
      {
        field: "prayer",
        heading: "Meditation Prayer",
        kind: "text",
        display: "italic",
        description: "Meditation prayer",
      },
      {
        field: "additionalScriptures",
        heading: "Related Scriptures",
        kind: "tags",
        items: { max: 8 },
        description: "Related scripture references",
      },
    ],
  },
  badges: [
    { field: "focus", from: "request", strong: true },
    { field: "depth", from: "request" },
    { field: "approach", from: "request" },
  ],
  offlineRefinements: ["shorter", "longer"],
  grounding: (request) => ({
    passage: request.scripture,
    subject: `${optionLabel(meditationFocus.list, request.focus) ?? request.focus} ${request.notes}`,
  }),
  settingsDefaults: (content) => ({
    approach: (
      {
        pastoral: "devotional",
        encouraging: "devotional",
        prophetic: "prophetic",
        challenging: "practical",
      } as const
    )[content.defaultTone],
    length: ({ short: "brief", medium: "standard", extended: "comprehensive" } as const)[
      content.defaultLength
    ],
  }),
  example: {
    scripture: "Psalm 23:1-3",
    focus: "identity",
    depth: "foundational",
    approach: "devotional",
    length: "brief",
  },
  foundation: {
    primaryScripture: "Joshua 1:8",
    theologicalBasis:
      "Biblical meditation is not emptying the mind but filling it with God’s word: reading slowly, understanding the passage in its setting, seeing Christ in it, and letting it shape prayer and life.",
    kingdomPrinciples: [
      "Read slowly and attentively.",
      "Context comes before application.",
      "See the passage in the light of Christ.",
      "Let prayer flow from the text.",
    ],
    supportingScriptures: [
      {
        reference: "Psalm 119:15-16",
        context: "Meditating on God’s precepts goes together with delighting in them.",
      },
      {
        reference: "Colossians 3:16",
        context: "The word of Christ is to dwell in us richly, in teaching, song and thanksgiving.",
      },
      {
        reference: "Luke 24:27",
        context: "The risen Jesus explained the things concerning himself in all the Scriptures.",
      },
    ],
    propheticContext:
      "Israel was to meditate on the law as it entered the land of promise. Christians meditate on the whole of Scripture as pilgrims heading for the better country God has prepared (Hebrews 11:16).",
  },
});
