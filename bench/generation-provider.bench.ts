import { z } from "zod";
import { createAiGenerator } from "../server/generation/ai-generator";
import { startFakeOpenAi } from "../tests/support/fake-openai-server";
import { percentile, type BenchOptions, type Figure } from "./support";

const schema = z.object({ title: z.string(), points: z.array(z.string()) });
const content = JSON.stringify({
  title: "Hope that does not disappoint",
  points: Array.from(
    { length: 6 },
    (_, index) => `Point ${index + 1}: suffering produces endurance.`,
  ),
});

/**
 * The provider layer in-process against the fake OpenAI server over real HTTP: how long
 * the first streamed token takes to reach onPartial, and a whole generation with a
 * provider that answers at once.
 */
export async function runProviderBench(options: BenchOptions): Promise<Figure[]> {
  const runs = options.quick ? 40 : 300;
  const fake = await startFakeOpenAi();
  const generator = createAiGenerator({
    provider: "openai-compatible",
    model: "bench-model",
    baseUrl: fake.baseUrl,
    apiKey: "bench",
    totalTimeoutMs: 30_000,
    firstChunkTimeoutMs: 10_000,
    maxRetries: 0,
    structuredOutputs: true,
  });
  const generate = (onPartial?: (partial: unknown) => void) =>
    generator.generate({
      schema,
      system: "Bench.",
      prompt: "Hope.",
      signal: new AbortController().signal,
      onPartial,
    });
  try {
    for (let warmup = 0; warmup < 10; warmup++) {
      fake.enqueueChat({ kind: "stream", content });
      await generate();
    }
    fake.reset();

    const firstPartialDelays: number[] = [];
    for (let run = 0; run < runs; run++) {
      fake.enqueueChat({ kind: "stream", content, chunkSize: 24, chunkDelayMs: 2 });
      let firstPartialAt: number | undefined;
      await generate(() => (firstPartialAt ??= performance.now()));
      const firstTokenAt = fake.requests.at(-1)?.firstContentAt;
      if (firstTokenAt === undefined || firstPartialAt === undefined) throw new Error("no partial");
      firstPartialDelays.push(firstPartialAt - firstTokenAt);
    }

    fake.setFallback({ chat: { kind: "stream", content, chunkSize: 1_000 } });
    const wholeGeneration: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await generate(() => {});
      wholeGeneration.push(performance.now() - started);
    }

    const firstP99 = percentile(firstPartialDelays, 99);
    return [
      {
        figure: "provider's first token → onPartial, p50",
        target: "reported",
        value: `${percentile(firstPartialDelays, 50).toFixed(2)} ms`,
      },
      {
        figure: "provider's first token → onPartial, p99",
        target: "≤ 50 ms",
        value: `${firstP99.toFixed(2)} ms`,
        ok: firstP99 <= 50,
      },
      {
        figure: "whole generation, instant fake provider over local HTTP, p50 / p99",
        target: "reported",
        value: `${percentile(wholeGeneration, 50).toFixed(2)} / ${percentile(wholeGeneration, 99).toFixed(2)} ms`,
      },
    ];
  } finally {
    await fake.close();
  }
}
