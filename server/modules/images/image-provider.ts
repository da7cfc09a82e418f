import type { ImageRequest, ImageSource } from "@shared/images/schemas";

/**
 * Makes an image in two steps, so the page can show real progress: `prepare` settles
 * what will be drawn (the enhanced prompt), `draw` produces a PNG of exactly the
 * requested size.
 */
export interface PreparedImage {
  enhancedPrompt: string;
  /** The scripture reference the picture shows, when there is one. */
  reference?: string;
  /** The model that drew it, for the record. */
  model?: string;
  draw(signal: AbortSignal): Promise<Buffer>;
}

export interface ImageProvider {
  source: ImageSource;
  label: string;
  prepare(request: ImageRequest, signal: AbortSignal): Promise<PreparedImage>;
}
