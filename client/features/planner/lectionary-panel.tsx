import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Download, Trash2, Upload } from "lucide-react";
import exampleCsv from "@shared/church-year/lectionary-example.csv?raw";
import { lectionaryImportSchema, lectionaryLimits } from "@shared/church-year/api";
import { useDeleteLectionary, useImportLectionary, useLectionaryTable } from "../../api/calendar";
import { ApiError, serverMessage } from "../../lib/api";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { FormField } from "../../components/ui/form-field";
import { Input, Textarea } from "../../components/ui/input";
import { formatInstant } from "@shared/dates/format";

const exampleHref = `data:text/csv;charset=utf-8,${encodeURIComponent(exampleCsv)}`;

/** Import (or replace, or delete) the church's own lectionary table, as CSV. */
export function LectionaryPanel() {
  const table = useLectionaryTable();
  const importTable = useImportLectionary();
  const deleteTable = useDeleteLectionary();
  // Named "Our lectionary" until the pastor names it, or a file's name does.
  const form = useForm({
    resolver: zodResolver(lectionaryImportSchema),
    defaultValues: { name: "Our lectionary", csv: "" },
  });
  const { errors: fieldErrors } = form.formState;
  const csv = useWatch({ control: form.control, name: "csv" });
  const [fileNote, setFileNote] = useState("");
  const current = table.data?.table;
  const errors =
    importTable.error instanceof ApiError
      ? Object.values(importTable.error.body?.fields ?? {})
      : [];

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > lectionaryLimits.csvChars) {
      setFileNote(`${file.name} is larger than ${lectionaryLimits.csvChars / 1000} KB.`);
      return;
    }
    form.setValue("csv", await file.text());
    setFileNote(`${file.name} loaded; check it below, then import.`);
    if (!form.getFieldState("name").isDirty)
      form.setValue("name", file.name.replace(/\.csv$/i, ""));
  };

  const submit = form.handleSubmit((input) =>
    importTable.mutate(input, {
      onSuccess: () => {
        form.setValue("csv", "");
        setFileNote("");
      },
    }),
  );

  return (
    <section
      id="lectionary"
      aria-labelledby="lectionary-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2
          id="lectionary-title"
          className="text-xl font-semibold text-royal-900 dark:text-royal-100"
        >
          Your lectionary
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
          Import your church&rsquo;s lectionary table to see each Sunday&rsquo;s readings here and
          on the tools hub. Kingdom Tools does not ship the Revised Common Lectionary: its table is
          copyrighted and its permission covers congregations, not a commercial service, so your
          church imports the table it uses.
        </p>
      </div>
      {current ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-muted p-4 text-sm">
          <p>
            <span className="font-semibold">{current.name}</span>: {current.rows.length} rows,
            imported {formatInstant(current.importedAt, "shortDate")}.
          </p>
          <Button
            variant="ghost-destructive"
            size="sm"
            disabled={deleteTable.isPending}
            onClick={() => {
              if (window.confirm(`Delete the lectionary table “${current.name}”?`))
                deleteTable.mutate();
            }}
          >
            <Trash2 aria-hidden="true" /> Delete table
          </Button>
        </div>
      ) : table.isSuccess ? (
        <p className="text-sm">No table imported yet.</p>
      ) : null}
      <details className="rounded-xl border border-border p-4 text-sm">
        <summary className="cursor-pointer font-medium">The CSV format</summary>
        <p className="mt-2 leading-relaxed">
          One row per day, with the header{" "}
          <code className="break-all">year,day,first_reading,psalm,second_reading,gospel</code>.{" "}
          <strong>year</strong> is A, B, C or all; <strong>day</strong> is a key such as advent-1,
          christmas-day, lent-3, palm-sunday, easter-day, pentecost, trinity, proper-12 or
          christ-the-king; each reading is a reference such as Isaiah 9:2-7. A reading may be left
          empty. Every row is checked; if any row is wrong nothing is imported and each problem is
          listed by row. Up to {lectionaryLimits.rows} rows.
        </p>
        <a
          href={exampleHref}
          download="lectionary-example.csv"
          className="mt-2 inline-flex items-center gap-1 font-medium text-royal-700 underline dark:text-royal-300"
        >
          <Download className="size-4" aria-hidden="true" /> Example file (six rows, our own choice
          of readings)
        </a>
      </details>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
        <FormField label="Table name" error={fieldErrors.name?.message}>
          <Input
            maxLength={lectionaryLimits.nameChars}
            placeholder="e.g. Our lectionary 2026"
            {...form.register("name")}
          />
        </FormField>
        <label className="flex flex-col gap-1 text-sm font-medium">
          CSV file
          <input
            type="file"
            accept=".csv,text/csv"
            className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-1.5"
            onChange={(event) => void readFile(event.target.files?.[0])}
          />
        </label>
        {fileNote ? (
          <p className="text-sm text-muted-foreground" role="status">
            {fileNote}
          </p>
        ) : null}
        <FormField label="Or paste the CSV" error={fieldErrors.csv?.message}>
          <Textarea
            rows={5}
            placeholder="year,day,first_reading,psalm,second_reading,gospel"
            {...form.register("csv")}
          />
        </FormField>
        {importTable.isError ? (
          <FormAlert>
            <p className="font-semibold">
              {serverMessage(importTable.error, "The table could not be imported.")}
            </p>
            {errors.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            ) : null}
          </FormAlert>
        ) : null}
        {importTable.isSuccess ? (
          <FormAlert tone="info">
            Imported {importTable.data.table?.rows.length ?? 0} rows.
          </FormAlert>
        ) : null}
        <div>
          <Button type="submit" disabled={!csv.trim() || importTable.isPending}>
            <Upload aria-hidden="true" /> {current ? "Replace table" : "Import table"}
          </Button>
        </div>
      </form>
    </section>
  );
}
