import { z } from "zod";
import type { PackOutline, PackView } from "./schemas";
import { writtenPieceSchema } from "./stream";

/**
 * A week pack as the review screen reads it (POST /api/packs, PUT …/outline): the client parses
 * every answer with this rather than casting it. The outline is the server's own reading of the
 * sermon (checked field by field when the pastor sends it back, by packOutlineSchema), so here
 * it is only required to be an object with its points.
 */
const outlineViewSchema = z.custom<PackOutline>(
  (value) =>
    typeof value === "object" && value !== null && "points" in value && Array.isArray(value.points),
  "The pack's outline could not be read.",
);

export const packViewSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  source: z.union([
    z.object({ kind: z.literal("library"), id: z.string() }),
    z.object({ kind: z.literal("text"), filename: z.string().optional() }),
  ]),
  outline: outlineViewSchema,
  notes: z.array(z.string()),
  pieces: z.array(writtenPieceSchema),
}) satisfies z.ZodType<PackView>;
