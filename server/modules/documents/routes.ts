import type { FastifyInstance, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import {
  documentRateLimit,
  maxDocumentBytes,
  reportRateLimit,
  scriptureReportRequestSchema,
  type DocumentText,
} from "@shared/documents/api";
import { maxCheckLength } from "@shared/scripture/api";
import type { AppContext } from "../../context";
import { AppError, parseInput } from "../../errors";
import { checkOffThread } from "../../scripture/check-pool";
import { attachment } from "../exports/file-names";
import { createCheckBudget } from "../limits/check-budget";
import { perUserRateLimit } from "../limits/per-user-rate-limit";
import { documentText } from "./document-text";
import { scriptureReport } from "./report-document";

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** Reads the one uploaded file, answering every way an upload can go wrong with a JSON error. */
async function uploadedFile(request: FastifyRequest): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) {
    throw new AppError(
      "unsupported_media_type",
      "Send the file as multipart/form-data, in a field named “file”.",
    );
  }
  try {
    const file = await request.file();
    if (!file)
      throw new AppError("validation_error", "Choose a file to upload.", {
        file: "Choose a file to upload.",
      });
    const bytes = await file.toBuffer();
    return { bytes, filename: file.filename.slice(0, 200) || "document" };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (
      code === "FST_REQ_FILE_TOO_LARGE" ||
      code === "FST_FILES_LIMIT" ||
      code === "FST_PARTS_LIMIT"
    ) {
      throw new AppError(
        "payload_too_large",
        `A manuscript can be at most ${megabytes(maxDocumentBytes)}. Paste the text instead, or upload it in parts.`,
      );
    }
    throw new AppError("bad_request", "The upload could not be read. Please try again.");
  }
}

/**
 * Manuscripts for the scripture checker (and any page that reads a document): the text of an
 * uploaded .docx or .txt, and a PDF or Word report of a checked text. Free for every
 * signed-in user; limited per session.
 */
export async function registerDocumentRoutes(app: FastifyInstance, context: AppContext) {
  const perUser = (limit: { max: number; windowMinutes: number }, what: string) =>
    perUserRateLimit(
      context.sessions,
      { max: limit.max, timeWindow: `${limit.windowMinutes} minute` },
      `You have ${what} ${limit.max} times in the last minute. Please wait a moment and try again.`,
    );
  const spendCheckBudget = createCheckBudget(context.shared, context.now);
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxDocumentBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });

    scope.post(
      "/api/documents/text",
      {
        bodyLimit: maxDocumentBytes + 64 * 1024,
        config: perUser(documentRateLimit, "uploaded a document"),
      },
      async (request): Promise<DocumentText> => {
        await context.sessions.requireUser(request);
        const { bytes, filename } = await uploadedFile(request);
        return documentText(bytes, filename);
      },
    );
  });

  const formats = {
    pdf: {
      type: "application/pdf",
      render: async (doc: ReturnType<typeof scriptureReport>) =>
        (await import("../exports/pdf-document")).renderPdf(doc),
    },
    docx: {
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      render: async (doc: ReturnType<typeof scriptureReport>) =>
        (await import("../exports/docx-document")).renderDocx(doc),
    },
  } as const;

  app.post(
    "/api/scripture/check/report",
    { bodyLimit: 1024 * 1024, config: perUser(reportRateLimit, "made a report") },
    async (request, reply) => {
      const user = await context.sessions.requireUser(request);
      const body = parseInput(scriptureReportRequestSchema, request.body);
      if (body.text.length > maxCheckLength) {
        throw new AppError(
          "payload_too_large",
          `A text to check is at most ${maxCheckLength.toLocaleString("en-US")} characters; this one has ${body.text.length.toLocaleString("en-US")}. Check it in parts.`,
        );
      }
      await spendCheckBudget(user.id, body.text.length);
      const check = await checkOffThread(body.text, body.translation, user.id);
      const doc = scriptureReport(body.text, check, { title: body.title, now: context.now() });
      const format = formats[body.format];
      const file = await format.render(doc);
      return reply
        .header("content-type", format.type)
        .header(
          "content-disposition",
          attachment(body.title ? `scripture-check-${body.title}` : "scripture-check", body.format),
        )
        .header("cache-control", "private, no-store")
        .send(file);
    },
  );
}
