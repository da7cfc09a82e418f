import { useState, type FormEvent } from "react";
import { Mail } from "lucide-react";
import { serverMessage } from "../../lib/api";
import { emailLibraryItem } from "../../api/library";
import { useAuth } from "../../lib/use-auth";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import type { PieceState } from "./piece-card";

/** Deliver to Inbox for the chosen pieces: one message each, within the email limits. */
export function DeliverPanel({ pieces }: { pieces: PieceState[] }) {
  const { user } = useAuth();
  const written = pieces.filter((piece) => piece.itemId);
  const [email, setEmail] = useState(user?.email ?? "");
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  const picked = (id: string) => chosen.has(id);

  const deliver = async (event: FormEvent) => {
    event.preventDefault();
    const items = written.filter((piece) => picked(piece.id));
    if (items.length === 0) return setStatus({ text: "Choose at least one piece.", failed: true });
    setSending(true);
    setStatus(null);
    let sent = 0;
    try {
      for (const piece of items) {
        if (piece.itemId) await emailLibraryItem(piece.itemId, email);
        sent += 1;
      }
      setStatus({ text: `Sent ${sent} piece${sent === 1 ? "" : "s"} to ${email}.`, failed: false });
    } catch (error) {
      setStatus({
        text: `${sent > 0 ? `Sent ${sent}; then: ` : ""}${serverMessage(error, "The pieces could not be sent.")}`,
        failed: true,
      });
    } finally {
      setSending(false);
    }
  };

  if (written.length === 0) return null;
  return (
    <form
      onSubmit={(event) => void deliver(event)}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-royal-900 dark:text-royal-100">Deliver to Inbox</h2>
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="mb-2 text-sm font-medium">Pieces to send (one email each)</legend>
        {written.map((piece) => (
          <label key={piece.id} className="flex min-h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={picked(piece.id)}
              onChange={() => {
                const next = new Set(chosen);
                if (next.has(piece.id)) next.delete(piece.id);
                else next.add(piece.id);
                setChosen(next);
              }}
            />
            {piece.label}
            {piece.status === "approved" ? " (approved)" : ""}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-80">
          <FormField label="Email address">
            <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
        </div>
        <Button type="submit" variant="outline" disabled={sending}>
          <Mail aria-hidden="true" /> {sending ? "Sending…" : "Deliver chosen pieces"}
        </Button>
      </div>
      {status ? (
        <p
          role={status.failed ? "alert" : "status"}
          className={`text-sm ${status.failed ? "text-destructive" : "text-emerald-800 dark:text-emerald-200"}`}
        >
          {status.text}
        </p>
      ) : null}
    </form>
  );
}
