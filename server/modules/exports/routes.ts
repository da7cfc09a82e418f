import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ItemDocument } from "@shared/library/document";
import type { AppContext } from "../../context";
import type { LibraryService } from "../library/library-service";
import { notFoundItem } from "../library/routes";
import { attachment } from "./file-names";
import { printableDocument } from "./printable-document";
import { createImageStorage } from "../images/image-storage";
import { sendExport } from "./streaming";
import { imageFileOf } from "./zip-images";
import { createExportLimit } from "../limits/export-limit";

const idParams = z.object({ id: z.string() });

// The document libraries load with the first export, not at start.
const formats = {
  pdf: {
    type: "application/pdf",
    render: async (doc: ItemDocument) => (await import("./pdf-document")).renderPdf(doc),
  },
  docx: {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    render: async (doc: ItemDocument) => (await import("./docx-document")).renderDocx(doc),
  },
} as const;

/** Downloads of the signed-in user's own content: PDF and Word per item, a zip of all. */
export function registerExportRoutes(
  app: FastifyInstance,
  context: AppContext,
  library: LibraryService,
): void {
  const { sessions } = context;
  const imageStorage = createImageStorage(context.config.images);
  const countExport = createExportLimit(context.shared, context.now);

  for (const [extension, format] of Object.entries(formats)) {
    app.get(`/api/library/:id/export.${extension}`, async (request, reply) => {
      const user = await sessions.requireUser(request);
      const { id } = idParams.parse(request.params);
      const item = await library.get(user.id, id);
      if (!item) throw notFoundItem();
      const body = await format.render(printableDocument(item));
      return reply
        .header("content-type", format.type)
        .header("content-disposition", attachment(item.title, extension))
        .header("cache-control", "private, no-store")
        .send(body);
    });
  }

  app.get("/api/library/export.zip", async (request, reply) => {
    const user = await sessions.requireUser(request);
    await countExport(user.id);
    const now = context.now();
    const { libraryZip } = await import("./zip-export");
    reply
      .header("content-type", "application/zip")
      .header(
        "content-disposition",
        attachment(`kingdom-content-${now.toISOString().slice(0, 10)}`, "zip"),
      )
      .header("cache-control", "private, no-store");
    return sendExport(reply, context.shared, user.id, () =>
      libraryZip(
        () => library.pages(user.id),
        now,
        (item) => imageFileOf(item, imageStorage),
      ),
    );
  });
}
