/** Thrown when the caller's signal aborted the generation (the client went away, shutdown). */
export class GenerationAbortedError extends Error {
  // Named like the platform's abort so generic `name === "AbortError"` checks recognise it too.
  override readonly name = "AbortError";
  constructor() {
    super("The generation was cancelled.");
  }
}
