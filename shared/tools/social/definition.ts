import {
  socialContentType,
  socialLength,
  socialPlatform,
  socialTone,
} from "../../generation/options";
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
  key: "social",
  path: "/social-media",
  name: "Social Media Content",
  summary: "Create posts for Facebook, Instagram, X, LinkedIn or all at once.",
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
      hint: "Printed as you write it in each post that has room for it, never cut. Left empty, an event post carries a short welcome such as “We hope to see you there.” Keep private details in the notes.",
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
  foundation: {
    primaryScripture: "Matthew 5:14-16",
    theologicalBasis:
      "Christ sends his church into every public square with the gospel. Social media is a new square, not a new message: posts should point to Christ, represent Scripture accurately and show gentleness and respect to every reader.",
    kingdomPrinciples: [
      "Be salt and light in public places.",
      "Share the gospel without distorting it.",
      "Answer with gentleness and respect.",
      "Invite people to Christ and to his church.",
    ],
    supportingScriptures: [
      {
        reference: "Matthew 28:19-20",
        context: "The Great Commission sends disciples to all nations, with Christ present always.",
      },
      {
        reference: "1 Peter 3:15-16",
        context: "Be ready to give a reason for our hope, with humility and a good conscience.",
      },
      {
        reference: "Romans 1:16",
        context: "The gospel, not our cleverness, is the power of God for salvation.",
      },
    ],
    propheticContext:
      "Jesus said the gospel of the Kingdom will be preached in the whole world as a testimony to all nations (Matthew 24:14). New media are among the means by which that word runs on.",
  },
});
