/**
 * Image files made in the browser from the stored screenshots: resized PNGs, PNGs that
 * carry a print resolution, and device-framed compositions.
 */

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Adds a pHYs chunk so print software knows the intended dots per inch. */
export function withDpi(png: Uint8Array, dpi: number): Uint8Array {
  const pixelsPerMetre = Math.round(dpi / 0.0254);
  const chunk = new Uint8Array(4 + 4 + 9 + 4);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, 9);
  chunk.set([0x70, 0x48, 0x59, 0x73], 4); // "pHYs"
  view.setUint32(8, pixelsPerMetre);
  view.setUint32(12, pixelsPerMetre);
  chunk[16] = 1; // unit: metre
  view.setUint32(17, crc32(chunk.subarray(4, 17)));
  // The signature (8 bytes) and IHDR (25 bytes) come first; pHYs must precede the image data.
  const insertAt = 33;
  const result = new Uint8Array(png.length + chunk.length);
  result.set(png.subarray(0, insertAt), 0);
  result.set(chunk, insertAt);
  result.set(png.subarray(insertAt), insertAt + chunk.length);
  return result;
}

/** Reads width, height and dpi (when present) back from PNG bytes. */
export function pngInfo(png: Uint8Array): { width: number; height: number; dpi: number | null } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let dpi: number | null = null;
  for (let offset = 8; offset + 8 <= png.length;) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    if (type === "pHYs" && png[offset + 16] === 1)
      dpi = Math.round(view.getUint32(offset + 8) * 0.0254);
    if (type === "IDAT") break;
    offset += 12 + length;
  }
  return { width: view.getUint32(16), height: view.getUint32(20), dpi };
}

export async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image;
}

async function canvasPng(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("The browser could not make the PNG.");
  return new Uint8Array(await blob.arrayBuffer());
}

/** The screenshot at url drawn on a canvas of exactly width x height. */
export async function resizedCanvas(
  url: string,
  width: number,
  height: number,
): Promise<HTMLCanvasElement> {
  const image = await loadImage(url);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d")!;
  context.imageSmoothingQuality = "high";
  context.drawImage(image, 0, 0, width, height);
  return canvas;
}

/** The screenshot at url as a PNG of exactly width x height, with the given dpi. */
export async function resizedPng(
  url: string,
  width: number,
  height: number,
  dpi: number,
): Promise<Uint8Array> {
  return withDpi(await canvasPng(await resizedCanvas(url, width, height)), dpi);
}

export type Frame = "iphone" | "android" | "professional";

function roundedRect(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number | number[],
) {
  context.beginPath();
  context.roundRect(x, y, width, height, radius);
}

/** The screenshot in a device frame, drawn at the screenshot's full resolution. */
export async function framedPng(url: string, frame: Frame): Promise<Uint8Array> {
  const image = await loadImage(url);
  const w = image.naturalWidth;
  const h = image.naturalHeight;
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d")!;
  if (frame === "professional") {
    const pad = Math.round(w * 0.06);
    const bar = Math.round(w * 0.03);
    canvas.width = w + pad * 2;
    canvas.height = h + bar + pad * 2;
    const backdrop = context.createLinearGradient(0, 0, canvas.width, canvas.height);
    backdrop.addColorStop(0, "#1e1b4b");
    backdrop.addColorStop(1, "#3730a3");
    context.fillStyle = backdrop;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.shadowColor = "rgba(0,0,0,0.45)";
    context.shadowBlur = pad * 0.6;
    context.shadowOffsetY = pad * 0.15;
    roundedRect(context, pad, pad, w, h + bar, bar * 0.5);
    context.fillStyle = "#f1efe9";
    context.fill();
    context.shadowColor = "transparent";
    ["#ef4444", "#f5c451", "#22c55e"].forEach((colour, index) => {
      context.beginPath();
      context.arc(pad + bar * (0.8 + index * 0.7), pad + bar / 2, bar * 0.18, 0, Math.PI * 2);
      context.fillStyle = colour;
      context.fill();
    });
    context.save();
    roundedRect(context, pad, pad + bar, w, h, [0, 0, bar * 0.5, bar * 0.5]);
    context.clip();
    context.drawImage(image, pad, pad + bar);
    context.restore();
  } else {
    const bezel = Math.round(w * 0.05);
    // The top bezel holds the camera, so the screenshot's own header stays visible.
    const top = Math.round(w * 0.14);
    const radius = w * (frame === "iphone" ? 0.16 : 0.1);
    canvas.width = w + bezel * 2;
    canvas.height = h + bezel + top;
    roundedRect(context, 0, 0, canvas.width, canvas.height, radius);
    context.fillStyle = frame === "iphone" ? "#111827" : "#1f2937";
    context.fill();
    context.save();
    roundedRect(context, bezel, top, w, h, [bezel, bezel, radius - bezel, radius - bezel]);
    context.clip();
    context.drawImage(image, bezel, top);
    context.restore();
    context.fillStyle = "#000";
    if (frame === "iphone") {
      roundedRect(context, canvas.width / 2 - w * 0.15, top * 0.3, w * 0.3, top * 0.32, top * 0.16);
      context.fill();
    } else {
      context.beginPath();
      context.arc(canvas.width / 2, top * 0.48, w * 0.025, 0, Math.PI * 2);
      context.fill();
    }
  }
  return canvasPng(canvas);
}

/** Hands bytes to the browser as a downloaded file. */
export function saveFile(bytes: Uint8Array, fileName: string): void {
  const type = fileName.endsWith(".pdf") ? "application/pdf" : "image/png";
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
