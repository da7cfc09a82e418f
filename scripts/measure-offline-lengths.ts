/**
 * How much each length option changes an offline draft: every request of the frozen evaluation
 * set (tests/unit/draft-quality/evaluation/requests.json) and of the held-out sets
 * (docs/evaluation/heldout-requests-*.json) drafted at each of its tool's lengths, the request
 * otherwise the same, and the words of the copy text counted.
 *
 *   npx tsx scripts/measure-offline-lengths.ts
 *
 * Prints a markdown table per tool: the median words at each length, and how often a longer
 * option is not longer than the one before it (the draft identical, or no longer).
 */
import { writingToolKeys, type WritingToolKey } from "@shared/tools";
import {
  heldOut,
  lengthField,
  lengthOptions,
  minimumRatio,
  words,
} from "../tests/unit/draft-quality/length-scale";
import { draftFor, evaluationSet, formRequest } from "./evaluate-offline-drafts";

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]!
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

async function main() {
  const entries = [...evaluationSet(), ...heldOut()];
  const lines: string[] = [];
  for (const tool of writingToolKeys as readonly WritingToolKey[]) {
    const mine = entries.filter((entry) => entry.tool === tool);
    if (mine.length === 0) continue;
    const field = lengthField[tool];
    const values = lengthOptions(tool);
    const counts: number[][] = values.map(() => []);
    const same = values.slice(1).map(() => 0);
    const notLonger = values.slice(1).map(() => 0);
    const notVisibly = values.slice(1).map(() => 0);
    let failed = 0;
    for (const entry of mine) {
      const base = formRequest(entry);
      const drafts = await Promise.all(
        values.map((value) => draftFor(tool, { ...base, [field]: value })),
      );
      if (drafts.some((draft) => draft.error)) {
        failed += 1;
        continue;
      }
      drafts.forEach((draft, index) => counts[index]!.push(words(draft.text)));
      for (let index = 1; index < values.length; index += 1) {
        const before = drafts[index - 1]!.text;
        const after = drafts[index]!.text;
        if (before === after) same[index - 1]! += 1;
        if (words(after) <= words(before)) notLonger[index - 1]! += 1;
        if (words(after) < minimumRatio * words(before)) notVisibly[index - 1]! += 1;
      }
    }
    const drafted = counts[0]!.length;
    lines.push(
      `### ${tool} (${drafted} requests${failed ? `, ${failed} not drafted` : ""})`,
      "",
      `| ${field} | median words | not longer than the option before | under ${minimumRatio}× it | identical to it |`,
      "| --- | ---: | ---: | ---: | ---: |",
      ...values.map((value, index) =>
        index === 0
          ? `| ${value} | ${median(counts[index]!)} | | | |`
          : `| ${value} | ${median(counts[index]!)} | ${notLonger[index - 1]} of ${drafted} | ${notVisibly[index - 1]} of ${drafted} | ${same[index - 1]} of ${drafted} |`,
      ),
      "",
    );
  }
  process.stdout.write(lines.join("\n"));
}

await main();
