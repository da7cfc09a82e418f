import type { ReactNode } from "react";
import { CircleAlert, MailCheck } from "lucide-react";

/** A message about the whole form: an error, or information (such as "check your email"). */
export function FormAlert({
  children,
  tone = "error",
}: {
  children: ReactNode;
  tone?: "error" | "info";
}) {
  return (
    <div
      role="alert"
      className={
        tone === "error"
          ? "flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          : "flex items-start gap-2 rounded-xl border border-royal-200 bg-royal-50 p-3 text-sm text-royal-950 dark:border-royal-700 dark:bg-royal-950 dark:text-royal-50"
      }
    >
      {tone === "error" ? (
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      ) : (
        <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      )}
      <div>{children}</div>
    </div>
  );
}
