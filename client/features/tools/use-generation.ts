import { useCallback, useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { applyPartialEvent, type GeneratedItem } from "@shared/generation/stream";
import { writingTools, type ToolRequest, type WritingToolKey } from "@shared/tools";
import { resultToText } from "@shared/tools/result-text";
import type { RefinementKind } from "@shared/generation/refinement";
import { refinedRequest } from "@shared/generation/refined-request";
import { ApiError, queryClient, serverMessage } from "../../lib/api";
import { currentUserKey } from "../../lib/use-auth";
import { toast } from "../../lib/use-toast";
import { AnswerFormatError, generationEvents, streamError } from "../../api/generation-stream";
import { deleteLastGeneration, fetchLastGeneration, type Generation } from "../../api/generations";
import {
  addDraft,
  emptyHistory,
  inputsOf,
  markSaved,
  nextVariant,
  shownDraft,
  stepDraft,
  type Draft,
  type DraftHistory,
} from "./draft-history";

export type { GeneratedItem, Generation };

/** A result being written: fields appear (and grow) as the provider streams them. */
export type PartialResult = Record<string, unknown>;

const networkMessage = "We could not reach the server. Check your connection and try again.";

/**
 * The failure toast's title, by how the model call failed (the server's `kind`): a timeout
 * is not a "download interrupted", and a set-up fault says who can fix it.
 */
export const failureTitles: Record<string, string> = {
  timeout_before_first_words: "The AI model took too long to start",
  timeout_while_writing: "The AI model ran out of time",
  busy: "The AI service is busy",
  server_error: "The AI service had a problem",
  dropped: "The AI service stopped answering",
  unreadable: "The draft could not be read",
  junk: "The draft did not make sense",
  refused: "The AI server needs attention",
  key_rejected: "The AI server needs attention",
  connection_refused: "The AI server needs attention",
  cut_off: "The draft was cut off",
};

/** A generation that stopped before its result: what had been written, kept to read. */
export interface StoppedGeneration<K extends WritingToolKey> {
  partial: PartialResult;
  request: ToolRequest<K>;
  /** Why it stopped, as the toast said. */
  reason: string;
}

export interface GenerateOptions {
  /** The server's per-field messages for a 400 answer. */
  onFieldErrors?: (fields: Record<string, string>) => void;
}

export type ToolDraft<K extends WritingToolKey> = Draft<ToolRequest<K>, GeneratedItem<K>>;
export type ToolDraftHistory<K extends WritingToolKey> = DraftHistory<
  ToolRequest<K>,
  GeneratedItem<K>
>;

export function draftHistoryKey(tool: WritingToolKey) {
  return ["draft-history", tool] as const;
}

/** The session's drafts start from the server's last generation (a reload keeps the draft). */
async function fetchHistory<K extends WritingToolKey>(tool: K): Promise<ToolDraftHistory<K>> {
  const last = await fetchLastGeneration(tool);
  const history = emptyHistory<ToolRequest<K>, GeneratedItem<K>>();
  return last
    ? addDraft(history, {
        request: refinedRequest(tool, last.request),
        item: last.items[0]!,
        createdAt: last.updatedAt,
        ...(last.request.refine ? { refinedWith: last.request.refine } : {}),
        ...(last.savedId ? { savedId: last.savedId } : {}),
      })
    : history;
}

/** The text of a draft a refinement starts from: what Copy gives, with each platform's post. */
export function draftText<K extends WritingToolKey>(tool: K, item: GeneratedItem<K>): string {
  const posts = (item.posts ?? []).map((post) => post.content);
  return [resultToText(tool, item), ...posts].join("\n\n").slice(0, 20000);
}

/**
 * A writing tool's generation: streams the result (partial fields as they are written,
 * then the checked result), keeps this session's last drafts (the server's last one after a
 * reload) to step through, asks for a different draft or a refinement of the shown one,
 * aborts on unmount or a new request, and reports failures as the spec's destructive toasts.
 */
export function useGeneration<K extends WritingToolKey>(tool: K) {
  const definition = writingTools[tool];
  const key = draftHistoryKey(tool);
  const query = useQuery<ToolDraftHistory<K>>({
    queryKey: key,
    queryFn: () => fetchHistory(tool),
    // The history lives for the session: never replaced by a refetch.
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const history = query.data ?? emptyHistory<ToolRequest<K>, GeneratedItem<K>>();
  const shown = shownDraft(history);
  const [isGenerating, setGenerating] = useState(false);
  const [partial, setPartial] = useState<PartialResult | null>(null);
  const [queuePosition, setQueuePosition] = useState<number | null>(null);
  const [stopped, setStopped] = useState<StoppedGeneration<K> | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Abort a running stream when the page goes away.
  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  const update = useCallback(
    (change: (history: ToolDraftHistory<K>) => ToolDraftHistory<K>) =>
      queryClient.setQueryData<ToolDraftHistory<K>>(key, (current) =>
        change(current ?? emptyHistory()),
      ),
    // `key` is derived from `tool`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tool],
  );

  /** Sends one request and adds its draft to the history. */
  const run = useCallback(
    async (
      request: ToolRequest<K>,
      options: GenerateOptions & { refinedWith?: RefinementKind } = {},
    ) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setGenerating(true);
      // A Continue shows what was written from the start, as the model goes on from it.
      const continued = (request as { continueFrom?: PartialResult }).continueFrom ?? null;
      setPartial(continued);
      setQueuePosition(null);
      setStopped(null);
      /** The fields written so far, and their JSON text the server's changes apply to. */
      let written: PartialResult | null = continued;
      let writtenText = "";
      try {
        let items: GeneratedItem<K>[] | null = null;
        for await (const event of generationEvents(tool, request, current.signal)) {
          if (event.event === "partial") {
            let next;
            try {
              next = applyPartialEvent(writtenText, event.data);
            } catch {
              throw new AnswerFormatError(`draft of the ${definition.noun}`);
            }
            writtenText = next.text;
            written = next.partial;
            setPartial(written);
            setQueuePosition(null);
          } else if (event.event === "queued") setQueuePosition(event.data.position || null);
          else if (event.event === "error") throw streamError(event.data);
          else {
            items = event.data[definition.responseKey] ?? null;
            break;
          }
        }
        if (current.signal.aborted) return;
        if (!items || items.length === 0)
          throw new Error("The connection closed before the result arrived.");
        const {
          currentDraft: _sent,
          continueFrom: _continued,
          ...kept
        } = request as ToolRequest<K> & {
          currentDraft?: string;
          continueFrom?: PartialResult;
        };
        update((history) =>
          addDraft(history, {
            // After "Shorter" or "Longer", the length the draft was written at (its badge).
            request: refinedRequest(tool, kept as ToolRequest<K>),
            item: items[0]!,
            createdAt: new Date().toISOString(),
            ...(options.refinedWith ? { refinedWith: options.refinedWith } : {}),
          }),
        );
        toast({ title: definition.labels.ready });
      } catch (error) {
        if (current.signal.aborted) return;
        if (error instanceof ApiError) {
          const fields = error.body?.fields;
          if (error.status === 400 && fields) options.onFieldErrors?.(fields);
          if (error.status === 401 || error.status === 403)
            void queryClient.invalidateQueries({ queryKey: currentUserKey });
        }
        const kind = error instanceof ApiError ? error.body?.kind : undefined;
        const description =
          error instanceof ApiError
            ? serverMessage(error, definition.labels.failureFallback)
            : error instanceof AnswerFormatError
              ? error.message
              : error instanceof TypeError
                ? networkMessage
                : definition.labels.failureFallback;
        toast({
          variant: "destructive",
          title:
            (kind && failureTitles[kind]) ??
            (error instanceof TypeError
              ? "The connection was lost"
              : definition.labels.failureTitle),
          description,
        });
        // What was written before the failure stays on the page, marked incomplete.
        if (written && Object.keys(written).length > 0)
          setStopped({ partial: written, request, reason: description });
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setGenerating(false);
          setPartial(null);
          setQueuePosition(null);
        }
      }
    },
    // `update` follows `tool`; the rest are stable module values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tool],
  );

  const historyNow = () =>
    queryClient.getQueryData<ToolDraftHistory<K>>(key) ??
    emptyHistory<ToolRequest<K>, GeneratedItem<K>>();

  /** A new request from the form: a different draft from any of the same inputs shown before. */
  const generate = useCallback(
    (request: ToolRequest<K>, options: GenerateOptions = {}) => {
      const inputs = inputsOf(request);
      return run({ ...inputs, variant: nextVariant(historyNow(), inputs) }, options);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tool, run],
  );

  /** Another draft of the shown draft's inputs. */
  const regenerate = useCallback(() => {
    const draft = shownDraft(historyNow());
    if (!draft) return Promise.resolve();
    const inputs = inputsOf(draft.request);
    return run({ ...inputs, variant: nextVariant(historyNow(), inputs) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tool, run]);

  /** A new draft derived from the shown one: shorter, longer, simpler… */
  const refine = useCallback(
    (kind: RefinementKind) => {
      const draft = shownDraft(historyNow());
      if (!draft) return Promise.resolve();
      const { variant } = draft.request as { variant?: number };
      return run(
        {
          ...inputsOf(draft.request),
          ...(variant !== undefined ? { variant } : {}),
          refine: kind,
          currentDraft: draftText(tool, draft.item),
        },
        { refinedWith: kind },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tool, run],
  );

  /** Writes the stopped generation's request again. */
  const retryStopped = useCallback(() => {
    if (!stopped) return Promise.resolve();
    return run(stopped.request);
  }, [stopped, run]);

  /**
   * Continue: the model finishes the stopped draft. What it had written stays shown while the
   * rest is written, and the parts it had finished are kept word for word.
   */
  const continueStopped = useCallback(() => {
    if (!stopped) return Promise.resolve();
    return run({ ...stopped.request, continueFrom: stopped.partial });
  }, [stopped, run]);

  const dismissStopped = useCallback(() => setStopped(null), []);

  const step = useCallback(
    (delta: number) => {
      update((history) => stepDraft(history, delta));
    },
    [update],
  );

  const saved = useCallback(
    (draft: ToolDraft<K>, savedId: string) =>
      update((history) => markSaved(history, draft, savedId)),
    [update],
  );

  /** "Request Fresh Revelation": stop any stream, clear the drafts here and on the server. */
  const clear = useCallback(async () => {
    controller.current?.abort();
    queryClient.setQueryData(key, emptyHistory());
    try {
      await deleteLastGeneration(tool);
    } catch {
      // Clearing here is what matters; the server copy is replaced by the next generation.
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tool]);

  const newest = history.drafts.at(-1);
  return {
    history,
    /** The draft shown, as the result panel draws it. */
    generation: shown
      ? ({
          request: shown.request,
          items: [shown.item],
          updatedAt: shown.createdAt,
        } as Generation<K>)
      : null,
    draft: shown,
    /** The inputs of the newest draft, for "Use last inputs". */
    lastInputs: newest ? inputsOf(newest.request) : null,
    isRestoring: query.isLoading,
    isGenerating,
    partial,
    /** The request's place in the queue for the model (1: next), while it waits. */
    queuePosition,
    /** What a generation that failed partway had written, kept until the next one. */
    stopped,
    retryStopped,
    continueStopped,
    dismissStopped,
    generate,
    regenerate,
    refine,
    step,
    saved,
    clear,
  };
}
