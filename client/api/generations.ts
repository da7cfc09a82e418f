import {
  generationResponseSchema,
  lastGenerationSchema,
  savedItemSchema,
  type GeneratedItem,
} from "@shared/generation/stream";
import { writingTools, type ToolRequest, type WritingToolKey } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import { apiRequest } from "../lib/api";

/**
 * A writing tool's calls besides the generation's stream (./generation-stream.ts): the last
 * generation the server keeps, its removal, and saving a draft; each answer parsed with its
 * shared schema.
 */

/** The last generation the server keeps per user and tool, so results survive a reload. */
export interface Generation<K extends WritingToolKey> {
  request: ToolRequest<K>;
  items: GeneratedItem<K>[];
  updatedAt: string;
  /** The library item the draft was saved as, when it was. */
  savedId?: string;
}

/** The items of an answer, or none when it does not follow the contract. */
function itemsOf<K extends WritingToolKey>(tool: K, response: unknown): GeneratedItem<K>[] {
  const parsed = generationResponseSchema(tool).safeParse(response);
  return parsed.success ? (parsed.data[writingTools[tool].responseKey] ?? []) : [];
}

/** The last generation, when there is one this version can show (and refill the form with). */
export async function fetchLastGeneration<K extends WritingToolKey>(
  tool: K,
): Promise<Generation<K> | null> {
  const response = await apiRequest("GET", `/api/generations/${tool}/last`);
  if (response.status === 204) return null;
  const body = lastGenerationSchema.safeParse(await response.json());
  if (!body.success) return null;
  const items = itemsOf(tool, body.data.response);
  if (items.length === 0) return null;
  const request = toolSchemas[tool].request.safeParse(body.data.request);
  if (!request.success) return null;
  return {
    request: request.data,
    items,
    updatedAt: body.data.updatedAt,
    ...(body.data.savedId ? { savedId: body.data.savedId } : {}),
  };
}

export async function deleteLastGeneration(tool: WritingToolKey): Promise<void> {
  await apiRequest("DELETE", `/api/generations/${tool}/last`);
}

/**
 * Saves a draft to the library: its library item's id, and whether the server already had it
 * (a draft saved before answers 200 with its own item again).
 */
export async function saveGeneration(
  tool: WritingToolKey,
  body: Record<string, unknown>,
): Promise<{ id: string; existed: boolean }> {
  const response = await apiRequest("POST", writingTools[tool].savePath, body);
  const { id } = savedItemSchema.parse(await response.json());
  return { id, existed: response.status === 200 };
}
