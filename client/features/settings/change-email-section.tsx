import { useState, type FormEvent } from "react";
import { Mail } from "lucide-react";
import { emailSchema } from "@shared/account";
import { apiJson, serverMessage } from "../../lib/api";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";

/**
 * Changing the sign-in address: the current address approves by email first, then the
 * new one confirms; until both have, the account keeps its old address.
 */
export function ChangeEmailSection({ currentEmail }: { currentEmail: string }) {
  const [newEmail, setNewEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(newEmail);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Invalid email address");
      return;
    }
    if (parsed.data.toLowerCase() === currentEmail.toLowerCase()) {
      setError("That is already your sign-in address.");
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await apiJson("POST", "/api/auth/change-email", {
        newEmail: parsed.data,
        callbackURL: "/settings",
      });
      setSentTo(parsed.data);
      setNewEmail("");
    } catch (failure) {
      setError(serverMessage(failure, "The change could not be started. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <FormField
        label="New sign-in email"
        error={error}
        hint="We ask your current address to approve the change, then the new one to confirm it."
      >
        <Input
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
        />
      </FormField>
      <Button type="submit" variant="outline" className="self-start" disabled={busy}>
        <Mail aria-hidden="true" /> Change Email
      </Button>
      {sentTo ? (
        <p role="status" className="text-sm text-muted-foreground">
          We sent a link to {currentEmail}. Once you approve there, we will send a confirmation link
          to {sentTo}. Your address changes when you follow that second link.
        </p>
      ) : null}
    </form>
  );
}
