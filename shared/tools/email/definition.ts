import { emailAudience, emailLength, emailTone, emailType } from "../../generation/options";
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

export const emailTool = defineWritingTool({
  ...writingToolEntries.email,
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
});
