import { describeAi, type AiConfig } from "./ai-config";
import type { StructuredGenerator } from "./structured-generator";

/**
 * The AI SDK generator, loaded with the first generation rather than at start: the SDK
 * and its providers are a large share of the server's start-up time.
 */
export function createLazyAiGenerator(config: AiConfig): StructuredGenerator {
  let loaded: Promise<StructuredGenerator> | undefined;
  const generator = () =>
    (loaded ??= import("./ai-generator").then(({ createAiGenerator }) =>
      createAiGenerator(config),
    ));
  return {
    label: describeAi(config),
    async generate(request) {
      return (await generator()).generate(request);
    },
  };
}
