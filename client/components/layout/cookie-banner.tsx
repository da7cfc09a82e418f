import { useId, useState } from "react";
import { Cookie, X } from "lucide-react";
import { Link } from "wouter";
import { consentVersion, type ConsentRecord } from "@shared/consent";
import { Button } from "../ui/button";
import {
  consentKey,
  forgetStoredPreferences,
  readStored,
  writeStored,
} from "./display-preferences";

type Choices = Pick<ConsentRecord, "analytics" | "marketing" | "functional">;

const categories: { key: keyof Choices; label: string; description: string }[] = [
  {
    key: "functional",
    label: "Functional",
    description: "Remembers your display preferences (text size and high contrast) between visits.",
  },
  {
    key: "analytics",
    label: "Analytics",
    description:
      "Kingdom Tools uses no analytics cookies today. If that changes, we will ask you again.",
  },
  {
    key: "marketing",
    label: "Marketing",
    description:
      "Kingdom Tools uses no marketing or advertising cookies. If that changes, we will ask you again.",
  },
];

export function hasStoredConsent(): boolean {
  return readStored(consentKey) !== null;
}

function storeConsent(choices: Choices): void {
  const record: ConsentRecord = {
    necessary: true,
    ...choices,
    timestamp: new Date().toISOString(),
    version: consentVersion,
  };
  writeStored(consentKey, JSON.stringify(record));
  if (!choices.functional) forgetStoredPreferences();
}

/** Non-blocking consent banner at the bottom of the screen. */
export function CookieBanner() {
  const [open, setOpen] = useState(() => !hasStoredConsent());
  const [customizing, setCustomizing] = useState(false);
  const [choices, setChoices] = useState<Choices>({
    analytics: false,
    marketing: false,
    functional: false,
  });
  const detailsId = useId();

  if (!open) return null;

  const save = (value: Choices) => {
    storeConsent(value);
    setOpen(false);
  };

  return (
    <div
      role="region"
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85vh] overflow-y-auto p-3 sm:p-4"
    >
      <div className="relative mx-auto max-w-3xl rounded-2xl border border-border bg-card p-5 text-foreground shadow-2xl sm:p-6">
        <button
          type="button"
          onClick={() => setOpen(false)}
          aria-label="Close cookie banner without choosing"
          className="absolute right-3 top-3 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        <div className="flex items-start gap-3 pr-8">
          <Cookie
            className="mt-0.5 hidden size-6 shrink-0 text-gold-700 sm:block"
            aria-hidden="true"
          />
          <div className="flex flex-col gap-2">
            <h2 className="text-base font-semibold">Your privacy choices</h2>
            <p className="text-sm leading-relaxed text-muted-foreground">
              We store only what the product needs to work, such as your sign-in session and these
              choices. Kingdom Tools uses no analytics or marketing cookies. Read more in our{" "}
              <Link
                href="/privacy-policy"
                className="font-medium text-royal-700 underline underline-offset-2 dark:text-royal-300"
              >
                Privacy Policy
              </Link>
              .
            </p>
          </div>
        </div>

        {customizing ? (
          <fieldset
            id={detailsId}
            className="mt-4 flex flex-col gap-3 rounded-xl border border-border p-4"
          >
            <legend className="px-1 text-sm font-semibold">Choose what we may store</legend>
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                id={`${detailsId}-necessary`}
                checked
                disabled
                className="mt-1 size-4 accent-royal-800"
              />
              <label htmlFor={`${detailsId}-necessary`} className="text-sm">
                <span className="font-medium">Strictly necessary</span> (always on)
                <span className="block text-muted-foreground">
                  Your sign-in session, age confirmation and these privacy choices.
                </span>
              </label>
            </div>
            {categories.map((category) => (
              <div key={category.key} className="flex items-start gap-3">
                <input
                  type="checkbox"
                  id={`${detailsId}-${category.key}`}
                  checked={choices[category.key]}
                  onChange={(event) =>
                    setChoices((current) => ({ ...current, [category.key]: event.target.checked }))
                  }
                  className="mt-1 size-4 accent-royal-800"
                />
                <label htmlFor={`${detailsId}-${category.key}`} className="text-sm">
                  <span className="font-medium">{category.label}</span>
                  <span className="block text-muted-foreground">{category.description}</span>
                </label>
              </div>
            ))}
          </fieldset>
        ) : null}

        <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
          <Button
            variant="ghost"
            className="sm:mr-auto"
            aria-expanded={customizing}
            aria-controls={customizing ? detailsId : undefined}
            onClick={() => setCustomizing((value) => !value)}
          >
            Customize
          </Button>
          <Button
            variant="outline"
            onClick={() => save({ analytics: false, marketing: false, functional: false })}
          >
            Reject All
          </Button>
          <Button variant="outline" onClick={() => save(choices)}>
            Accept Selected
          </Button>
          <Button onClick={() => save({ analytics: true, marketing: true, functional: true })}>
            Accept All
          </Button>
        </div>
      </div>
    </div>
  );
}
