import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { errorStatus, type ErrorCode } from "@shared/api-error";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import { scriptureCheckSchema } from "@shared/scripture/check-result";
import {
  writingTools,
  type ToolRequest,
  type ToolResult,
  type WritingToolKey,
} from "@shared/generation/writing-tools";
import { ApiError, apiRequest, queryClient, serverMessage } from "../../lib/api";
import { postEventStream } from "../../lib/event-stream";
import { currentUserKey } from "../../lib/use-auth";
import { toast } from "../../lib/use-toast";
import { toolUi } from "./tool-config";

/** One generated result as the server sends it: the tool's fields, checked scripture, source. */
export type GeneratedItem<K extends WritingToolKey> = ToolResult<K> & {
  scriptureCheck?: ScriptureCheck;
  source?: "offline" | "ai";
};

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

/** Keeps only well-formed items of an answer ({ [responseKey]: [item] }). */
function itemsOf<K extends WritingToolKey>(tool: K, response: unknown): GeneratedItem<K>[] {
  const { responseKey, result } = writingTools[tool];
  const list = (response as Record<string, unknown> | null)?.[responseKey];
  if (!Array.isArray(list)) return [];
  const items: GeneratedItem<K>[] = [];
  for (const raw of list) {
    const parsed = result.safeParse(raw);
    if (!parsed.success) continue;
    const record = raw as Record<string, unknown>;
    const check = scriptureCheckSchema.safeParse(record.scriptureCheck);
    items.push({
      ...(parsed.data as ToolResult<K>),
      ...(check.success ? { scriptureCheck: check.data } : {}),
      ...(record.source === "offline" || record.source === "ai" ? { source: record.source } : {}),
    });
  }
  return items;
}

async function fetchLast<K extends WritingToolKey>(tool: K): Promise<Generation<K> | null> {
  const response = await apiRequest("GET", `/api/generations/${tool}/last`);
  if (response.status === 204) return null;
  const body = (await response.json()) as {
    request?: unknown;
    response?: unknown;
    updatedAt?: string;
  };
  const request = writingTools[tool].request.safeParse(body.request ?? {});
  const items = itemsOf(tool, body.response);
  if (items.length === 0) return null;
  return {
    request: (request.success ? request.data : {}) as ToolRequest<K>,
    items,
    updatedAt: body.updatedAt ?? new Date().toISOString(),
  };
}

/** A stream's `event: error` as the same ApiError a JSON error answer gives. */
function streamError(data: string): ApiError {
  let code: string | undefined;
  try {
    code = (JSON.parse(data) as { error?: { code?: string } }).error?.code;
  } catch {
    // not JSON: the message falls back to the tool's own
  }
  const status = code && code in errorStatus ? errorStatus[code as ErrorCode] : 500;
  return new ApiError(status, data);
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
  const ui = toolUi[tool];
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
        for await (const event of postEventStream(
          definition.generatePath,
          request,
          current.signal,
        )) {
          if (event.event === "partial") {
            const data = JSON.parse(event.data) as { partial?: unknown };
            if (data.partial && typeof data.partial === "object")
              setPartial(data.partial as PartialResult);
          } else if (event.event === "result") {
            items = itemsOf(tool, JSON.parse(event.data));
            break;
          } else if (event.event === "error") {
            throw streamError(event.data);
          }
        }
        if (current.signal.aborted) return;
        if (!items || items.length === 0) throw new Error("The answer ended without a result.");
        const generation: Generation<K> = {
          request,
          items,
          updatedAt: new Date().toISOString(),
        };
        restored.current = true;
        queryClient.setQueryData(key, generation);
        toast({ title: ui.readyToast });
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
          title: definition.failureTitle,
          description:
            error instanceof ApiError
              ? serverMessage(error, definition.failureFallback)
              : error instanceof TypeError
                ? networkMessage
                : definition.failureFallback,
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
