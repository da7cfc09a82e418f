import { aiProfiles, describeAi, type AiConfig } from "./ai-config";
import { createProviderQueue, type ProviderQueue } from "./provider-queue";
import type { StructuredGenerator } from "./structured-generator";

/** One queue per configured provider, shared by every generator made from that configuration. */
const queues = new WeakMap<AiConfig, ProviderQueue>();

export function providerQueueFor(config: AiConfig): ProviderQueue {
  let queue = queues.get(config);
  if (!queue) {
    queue = createProviderQueue(
      config.maxConcurrency ?? aiProfiles[config.profile ?? "cloud"].maxConcurrency,
    );
    queues.set(config, queue);
  }
  return queue;
}

/**
 * The AI SDK generator, loaded with the first generation rather than at start: the SDK
 * and its providers are a large share of the server's start-up time. Its calls wait their
 * turn in the configuration's one queue (AI_MAX_CONCURRENCY), which the writing tools and
 * the week pack share; the time limits start when a call's turn comes.
 */
export function createLazyAiGenerator(config: AiConfig): StructuredGenerator {
  let loaded: Promise<StructuredGenerator> | undefined;
  const generator = () =>
    (loaded ??= import("./ai-generator").then(({ createAiGenerator }) =>
      createAiGenerator(config),
    ));
  const queue = providerQueueFor(config);
  return {
    label: describeAi(config),
    async generate(request) {
      const model = await generator();
      return queue.run(() => model.generate(request), request.signal, request.onQueued);
    },
  };
}
