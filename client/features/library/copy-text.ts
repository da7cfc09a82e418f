import { toast } from "../../lib/use-toast";

/** Copies text and says so; the failure toast is the spec's (§8). */
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
