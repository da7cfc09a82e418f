import { negotiate } from "@fastify/accept-negotiator";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

type Encoding = "br" | "gzip";
const supported: Encoding[] = ["br", "gzip"];

export interface CompressedBody {
  body: string | Buffer;
  /** Set when the body is compressed: the Content-Encoding to send. */
  encoding?: Encoding;
}

/**
 * A body with its Brotli and gzip forms, each made on first request and kept: it is made and
 * compressed once per process, never per request (and not at start-up, which stays fast).
 * A page's HTML is small and compressed as tightly as possible; a large API answer ("fast")
 * at a level that takes milliseconds, not seconds. Static files are compressed at build time
 * instead (scripts/precompress-client.mjs).
 */
export function compressedBody(
  make: () => string,
  { fast = false }: { fast?: boolean } = {},
): (acceptEncoding: string | undefined) => CompressedBody {
  let made: string | undefined;
  const text = () => (made ??= make());
  const compressed = new Map<Encoding, Buffer>();
  const compress: Record<Encoding, () => Buffer> = {
    br: () =>
      brotliCompressSync(text(), {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: fast ? 4 : constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    gzip: () => gzipSync(text(), { level: fast ? 6 : 9 }),
  };
  return (acceptEncoding) => {
    const encoding = acceptEncoding
      ? (negotiate(acceptEncoding, supported) as Encoding | null)
      : null;
    if (!encoding) return { body: text() };
    let body = compressed.get(encoding);
    if (!body) {
      body = compress[encoding]();
      compressed.set(encoding, body);
    }
    return { body, encoding };
  };
}
