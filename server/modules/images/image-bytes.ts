import { resvg } from "./resvg";

/** What a provider's bytes are, read from their headers: nothing broken is ever stored. */
export interface ImageInfo {
  format: "png" | "jpeg";
  width: number;
  height: number;
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function imageInfo(bytes: Uint8Array): ImageInfo | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length >= 33 && buffer.subarray(0, 8).equals(pngSignature)) {
    if (buffer.toString("latin1", 12, 16) !== "IHDR") return undefined;
    const width = buffer.readUInt32BE(16);
    const height = buffer.readUInt32BE(20);
    return width > 0 && height > 0 ? { format: "png", width, height } : undefined;
  }
  if (buffer.length > 4 && buffer[0] === 0xff && buffer[1] === 0xd8) return jpegInfo(buffer);
  return undefined;
}

/** Walks the JPEG markers to the first start-of-frame, which holds the size. */
function jpegInfo(buffer: Buffer): ImageInfo | undefined {
  let offset = 2;
  while (offset + 9 < buffer.length) {
    if (buffer[offset] !== 0xff) return undefined;
    const marker = buffer[offset + 1]!;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = buffer.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      const height = buffer.readUInt16BE(offset + 5);
      const width = buffer.readUInt16BE(offset + 7);
      return width > 0 && height > 0 ? { format: "jpeg", width, height } : undefined;
    }
    offset += 2 + length;
  }
  return undefined;
}

/**
 * The image as a PNG of exactly width×height, filled edge to edge (cropped to the
 * centre when the shapes differ), as the chosen size promises. A PNG of the right
 * size is kept as it is.
 */
export async function toPngOfSize(
  bytes: Uint8Array,
  info: ImageInfo,
  width: number,
  height: number,
): Promise<Buffer> {
  if (info.format === "png" && info.width === width && info.height === height) {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  const mime = info.format === "png" ? "image/png" : "image/jpeg";
  const href = `data:${mime};base64,${Buffer.from(bytes).toString("base64")}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${href}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/></svg>`;
  const rendered = await resvg().renderAsync(svg, { font: { loadSystemFonts: false } });
  return rendered.asPng();
}
