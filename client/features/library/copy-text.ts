import { toast } from "../../lib/use-toast";

/** Copies text and says so; on failure, a toast says it did not work. */
export async function copyText(text: string, what = "Content"): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied to clipboard", description: `${what} is ready to paste.` });
    return true;
  } catch {
    toast({
      title: "Copy failed",
      description: "Failed to copy to clipboard",
      variant: "destructive",
    });
    return false;
  }
}
