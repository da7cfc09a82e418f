import { useEffect, type ReactElement, type ReactNode } from "react";
import {
  get,
  useWatch,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from "react-hook-form";
import type { Option } from "@shared/generation/options";
import type { FieldSpec } from "@shared/tools/define";
import { FormField } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { Select } from "../../components/ui/select";
import { useReferenceCheck } from "../../lib/use-reference-check";

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
type FieldForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  "register" | "formState" | "control" | "setError" | "clearErrors"
>;

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
  /** The browser's own date, time or address input, where the field is one. */
  input?: "date" | "time" | "url" | undefined;
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

function SelectField<T extends FieldValues>({
  options,
  ...field
}: FieldProps<T> & { options: readonly Option[] }) {
  return (
    <BoundField {...field}>
      <Select options={options} {...field.form.register(field.name)} />
    </BoundField>
  );
}

function TextField<T extends FieldValues>({
  maxLength,
  placeholder,
  input,
  ...field
}: TextProps<T>) {
  return (
    <BoundField {...field}>
      <Input
        type={input ?? "text"}
        className="min-w-0"
        autoComplete="off"
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required={field.required ? "true" : undefined}
        {...field.form.register(field.name)}
      />
    </BoundField>
  );
}

function TextAreaField<T extends FieldValues>({
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

/** The error type of a reference found not to exist as it was typed (not the schema's). */
const referenceError = "reference";

/**
 * A scripture field: checked as the pastor types (after a pause) and when they leave it, with
 * the reason the server would refuse it ("Ephesians has 6 chapters…") shown under the field.
 */
function ReferenceField<T extends FieldValues>({ maxLength, placeholder, ...field }: TextProps<T>) {
  const { form, name } = field;
  const value = useWatch({ control: form.control, name }) as unknown;
  const { problem, checkNow } = useReferenceCheck(typeof value === "string" ? value : "");
  const error: FieldError | undefined = get(form.formState.errors, name);
  const shownType = error?.type;
  useEffect(() => {
    if (problem) form.setError(name, { type: referenceError, message: problem });
    else if (shownType === referenceError) form.clearErrors(name);
  }, [problem, shownType, form, name]);
  const registered = form.register(name);
  return (
    <BoundField {...field}>
      <Input
        autoComplete="off"
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required={field.required ? "true" : undefined}
        {...registered}
        onBlur={(event) => {
          checkNow();
          void registered.onBlur(event);
        }}
      />
    </BoundField>
  );
}

const rowColumns = {
  2: "grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2",
  3: "grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3",
};

/** Short fields side by side, except in the narrow form column of mid-sized screens. */
function FieldRow({ columns, children }: { columns: 2 | 3; children: ReactNode }) {
  // A date or time input is as wide as its text at the browser's size: at 200 % text it must
  // still shrink to its column rather than push the page sideways.
  return <div className={cn(rowColumns[columns], "[&>*]:min-w-0")}>{children}</div>;
}

/** One field as its declaration describes it. */
function DeclaredField<T extends FieldValues>({
  form,
  field,
}: {
  form: FieldForm<T>;
  field: FieldSpec;
}) {
  const name = field.name as Path<T>;
  if (field.kind === "select") {
    const offered = field.offered;
    const options = offered
      ? field.options.list.filter((option) => offered.includes(option.value))
      : field.options.list;
    return (
      <SelectField
        form={form}
        name={name}
        label={field.label}
        hint={field.hint}
        options={options}
      />
    );
  }
  const text = {
    form,
    name,
    label: field.label,
    hint: field.hint,
    required: field.required !== undefined,
    maxLength: field.max,
    placeholder: field.placeholder,
  };
  if (field.reference && field.kind === "text") return <ReferenceField {...text} />;
  return field.kind === "textarea" ? (
    <TextAreaField {...text} rows={field.rows ?? 3} />
  ) : (
    <TextField {...text} input={field.input} />
  );
}

/**
 * A writing tool's form fields, from its declaration in order; consecutive fields that
 * share a row sit side by side.
 */
export function ToolFields<T extends FieldValues>({
  form,
  fields,
}: {
  form: FieldForm<T>;
  fields: readonly FieldSpec[];
}) {
  const rows: FieldSpec[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if (field.row && last?.[0]?.row === field.row) last.push(field);
    else rows.push([field]);
  }
  return (
    <>
      {rows.map((row) =>
        row.length === 1 ? (
          <DeclaredField key={row[0]!.name} form={form} field={row[0]!} />
        ) : (
          <FieldRow key={row[0]!.name} columns={row.length === 3 ? 3 : 2}>
            {row.map((field) => (
              <DeclaredField key={field.name} form={form} field={field} />
            ))}
          </FieldRow>
        ),
      )}
    </>
  );
}
