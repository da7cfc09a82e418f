import { useState } from "react";
import { Link } from "wouter";
import { Trash2 } from "lucide-react";
import { serverMessage } from "../../lib/api";
import { studyHref } from "../../lib/passage-links";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { useDeleteStudyNote, useStudyNotes } from "../../api/study";
import { formatInstant } from "@shared/dates/format";

/** "Your study notes": each saved note's passage, first line and date; open it or delete it. */
export function StudyNotesList() {
  const notes = useStudyNotes();
  const remove = useDeleteStudyNote();
  const [deleting, setDeleting] = useState<string | null>(null);
  const list = notes.data?.notes ?? [];
  return (
    <section aria-labelledby="study-notes-list" className="flex max-w-3xl flex-col gap-3">
      <h2
        id="study-notes-list"
        className="text-lg font-semibold text-royal-900 dark:text-royal-100"
      >
        Your study notes
      </h2>
      {notes.isLoading ? (
        <Spinner label="Loading your notes..." />
      ) : notes.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(notes.error, "Your study notes could not be loaded. Please try again.")}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No study notes yet. Notes you save on a passage are listed here.
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
          {list.map((note) => (
            <li key={note.reference} className="flex items-start gap-2 p-3 sm:p-4">
              <Link
                href={studyHref(note.reference)}
                className="min-w-0 flex-1 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                <span className="flex flex-wrap items-baseline gap-x-3">
                  <span className="font-serif text-base font-semibold text-royal-800 underline-offset-2 hover:underline dark:text-royal-200">
                    {note.reference}
                  </span>
                  <time dateTime={note.updatedAt} className="text-xs text-muted-foreground">
                    {formatInstant(note.updatedAt, "shortDate")}
                  </time>
                </span>
                <span className="mt-1 block truncate text-sm text-foreground">
                  {note.firstLine || "(empty)"}
                </span>
              </Link>
              <Button
                type="button"
                variant="ghost-destructive"
                size="icon"
                aria-label={`Delete your notes on ${note.reference}`}
                onClick={() => {
                  remove.reset();
                  setDeleting(note.reference);
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
      >
        {deleting ? (
          <DialogContent
            title={`Delete your notes on ${deleting}?`}
            description="The notes are removed from your account. This cannot be undone."
          >
            {remove.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {serverMessage(remove.error, "The notes could not be deleted. Please try again.")}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={remove.isPending}>
                  Keep them
                </Button>
              </DialogClose>
              <Button
                type="button"
                variant="destructive"
                disabled={remove.isPending}
                onClick={() => remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
              >
                {remove.isPending ? "Deleting..." : "Delete notes"}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
