import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Mail } from "lucide-react";
import { itemEmailSchema } from "@shared/library/api";
import { serverMessage } from "../../lib/api";
import { emailLibraryItem } from "../../api/library";
import { useAuth } from "../../lib/use-auth";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import type { PieceState } from "./piece-card";

/** The address the library's delivery takes, and at least one piece to send there. */
const deliverySchema = itemEmailSchema.extend({
  pieces: z.array(z.string()).min(1, "Choose at least one piece."),
});
type Delivery = z.infer<typeof deliverySchema>;

/** Deliver to Inbox for the chosen pieces: one message each, within the email limits. */
export function DeliverPanel({ pieces }: { pieces: PieceState[] }) {
  const { user } = useAuth();
  const written = pieces.filter((piece) => piece.itemId);
  const form = useForm<Delivery>({
    resolver: zodResolver(deliverySchema),
    defaultValues: { email: user?.email ?? "", pieces: [] },
  });
  const { errors, isSubmitting: sending, isSubmitted } = form.formState;
  const chosen = useWatch({ control: form.control, name: "pieces" });
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);

  // A checkbox group kept as a list of ids: react-hook-form's own gives a lone box a boolean.
  const toggle = (id: string) =>
    form.setValue(
      "pieces",
      chosen.includes(id) ? chosen.filter((each) => each !== id) : [...chosen, id],
      { shouldValidate: isSubmitted },
    );

  const deliver = form.handleSubmit(async ({ email, pieces: ids }) => {
    setStatus(null);
    let sent = 0;
    try {
      for (const piece of written.filter((each) => ids.includes(each.id))) {
        if (piece.itemId) await emailLibraryItem(piece.itemId, email);
        sent += 1;
      }
      setStatus({ text: `Sent ${sent} piece${sent === 1 ? "" : "s"} to ${email}.`, failed: false });
    } catch (error) {
      setStatus({
        text: `${sent > 0 ? `Sent ${sent}; then: ` : ""}${serverMessage(error, "The pieces could not be sent.")}`,
        failed: true,
      });
    }
  });

  if (written.length === 0) return null;
  const problem = errors.pieces?.message;
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
              checked={chosen.includes(piece.id)}
              onChange={() => toggle(piece.id)}
            />
            {piece.label}
            {piece.status === "approved" ? " (approved)" : ""}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-80">
          <FormField label="Email address" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
        </div>
        <Button type="submit" variant="outline" disabled={sending}>
          <Mail aria-hidden="true" /> {sending ? "Sending…" : "Deliver chosen pieces"}
        </Button>
      </div>
      {problem || status ? (
        <p
          role={problem || status?.failed ? "alert" : "status"}
          className={`text-sm ${problem || status?.failed ? "text-destructive" : "text-emerald-800 dark:text-emerald-200"}`}
        >
          {problem ?? status?.text}
        </p>
      ) : null}
    </form>
  );
}
