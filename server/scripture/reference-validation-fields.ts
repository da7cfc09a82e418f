import type { FieldSpec, TextFieldSpec } from "@shared/tools/define";
import type { Translation } from "@shared/scripture/translations";
import { AppError } from "../errors";
import { checkReferenceField, invalidReferenceIn } from "./reference-validation";

/** The fields a tool declares as Bible references (shared/tools/fields.ts scriptureField). */
export function referenceFields(fields: readonly FieldSpec[]): TextFieldSpec[] {
  return fields.filter(
    (field): field is TextFieldSpec => field.kind !== "select" && field.reference === true,
  );
}

/**
 * One message per reference field whose value names a passage that does not exist. An empty
 * optional field is fine; a filled one is checked like a required one, never dropped.
 */
export function referenceFieldErrors(
  fields: readonly FieldSpec[],
  values: Record<string, unknown>,
  translation: Translation,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of referenceFields(fields)) {
    const value = values[field.name];
    if (typeof value !== "string" || !value.trim()) continue;
    const check = checkReferenceField(value, translation);
    if (!check.valid && check.reason) errors[field.name] = check.reason;
  }
  return errors;
}

function refuse(errors: Record<string, string>, labelOf: (name: string) => string): never {
  const [name, reason] = Object.entries(errors)[0]!;
  throw new AppError("validation_error", `${labelOf(name)}: ${reason}`, errors);
}

const plainLabel = (label: string) => label.replace(/\s*\(optional\)\s*$/i, "");

/** Refuses (400, a field error per field) a writing tool's request naming a passage that does not exist. */
export function refuseInvalidReferenceFields(
  fields: readonly FieldSpec[],
  values: Record<string, unknown>,
  translation: Translation,
): void {
  const errors = referenceFieldErrors(fields, values, translation);
  if (Object.keys(errors).length === 0) return;
  const labels = new Map(fields.map((field) => [field.name, plainLabel(field.label)]));
  refuse(errors, (name) => labels.get(name) ?? name);
}

/**
 * Refuses an image request whose description or caption names a passage that does not exist:
 * the picture would carry a reference that is not in the Bible, or silently none.
 */
export function refuseInvalidImageReferences(values: { prompt: string; caption?: string }): void {
  const errors: Record<string, string> = {};
  const prompt = invalidReferenceIn(values.prompt, "web");
  if (prompt) errors.prompt = prompt;
  const caption = values.caption ? invalidReferenceIn(values.caption, "web") : undefined;
  if (caption) errors.caption = caption;
  if (Object.keys(errors).length === 0) return;
  refuse(errors, (name) => (name === "prompt" ? "Image description" : "Caption"));
}
