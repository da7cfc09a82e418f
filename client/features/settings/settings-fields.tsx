import type { ReactNode } from "react";
import { FormField } from "../../components/ui/form-field";

export interface Choice {
  value: string;
  label: string;
}

export function SelectField({
  label,
  value,
  options,
  error,
  hint,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly Choice[];
  error?: string | undefined;
  hint?: ReactNode;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} error={error} hint={hint}>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-10 w-full rounded-lg border border-border bg-card px-3 py-2 text-base"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** An on/off setting: a real checkbox styled as a switch, with its label and help. */
export function SwitchField({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-start justify-between gap-4 rounded-xl border border-border p-4">
      <span className="flex flex-col gap-0.5">
        <span className="font-medium">{label}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="relative mt-1 h-6 w-11 shrink-0 rounded-full bg-muted-foreground/35 ring-offset-2 transition-colors peer-checked:bg-royal-700 peer-focus-visible:ring-2 peer-focus-visible:ring-royal-500 after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
    </label>
  );
}

export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-7"
    >
      <div>
        <h2 id={id} className="text-xl font-semibold text-royal-900 dark:text-royal-100">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
