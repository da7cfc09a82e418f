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
