import type { SectionSpec, TextFieldSpec } from "./define";

/** The passage to write from: required by some tools, optional in others. */
export function scriptureField(options: {
  required?: boolean;
  hint?: string;
  placeholder?: string;
  row?: string;
}): TextFieldSpec<"scripture"> {
  const { required, ...rest } = options;
  return {
    name: "scripture",
    kind: "text",
    label: required ? "Scripture reference" : "Scripture (optional)",
    max: 200,
    reference: true,
    ...(required ? { required: "Scripture reference is required" } : {}),
    ...rest,
  };
}

/** The optional notes every writing tool ends its form with. */
export function notesField(
  options: { hint?: string; placeholder?: string } = {},
): TextFieldSpec<"notes"> {
  return {
    name: "notes",
    kind: "textarea",
    label: "Additional notes (optional)",
    max: 2000,
    rows: 3,
    instruction: true,
    ...options,
  };
}

/**
 * The pastor's own message, printed as written in the draft (an AI model may polish it); the
 * notes stay instructions. Each tool gives its own example and says where the message goes.
 */
export function messageField(options: {
  placeholder: string;
  hint: string;
}): TextFieldSpec<"message"> {
  return {
    name: "message",
    kind: "textarea",
    label: "Your message (optional)",
    max: 2000,
    rows: 4,
    ...options,
  };
}

/** The standard messages, written from the tool's noun. */
export function standardLabels(noun: string, failure: { title: string; fallback: string }) {
  return {
    copied: { title: "Copied", description: `The ${noun} is on your clipboard.` },
    copyFailed: { title: "Copy failed", description: "Failed to copy to clipboard" },
    saveFailed: { title: "Save failed", description: `Failed to save ${noun}` },
    failureTitle: failure.title,
    failureFallback: failure.fallback,
  };
}

/** A result's title, written first on its own line. */
export function titleSection(description: string) {
  return {
    field: "title",
    heading: "Title",
    kind: "text",
    role: "title",
    copy: "plain",
    description,
  } as const satisfies SectionSpec;
}

/** The scripture reference a result rests on: written "Scripture: …" unless `copy` says not. */
export function referenceSection<const Field extends string>(
  field: Field,
  options: { description: string; optional?: boolean; copy?: "inline" | "none" },
): SectionSpec<Field> & { kind: "text" } {
  return {
    field,
    heading: "Scripture",
    kind: "text",
    role: "reference",
    copy: options.copy ?? "inline",
    display: "reference",
    description: options.description,
    ...(options.optional ? { optional: true } : {}),
  };
}

/**
 * An event's details as fields of their own, each checked: drafts print them as given, and the
 * notes stay instructions (docs/drafts.md).
 */
export function eventFields() {
  return [
    {
      name: "eventName",
      kind: "text",
      label: "Event (optional)",
      max: 120,
      placeholder: "e.g. Christmas Eve Candlelight Service",
      row: "event-name",
    },
    { name: "eventDate", kind: "text", label: "Date", max: 10, input: "date", row: "event-when" },
    { name: "eventTime", kind: "text", label: "Starts", max: 5, input: "time", row: "event-when" },
    { name: "eventEndTime", kind: "text", label: "Ends", max: 5, input: "time", row: "event-when" },
    {
      name: "eventPlace",
      kind: "text",
      label: "Place",
      max: 120,
      placeholder: "e.g. Fellowship Hall",
      row: "event-where",
    },
    {
      name: "eventAddress",
      kind: "text",
      label: "Street address",
      max: 200,
      placeholder: "e.g. 120 Main Street, Springfield",
      row: "event-where",
    },
    {
      name: "eventContact",
      kind: "text",
      label: "Contact",
      max: 160,
      placeholder: "e.g. Pastor Dave, 555-0142",
      row: "event-contact",
    },
    // Pastors write more than replies here (childcare, cost, what to bring): the field is named
    // for all of it, and the draft prints it as typed, under no label that would claim what it is
    // (held-out 29d E2, "RSVP: Childcare available if you call the office…").
    {
      name: "eventRsvp",
      kind: "text",
      label: "RSVP and other details",
      max: 160,
      placeholder: "e.g. RSVP by December 20; childcare provided",
      hint: "Printed as you type it, on its own line, with no label.",
      row: "event-contact",
    },
    {
      name: "eventLink",
      kind: "text",
      label: "Link",
      max: 300,
      input: "url",
      placeholder: "https://",
      row: "event-link",
    },
  ] as const satisfies readonly TextFieldSpec[];
}
