import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context";
import type { LibraryService } from "../library/library-service";
import { notFoundItem } from "../library/routes";
import { renderDocx } from "./docx-document";
import { attachment } from "./file-names";
import { renderPdf } from "./pdf-document";
import { printableDocument } from "./printable-document";
import { renderLibraryZip } from "./zip-export";

const idParams = z.object({ id: z.string() });

const formats = {
  pdf: { type: "application/pdf", render: renderPdf },
  docx: {
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    render: renderDocx,
  },
} as const;

/** Downloads of the signed-in user's own content: PDF and Word per item, a zip of all. */
export function registerExportRoutes(
  app: FastifyInstance,
  context: AppContext,
  library: LibraryService,
): void {
  const { sessions } = context;

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
    const now = context.now();
    const body = await renderLibraryZip(await library.all(user.id), now);
    return reply
      .header("content-type", "application/zip")
      .header(
        "content-disposition",
        attachment(`kingdom-content-${now.toISOString().slice(0, 10)}`, "zip"),
      )
      .header("cache-control", "private, no-store")
      .send(body);
  });
}
