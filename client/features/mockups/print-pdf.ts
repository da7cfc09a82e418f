import { resizedCanvas } from "./png-files";

const pointsPerInch = 72;

/**
 * A print-ready PDF of a screenshot: one page of exactly the print size in inches, the
 * picture at `dpi` (2160×3840 at 300 dpi is a 7.2 × 12.8 inch page), as a high-quality
 * JPEG. PDFKit loads only when someone asks for a print file.
 */
export async function printPdf(url: string, width: number, height: number, dpi: number) {
  const canvas = await resizedCanvas(url, width, height);
  const jpeg = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, "image/jpeg", 0.95),
  );
  if (!jpeg) throw new Error("The browser could not make the print image.");

  const { default: PDFDocument } = await import("pdfkit");
  const pageSize: [number, number] = [
    (width / dpi) * pointsPerInch,
    (height / dpi) * pointsPerInch,
  ];
  // No text, so no font: the browser build has none registered, and null skips the default.
  const noFont = null as unknown as string;
  const pdf = new PDFDocument({ size: pageSize, margin: 0, font: noFont });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on("data", (chunk) => chunks.push(chunk));
    pdf.on("end", () => resolve(joined(chunks)));
    pdf.on("error", reject);
  });
  pdf.image(await jpeg.arrayBuffer(), 0, 0, {
    width: pageSize[0],
    height: pageSize[1],
  });
  pdf.end();
  return done;
}

function joined(chunks: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
