import { describe, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { SocialPost } from "@shared/generation/social-posts";
import {
  generatedItemSchema,
  generationEventSchema,
  generationResponseSchema,
  type GeneratedDetails,
  type GeneratedItem,
  type GenerationEvent,
  type GenerationResponse,
} from "@shared/generation/stream";
import type { ToolRequest, ToolResult, WritingTool, WritingToolKey } from "@shared/tools";
import { requestSchemaOf, resultSchemaOf, type ToolFormValues } from "@shared/tools/schemas";

/**
 * The zod schemas are built from each declaration at run time (shared/tools/schemas.ts, whose
 * builders are typed field by field); the request and result types are derived from the same
 * declaration by the mapped types of shared/tools/define.ts. These checks, made by
 * `npm run typecheck`, say the two derivations agree for every declared tool, a new one included:
 * the same keys, and each side's values assignable to the other's.
 */
type Agree<A, B> = [keyof A, keyof B] extends [keyof B, keyof A]
  ? [A, B] extends [B, A]
    ? true
    : "the values differ"
  : "the keys differ";

type BuiltRequest<K extends WritingToolKey> = z.output<
  ReturnType<typeof requestSchemaOf<WritingTool<K>["fields"]>>
>;
type BuiltResult<K extends WritingToolKey> = z.output<
  ReturnType<typeof resultSchemaOf<WritingTool<K>>>
>;
type BuiltInput<K extends WritingToolKey> = z.input<
  ReturnType<typeof requestSchemaOf<WritingTool<K>["fields"]>>
>;

describe("the schemas built from each declaration and its declared types", () => {
  it("agree on every tool's request", () => {
    expectTypeOf<{
      [K in WritingToolKey]: Agree<BuiltRequest<K>, ToolRequest<K>>;
    }>().toEqualTypeOf<{
      [K in WritingToolKey]: true;
    }>();
  });

  it("agree on every tool's result", () => {
    expectTypeOf<{ [K in WritingToolKey]: Agree<BuiltResult<K>, ToolResult<K>> }>().toEqualTypeOf<{
      [K in WritingToolKey]: true;
    }>();
  });

  it("take every value a tool's form holds", () => {
    expectTypeOf<{
      [K in WritingToolKey]: Agree<Required<BuiltInput<K>>, Required<ToolFormValues<K>>>;
    }>().toEqualTypeOf<{ [K in WritingToolKey]: true }>();
  });

  it("would tell a disagreement", () => {
    expectTypeOf<
      Agree<{ a: string }, { a: string; b?: number }>
    >().toEqualTypeOf<"the keys differ">();
    expectTypeOf<Agree<{ a: string }, { a: "x" }>>().toEqualTypeOf<"the values differ">();
  });
});

type BuiltItem<K extends WritingToolKey> = z.output<ReturnType<typeof generatedItemSchema<K>>>;
type BuiltResponse<K extends WritingToolKey> = z.output<
  ReturnType<typeof generationResponseSchema<K>>
>;
type BuiltEvent<K extends WritingToolKey> = z.output<ReturnType<typeof generationEventSchema<K>>>;

describe("a tool's answer and stream schemas (shared/generation/stream.ts) and their declared types", () => {
  it("agree on every tool's generated item", () => {
    expectTypeOf<{
      [K in WritingToolKey]: Agree<BuiltItem<K>, GeneratedItem<K>>;
    }>().toEqualTypeOf<{ [K in WritingToolKey]: true }>();
  });

  it("agree on every tool's answer and every event of its stream", () => {
    expectTypeOf<{
      [K in WritingToolKey]: Agree<BuiltResponse<K>, GenerationResponse<K>>;
    }>().toEqualTypeOf<{ [K in WritingToolKey]: true }>();
    expectTypeOf<{
      [K in WritingToolKey]: Agree<BuiltEvent<K>, GenerationEvent<K>>;
    }>().toEqualTypeOf<{ [K in WritingToolKey]: true }>();
  });

  it("join the tool's result to the details the server adds, as any tool's declared types", () => {
    // Inside a generic function: what the server returns and the client reads for any tool.
    const item = <K extends WritingToolKey>(tool: K) => generatedItemSchema(tool).parse({});
    expectTypeOf(item<"sermon">).returns.toEqualTypeOf<ToolResult<"sermon"> & GeneratedDetails>();
    expectTypeOf<BuiltItem<"social">["posts"]>().toEqualTypeOf<SocialPost[] | undefined>();
    expectTypeOf<BuiltItem<"meditation">["toFill"]>().toEqualTypeOf<string[]>();
  });
});
