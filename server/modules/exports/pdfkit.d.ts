// pdfkit ships no TypeScript types; this declares the part of its API the exports use.
declare module "pdfkit" {
  interface TextOptions {
    width?: number;
    align?: "left" | "center" | "right" | "justify";
    lineGap?: number;
    paragraphGap?: number;
    indent?: number;
    continued?: boolean;
    characterSpacing?: number;
    lineBreak?: boolean;
  }
  interface PageMargins {
    top: number;
    bottom: number;
    left: number;
    right: number;
  }
  class PDFDocument {
    constructor(options?: {
      size?: string | [number, number];
      margins?: PageMargins;
      bufferPages?: boolean;
      info?: Record<string, string | Date>;
      lang?: string;
      displayTitle?: boolean;
      autoFirstPage?: boolean;
    });
    x: number;
    y: number;
    page: { width: number; height: number; margins: PageMargins };
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    rect(x: number, y: number, width: number, height: number): this;
    fill(color?: string): this;
    addPage(): this;
    bufferedPageRange(): { start: number; count: number };
    switchToPage(index: number): this;
    on(event: "data", listener: (chunk: Buffer) => void): this;
    on(event: "end", listener: () => void): this;
    on(event: "error", listener: (error: Error) => void): this;
    end(): void;
  }
  export default PDFDocument;
}
