import type { Option, OptionList } from "../generation/options";
import type { Foundation } from "../foundation/content";
import type { Settings } from "../settings/settings";
import type { RefinementKind } from "../generation/refinement";

/**
 * The shape of a writing tool's declaration. Everything the product does with a tool
 * (request and result schemas, form, result card, copy text, exports, streaming labels,
 * library labels) is derived from one of these; see docs/adding-a-tool.md.
 * This module and the declarations hold no zod: the hub and the tools' pages read them,
 * and the schemas are built once in ./schemas.ts.
 */

/** A free-text field of the request. */
export interface TextFieldSpec<Name extends string = string> {
  name: Name;
  kind: "text" | "textarea";
  label: string;
  /** The message shown when it is empty; an optional field has none. */
  required?: string;
  /** At most this many characters. */
  max: number;
  placeholder?: string;
  hint?: string;
  /** Lines of a textarea. */
  rows?: number;
  /** Consecutive fields with the same row name sit side by side on wide screens. */
  row?: string;
  /** A Bible reference: passages that do not exist are refused, and flagged as it is typed. */
  reference?: true;
  /**
   * What the pastor tells the writer rather than the reader (notes, an email's purpose): a model
   * follows it; an offline draft never prints it and shows it beside the draft instead.
   */
  instruction?: true;
  /** A date (YYYY-MM-DD), a time (HH:MM, 24-hour) or a web address: the input and its check. */
  input?: "date" | "time" | "url";
  /** One name (a person's): a comma, semicolon or line break, which would list several, is refused. */
  oneName?: true;
}

/** A choice among options. */
export interface SelectFieldSpec<
  Name extends string = string,
  Values extends readonly string[] = readonly string[],
> {
  name: Name;
  kind: "select";
  label: string;
  options: OptionList<Values>;
  default: Values[number];
  /** The values the form offers, when it offers fewer than the request accepts. */
  offered?: readonly Values[number][];
  hint?: string;
  row?: string;
}

export type FieldSpec = TextFieldSpec | SelectFieldSpec;

type FieldValue<F> = F extends { kind: "select"; options: OptionList<infer V> }
  ? V[number]
  : string;

/** The validated request of a tool with these fields. */
export type RequestOf<Fields extends readonly FieldSpec[]> = {
  [F in Fields[number] as F["name"]]: FieldValue<F>;
};

/**
 * A part of a result, in the one order the product writes it: copy text, offsets,
 * exports, streaming labels and the result card all follow this list.
 */
export interface SectionSpec<Field extends string = string> {
  field: Field;
  heading: string;
  /** text: one string; numbered: points written 1. 2. 3.; tags: short chips. */
  kind: "text" | "numbered" | "tags";
  /** What the model is asked for (the structured-output schema's description). */
  description: string;
  /** title: the item's title; reference: the scripture reference the item rests on. */
  role?: "title" | "reference";
  /**
   * How the copy text writes it: under its heading (default), as "Heading: value", the
   * value alone, or not at all (a note shown on the card that is not part of the piece).
   */
  copy?: "heading" | "inline" | "plain" | "none";
  /** A text that may be empty. */
  optional?: boolean;
  /** At most this many characters (text sections). */
  max?: number;
  /** How many items a list holds. */
  items?: { min?: number; max?: number };
  /** Tags written as hashtags (#word), joined with spaces. */
  hashtags?: boolean;
  /** A save may leave it out (items saved before the section existed). */
  savedOptional?: boolean;
  /** How the result card shows a text section. */
  display?: "prose" | "italic" | "reference" | "plain" | "boxed";
  /** Set apart in a gold-edged box. */
  callout?: boolean;
  /** Shown last on the card, in small muted type. */
  aside?: boolean;
}

type SectionValue<S> = S extends { kind: "text" } ? string : string[];

/** A badge on the result card: an option of the request or the result, shown by its label. */
export interface BadgeSpec<Field extends string = string> {
  field: Field;
  from: "request" | "result";
  /** The first, stronger badge. */
  strong?: boolean;
}

