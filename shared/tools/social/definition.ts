import {
  socialContentType,
  socialLength,
  socialPlatform,
  socialTone,
} from "../../generation/options";
import { writingToolEntries } from "../catalogue";
import { defineWritingTool } from "../define";
import {
  messageField,
  notesField,
  referenceSection,
  scriptureField,
  standardLabels,
  eventFields,
} from "../fields";

export const socialTool = defineWritingTool({
  ...writingToolEntries.social,
  description:
    "Create a post for Facebook, Instagram, X, LinkedIn or all of them, with hashtags and a checked verse.",
  pageDescription:
    "Create posts for Facebook, Instagram, X and LinkedIn with hashtags and checked verses.",
  noun: "post",
  library: { one: "Social post", many: "Social posts" },
  labels: {
    formHeading: "Post details",
    submit: "Generate Post",
    generating: "Generating post...",
    clear: "Clear Results",
    clearDescription: "Clears this post so you can start a new one.",
    ready: "Post ready",
    ...standardLabels("post", {
      title: "Content flow interrupted",
      fallback: "The content flow was disrupted. Please try again.",
    }),
  },
  generatePath: "/api/social/generate",
  savePath: "/api/social",
  responseKey: "content",
  fields: [
    {
      name: "platform",
      kind: "select",
      label: "Platform",
      options: socialPlatform,
      default: "facebook",
      row: "platform",
    },
    {
      name: "contentType",
      kind: "select",
      label: "Content type",
      options: socialContentType,
      default: "inspirational",
      row: "platform",
    },
    {
      name: "topic",
      kind: "text",
      label: "Topic",
      required: "Topic is required",
      max: 500,
      placeholder: "e.g. Easter Sunday service times",
      instruction: true,
    },
    {
      name: "tone",
      kind: "select",
      label: "Tone",
      options: socialTone,
      default: "inspirational",
      row: "tone-length",
    },
    {
      name: "length",
      kind: "select",
      label: "Length",
      options: socialLength,
      default: "medium",
      row: "tone-length",
    },
    messageField({
      placeholder:
        "e.g. If this Christmas is hard for you, come as you are: a quiet hour of carols, scripture and prayer.",
      hint: "Printed as you write it in each post that has room for it, never cut. Left empty, an event post says “We hope to see you there.” Keep private details in the notes.",
    }),
    scriptureField({ placeholder: "e.g. Matthew 28:6" }),
    ...eventFields(),
    notesField({
      hint: "Instructions for the draft. An AI model follows them; the offline draft shows them beside it and never prints them.",
    }),
  ],
  result: {
    echo: ["platform", "contentType"],
    sections: [
      {
        field: "content",
        heading: "Post",
        kind: "text",
        copy: "plain",
        description: "The post text",
      },
      {
        field: "hashtags",
        heading: "Hashtags",
        kind: "tags",
        copy: "plain",
        hashtags: true,
        items: { max: 12 },
        description: "Hashtags for the post",
      },
      referenceSection("scripture", {
        description: "Scripture reference, or empty",
        optional: true,
        copy: "none",
      }),
    ],
  },
  badges: [
    { field: "contentType", from: "result", strong: true },
    { field: "tone", from: "request" },
  ],
  grounding: (request) => ({ passage: request.scripture, subject: request.topic }),
  settingsDefaults: (content) => ({
    tone: (
      {
        pastoral: "inspirational",
        encouraging: "inspirational",
        prophetic: "prophetic",
        challenging: "call-to-action",
      } as const
    )[content.defaultTone],
    length: ({ short: "short", medium: "medium", extended: "long" } as const)[
      content.defaultLength
    ],
  }),
  example: {
    platform: "twitter",
    contentType: "scripture-focus",
    topic: "God's faithfulness",
    tone: "inspirational",
    scripture: "Lamentations 3:22-23",
    length: "short",
  },
});
