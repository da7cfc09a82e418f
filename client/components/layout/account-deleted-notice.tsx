import { useState } from "react";
import { CircleCheck, X } from "lucide-react";
import { accountRetentionDays } from "@shared/privacy/requests";

/** Where "Delete my account" sends the browser; the notice below reads the marker once. */
export const accountDeletedHref = "/?account=deleted";

function takeMarker(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get("account") !== "deleted") return false;
  url.searchParams.delete("account");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  return true;
}

/** The confirmation a person sees on the landing page right after deleting their account. */
export function AccountDeletedNotice() {
  const [shown, setShown] = useState(takeMarker);
  if (!shown) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-2 top-20 z-50 mx-auto flex max-w-lg items-start gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 shadow-lg dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex-1">
        <p className="font-semibold">Your account has been deleted</p>
        <p className="text-sm">
          You are signed out everywhere, and any paid subscription was cancelled with no further
          charges. Your saved content and personal data are erased within {accountRetentionDays}{" "}
          days.
        </p>
      </div>
      <button
        type="button"
        aria-label="Close the confirmation"
        className="rounded-md p-1 hover:bg-emerald-100 dark:hover:bg-emerald-900"
        onClick={() => setShown(false)}
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
