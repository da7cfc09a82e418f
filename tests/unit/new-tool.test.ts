import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { Refinement } from "@shared/generation/refinement";
import { defaultSettings } from "@shared/settings/settings";
import { defineWritingTool, type RequestOf, type ResultOf } from "@shared/tools/define";
import { notesField, scriptureField, standardLabels, titleSection } from "@shared/tools/fields";
import { sectionsText } from "@shared/tools/result-text";
import { schemasOf } from "@shared/tools/schemas";
import { defaultPreferences } from "../../server/generation/pipeline-types";
import { groundingOf } from "../../server/generation/pipelines";
import { checkScripture } from "../../server/scripture/check-scripture";
import { toolPageRoute } from "@shared/routes";
import { catalogueEntries, writersSource } from "../../scripts/build-writers.mjs";
import { writingTools } from "@shared/tools";

/**
 * A throwaway tool, declared here and listed nowhere: what docs/adding-a-tool.md's first file
 * holds. Everything the registry derives from a declaration (request, result and save schemas
 * with their types, Settings defaults, the engine's grounding, the copy text the scripture check
 * reads) works for it as declared, so adding a real tool is its declaration, its prompt and its
 * offline writer, and its line in `writingTools`. Its page's route and its catalogue entry come from
 * its declaration, and its writer is registered by its prompt module (the last three tests).
 */
const homilyTool = defineWritingTool({
  key: "homily",
  path: "/homily-builder",
  name: "Homily Builder",
  summary: "A short homily on the day's reading.",
  description: "A short homily on the day's reading, with every scripture reference checked.",
  pageDescription: "A short homily on the day's reading.",
  noun: "homily",
  library: { one: "Homily", many: "Homilies" },
  labels: {
    formHeading: "Homily details",
    submit: "Generate Homily",
    generating: "Generating homily...",
    clear: "Start again",
    clearDescription: "Clears these results so you can start a new homily.",
    ready: "Homily ready",
    ...standardLabels("homily", { title: "Homily failed", fallback: "Try again." }),
  },
  generatePath: "/api/homilies/generate",
  savePath: "/api/homilies",
  responseKey: "homilies",
  fields: [
    scriptureField({ required: true, placeholder: "e.g. Luke 15:1-7" }),
    {
      name: "occasion",
      kind: "select",
      label: "Occasion",
      options: {
        values: ["weekday", "funeral"],
        list: [
          { value: "weekday", label: "Weekday" },
          { value: "funeral", label: "Funeral" },
        ],
      },
      default: "weekday",
    },
    notesField(),
  ],
  result: {
    echo: ["occasion"],
    sections: [
      titleSection("Homily title"),
      { field: "body", heading: "Homily", kind: "text", description: "The homily" },
      {
        field: "verses",
        heading: "Verses",
        kind: "tags",
        description: "Verses quoted",
        items: { max: 4 },
      },
    ],
  },
  badges: [{ field: "occasion", from: "request" }],
  grounding: (request) => ({ passage: request.scripture, subject: request.occasion }),
  settingsDefaults: (content) => ({
    occasion: content.defaultLength === "extended" ? ("funeral" as const) : ("weekday" as const),
  }),
  example: { scripture: "Luke 15:1-7", occasion: "weekday" },
  foundation: {
    primaryScripture: "Luke 15:4",
    theologicalBasis: "The shepherd goes after the one that is lost.",
    kingdomPrinciples: ["Christ seeks the lost.", "Heaven rejoices over one sinner who repents."],
    supportingScriptures: [{ reference: "John 10:11", context: "The good shepherd." }],
    propheticContext: "The shepherd of Ezekiel 34 has come.",
  },
});

