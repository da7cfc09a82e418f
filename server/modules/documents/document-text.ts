import type { DocumentText } from "@shared/documents/api";
import { AppError } from "../../errors";
import { readDocxText } from "./docx-reader";

/**
 * The text of an uploaded manuscript: a Word .docx (read with mammoth) or a UTF-8 .txt.
 * The type is judged by the content, not by the name alone.
 */

export const emptyDocumentMessage =
  "This document has no text we can read — is it a scanned image? Paste the text instead, or save it from Word as a .docx with real text.";

function unsupported(message: string): AppError {
  return new AppError("unsupported_media_type", message);
}

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf(".");
  return dot === -1 ? "" : filename.slice(dot).toLowerCase();
}

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

// eslint-disable-next-line no-control-regex -- a text file with these is binary, not prose
const binaryCharacter = /[\u0000-\u0008\u000E-\u001F]/;

function readPlainText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw unsupported("This .txt file is not UTF-8 text. Save it as UTF-8 text or as a .docx.");
  }
  if (binaryCharacter.test(text.slice(0, 100_000))) {
    throw unsupported("This file is not plain text. Upload a .docx or a .txt manuscript.");
  }
  return text;
}

async function readWordDocument(bytes: Uint8Array): Promise<string> {
  if (!isZip(bytes)) {
    throw unsupported(
      "This file is not a Word document (.docx). Upload a .docx or a .txt manuscript.",
    );
  }
  return readDocxText(bytes);
}

/** Line endings unified, spaces at line ends dropped, blank runs cut to one: in linear time. */
function tidy(raw: string): string {
  return raw
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export async function documentText(bytes: Uint8Array, filename: string): Promise<DocumentText> {
  const extension = extensionOf(filename);
  let raw: string;
  if (extension === ".docx") raw = await readWordDocument(bytes);
  else if (extension === ".txt") raw = readPlainText(bytes);
  else if (extension === ".doc") {
    throw unsupported("Old Word files (.doc) cannot be read. In Word, save it as .docx and retry.");
  } else {
    throw unsupported("Upload a Word document (.docx) or a plain text file (.txt).");
  }
  const text = tidy(raw);
  if (text.length === 0)
    throw new AppError("validation_error", emptyDocumentMessage, { file: emptyDocumentMessage });
  return { text, filename, words: countWords(text) };
}
