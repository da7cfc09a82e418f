import { useState } from "react";
import { z } from "zod";
import { CalendarDays, Copy, Mail, Trash2 } from "lucide-react";
import { itemDocument } from "@shared/library/document";
import { contentTypeLabel } from "@shared/library/content-types";
import type { LibraryItem } from "@shared/library/api";
import { scriptureCheckSchema, type ScriptureCheck } from "@shared/scripture/check-result";
import { unpackCheck } from "@shared/scripture/check-wire";
import {
  scriptureCorrectionSchema,
  type ScriptureCorrection,
} from "@shared/generation/scripture-corrections";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { copyText } from "./copy-text";
import { ExportButtons } from "../../components/library/export-buttons";
import { ItemDocumentView } from "./item-document-view";
import { FindingsSummary } from "../../components/scripture/findings-summary";
import { useLibraryItem } from "../../api/library";
import { formatInstant } from "@shared/dates/format";

function imageUrlOf(item: LibraryItem): string | undefined {
  const data = item.data as { url?: unknown; result?: { url?: unknown } } | null;
  const url = data?.result?.url ?? data?.url;
  return typeof url === "string" && /^(\/|https:|data:image\/)/.test(url) ? url : undefined;
}

export function formatDate(iso: string): string {
  return formatInstant(iso, "shortDate");
}

/** The detail modal (max 80% of the viewport high): read, copy, export, email, delete. */
export function ItemDetailDialog({
  itemId,
  onClose,
  onDelete,
  onEmail,
}: {
  itemId: string | null;
  onClose: () => void;
  onDelete: (item: LibraryItem) => void;
  onEmail: (item: LibraryItem) => void;
}) {
  const { data: item, isLoading, isError } = useLibraryItem(itemId);
  const [confirming, setConfirming] = useState(false);
  const check = item ? savedCheckOf(item) : undefined;
  const corrections = item ? savedCorrectionsOf(item) : undefined;

  return (
    <Dialog
      open={itemId !== null}
      onOpenChange={(open) => {
        if (!open) {
          setConfirming(false);
          onClose();
        }
      }}
    >
      <DialogContent title={item?.title ?? (isError ? "Item not found" : "Loading…")} size="wide">
        {isLoading ? <Spinner label="Opening…" className="py-8" /> : null}
        {isError ? (
          <p className="text-muted-foreground">This item is no longer in your library.</p>
        ) : null}
        {item ? (
          <>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <Badge>{contentTypeLabel(item.type)}</Badge>
              <span>{formatDate(item.createdAt)}</span>
            </div>
            <FindingsSummary check={check} corrections={corrections} />
            <div className="-mx-6 min-h-0 flex-1 overflow-y-auto border-y border-border px-6 py-4">
              <ItemDocumentView
                doc={itemDocument(item)}
                imageUrl={imageUrlOf(item)}
                check={check}
                corrections={corrections}
              />
            </div>
            {confirming ? (
              <div
                role="alertdialog"
                aria-labelledby="confirm-delete-title"
                className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-red-50 p-4 dark:bg-red-950/40"
              >
                <p id="confirm-delete-title" className="font-semibold">
                  Delete “{item.title}”?
                </p>
                <p className="text-sm text-muted-foreground">
                  It leaves your library now. You can undo for a few seconds.
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button variant="destructive" onClick={() => onDelete(item)}>
                    <Trash2 aria-hidden="true" /> Delete
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                </div>
              </div>
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => void copyText(item.content)}>
                  <Copy aria-hidden="true" /> Copy Content
                </Button>
                <ExportButtons itemId={item.id} />
                {item.type === "sermon" ? (
                  <Button variant="outline" asChild>
                    <a href={`/week-pack?sermon=${item.id}`}>
                      <CalendarDays aria-hidden="true" /> Make a week pack
                    </a>
                  </Button>
                ) : null}
                <Button variant="outline" onClick={() => onEmail(item)}>
                  <Mail aria-hidden="true" /> Deliver to Inbox
                </Button>
                <Button variant="ghost-destructive" onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden="true" /> Delete
                </Button>
              </div>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The scripture check saved with a writing tool's result, when it is readable. */
export function savedCheckOf(item: LibraryItem): ScriptureCheck | undefined {
  const parsed = scriptureCheckSchema.safeParse(
    (item.data as { scriptureCheck?: unknown } | null)?.scriptureCheck,
  );
  return parsed.success ? unpackCheck(parsed.data) : undefined;
}

const savedCorrectionsSchema = z.array(scriptureCorrectionSchema);

/** What was corrected in a model's draft before it was saved, when it reads as such. */
export function savedCorrectionsOf(item: LibraryItem): ScriptureCorrection[] | undefined {
  const parsed = savedCorrectionsSchema.safeParse(
    (item.data as { corrections?: unknown } | null)?.corrections,
  );
  return parsed.success ? parsed.data : undefined;
}