describe("a tool declared and listed nowhere", () => {
  const schemas = schemasOf(homilyTool);

  it("has request and result types derived from its declaration, which its schemas agree with", () => {
    type Request = RequestOf<typeof homilyTool.fields>;
    expectTypeOf<Request>().toEqualTypeOf<{
      scripture: string;
      occasion: "weekday" | "funeral";
      notes: string;
    }>();
    expectTypeOf<z.output<typeof schemas.request>>().toMatchTypeOf<Request & Refinement>();
    expectTypeOf<Request & Refinement>().toMatchTypeOf<z.output<typeof schemas.request>>();
    expectTypeOf<ResultOf<typeof homilyTool>>().toEqualTypeOf<
      { title: string; body: string; verses: string[] } & { occasion: "weekday" | "funeral" }
    >();
    expectTypeOf<z.output<typeof schemas.result>>().toMatchTypeOf<ResultOf<typeof homilyTool>>();
  });

  it("checks its requests by its declared fields", () => {
    expect(schemas.request.parse(homilyTool.example)).toEqual({
      scripture: "Luke 15:1-7",
      occasion: "weekday",
      notes: "",
    });
    const missing = schemas.request.safeParse({});
    expect(missing.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["scripture", "Scripture reference is required"],
    ]);
    expect(schemas.request.safeParse({ ...homilyTool.example, occasion: "wedding" }).success).toBe(
      false,
    );
  });

  it("checks its results and saves by its declared sections and echo", () => {
    const result = {
      occasion: "funeral",
      title: "Found",
      body: "The shepherd goes after the one that is lost (Luke 15:4).",
      verses: ["Luke 15:4"],
    };
    expect(schemas.result.parse(result)).toEqual(result);
    expect(schemas.result.safeParse({ ...result, verses: ["a", "b", "c", "d", "e"] }).success).toBe(
      false,
    );
    expect(schemas.result.safeParse({ ...result, occasion: "wedding" }).success).toBe(false);
    const saved = schemas.save.safeParse({ ...homilyTool.example, ...result });
    expect(saved.error?.issues ?? []).toEqual([]);
    expect(schemas.save.safeParse({ ...homilyTool.example }).success).toBe(false);

    const text = sectionsText(homilyTool.result.sections, result);
    expect(text).toBe(
      "Found\n\nHomily\nThe shepherd goes after the one that is lost (Luke 15:4).\n\nVerses\nLuke 15:4",
    );
    const check = checkScripture(text, { translation: "web" });
    expect(check.invalidCount).toBe(0);
    expect(check.references.length).toBeGreaterThan(0);
  });

  it("is grounded by the engine in the passage it names", () => {
    const request = schemas.request.parse(homilyTool.example);
    const grounding = groundingOf(homilyTool)(request, defaultPreferences);
    expect(grounding.passage?.reference).toBe("Luke 15:1–7");
    expect(grounding.passage?.text).toContain("ninety-nine in the wilderness");
  });

  it("fills its form from Settings by its own declaration", () => {
    const extended = { ...defaultSettings.content, defaultLength: "extended" as const };
    expect(homilyTool.settingsDefaults?.(extended)).toEqual({ occasion: "funeral" });
  });

  it("has its page's route from its declaration", () => {
    expect(toolPageRoute(homilyTool)).toEqual({
      path: "/homily-builder",
      title: "Homily Builder — Kingdom Tools",
      access: "signed-in",
      tool: "homily",
    });
  });

  it("has its writer registered by the prompt module that declares one", async () => {
    const dir = await mkdtemp(join(tmpdir(), "prompts-"));
    try {
      // A helper module without a writer, as prompts/framing.ts, is not listed.
      await writeFile(join(dir, "framing.ts"), "export const unused = 1;\n");
      await writeFile(
        join(dir, "homily.ts"),
        'export const writer = defineWriter("homily", { prompt: homilyPrompt, compose });\n',
      );
      const source = await writersSource(dir);
      expect(source).toContain('import { writer as homily } from "./prompts/homily";');
      expect(source).toContain("Writer<K> } = {\n  homily: homily,\n};");
      expect(source).not.toContain("framing");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("has its catalogue entry read from its declaration, in the order of `writingTools`", async () => {
    const dir = await mkdtemp(join(tmpdir(), "tools-"));
    const shared = new URL("../../shared/tools/", import.meta.url);
    type Entry = { key: string; path: string; name: string; summary: string };
    const entry = ({ key, path, name, summary }: Entry): Entry => ({ key, path, name, summary });
    try {
      for (const tool of ["sermon", "homily", "week-pack"]) await mkdir(join(dir, tool));
      await copyFile(new URL("sermon/definition.ts", shared), join(dir, "sermon/definition.ts"));
      // A module of sections that declares no writing tool, as week-pack's, is not listed.
      await copyFile(
        new URL("week-pack/definition.ts", shared),
        join(dir, "week-pack/definition.ts"),
      );
      // The homily's declaration above, in a module of its own as docs/adding-a-tool.md has it.
      const own = await readFile(new URL(import.meta.url), "utf8");
      const start = own.indexOf("const homilyTool");
      const declared = own.slice(start, own.indexOf("\n});\n", start) + 5);
      await writeFile(join(dir, "homily/definition.ts"), `export ${declared}`);
      const index = (listed: string) =>
        writeFile(join(dir, "index.ts"), `export const writingTools = { ${listed} } as const;\n`);

      // Listed after the sermon: it comes after, though its folder's name sorts first.
      await index("sermon: sermonTool, homily: homilyTool");
      expect(catalogueEntries(dir)).toEqual([entry(writingTools.sermon), entry(homilyTool)]);
      // Not listed yet: it still has its entry, last (and index.ts does not compile until it is).
      await index("sermon: sermonTool");
      expect(catalogueEntries(dir).map((listed) => listed.key)).toEqual(["sermon", "homily"]);
      // A name the script cannot read without running the declaration is refused, by file and field.
      await writeFile(
        join(dir, "homily/definition.ts"),
        `export ${declared.replace('name: "Homily Builder"', "name: `${noun} Builder`")}`,
      );
      expect(() => catalogueEntries(dir)).toThrow(/homily\/definition\.ts: `name`/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
