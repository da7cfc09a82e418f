import { z } from "zod";
import { writingTools, type WritingToolKey } from "./writing-tools";

/**
 * What a save sends: the form's values and the result, flat (the spec's sermon save
 * payload is flat). Result fields win where both have one. A client-sent userId is
 * ignored: the server uses the session.
 */
export function saveSchema<K extends WritingToolKey>(tool: K) {
  const { request, result } = writingTools[tool];
  const base = (request as z.ZodObject).extend((result as z.ZodObject).shape);
  return tool === "sermon" ? base.extend({ approach: z.string().max(5000).optional() }) : base;
}
