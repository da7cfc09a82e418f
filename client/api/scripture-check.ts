import type { ScriptureReportRequest } from "@shared/documents/api";
import { scriptureCheckSchema, type ScriptureCheck } from "@shared/scripture/check-result";
import { unpackCheck } from "@shared/scripture/check-wire";
import type { Translation } from "@shared/scripture/translations";
import { apiJson, apiRequest } from "../lib/api";

/** The Scripture Checker's calls: a manuscript's check, and its report as a file. */

export function checkManuscript(text: string, translation: Translation): Promise<ScriptureCheck> {
  // A verse text named many times comes once (check-wire.ts): made whole here.
  return apiJson(scriptureCheckSchema, "POST", "/api/scripture/check", { text, translation }).then(
    unpackCheck,
  );
}

/** Asks the server for the report and saves it as a file. */
export async function downloadReport(request: ScriptureReportRequest): Promise<void> {
  const response = await apiRequest("POST", "/api/scripture/check/report", request);
  const blob = await response.blob();
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `scripture-check.${request.format}`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
