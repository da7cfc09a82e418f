import {
  prayerDuration,
  prayerFor,
  prayerOccasion,
  prayerTone,
  prayerType,
} from "../../generation/options";
import { defineWritingTool, optionLabel } from "../define";
import {
  notesField,
  referenceSection,
  scriptureField,
  standardLabels,
  titleSection,
} from "../fields";

export const prayerTool = defineWritingTool({
  key: "prayer",
  path: "/prayer-creator",
  name: "Prayer Creator",
  summary: "Compose intercession, healing, wisdom and other prayers grounded in scripture.",
  description:
    "Compose a prayer grounded in scripture for intercession, breakthrough, healing, wisdom or protection.",
  pageDescription:
    "Compose prayers grounded in scripture for intercession, healing, wisdom and more.",
  noun: "prayer",
  library: { one: "Prayer", many: "Prayers" },
  labels: {
    formHeading: "Prayer details",
    submit: "Generate Prayer",
    generating: "Generating prayer...",
    clear: "Clear Results",
    clearDescription: "Clears this prayer so you can start a new one.",
    ready: "Prayer ready",
    ...standardLabels("prayer", {
      title: "Prayer flow interrupted",
      fallback: "The prayer flow was disrupted. Please try again.",
    }),
  },
  generatePath: "/api/prayers/generate",
  savePath: "/api/prayers",
  responseKey: "prayers",
  fields: [
    {
      name: "prayerType",
      kind: "select",
      label: "Prayer type",
      options: prayerType,
      default: "intercession",
    },
    {
      name: "occasion",
      kind: "select",
      label: "Occasion (optional)",
      options: prayerOccasion,
      default: "none",
      hint: "The offline draft adds petitions written for any such occasion; with None it prays those of the prayer type, and your focus is its title.",
    },
    {
      name: "prayerFor",
      kind: "select",
      label: "Prayed for",
      options: prayerFor,
      default: "people",
      hint: "With Our church, the offline draft prays the occasion's petitions for us, in words written for a church.",
    },
    {
      name: "focus",
      kind: "textarea",
      label: "Prayer focus",
      required: "Prayer focus is required",
      max: 500,
      rows: 3,
      placeholder: "e.g. Families in our church facing job loss",
    },
    scriptureField({
      hint: "A passage to pray from, such as Philippians 4:6-7.",
      placeholder: "e.g. Philippians 4:6-7",
    }),
    {
      name: "duration",
      kind: "select",
      label: "Duration",
      options: prayerDuration,
      default: "medium",
      row: "duration-tone",
    },
    {
      name: "tone",
      kind: "select",
      label: "Tone",
      options: prayerTone,
      default: "gentle",
      row: "duration-tone",
    },
    {
      name: "names",
      kind: "textarea",
      label: "People to pray for by name (optional)",
      max: 500,
      rows: 2,
      placeholder: "e.g. the Alvarez family, Tom Becker",
      hint: "Separate names with commas. Only these names are prayed for by name.",
    },
    {
      name: "remembered",
      kind: "text",
      label: "In memory of (optional)",
      max: 100,
      oneName: true,
      placeholder: "e.g. Arthur Jensen",
      hint: "For a prayer at a death: the one who has died, one name. The offline draft gives thanks for their life and commits them to God's keeping in the hope of the resurrection.",
    },
    notesField({
      placeholder:
        "Circumstances or words for the prayer: an AI model follows them; the offline draft shows them beside it.",
    }),
  ],
  result: {
    echo: ["prayerType"],
    sections: [
      titleSection("Prayer title"),
      referenceSection("scriptureBase", {
        description: "The scripture reference the prayer rests on, or empty",
        optional: true,
      }),
      {
        field: "content",
        heading: "Prayer",
        kind: "text",
        copy: "plain",
        description: "The full prayer",
      },
      {
        field: "focus",
        heading: "Focus",
        kind: "text",
        copy: "none",
        aside: true,
        description: "What the prayer is for",
      },
    ],
  },
  badges: [
    { field: "prayerType", from: "result", strong: true },
    { field: "duration", from: "request" },
    { field: "tone", from: "request" },
  ],
  offlineRefinements: ["shorter", "longer", "angle"],
  grounding: (request) => ({
    passage: request.scripture,
    subject: `${request.focus} ${optionLabel(prayerType.list, request.prayerType) ?? request.prayerType}`,
    typedSubject: request.focus,
  }),
  settingsDefaults: (content) => ({
    duration: content.defaultLength,
    tone: (
      {
        pastoral: "gentle",
        encouraging: "gentle",
        prophetic: "declarative",
        challenging: "bold",
      } as const
    )[content.defaultTone],
  }),
  example: {
    prayerType: "healing",
    focus: "Healing for a church member after surgery",
    scripture: "James 5:14-16",
    duration: "short",
    tone: "gentle",
  },
  foundation: {
    primaryScripture: "Philippians 4:6-7",
    theologicalBasis:
      "Through Christ we have access by one Spirit to the Father (Ephesians 2:18). Written prayers have served the church since the Psalms and the Lord’s Prayer: they guide and enrich prayer without replacing the heart’s own approach to God.",
    kingdomPrinciples: [
      "We come to the Father through Christ, our one mediator.",
      "Prayer takes up the words and promises of Scripture.",
      "Adoration, confession, thanksgiving and intercession all have their place.",
      "We ask in faith and submit to God’s will.",
    ],
    supportingScriptures: [
      {
        reference: "Matthew 6:9-13",
        context:
          "Jesus’ own pattern: God’s name, kingdom and will first, then bread, forgiveness and protection.",
      },
      {
        reference: "Romans 8:26",
        context: "The Spirit helps our weakness and intercedes when we do not know what to pray.",
      },
      {
        reference: "Hebrews 4:16",
        context:
          "Because of Christ our high priest, we may draw near to the throne of grace boldly.",
      },
    ],
    propheticContext:
      "The prayers of the saints rise before God like incense (Revelation 8:3–4). Praying “your Kingdom come” joins every generation of believers in longing for the day Christ makes all things new.",
  },
});
