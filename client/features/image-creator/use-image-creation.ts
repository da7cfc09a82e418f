import { useCallback, useEffect, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  imageApi,
  imageStages,
  type ImageRequest,
  type ImageResult,
  type ImageStage,
} from "@shared/images/schemas";
import { deleteLastImage, fetchLastImage, imageEvents } from "../../api/images";
import { ApiError, queryClient } from "../../lib/api";
import { currentUserKey } from "../../lib/use-auth";
import { toast } from "../../lib/use-toast";

export const lastImageKey = [imageApi.last] as const;

export const failureTitle = "Generation Failed";
export const failureMessage = "There was an error generating your Kingdom image. Please try again.";

/** Server messages a pastor can act on (wait, rephrase) are shown under the general failure sentence. */
const actionableCodes = new Set(["rate_limited", "bad_request", "validation_error"]);

/**
 * The image creator's state: the last image (kept across reloads), the stage of a
 * generation in progress (from the server's progress events), generate and clear.
 */
export function useImageCreation() {
  const last = useQuery<ImageResult | null>({ queryKey: lastImageKey, queryFn: fetchLastImage });
  const [stage, setStage] = useState<ImageStage | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  const generate = useCallback(
    async (request: ImageRequest, onFieldErrors?: (fields: Record<string, string>) => void) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setStage(imageStages[0]);
      try {
        let result: ImageResult | undefined;
        for await (const event of imageEvents(request, current.signal)) {
          if (event.kind === "stage") setStage(event.stage);
          else result = event.image;
        }
        if (current.signal.aborted) return;
        if (!result) throw new Error("The answer ended without an image.");
        queryClient.setQueryData(lastImageKey, result);
        toast({
          title: "Kingdom Image Created",
          description: "Your image is ready and saved to My Content.",
        });
      } catch (error) {
        if (current.signal.aborted) return;
        let detail: string | undefined;
        if (error instanceof ApiError) {
          const body = error.body;
          if (error.status === 400 && body?.fields) {
            // A field to correct (a verse that does not exist): its message stands under the
            // field, as on the other tools, and nothing was attempted, so no "try again".
            onFieldErrors?.(body.fields);
            toast({
              variant: "destructive",
              title: "Please check the form",
              description: body.message,
            });
            return;
          }
          if (error.status === 401 || error.status === 403)
            void queryClient.invalidateQueries({ queryKey: currentUserKey });
          if (body && actionableCodes.has(body.code)) detail = body.message;
        }
        toast({
          variant: "destructive",
          title: failureTitle,
          description: detail ? `${failureMessage} ${detail}` : failureMessage,
        });
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setStage(null);
        }
      }
    },
    [],
  );

  /** Clear: stop a generation in progress and remove the image here and on the server. */
  const clear = useCallback(async () => {
    controller.current?.abort();
    queryClient.setQueryData(lastImageKey, null);
    try {
      await deleteLastImage();
    } catch {
      // Clearing the page is what matters; the next image replaces the server's copy.
    }
  }, []);

  return {
    image: last.data ?? null,
    isRestoring: last.isLoading,
    isGenerating: stage !== null,
    stage,
    generate,
    clear,
  };
}
