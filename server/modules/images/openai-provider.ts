import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, generateImage, generateText, NoImageGeneratedError, RetryError } from "ai";
import { sizeOf, type ImageRequest, type ImageSize } from "@shared/images/schemas";
import { AppError } from "../../errors";
import type { AiConfig } from "../../generation/ai-config";
import {
  createLanguageModel,
  GenerationAbortedError,
  toGenerationError,
  withFirstChunkTimeout,
} from "../../generation/ai-generator";
import { newTrace, providerFailure, type CallTrace } from "../../generation/provider-failure";
import { providerQueueFor } from "../../generation/lazy-ai-generator";
import type { ImageConfig } from "./image-config";
import { imageInfo, toPngOfSize } from "./image-bytes";
import type { ImageProvider } from "./image-provider";
import { directPrompt, enhancementPrompt, enhancementSystem } from "./image-prompts";
import { findArtScripture } from "./scripture-text";

export const contentPolicyMessage =
  "The image service declined this description under its content policy. Please describe your image differently and try again.";
const unreadableMessage =
  "The image service sent back an image we could not read. Please try again.";

/** gpt-image models draw 1024×1536 and 1536×1024 rather than the product's tall and wide sizes. */
function modelSize(model: string, size: ImageSize): `${number}x${number}` {
  if (!model.startsWith("gpt-image") && !model.startsWith("chatgpt-image")) return size;
  if (size === "1024x1792") return "1024x1536";
  if (size === "1792x1024") return "1536x1024";
  return size;
}

function firstApiError(error: unknown): APICallError | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (APICallError.isInstance(current)) return current;
    current = RetryError.isInstance(current)
      ? current.lastError
      : (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function isContentPolicyRefusal(error: APICallError | undefined): boolean {
  if (!error || error.statusCode !== 400) return false;
  return /content[_ ]policy|safety|moderation/i.test(
    `${error.responseBody ?? ""} ${error.message}`,
  );
}

function imageError(error: unknown, callerSignal: AbortSignal, trace: CallTrace): Error {
  if (callerSignal.aborted) return new GenerationAbortedError();
  const apiError = firstApiError(error);
  if (isContentPolicyRefusal(apiError)) {
    const refusal = new AppError("bad_request", contentPolicyMessage);
    refusal.cause = error;
    return refusal;
  }
  if (NoImageGeneratedError.isInstance(error)) {
    const unreadable = new AppError("provider_error", unreadableMessage);
    unreadable.cause = error;
    return unreadable;
  }
  return toGenerationError(error, callerSignal, trace);
}

export interface OpenAiImageOptions {
  /** Called when the language model could not improve the prompt and the plain one is used. */
  onEnhancementFailed?: (error: unknown) => void;
}

/**
 * Images from an OpenAI image model through the AI SDK. The configured language model
 * (any provider) first turns the description into a fuller prompt; without one, or
 * when it fails, a plain prompt built from the description and style is sent.
 */
export function createOpenAiImageProvider(
  images: ImageConfig,
  ai: AiConfig,
  options: OpenAiImageOptions = {},
): ImageProvider {
  const openai = createOpenAI({
    apiKey: images.apiKey,
    baseURL: images.baseUrl,
    fetch: withFirstChunkTimeout(ai.totalTimeoutMs),
  });
  const imageModel = openai.image(images.model);
  const languageModel =
    ai.provider === "offline"
      ? undefined
      : createLanguageModel(ai, withFirstChunkTimeout(ai.firstChunkTimeoutMs));

  async function enhance(request: ImageRequest, signal: AbortSignal) {
    const finding = findArtScripture(request.prompt);
    const scripture = finding.kind === "verse" ? finding.scripture : undefined;
    const plain = directPrompt(request, scripture);
    const reference = scripture?.reference;
    if (!languageModel) return { enhancedPrompt: plain, reference };
    const trace = newTrace(ai);
    try {
      // In the provider's one queue with the writing tools: a one-slot server takes one call.
      const result = await providerQueueFor(ai).run(() => {
        // Timed from its turn, not from the wait.
        trace.startedAt = performance.now();
        return generateText({
          model: languageModel,
          system: enhancementSystem,
          prompt: enhancementPrompt(request, scripture),
          maxRetries: ai.maxRetries,
          maxOutputTokens: 400,
          temperature: 0.8,
          abortSignal: AbortSignal.any([signal, AbortSignal.timeout(ai.totalTimeoutMs)]),
        });
      }, signal);
      // A prompt cut at the token cap ends mid-sentence: the plain prompt is better.
      if (result.finishReason === "length")
        throw providerFailure("cut_off", trace, { finishReason: "length", maxOutputTokens: 400 });
      const text = result.text.replace(/^["“\s]+|["”\s]+$/g, "").replace(/\s+/g, " ");
      if (text.length < 10) throw providerFailure("junk", trace, { problems: ["no prompt"] });
      return { enhancedPrompt: text.slice(0, 3500), reference };
    } catch (error) {
      if (signal.aborted) throw new GenerationAbortedError();
      // Classified, so the log gets its kind and timings rather than the request (the prompt).
      options.onEnhancementFailed?.(toGenerationError(error, signal, trace));
      return { enhancedPrompt: plain, reference };
    }
  }

  return {
    source: "ai",
    label: `OpenAI ${images.model}`,
    async prepare(request, signal) {
      const { enhancedPrompt, reference } = await enhance(request, signal);
      const { width, height } = sizeOf(request.size);
      return {
        enhancedPrompt,
        ...(reference ? { reference } : {}),
        model: images.model,
        async draw(drawSignal) {
          let result;
          // The image model's failures are logged with its name and timings.
          const trace: CallTrace = { ...newTrace(), provider: "openai", model: images.model };
          try {
            result = await generateImage({
              model: imageModel,
              prompt: enhancedPrompt,
              n: 1,
              size: modelSize(images.model, request.size),
              maxRetries: ai.maxRetries,
              abortSignal: AbortSignal.any([drawSignal, AbortSignal.timeout(ai.totalTimeoutMs)]),
            });
          } catch (error) {
            throw imageError(error, drawSignal, trace);
          }
          const bytes = result.image.uint8Array;
          const info = imageInfo(bytes);
          if (!info) throw new AppError("provider_error", unreadableMessage);
          try {
            return await toPngOfSize(bytes, info, width, height);
          } catch (error) {
            const unreadable = new AppError("provider_error", unreadableMessage);
            unreadable.cause = error;
            throw unreadable;
          }
        },
      };
    },
  };
}
