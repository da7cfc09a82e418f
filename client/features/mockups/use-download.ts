import { useState } from "react";
import { toast } from "../../lib/use-toast";
import { saveFile } from "./png-files";

/** Runs one download at a time and reports failure in a toast. */
export function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, fileName: string, make: () => Promise<Uint8Array>) => {
    setBusy(key);
    try {
      saveFile(await make(), fileName);
      return true;
    } catch (error) {
      console.error(error);
      toast({
        variant: "destructive",
        title: "Download failed",
        description: "The image could not be prepared. Please try again.",
      });
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
