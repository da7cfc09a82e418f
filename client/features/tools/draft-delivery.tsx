import { useState } from "react";
import { FileDown, FileText, Mail } from "lucide-react";
import { exportUrls } from "@shared/library/api";
import { serverMessage } from "../../lib/api";
import { toast } from "../../lib/use-toast";
import { Button } from "../../components/ui/button";
import { DeliverToInboxDialog } from "../../components/library/deliver-to-inbox-dialog";

/** Starts a download of a saved item's export (the browser sends the session cookie). */
function download(url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}

/** A button's label: in full, or a short word in the phone's action bar (same accessible name). */
function PhoneLabel({ short, full }: { short: string; full: string }) {
  return (
    <>
      <span className="max-sm:sr-only">{full}</span>
      <span aria-hidden="true" className="sm:hidden">
        {short}
      </span>
    </>
  );
}

/**
 * A draft's delivery actions, on every writing tool (spec §2 names the sermon's): "Deliver to
 * Inbox", "Seal as Sacred Scroll" (PDF) and Word. Each saves the draft first when it is not
 * saved yet.
 */
export function DraftDelivery({
  title,
  itemType,
  noun,
  ensureSaved,
}: {
  title: string;
  itemType: string;
  noun: string;
  ensureSaved: () => Promise<string>;
}) {
  const [emailOpen, setEmailOpen] = useState(false);

  const exportAs = async (format: "pdf" | "docx") => {
    try {
      download(exportUrls[format](await ensureSaved()));
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Save failed",
        description: serverMessage(error, `Failed to save ${noun}`),
      });
    }
  };
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => setEmailOpen(true)}>
        <Mail aria-hidden="true" /> <PhoneLabel short="Email" full="Deliver to Inbox" />
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => void exportAs("pdf")}>
        <FileDown aria-hidden="true" /> <PhoneLabel short="PDF" full="Seal as Sacred Scroll" />
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => void exportAs("docx")}
        aria-label="Download as a Word document"
      >
        <FileText aria-hidden="true" /> Word
      </Button>
      <DeliverToInboxDialog
        open={emailOpen}
        onOpenChange={setEmailOpen}
        resolveItemId={ensureSaved}
        itemType={itemType}
        itemTitle={title}
      />
    </>
  );
}
