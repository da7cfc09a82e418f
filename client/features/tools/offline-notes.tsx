import { NotebookPen } from "lucide-react";
import type { FieldSpec } from "@shared/tools/define";

/**
 * What the pastor told the writer (notes, an email's purpose) beside an offline draft: the
 * offline writer never prints it, so it stays in view for the pastor to work in by hand.
 */
export function OfflineNotes({
  fields,
  request,
}: {
  fields: readonly FieldSpec[];
  request: Record<string, unknown>;
}) {
  const given = fields.flatMap((field) => {
    const value = request[field.name];
    return field.kind !== "select" && field.instruction && typeof value === "string" && value.trim()
      ? [{ label: field.label.replace(/\s*\(optional\)$/i, ""), value: value.trim() }]
      : [];
  });
  if (given.length === 0) return null;
  return (
    <aside
      data-testid="offline-notes"
      aria-labelledby="offline-notes-heading"
      className="flex flex-col gap-2 rounded-xl border border-royal-200 bg-royal-50 p-4 text-sm text-royal-950 dark:border-royal-700 dark:bg-royal-950 dark:text-royal-50"
    >
      <h3 id="offline-notes-heading" className="flex items-center gap-2 font-semibold">
        <NotebookPen className="size-4 shrink-0" aria-hidden="true" />
        Your notes (not written into this offline draft)
      </h3>
      <p className="text-muted-foreground">
        The offline writer uses only scripture, named commentaries and your detail fields. Work
        these in yourself, or connect an AI model, which follows them without printing private
        details.
      </p>
      <dl className="flex flex-col gap-2">
        {given.map((entry) => (
          <div key={entry.label}>
            <dt className="font-medium">{entry.label}</dt>
            <dd className="whitespace-pre-wrap break-words">{entry.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
