import { imageFileName, type ImageResult } from "@shared/images/schemas";
import { imageFile } from "../../api/images";
import { toast } from "../../lib/use-toast";

export function absoluteImageUrl(image: Pick<ImageResult, "url">): string {
  return new URL(image.url, window.location.origin).href;
}

/** Opens the image in a new tab, for browsers that will not save a file from the page. */
function openInNewTab(image: ImageResult): boolean {
  const opened = window.open(absoluteImageUrl(image), "_blank");
  if (!opened) return false;
  opened.opener = null;
  return true;
}

/**
 * Download Image: saves the PNG under a descriptive name. Where the browser will not
 * download (or the fetch fails), the image opens in a new tab with a hint to save it
 * from there, and the toast says "Image Opened".
 */
export async function downloadImage(image: ImageResult): Promise<void> {
  const fileName = imageFileName(image);
  try {
    const blob = await imageFile(image.url);
    const href = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = href;
    link.download = fileName;
    link.rel = "noopener";
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(href), 30_000);
    toast({ title: "Image Downloaded", description: `Saved as ${fileName}.` });
  } catch {
    if (openInNewTab(image)) {
      toast({
        title: "Image Opened",
        description:
          "The image opened in a new tab. To save it, right-click it (or press and hold on a phone) and choose Save Image.",
      });
    } else {
      toast({
        variant: "destructive",
        title: "Download Failed",
        description: "We could not download or open the image. Please try again.",
      });
    }
  }
}

/**
 * Share: the device's share sheet where there is one (its errors, a cancelled sheet
 * included, are ignored); otherwise the link is copied.
 */
export async function shareImage(image: ImageResult): Promise<void> {
  const url = absoluteImageUrl(image);
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: "Kingdom Image", text: image.prompt, url });
    } catch {
      // Cancelled or refused by the device: nothing to report.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({
      title: "Link Copied",
      description: "Anyone with this link can view the image.",
    });
  } catch {
    toast({
      variant: "destructive",
      title: "Share Failed",
      description: "We could not copy the link. Use Download Image and share the file instead.",
    });
  }
}
