import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import {
  accountRetentionDays,
  deleteAccountConfirmation,
  deleteAccountSchema,
} from "@shared/privacy/requests";
import { deleteAccount } from "../../api/account";
import { serverMessage } from "../../lib/api";
import { toast } from "../../lib/use-toast";
import { accountDeletedHref } from "../../components/layout/account-deleted-notice";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";

/** "Delete my account": typed confirmation, then signed out everywhere at once. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { confirm: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [leaving, setLeaving] = useState(false);
  const busy = isSubmitting || leaving;
  const typed = useWatch({ control: form.control, name: "confirm" });

  const onSubmit = form.handleSubmit(async ({ confirm }) => {
    try {
      await deleteAccount(confirm);
      setLeaving(true);
      window.location.assign(accountDeletedHref);
    } catch (error) {
      toast({
        title: "Account not deleted",
        description: serverMessage(error, "Please try again."),
        variant: "destructive",
      });
    }
  });

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-destructive/40 p-4">
      <div>
        <h3 className="font-semibold">Delete my account</h3>
        <p className="text-sm text-muted-foreground">
          You are signed out everywhere at once, and a paid subscription is cancelled right away
          with no further charges. Your saved content and personal data are deleted within{" "}
          {accountRetentionDays} days. This cannot be undone.
        </p>
      </div>
      <Button variant="destructive" className="self-start" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" /> Delete my account
      </Button>
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
        <DialogContent
          title="Delete your account?"
          description={`Type ${deleteAccountConfirmation} to confirm. Export your data first if you want a copy.`}
        >
          <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
            <FormField label={`Type ${deleteAccountConfirmation}`} error={errors.confirm?.message}>
              <Input autoComplete="off" {...form.register("confirm")} />
            </FormField>
            <Button
              type="submit"
              variant="destructive"
              disabled={typed !== deleteAccountConfirmation || busy}
            >
              {busy ? "Deleting…" : "Delete my account"}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
