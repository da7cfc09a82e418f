import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Mail } from "lucide-react";
import { changeEmailSchema } from "@shared/account";
import { changeEmail } from "../../api/account";
import { serverMessage } from "../../lib/api";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";

/**
 * Changing the sign-in address: the current address approves by email first, then the
 * new one confirms; until both have, the account keeps its old address.
 */
export function ChangeEmailSection({ currentEmail }: { currentEmail: string }) {
  const form = useForm({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [sentTo, setSentTo] = useState<string>();

  const onSubmit = form.handleSubmit(async ({ newEmail }) => {
    if (newEmail.toLowerCase() === currentEmail.toLowerCase()) {
      form.setError("newEmail", { message: "That is already your sign-in address." });
      return;
    }
    try {
      await changeEmail(newEmail);
      setSentTo(newEmail);
      form.reset();
    } catch (failure) {
      form.setError("newEmail", {
        message: serverMessage(failure, "The change could not be started. Please try again."),
      });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3">
      <FormField
        label="New sign-in email"
        error={errors.newEmail?.message}
        hint="We ask your current address to approve the change, then the new one to confirm it."
      >
        <Input type="email" autoComplete="email" {...form.register("newEmail")} />
      </FormField>
      <Button type="submit" variant="outline" className="self-start" disabled={isSubmitting}>
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
