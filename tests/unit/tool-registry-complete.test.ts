import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { pageRoutes } from "@shared/routes";
import { writingToolKeys, writingTools, tools } from "@shared/tools";
import { writingToolEntries } from "@shared/tools/catalogue";
import { toolFoundations } from "@shared/foundation/content";
import { foundationVerseTexts } from "@shared/foundation/verse-texts";
import { createPipelines } from "../../server/generation/pipelines";
import { defaultToolIcon, toolIcons } from "../../client/components/tool-icon";
import { declaredToolPage } from "../../client/features/tools/tool-page-layout";
import { catalogueSource, writersSource } from "../../scripts/build-writers.mjs";

/** A tool declared in the registry has everything the product needs to serve it. */
describe("every declared writing tool is complete", () => {
  const pipelines = createPipelines();

  it.each(writingToolKeys)("%s has its route, page, writer and foundation", (key) => {
    const tool = writingTools[key];
    const route = pageRoutes.find((candidate) => candidate.path === tool.path);
    expect(route, `a route for ${tool.path} in shared/routes.ts`).toBeDefined();
    expect(route && "tool" in route ? route.tool : undefined).toBe(key);
    expect(route?.access).toBe("signed-in");
    expect(typeof declaredToolPage(key)).toBe("function");

    const pipeline = pipelines[key];
    expect(typeof pipeline?.prompt).toBe("function");
    expect(typeof pipeline?.compose).toBe("function");
    expect(typeof pipeline?.ground).toBe("function");

    // Its foundation card is its declaration's.
    const foundations = toolFoundations.filter((foundation) => foundation.tool === key);
    expect(foundations).toEqual([{ tool: key, ...tool.foundation }]);
    // The foundation's passages are quoted from a generated file (no verse typed by hand).
    const references = foundations.flatMap((foundation) => [
      foundation.primaryScripture,
      ...foundation.supportingScriptures.map((scripture) => scripture.reference),
    ]);
    for (const reference of references)
      expect(
        foundationVerseTexts[reference]?.text,
        `${reference} has no words: run npx tsx scripts/build-foundation-verses.ts`,
      ).toBeTruthy();
    expect(tools.some((hubTool) => hubTool.key === key && hubTool.path === tool.path)).toBe(true);
  });

  it("gives each of today's tools an icon of its own (a new one may start with the default)", () => {
    const named = ["sermon", "prayer", "devotional", "email", "social", "meditation", "image"];
    for (const key of named) {
      const icon = toolIcons[key as keyof typeof toolIcons];
      expect(icon, key).toBeDefined();
      expect(icon).not.toBe(defaultToolIcon);
    }
  });

  it("lists every prompt module's writer in the generated server/generation/writers.ts", async () => {
    const written = await readFile(
      new URL("../../server/generation/writers.ts", import.meta.url),
      "utf8",
    );
    expect(written, "run node scripts/build-writers.mjs (npm test runs it)").toBe(
      await writersSource(),
    );
  });

  it("has each declaration's catalogue entry in the generated shared/tools/catalogue-entries.ts", async () => {
    const written = await readFile(
      new URL("../../shared/tools/catalogue-entries.ts", import.meta.url),
      "utf8",
    );
    expect(written, "run node scripts/build-writers.mjs (npm test runs it)").toBe(
      await catalogueSource(),
    );
    for (const key of writingToolKeys) {
      const { path, name, summary } = writingTools[key];
      expect(writingToolEntries[key]).toEqual({ key, path, name, summary });
    }
    expect(Object.keys(writingToolEntries)).toEqual(Object.keys(writingTools));
  });

  it("gives every page a path of its own (a tool's path is not another page's)", () => {
    const paths = pageRoutes.map((route) => route.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it("names only declared tools in the route table", () => {
    const named = pageRoutes.flatMap((route) => ("tool" in route ? [route.tool as string] : []));
    expect(named.sort()).toEqual([...writingToolKeys].sort());
    expect(() => declaredToolPage("week-pack-that-is-not-declared")).toThrow(/No writing tool/);
  });
});
