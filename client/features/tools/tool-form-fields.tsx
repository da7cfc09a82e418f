import type { ReactElement, ReactNode, SelectHTMLAttributes } from "react";
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import { ChevronDown } from "lucide-react";
import type { Option } from "@shared/generation/options";
import { cn } from "../../lib/cn";
import { FormField } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";

/** A native select (best on phones and with assistive technology), styled like the inputs. */
function Select({
  options,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { options: readonly Option[] }) {
  return (
    <div className="relative">
      <select
        className={cn(
          "min-h-10 w-full appearance-none rounded-lg border border-border bg-card py-2 pl-3 pr-9 text-base text-foreground disabled:opacity-60 aria-[invalid=true]:border-destructive",
          className,
        )}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}

/** A field label with the required mark. */
function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}{" "}
      <span aria-hidden="true" className="text-destructive">
        *
      </span>
    </>
  );
}

/** What a field uses of its tool's form. */
type FieldForm<T extends FieldValues> = Pick<UseFormReturn<T>, "register" | "formState">;

interface FieldProps<T extends FieldValues> {
  form: FieldForm<T>;
  name: Path<T>;
  label: string;
  hint?: ReactNode;
}

interface TextProps<T extends FieldValues> extends FieldProps<T> {
  maxLength: number;
  placeholder?: string;
  /** Marks the label and the control; the request schema is what enforces it. */
  required?: boolean;
}

/** A FormField (label, hint, error) around a control registered under `name`. */
function BoundField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  children,
}: FieldProps<T> & { required?: boolean; children: ReactElement<Record<string, unknown>> }) {
  // Reading errors through the formState proxy subscribes the form to them.
  const error: FieldError | undefined = get(form.formState.errors, name);
  return (
    <FormField
      label={required ? <Required>{label}</Required> : label}
      error={error?.message}
      hint={hint}
    >
      {children}
    </FormField>
  );
}

export function SelectField<T extends FieldValues>({
  options,
  ...field
}: FieldProps<T> & { options: readonly Option[] }) {
  return (
    <BoundField {...field}>
      <Select options={options} {...field.form.register(field.name)} />
    </BoundField>
  );
}

export function TextField<T extends FieldValues>({
  maxLength,
  placeholder,
  ...field
}: TextProps<T>) {
  return (
    <BoundField {...field}>
      <Input
        autoComplete="off"
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required={field.required ? "true" : undefined}
        {...field.form.register(field.name)}
      />
    </BoundField>
  );
}

export function TextAreaField<T extends FieldValues>({
  rows,
  maxLength,
  placeholder,
  ...field
}: TextProps<T> & { rows: number }) {
  return (
    <BoundField {...field}>
      <Textarea
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required={field.required ? "true" : undefined}
        {...field.form.register(field.name)}
      />
    </BoundField>
  );
}

/**
 * A form with the text field `Name`, for the fields several tools share by name.
 * TypeScript cannot resolve Path<T> for a generic T, hence the casts of those names.
 */
type FormWith<Name extends string> = FieldValues & { [N in Name]?: string };

/** The passage to write from: required by some tools, optional in others. */
export function ScriptureField<T extends FormWith<"scripture">>({
  form,
  required,
  hint,
  placeholder,
}: Pick<TextProps<T>, "form" | "required" | "hint" | "placeholder">) {
  return (
    <TextField
      form={form}
      name={"scripture" as Path<T>}
      label={required ? "Scripture reference" : "Scripture (optional)"}
      required={required}
      hint={hint}
      maxLength={200}
      placeholder={placeholder}
    />
  );
}

/** The optional notes every writing tool ends its form with. */
export function NotesField<T extends FormWith<"notes">>({
  form,
  hint,
  placeholder,
}: Pick<TextProps<T>, "form" | "hint" | "placeholder">) {
  return (
    <TextAreaField
      form={form}
      name={"notes" as Path<T>}
      label="Additional notes (optional)"
      hint={hint}
      rows={3}
      maxLength={2000}
      placeholder={placeholder}
    />
  );
}

const rowColumns = {
  2: "grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2",
  3: "grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3",
};

/** Short fields side by side, except in the narrow form column of mid-sized screens. */
export function FieldRow({ columns, children }: { columns: 2 | 3; children: ReactNode }) {
  return <div className={rowColumns[columns]}>{children}</div>;
}
