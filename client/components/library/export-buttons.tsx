import { FileDown, FileText } from "lucide-react";
import { Button } from "../ui/button";
import { exportUrls } from "@shared/library/api";

/**
 * "Seal as Sacred Scroll" (the PDF) with a Word download beside it, for a saved item.
 * Plain links: the browser downloads with the session cookie, no script needed.
 */
export function ExportButtons({
  itemId,
  size = "default",
}: {
  itemId: string;
  size?: "default" | "sm";
}) {
  return (
    <>
      <Button asChild variant="outline" size={size}>
        <a
          href={exportUrls.pdf(itemId)}
          download
          aria-label="Seal as Sacred Scroll: download as PDF"
        >
          <FileDown aria-hidden="true" /> Seal as Sacred Scroll
        </a>
      </Button>
      <Button asChild variant="outline" size={size}>
        <a href={exportUrls.docx(itemId)} download aria-label="Download as a Word document">
          <FileText aria-hidden="true" /> Word
        </a>
      </Button>
    </>
  );
}