/** The texts a tool's page and its messages use. */
export interface ToolLabels {
  formHeading: string;
  submit: string;
  generating: string;
  clear: string;
  clearDescription: string;
  ready: string;
  copied: { title: string; description?: string };
  copyFailed: { title: string; description: string };
  saveFailed: { title: string; description: string };
  /** The toast when a generation fails, and its text when the server gives none. */
  failureTitle: string;
  failureFallback: string;
}

export interface WritingToolSpec<
  Key extends string = string,
  Path extends `/${string}` = `/${string}`,
  Fields extends readonly FieldSpec[] = readonly FieldSpec[],
  Sections extends readonly SectionSpec[] = readonly SectionSpec[],
  Echo extends readonly string[] = readonly string[],
> {
  /**
   * key, path, name and summary are the tool's catalogue entry, which scripts/build-writers.mjs
   * copies into ./catalogue-entries.ts for the pages that do not load declarations: plain
   * strings, written here as literals.
   */
  key: Key;
  /** The page; shared/routes.ts adds it to the route table, titled with `name`. */
  path: Path;
  name: string;
  /** The hub card and the landing page. */
  summary: string;
  /** The introduction on the tool's page. */
  description: string;
  /** The page's description for search results (server-rendered head). */
  pageDescription: string;
  /** "sermon", used in sentences. */
  noun: string;
  /** The library's name for a saved item of this tool. */
  library: { one: string; many: string };
  labels: ToolLabels;
  generatePath: string;
  savePath: string;
  /** The answer's list is named this: { [responseKey]: [item] }. */
  responseKey: string;
  /** The request's fields, in the form's order. */
  fields: Fields;
  result: {
    /** Request options the result repeats (the model states which it wrote). */
    echo: Echo;
    sections: Sections;
  };
  badges: readonly BadgeSpec[];
  /**
   * The passage named and the words describing the subject, to find real scripture; and the
   * subject as typed in the form's own subject field, which may name a verse of the passage for
   * the draft to quote: never the notes nor a field declared an instruction (they are private
   * offline, docs/drafts.md).
   */
  grounding(request: RequestOf<Fields>): {
    passage: string;
    subject: string;
    typedSubject?: string;
  };
  /**
   * The refinements the offline writer makes visibly (a model makes them all); the others are
   * not offered on an offline draft. None when absent.
   */
  offlineRefinements?: readonly RefinementKind[];
  /**
   * The form values the user's content preferences (Settings) fill in: each preference mapped to
   * one of this tool's own options. The one source of a tool's Settings defaults.
   */
  settingsDefaults?(content: Settings["content"]): Partial<RequestOf<Fields>>;
  /**
   * A realistic request a pastor would make: every required field filled, and the passage named
   * when the tool has a scripture field. Tests, benches and the security fuzz send it as "a valid
   * request of this tool" (tests/unit/tool-examples.test.ts checks that it is one).
   */
  example: Partial<RequestOf<Fields>>;
  /**
   * The scriptures the tool rests on and why: its card on its page and on /biblical-foundation.
   * A passage no other card quotes needs `npx tsx scripts/build-foundation-verses.ts` for its words.
   */
  foundation: Foundation;
}

/** The validated result of a tool. */
export type ResultOf<Spec extends WritingToolSpec> = {
  [S in Spec["result"]["sections"][number] as S["field"]]: SectionValue<S>;
} & {
  [E in Spec["result"]["echo"][number]]: E extends keyof RequestOf<Spec["fields"]>
    ? RequestOf<Spec["fields"]>[E]
    : never;
};

/** Declares a writing tool, keeping its literal field and section names for the types. */
export function defineWritingTool<
  const Key extends string,
  const Path extends `/${string}`,
  const Fields extends readonly FieldSpec[],
  const Sections extends readonly SectionSpec[],
  const Echo extends readonly string[],
>(
  spec: WritingToolSpec<Key, Path, Fields, Sections, Echo>,
): WritingToolSpec<Key, Path, Fields, Sections, Echo> {
  return spec;
}

/** The label of an option value, or the value itself when it has none. */
export function optionLabel(list: readonly Option[], value: unknown): string | undefined {
  return list.find((option) => option.value === value)?.label;
}
