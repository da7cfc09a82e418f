import { documentTextSchema, type DocumentText } from "@shared/documents/api";
import type { ScriptureReportRequest } from "@shared/documents/api";
import { scriptureCheckSchema, type ScriptureCheck } from "@shared/scripture/check-result";
import type { Translation } from "@shared/scripture/translations";
import { ApiError, apiJson, apiRequest } from "../../lib/api";

/** The text of an uploaded .docx or .txt manuscript (the server reads it; nothing is kept). */
export async function uploadManuscript(file: File): Promise<DocumentText> {
  const form = new FormData();
  form.append("file", file, file.name);
  const response = await fetch("/api/documents/text", {
    method: "POST",
    body: form,
    credentials: "include",
  });
  if (!response.ok)
    throw new ApiError(response.status, (await response.text()) || response.statusText);
  const parsed = documentTextSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error("Unexpected answer from /api/documents/text");
  return parsed.data;
}

export function checkManuscript(text: string, translation: Translation): Promise<ScriptureCheck> {
  return apiJson(scriptureCheckSchema, "POST", "/api/scripture/check", { text, translation });
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
