import { negotiate } from "@fastify/accept-negotiator";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

type Encoding = "br" | "gzip";
const supported: Encoding[] = ["br", "gzip"];

export interface PageBody {
  body: string | Buffer;
  /** Set when the body is compressed: the Content-Encoding to send. */
  encoding?: Encoding;
}

/**
 * A page's HTML with its Brotli and gzip forms, each made on first request and kept: a
 * page is read and compressed once per process, never per request (and not at start-up,
 * which stays fast). Static files are compressed at build time instead
 * (scripts/precompress-client.mjs).
 */
export function compressedPage(
  makeHtml: () => string,
): (acceptEncoding: string | undefined) => PageBody {
  let madeHtml: string | undefined;
  const html = () => (madeHtml ??= makeHtml());
  const made = new Map<Encoding, Buffer>();
  const compress: Record<Encoding, () => Buffer> = {
    br: () =>
      brotliCompressSync(html(), {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    gzip: () => gzipSync(html(), { level: 9 }),
  };
  return (acceptEncoding) => {
    const encoding = acceptEncoding
      ? (negotiate(acceptEncoding, supported) as Encoding | null)
      : null;
    if (!encoding) return { body: html() };
    let body = made.get(encoding);
    if (!body) {
      body = compress[encoding]();
      made.set(encoding, body);
    }
    return { body, encoding };
  };
}
