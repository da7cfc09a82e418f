import type { RefObject } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { itemEmailSchema } from "@shared/library/api";
import { emailSavedItem } from "../../api/library";
import { serverMessage } from "../../lib/api";
import { showServerFieldErrors } from "../../lib/form";
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
  const form = useForm({
    resolver: zodResolver(itemEmailSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting: sending } = form.formState;
  const typed = useWatch({ control: form.control, name: "email" });

  const send = form.handleSubmit(async ({ email }) => {
    let id: string;
    try {
      id = await resolveItemId();
    } catch (failure) {
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
      await emailSavedItem(itemType, id, email);
      toast({ title: "Prophetic scroll delivered!", description: `Sent to ${email}.` });
      form.reset();
      onOpenChange(false);
    } catch (failure) {
      const shown = showServerFieldErrors(failure, form.setError, ["email"]);
      toast({
        title: "Email failed",
        description: shown
          ? form.getFieldState("email").error?.message
          : serverMessage(failure, "Failed to send email"),
        variant: "destructive",
      });
    }
  });

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
          <FormField label="Email address" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="name@church.org"
              {...form.register("email")}
            />
          </FormField>
          <Button
            type="submit"
            disabled={!typed.trim() || sending}
            aria-label={sending ? "Sending email" : "Release the Word: send email"}
          >
            <Send aria-hidden="true" /> {sending ? "Dispatching..." : "Release the Word"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
