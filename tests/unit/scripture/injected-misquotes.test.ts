import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";
import type { InjectedCase } from "./evaluation/injected-inputs";

/**
 * Recall on misquotes injected into well-known verses, and false alarms on controls that must
 * stay non-red (evaluation/injected.json, built by evaluation/build-injected.ts and frozen
 * before the checker was tuned for it). A misquote is caught when its quotation is judged a
 * misquote; a control is a false alarm when anything in it is shown as misquoted.
 */
const cases = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "evaluation/injected.json"), "utf8"),
) as InjectedCase[];

interface Tally {
  total: number;
  hits: number;
  misses: string[];
}
const byEdit = new Map<string, Tally>();
const tally = (key: string, hit: boolean, detail: string) => {
  const entry = byEdit.get(key) ?? { total: 0, hits: 0, misses: [] };
  entry.total++;
  if (hit) entry.hits++;
  else entry.misses.push(detail);
  byEdit.set(key, entry);
};

for (const item of cases) {
  const check = checkScripture(item.text, { translation: item.translation });
  const quoted = check.references.find((reference) => reference.osis === item.osis)?.quoted;
  const red = quoted?.verdict === "misquote" || check.misquotedCount > 0;
  const edit = item.edit.replace(/ .*/, "");
  const detail = `${item.text} → ${quoted?.verdict ?? "no quotation"}`;
  if (item.kind === "misquote") tally(`misquote ${edit}`, red, detail);
  else tally(`control ${edit}`, !red, detail);
}

const sum = (kind: string) => {
  let total = 0;
  let hits = 0;
  for (const [key, entry] of byEdit)
    if (key.startsWith(kind)) {
      total += entry.total;
      hits += entry.hits;
    }
  return { total, hits };
};

/** Floors just under the figures at the commit that read replaced endings (369/373, 5/505 alarms). */
const floors = { misquote: 0.98, control: 0.98 };

describe("injected misquotes and their controls", () => {
  it("reports recall on injected misquotes and false alarms on controls", () => {
    for (const [key, entry] of [...byEdit].sort())
      console.log(`${key}: ${entry.hits}/${entry.total}`);
    const misquotes = sum("misquote");
    const controls = sum("control");
    console.log(
      `recall ${misquotes.hits}/${misquotes.total}; false alarms ${controls.total - controls.hits}/${controls.total}`,
    );
    if (process.env.INJECTED_MISSES)
      for (const [key, entry] of byEdit) for (const miss of entry.misses) console.log(key, miss);
    expect(misquotes.hits / misquotes.total).toBeGreaterThanOrEqual(floors.misquote);
    expect(controls.hits / controls.total).toBeGreaterThanOrEqual(floors.control);
  });
});
