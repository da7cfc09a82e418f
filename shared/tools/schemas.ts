import { z } from "zod";
import { draftOriginSchema } from "../generation/draft-label";
import { refinementFields } from "../generation/refinement";
import { socialPostSchema } from "../generation/social-posts";
import { saveLimitProblems } from "../library/limits";
import type { OptionList } from "../generation/options";
import type { FieldSpec, SectionSpec, TextFieldSpec, WritingToolSpec } from "./define";
import {
  writingToolKeys,
  writingTools,
  type ToolRequest,
  type ToolResult,
  type WritingToolKey,
} from "./index";

/**
 * The zod schemas of every writing tool, built from its declaration: the request (form,
 * route), the result (route, the model's structured output) and the save payload.
 */
const enumOf = <const Values extends readonly string[]>(values: Values) => z.enum(values);
const selectSchema = <const Values extends readonly string[]>(
  values: Values,
  fallback: Values[number],
) => enumOf(values).default(fallback);
const requiredTextSchema = (max: number, message: string) =>
  z.string({ message }).trim().min(1, message).max(max, `Use at most ${max} characters.`);
const oneNameMessage = "Give one name, such as Arthur Jensen, without commas.";
const optionalTextSchema = (field: TextFieldSpec) => {
  const optional = z.string().trim().max(field.max, `Use at most ${field.max} characters.`);
  const checked = field.input
    ? optional.refine(
        (value) => !value || inputValid[field.input!](value),
        inputMessage[field.input],
      )
    : optional;
  const named = field.oneName
    ? checked.refine((value) => !/[,;\n]/.test(value), oneNameMessage)
    : checked;
  return named.optional().transform((value) => value ?? "");
};

/**
 * The zod type each kind of field is checked with, as the builders below make it: the type-level
 * twin of `RequestOf` in ./define.ts (tests/unit/tool-schema-types.test.ts checks they agree).
 */
type FieldSchema<F> = F extends { kind: "select"; options: OptionList<infer Values> }
  ? ReturnType<typeof selectSchema<Values>>
  : F extends { required: string }
    ? ReturnType<typeof requiredTextSchema>
    : ReturnType<typeof optionalTextSchema>;
type SectionSchema<S> = S extends { kind: "text" } ? z.ZodString : z.ZodArray<z.ZodString>;
type EchoSchema<Fields extends readonly FieldSpec[], Name> =
  Extract<Fields[number], { name: Name }> extends { options: OptionList<infer Values> }
    ? ReturnType<typeof enumOf<Values>>
    : never;

/** The request schema's shape: each declared field, then the variant and refinement. */
export type RequestShape<Fields extends readonly FieldSpec[]> = {
  [F in Fields[number] as F["name"]]: FieldSchema<F>;
} & typeof refinementFields;
/** The result schema's shape: the options it repeats, then each section. */
export type ResultShape<Spec extends WritingToolSpec> = {
  [E in Spec["result"]["echo"][number]]: EchoSchema<Spec["fields"], E>;
} & { [S in Spec["result"]["sections"][number] as S["field"]]: SectionSchema<S> };

function fieldSchema(field: FieldSpec): z.ZodType {
  if (field.kind === "select") return selectSchema(field.options.values, field.default);
  if (field.required) return requiredTextSchema(field.max, field.required);
  return optionalTextSchema(field);
}

/** What a date, time or address field accepts (the browser's own inputs send these forms). */
const inputValid: Record<NonNullable<TextFieldSpec["input"]>, (value: string) => boolean> = {
  date: (value) =>
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
  time: (value) => /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value),
  url: (value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
};
const inputMessage: Record<NonNullable<TextFieldSpec["input"]>, string> = {
  date: "Give a date such as 2026-12-24.",
  time: "Give a time such as 18:30.",
  url: "Give a web address starting with https://.",
};

function sectionSchema(section: SectionSpec): z.ZodType {
  if (section.kind !== "text") {
    let list = z.array(z.string().min(1));
    if (section.items?.min !== undefined) list = list.min(section.items.min);
    if (section.items?.max !== undefined) list = list.max(section.items.max);
    return list.describe(section.description);
  }
  let text = section.optional ? z.string() : z.string().min(1);
  if (section.max !== undefined) text = text.max(section.max);
  return text.describe(section.description);
}

