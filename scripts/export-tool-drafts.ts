/**
 * Writes offline drafts of the writing tools as the library exports them (PDF and Word), for
 * opening by hand (the team's rule: open every exported file and look at it). Each request is
 * one of the frozen evaluation set's (tests/unit/draft-quality/evaluation/requests.json), named
 * by id and sent as the form sends it (an email's event facts in their own fields);
 * --request '{"tool":…,"request":{…}}' adds one of your own, sent as given.
 *
 *   npx tsx scripts/export-tool-drafts.ts sermon-05 prayer-01 email-01 --export /tmp/tool-exports
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { writingToolKeys, type WritingToolKey } from "@shared/tools";
import { resultScripture, resultTitle, resultToText } from "@shared/tools/result-text";
import { offlineDraft } from "../tests/unit/draft-quality/offline-engine";
import { printableDocument } from "../server/modules/exports/printable-document";
import { renderPdf } from "../server/modules/exports/pdf-document";
import { renderDocx } from "../server/modules/exports/docx-document";
import { evaluationSet, formRequest } from "./evaluate-offline-drafts";

interface Wanted {
  id: string;
  tool: WritingToolKey;
  request: Record<string, string>;
}

const args = process.argv.slice(2);
const valueOf = (flag: string) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const out = valueOf("--export") ?? "/tmp/tool-exports";
const own = valueOf("--request");
const ids = args.filter(
  (arg, index) => !arg.startsWith("--") && !args[index - 1]?.startsWith("--"),
);
const wanted: Wanted[] = evaluationSet()
  .filter((each) => ids.includes(each.id))
  .map((each) => ({ id: each.id, tool: each.tool, request: formRequest(each) }));
if (own) wanted.push({ id: "own", ...(JSON.parse(own) as Omit<Wanted, "id">) });

mkdirSync(out, { recursive: true });
for (const { id, tool, request } of wanted) {
  if (!writingToolKeys.includes(tool)) throw new Error(`not a writing tool: ${tool}`);
  const { item } = await offlineDraft(tool, request);
  const result = item as never;
  const doc = printableDocument({
    id,
    type: tool,
    title: resultTitle(tool, result) || "Untitled",
    preview: "",
    scripture: resultScripture(tool, result) || (request.scripture ?? ""),
    createdAt: new Date().toISOString(),
    content: resultToText(tool, result),
    data: { request, result, scriptureCheck: { translation: "web" } },
  });
  writeFileSync(join(out, `${id}.pdf`), await renderPdf(doc));
  writeFileSync(join(out, `${id}.docx`), await renderDocx(doc));
  console.log(`${id}: ${doc.title}`);
}
