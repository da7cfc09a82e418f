import type { AiConfig } from "../../generation/ai-config";
import type { ImageConfig } from "./image-config";
import type { ImageProvider } from "./image-provider";
import type { OpenAiImageOptions } from "./openai-provider";

/** The OpenAI image provider, with the AI SDK loaded at the first image rather than at start. */
export function createLazyOpenAiImageProvider(
  images: ImageConfig,
  ai: AiConfig,
  options: OpenAiImageOptions = {},
): ImageProvider {
  let loaded: Promise<ImageProvider> | undefined;
  const provider = () =>
    (loaded ??= import("./openai-provider").then(({ createOpenAiImageProvider }) =>
      createOpenAiImageProvider(images, ai, options),
    ));
  return {
    source: "ai",
    label: `OpenAI ${images.model}`,
    async prepare(request, signal) {
      return (await provider()).prepare(request, signal);
    },
  };
}