/** A tool's request schema, from its declared fields. */
export function requestSchemaOf<const Fields extends readonly FieldSpec[]>(fields: Fields) {
  const shape = Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)]));
  return z.object({ ...(shape as RequestShape<Fields>), ...refinementFields });
}

/** A tool's result schema, from its declared echo and sections. */
export function resultSchemaOf<const Spec extends WritingToolSpec>(spec: Spec) {
  const { fields, result } = spec;
  const options = new Map((fields as readonly FieldSpec[]).map((field) => [field.name, field]));
  const echoed = (result.echo as readonly string[]).map((name) => {
    const field = options.get(name);
    if (field?.kind !== "select")
      throw new Error(`${spec.key}: echo of ${name}, which is not an option`);
    return [name, enumOf(field.options.values)] as const;
  });
  const sections = (result.sections as readonly SectionSpec[]).map(
    (section) => [section.field, sectionSchema(section)] as const,
  );
  return z.object(Object.fromEntries([...echoed, ...sections]) as ResultShape<Spec>);
}

/** A multi-platform social result's posts, as saved: one per platform, each bounded. */
const savedPostsSchema = z
  .array(
    socialPostSchema.extend({
      content: z.string().trim().min(1).max(5000, "Use at most 5000 characters."),
      hashtags: z.array(z.string().trim().min(1).max(100)).max(12),
    }),
  )
  .max(4);

/**
 * What a save sends: the form's values and the result, flat. Result fields win where both
 * have one. A client-sent userId is ignored: the server uses the session.
 */
function saveSchema(spec: WritingToolSpec, request: z.ZodObject, result: z.ZodObject) {
  const optional = (spec.result.sections as readonly SectionSpec[])
    .filter((section) => section.savedOptional)
    .map((section) => [section.field, (result.shape[section.field] as z.ZodType).optional()]);
  const resultFields = Object.keys(result.shape);
  // Every text is bounded (shared/library/limits.ts), the whole save too.
  return request
    .extend(result.shape)
    .extend(Object.fromEntries(optional))
    .extend({ origin: draftOriginSchema.optional() })
    .extend(spec.key === "social" ? { posts: savedPostsSchema.optional() } : {})
    .superRefine((values, context) => {
      for (const [path, message] of Object.entries(saveLimitProblems(values, resultFields)))
        context.addIssue({ code: "custom", message, path: path === "_" ? [] : path.split(".") });
    });
}

/**
 * An object schema read as its declared types: what it parses to and from, its fields (`shape`)
 * and `extend`. Not `& z.ZodObject`, whose own output (any key, unknown) would join the declared
 * one and let a misspelt field through.
 */
type DeclaredObjectSchema<Output, Input = Output> = z.ZodType<Output, Input> &
  Pick<z.ZodObject, "shape" | "extend">;

export interface ToolSchemas<K extends WritingToolKey> {
  request: DeclaredObjectSchema<ToolRequest<K>, ToolFormValues<K>>;
  result: DeclaredObjectSchema<ToolResult<K>>;
  save: z.ZodObject;
}

/** What a tool's form holds before validation: every field may still be unset. */
export type ToolFormValues<K extends WritingToolKey> = {
  [F in keyof ToolRequest<K>]?: ToolRequest<K>[F];
};

/** Any declared tool's schemas, typed from its declaration. */
export function schemasOf<const Spec extends WritingToolSpec>(spec: Spec) {
  const request = requestSchemaOf<Spec["fields"]>(spec.fields);
  const result = resultSchemaOf<Spec>(spec);
  return { request, result, save: saveSchema(spec, request, result) };
}

function build<K extends WritingToolKey>(key: K): ToolSchemas<K> {
  // For one tool, schemasOf's types are ToolRequest and ToolResult (checked for every tool by
  // tests/unit/tool-schema-types.test.ts); over the union of keys TypeScript cannot follow them.
  return schemasOf(writingTools[key]) as ToolSchemas<K>;
}

export const toolSchemas = Object.fromEntries(writingToolKeys.map((key) => [key, build(key)])) as {
  [K in WritingToolKey]: ToolSchemas<K>;
};
