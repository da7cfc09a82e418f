import { emailAudience, emailLength, emailTone, emailType } from "../../generation/options";
import { defineWritingTool } from "../define";
import {
  messageField,
  notesField,
  referenceSection,
  scriptureField,
  standardLabels,
  eventFields,
} from "../fields";

export const emailTool = defineWritingTool({
  key: "email",
  path: "/email-composer",
  name: "Church Email Composer",
  summary: "Draft announcements, invitations and pastoral-care emails for your church.",
  description:
    "Draft announcements, invitations, encouragement and pastoral-care emails for your church.",
  pageDescription: "Draft announcements, invitations and pastoral-care emails for your church.",
  noun: "email",
  library: { one: "Email", many: "Emails" },
  labels: {
    formHeading: "Email details",
    submit: "Generate Email",
    generating: "Generating email...",
    clear: "Clear Results",
    clearDescription: "Clears this email so you can start a new one.",
    ready: "Email ready",
    ...standardLabels("email", {
      title: "Communication flow interrupted",
      fallback: "The message flow was disrupted. Please try again.",
    }),
  },
  generatePath: "/api/emails/generate",
  savePath: "/api/emails",
  responseKey: "emails",
  fields: [
    {
      name: "emailType",
      kind: "select",
      label: "Email type",
      options: emailType,
      default: "announcement",
    },
    {
      name: "purpose",
      kind: "textarea",
      label: "Purpose",
      required: "Purpose is required",
      max: 500,
      rows: 3,
      placeholder: "e.g. Invite families to the harvest picnic on Saturday, October 12 at 4 pm",
      instruction: true,
    },
    messageField({
      placeholder:
        "e.g. With sadness we share that Harold Fisher went home to be with the Lord on Monday.",
      hint: "Written into the email as you write it (an AI model may polish it). Keep private details in the notes.",
    }),
    {
      name: "audience",
      kind: "select",
      label: "Audience",
      options: emailAudience,
      default: "general-congregation",
      row: "options",
    },
    {
      name: "tone",
      kind: "select",
      label: "Tone",
      options: emailTone,
      default: "pastoral",
      row: "options",
    },
    {
      name: "length",
      kind: "select",
      label: "Length",
      options: emailLength,
      default: "standard",
      row: "options",
    },
    scriptureField({ placeholder: "e.g. Psalm 133:1" }),
    ...eventFields(),
    {
      name: "signature",
      kind: "text",
      label: "Signed (optional)",
      max: 200,
      placeholder: "Your name from Settings",
      hint: "Who signs the email; empty uses your signature from Settings.",
    },
    notesField({
      hint: "Instructions for the draft. An AI model follows them; the offline draft shows them beside it and never prints them.",
    }),
  ],
  result: {
    echo: ["emailType"],
    sections: [
      {
        field: "subject",
        heading: "Subject",
        kind: "text",
        role: "title",
        copy: "inline",
        description: "Email subject line",
      },
      {
        field: "content",
        heading: "Email",
        kind: "text",
        copy: "plain",
        display: "boxed",
        description: "The email body",
      },
      {
        field: "callToAction",
        heading: "Next step",
        kind: "text",
        display: "plain",
        description: "What the reader should do",
      },
      referenceSection("scripture", {
        description: "Scripture reference, or empty",
        optional: true,
      }),
    ],
  },
  badges: [
    { field: "emailType", from: "result", strong: true },
    { field: "audience", from: "request" },
    { field: "tone", from: "request" },
  ],
  offlineRefinements: ["shorter", "longer"],
  grounding: (request) => ({ passage: request.scripture, subject: request.purpose }),
  settingsDefaults: (content) => ({
    audience: (
      {
        "general-congregation": "general-congregation",
        youth: "youth",
        seniors: "seniors",
        "new-believers": "new-members",
        leadership: "leaders",
        evangelistic: "general-congregation",
      } as const
    )[content.defaultAudience],
    tone: (
      {
        pastoral: "pastoral",
        encouraging: "pastoral",
        prophetic: "pastoral",
        challenging: "urgent",
      } as const
    )[content.defaultTone],
    length: ({ short: "brief", medium: "standard", extended: "detailed" } as const)[
      content.defaultLength
    ],
  }),
  example: {
    emailType: "event-invitation",
    purpose: "Invite families to the Easter service",
    audience: "general-congregation",
    tone: "celebratory",
    length: "brief",
    scripture: "Luke 24:6",
  },
  foundation: {
    primaryScripture: "Colossians 4:6",
    theologicalBasis:
      "Church communication is pastoral care. Announcements, invitations and letters knit the body together, and they should be truthful, gracious and clear, because the church’s words are part of its witness.",
    kingdomPrinciples: [
      "Speak the truth in love.",
      "Every message builds up the body.",
      "Be clear, accurate and timely.",
      "Season every word with grace.",
    ],
    supportingScriptures: [
      {
        reference: "Ephesians 4:29",
        context: "Only words that build up and give grace to those who hear them.",
      },
      {
        reference: "Hebrews 10:24-25",
        context: "We stir one another to love and good works and keep meeting together.",
      },
      {
        reference: "Acts 2:42",
        context:
          "The early church devoted itself to teaching, fellowship, the breaking of bread and prayer.",
      },
    ],
    propheticContext:
      "The apostles’ letters were the first church emails, carrying the gospel and pastoral care across the Roman world. Church communication today continues that ministry until the whole church is gathered before the throne (Revelation 7:9).",
  },
});
