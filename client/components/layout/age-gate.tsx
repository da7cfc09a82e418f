import { useId, useState } from "react";
import { ShieldCheck } from "lucide-react";
import { logAgeVerification } from "../../api/compliance";
import { usePublicConfig } from "../../api/public-config";
import { Button } from "../ui/button";
import { Dialog, DialogContent } from "../ui/dialog";
import { readStored, writeStored } from "./display-preferences";

export const ageVerifiedKey = "age-verified";
export const ageVerifiedDateKey = "age-verified-date";
const fallbackFamilyMediaUrl = "https://www.commonsensemedia.org/";

export function isAgeVerified(): boolean {
  return readStored(ageVerifiedKey) === "true";
}

/**
 * The age gate: a modal that only the two buttons close.
 * The confirmation is logged on the server; the flow continues if that call fails.
 */
export function AgeGate({ onVerified }: { onVerified: () => void }) {
  const [confirmed, setConfirmed] = useState(false);
  const [sending, setSending] = useState(false);
  const checkboxId = useId();
  const config = usePublicConfig();

  const confirm = async () => {
    setSending(true);
    const timestamp = new Date().toISOString();
    try {
      await logAgeVerification(timestamp);
    } catch (error) {
      console.error("Could not log the age confirmation", error);
    }
    writeStored(ageVerifiedKey, "true");
    writeStored(ageVerifiedDateKey, timestamp);
    setSending(false);
    onVerified();
  };

  const leave = () => {
    window.location.assign(config.data?.familyMediaUrl || fallbackFamilyMediaUrl);
  };

  return (
    <Dialog open>
      <DialogContent
        hideClose
        title="Welcome to Kingdom Tools"
        className="[&>h2]:font-serif [&>h2]:text-2xl [&>h2]:text-royal-900 dark:[&>h2]:text-royal-100"
        description="Kingdom Tools is made for pastors and ministry leaders aged 18 and over. Please confirm your age to continue."
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <ShieldCheck
          className="order-first size-8 text-gold-700 dark:text-gold-300"
          aria-hidden="true"
        />
        <div className="flex items-start gap-3 rounded-xl border border-border bg-muted p-4">
          <input
            id={checkboxId}
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-royal-800"
          />
          <label htmlFor={checkboxId} className="text-sm font-medium leading-snug">
            I confirm that I am 18 years of age or older
          </label>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={leave} disabled={sending}>
            I&apos;m Under 18
          </Button>
          <Button onClick={() => void confirm()} disabled={!confirmed || sending}>
            {sending ? "Continuing..." : "Continue"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
