import { useState, type FormEvent, type RefObject } from "react";
import { Send } from "lucide-react";
import { emailSavedItem } from "../../api/library";
import { ApiError, serverMessage } from "../../lib/api";
import { toast } from "../../lib/use-toast";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";

export interface DeliverToInboxDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The saved item's id. The sermon page saves the sermon here first, so a
   * failure here is a save failure; library items pass their id straight back.
   */
  resolveItemId: () => Promise<string>;
  /** "sermon" sends through POST /api/sermons/email; other types through the library. */
  itemType: string;
  /** Shown in the dialog's description, e.g. the sermon's title. */
  itemTitle?: string;
  /** Where focus goes on close, when what opened the dialog is gone (default: that opener). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** "Deliver to Inbox": email one saved item to one address. */
export function DeliverToInboxDialog({
  open,
  onOpenChange,
  resolveItemId,
  itemType,
  itemTitle,
  returnFocusTo,
}: DeliverToInboxDialogProps) {
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || sending) return;
    setSending(true);
    setError(undefined);
    let id: string;
    try {
      id = await resolveItemId();
    } catch (failure) {
      setSending(false);
      toast({
        title: "Save failed",
        description: serverMessage(
          failure,
          itemType === "sermon" ? "Failed to save sermon" : "Failed to save content",
        ),
        variant: "destructive",
      });
      return;
    }
    try {
      await emailSavedItem(itemType, id, email.trim());
      toast({ title: "Prophetic scroll delivered!", description: `Sent to ${email.trim()}.` });
      setEmail("");
      onOpenChange(false);
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.body?.fields?.email : undefined;
      if (field) setError(field);
      toast({
        title: "Email failed",
        description: field ?? serverMessage(failure, "Failed to send email"),
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current;
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        title="Deliver to Inbox"
        description={
          itemTitle
            ? `Email "${itemTitle}" to yourself or a member of your team.`
            : "Email this to yourself or a member of your team."
        }
      >
        <form onSubmit={(event) => void send(event)} className="flex flex-col gap-4" noValidate>
          <FormField label="Email address" error={error}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              placeholder="name@church.org"
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <Button
            type="submit"
            disabled={!email.trim() || sending}
            aria-label={sending ? "Sending email" : "Release the Word: send email"}
          >
            <Send aria-hidden="true" /> {sending ? "Dispatching..." : "Release the Word"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
