import { z } from "zod";
import { draftOriginSchema } from "../generation/draft-label";
import { refinementFields } from "../generation/refinement";
import { socialPostSchema } from "../generation/social-posts";
import { saveLimitProblems } from "../library/limits";
import type { FieldSpec, SectionSpec, TextFieldSpec } from "./define";
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
function fieldSchema(field: FieldSpec): z.ZodType {
  if (field.kind === "select") return z.enum(field.options.values).default(field.default);
  const tooLong = `Use at most ${field.max} characters.`;
  if (field.required)
    return z
      .string({ message: field.required })
      .trim()
      .min(1, field.required)
      .max(field.max, tooLong);
  const optional = z.string().trim().max(field.max, tooLong);
  const checked = field.input
    ? optional.refine(
        (value) => !value || inputValid[field.input!](value),
        inputMessage[field.input],
      )
    : optional;
  return checked.optional().transform((value) => value ?? "");
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

function requestSchema(key: WritingToolKey) {
  const fields: readonly FieldSpec[] = writingTools[key].fields;
  return z.object({
    ...Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])),
    ...refinementFields,
  });
}

function resultSchema(key: WritingToolKey) {
  const { fields, result } = writingTools[key];
  const options = new Map((fields as readonly FieldSpec[]).map((field) => [field.name, field]));
  const echoed = (result.echo as readonly string[]).map((name) => {
    const field = options.get(name);
    if (field?.kind !== "select")
      throw new Error(`${key}: echo of ${name}, which is not an option`);
    return [name, z.enum(field.options.values)] as const;
  });
  const sections = (result.sections as readonly SectionSpec[]).map(
    (section) => [section.field, sectionSchema(section)] as const,
  );
  return z.object(Object.fromEntries([...echoed, ...sections]));
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
function saveSchema(key: WritingToolKey, request: z.ZodObject, result: z.ZodObject) {
  const optional = (writingTools[key].result.sections as readonly SectionSpec[])
    .filter((section) => section.savedOptional)
    .map((section) => [section.field, (result.shape[section.field] as z.ZodType).optional()]);
  const resultFields = Object.keys(result.shape);
  // Every text is bounded (shared/library/limits.ts), the whole save too.
  return request
    .extend(result.shape)
    .extend(Object.fromEntries(optional))
    .extend({ origin: draftOriginSchema.optional() })
    .extend(key === "social" ? { posts: savedPostsSchema.optional() } : {})
    .superRefine((values, context) => {
      for (const [path, message] of Object.entries(saveLimitProblems(values, resultFields)))
        context.addIssue({ code: "custom", message, path: path === "_" ? [] : path.split(".") });
    });
}

export interface ToolSchemas<K extends WritingToolKey> {
  request: z.ZodType<ToolRequest<K>, ToolFormValues<K>> & z.ZodObject;
  result: z.ZodType<ToolResult<K>> & z.ZodObject;
  save: z.ZodObject;
}

/** What a tool's form holds before validation: every field may still be unset. */
export type ToolFormValues<K extends WritingToolKey> = {
  [F in keyof ToolRequest<K>]?: ToolRequest<K>[F];
};

function build<K extends WritingToolKey>(key: K): ToolSchemas<K> {
  const request = requestSchema(key);
  const result = resultSchema(key);
  // The builders above follow the declaration's types (RequestOf, ResultOf) field by field.
  return {
    request: request as unknown as ToolSchemas<K>["request"],
    result: result as unknown as ToolSchemas<K>["result"],
    save: saveSchema(key, request, result),
  };
}

export const toolSchemas = Object.fromEntries(writingToolKeys.map((key) => [key, build(key)])) as {
  [K in WritingToolKey]: ToolSchemas<K>;
};
