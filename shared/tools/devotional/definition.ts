import {
  churchSeason,
  devotionalAudience,
  devotionalOccasion,
  devotionalLength,
  devotionalTone,
} from "../../generation/options";
import { defineWritingTool } from "../define";
import {
  notesField,
  referenceSection,
  scriptureField,
  standardLabels,
  titleSection,
} from "../fields";

export const devotionalTool = defineWritingTool({
  key: "devotional",
  path: "/devotional-builder",
  name: "Devotional Builder",
  summary: "Write a devotional with reflection, prayer and practical application.",
  description:
    "Write a devotional reading with reflection, a closing prayer and a practical step for today.",
  pageDescription: "Write a devotional with reflection, prayer and a practical step for today.",
  noun: "devotional",
  library: { one: "Devotional", many: "Devotionals" },
  labels: {
    formHeading: "Devotional details",
    submit: "Generate Devotional",
    generating: "Generating devotional...",
    clear: "Clear Results",
    clearDescription: "Clears this devotional so you can start a new one.",
    ready: "Devotional ready",
    ...standardLabels("devotional", {
      title: "Devotional flow interrupted",
      fallback: "The devotional flow was disrupted. Please try again.",
    }),
  },
  generatePath: "/api/devotionals/generate",
  savePath: "/api/devotionals",
  responseKey: "devotionals",
  fields: [
    {
      name: "theme",
      kind: "text",
      label: "Theme",
      required: "Theme is required",
      max: 500,
      placeholder: "e.g. Rest for the weary",
    },
    {
      name: "focus",
      kind: "textarea",
      label: "Focus",
      required: "Focus is required",
      max: 500,
      rows: 2,
      placeholder: "e.g. Trusting God when life is busy",
      instruction: true,
    },
    scriptureField({
      hint: "Leave empty and a fitting passage is chosen for the theme.",
      placeholder: "e.g. Matthew 11:28-30",
    }),
    {
      name: "audience",
      kind: "select",
      label: "Audience",
      options: devotionalAudience,
      default: "general",
      row: "options",
    },
    {
      name: "length",
      kind: "select",
      label: "Length",
      options: devotionalLength,
      default: "medium",
      row: "options",
    },
    {
      name: "tone",
      kind: "select",
      label: "Tone",
      options: devotionalTone,
      default: "encouraging",
      row: "options",
    },
    {
      name: "occasion",
      kind: "select",
      label: "Occasion (optional)",
      options: devotionalOccasion,
      default: "none",
      hint: "The offline draft's reading line, questions, prayer and step are then written for a reader in that occasion.",
    },
    {
      name: "season",
      kind: "select",
      label: "Season (optional)",
      options: churchSeason,
      default: "none",
      hint: "The offline draft adds a reflection question written for any reading in the season.",
    },
    notesField(),
  ],
  result: {
    echo: [],
    sections: [
      titleSection("Devotional title"),
      referenceSection("scripture", { description: "Scripture reference" }),
      {
        field: "content",
        heading: "Reading",
        kind: "text",
        copy: "plain",
        description: "The devotional reading",
      },
      {
        field: "reflection",
        heading: "Reflection",
        kind: "text",
        description: "Reflection questions or thoughts",
      },
      {
        field: "prayer",
        heading: "Prayer",
        kind: "text",
        display: "italic",
        callout: true,
        description: "A closing prayer",
      },
      {
        field: "application",
        heading: "Application",
        kind: "text",
        description: "A practical step for today",
      },
    ],
  },
  badges: [
    { field: "length", from: "request" },
    { field: "tone", from: "request" },
    { field: "audience", from: "request" },
  ],
  offlineRefinements: ["shorter", "longer", "angle"],
  grounding: (request) => ({
    passage: request.scripture,
    subject: `${request.theme} ${request.focus}`,
    typedSubject: request.theme,
  }),
  settingsDefaults: (content) => ({
    audience: (
      {
        "general-congregation": "general",
        youth: "youth",
        seniors: "seniors",
        "new-believers": "new-believers",
        leadership: "leadership",
        evangelistic: "new-believers",
      } as const
    )[content.defaultAudience],
    length: content.defaultLength,
    tone: (
      {
        pastoral: "encouraging",
        encouraging: "encouraging",
        challenging: "challenging",
        prophetic: "challenging",
      } as const
    )[content.defaultTone],
  }),
  example: {
    theme: "Rest",
    focus: "Sabbath rest for weary volunteers",
    scripture: "Matthew 11:28-30",
    audience: "general",
    length: "short",
    tone: "encouraging",
  },
  foundation: {
    primaryScripture: "Psalm 119:105",
    theologicalBasis:
      "God feeds his people through his word day by day. A devotional opens one passage, explains it simply, and turns it into reflection, prayer and a step of obedience, so that the reader meets God in Scripture rather than in the devotional’s words.",
    kingdomPrinciples: [
      "Daily bread comes from God’s word.",
      "Reflection leads to worship, not merely to information.",
      "Application is concrete and fits ordinary life.",
      "Every reading ends in prayerful response.",
    ],
    supportingScriptures: [
      {
        reference: "Matthew 4:4",
        context:
          "Jesus answered temptation with Scripture: we live by every word from God’s mouth.",
      },
      {
        reference: "Lamentations 3:22-23",
        context: "God’s mercies are new every morning, the ground of daily hope.",
      },
      {
        reference: "James 1:22",
        context: "The word is meant to be done, not only heard.",
      },
    ],
    propheticContext:
      "The psalmist’s lamp for the path points to the day when God’s people will need no lamp, because the Lord God will be their light (Revelation 22:5). Daily devotion is practice for that unending fellowship.",
  },
});
