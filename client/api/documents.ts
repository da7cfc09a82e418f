import { documentTextSchema, type DocumentText } from "@shared/documents/api";
import { ApiError } from "../lib/api";

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
