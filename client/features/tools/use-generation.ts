import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  generationResponseSchema,
  lastGenerationSchema,
  type GeneratedItem,
} from "@shared/generation/stream";
import { writingTools, type ToolRequest, type WritingToolKey } from "@shared/tools";
import { toolSchemas } from "@shared/tools/schemas";
import { ApiError, apiRequest, queryClient, serverMessage } from "../../lib/api";
import { currentUserKey } from "../../lib/use-auth";
import { toast } from "../../lib/use-toast";
import { AnswerFormatError, generationEvents, streamError } from "./generation-stream";

export type { GeneratedItem };

/** The last generation the server keeps per user and tool, so results survive a reload. */
export interface Generation<K extends WritingToolKey> {
  request: ToolRequest<K>;
  items: GeneratedItem<K>[];
  updatedAt: string;
}

/** A result being written: fields appear (and grow) as the provider streams them. */
export type PartialResult = Record<string, unknown>;

export function lastGenerationKey(tool: WritingToolKey) {
  return ["/api/generations", tool, "last"] as const;
}

const networkMessage = "We could not reach the server. Check your connection and try again.";

/** The items of an answer, or none when it does not follow the contract. */
function itemsOf<K extends WritingToolKey>(tool: K, response: unknown): GeneratedItem<K>[] {
  const parsed = generationResponseSchema(tool).safeParse(response);
  return parsed.success ? (parsed.data[writingTools[tool].responseKey] ?? []) : [];
}

/** The last generation, when there is one this version can show (and refill the form with). */
async function fetchLast<K extends WritingToolKey>(tool: K): Promise<Generation<K> | null> {
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
  };
}

export interface GenerateOptions {
  /** The server's per-field messages for a 400 answer. */
  onFieldErrors?: (fields: Record<string, string>) => void;
}

/**
 * A writing tool's generation: streams the result (partial fields as they are written,
 * then the checked result), keeps the last generation across reloads, aborts on unmount
 * or a new request, and reports failures as the spec's destructive toasts.
 */
export function useGeneration<K extends WritingToolKey>(
  tool: K,
  { onRestore }: { onRestore?: (request: ToolRequest<K>) => void } = {},
) {
  const definition = writingTools[tool];
  const key = lastGenerationKey(tool);
  const last = useQuery<Generation<K> | null>({ queryKey: key, queryFn: () => fetchLast(tool) });
  const [isGenerating, setGenerating] = useState(false);
  const [partial, setPartial] = useState<PartialResult | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Abort a running stream when the page goes away.
  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  // Put the last generation's request back into the form once it has loaded.
  const restored = useRef(false);
  const restore = useEffectEvent((request: ToolRequest<K>) => onRestore?.(request));
  const lastRequest = last.data?.request;
  useEffect(() => {
    if (restored.current || !lastRequest) return;
    restored.current = true;
    restore(lastRequest);
  }, [lastRequest]);

  const generate = useCallback(
    async (request: ToolRequest<K>, options: GenerateOptions = {}) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setGenerating(true);
      setPartial(null);
      try {
        let items: GeneratedItem<K>[] | null = null;
        for await (const event of generationEvents(tool, request, current.signal)) {
          if (event.event === "partial") setPartial(event.data.partial);
          else if (event.event === "error") throw streamError(event.data);
          else {
            items = event.data[definition.responseKey] ?? null;
            break;
          }
        }
        if (current.signal.aborted) return;
        if (!items || items.length === 0)
          throw new Error("The connection closed before the result arrived.");
        const generation: Generation<K> = {
          request,
          items,
          updatedAt: new Date().toISOString(),
        };
        restored.current = true;
        queryClient.setQueryData(key, generation);
        toast({ title: definition.labels.ready });
      } catch (error) {
        if (current.signal.aborted) return;
        if (error instanceof ApiError) {
          const fields = error.body?.fields;
          if (error.status === 400 && fields) options.onFieldErrors?.(fields);
          if (error.status === 401 || error.status === 403)
            void queryClient.invalidateQueries({ queryKey: currentUserKey });
        }
        toast({
          variant: "destructive",
          title: definition.labels.failureTitle,
          description:
            error instanceof ApiError
              ? serverMessage(error, definition.labels.failureFallback)
              : error instanceof AnswerFormatError
                ? error.message
                : error instanceof TypeError
                  ? networkMessage
                  : definition.labels.failureFallback,
        });
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setGenerating(false);
          setPartial(null);
        }
      }
    },
    // `key` is derived from `tool`; the rest are stable module values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tool],
  );

  /** "Request Fresh Revelation": stop any stream, clear the results here and on the server. */
  const clear = useCallback(async () => {
    controller.current?.abort();
    queryClient.setQueryData(key, null);
    try {
      await apiRequest("DELETE", `/api/generations/${tool}/last`);
    } catch {
      // Clearing here is what matters; the server copy is replaced by the next generation.
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tool]);

  return {
    generation: last.data ?? null,
    isRestoring: last.isLoading,
    isGenerating,
    partial,
    generate,
    clear,
  };
}
