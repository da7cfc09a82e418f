import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { FormAlert } from "../../components/ui/form-alert";
import { FileUp } from "lucide-react";
import { maxManuscriptCharacters } from "@shared/tools/week-pack/definition";
import { useLibrary } from "../../api/library";
import { serverMessage, ApiError } from "../../lib/api";
import { showServerFieldErrors } from "../../lib/form";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { uploadManuscript } from "../../api/documents";
import { RecordingSource } from "./recording-source";
import { createPack } from "../../api/packs";
import { packSourceSchema, type PackView } from "@shared/tools/week-pack/schemas";

/**
 * Both sources' fields, kept while the pastor switches between them; the one chosen is
 * given to the shared schema.
 */
const sourceFormSchema = z.object({
  source: z
    .object({
      kind: z.enum(["library", "text"]),
      id: z.string(),
      text: z.string(),
      filename: z.string().optional(),
    })
    .transform(({ kind, id, text, filename }) =>
      kind === "library" ? { kind, id } : { kind, text, ...(filename ? { filename } : {}) },
    )
    .pipe(packSourceSchema),
});
type SourceForm = z.input<typeof sourceFormSchema>;

/** Step 1: a sermon from My Content, or the pastor's own manuscript (pasted or uploaded). */
export function SourceStep({
  initialSermon,
  onPack,
}: {
  initialSermon: string | null;
  onPack: (pack: PackView) => void;
}) {
  const form = useForm<SourceForm, unknown, z.output<typeof sourceFormSchema>>({
    resolver: zodResolver(sourceFormSchema),
    defaultValues: {
      source: { kind: initialSermon ? "library" : "text", id: initialSermon ?? "", text: "" },
    },
  });
  const [kind, filename] = useWatch({
    control: form.control,
    name: ["source.kind", "source.filename"],
  });
  const errors = form.formState.errors.source;
  const [fileError, setFileError] = useState("");
  const [message, setMessage] = useState("");
  const [reading, setReading] = useState(false);
  const busy = reading || form.formState.isSubmitting;
  const sermons = useLibrary({ q: "", type: "sermon", page: 1, pageSize: 50 }, kind === "library");
  const takeManuscript = (text: string, name: string | undefined) => {
    form.clearErrors();
    form.setValue("source.kind", "text");
    form.setValue("source.text", text);
    form.setValue("source.filename", name);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setFileError("");
    setMessage("");
    setReading(true);
    try {
      const read = await uploadManuscript(file);
      takeManuscript(read.text, read.filename);
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      setFileError(fields?.file ?? serverMessage(error, "That file could not be read."));
    } finally {
      setReading(false);
    }
  };

  const submit = form.handleSubmit(async ({ source }) => {
    setMessage("");
    try {
      onPack(await createPack(source));
    } catch (error) {
      showServerFieldErrors(error, form.setError, ["source.id", "source.text"]);
      setMessage(serverMessage(error, "The outline could not be read. Please try again."));
    }
  });

  const options = (sermons.data?.items ?? []).map((item) => ({
    value: item.id,
    label: `${item.title}${item.scripture ? ` — ${item.scripture}` : ""}`,
  }));

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
      noValidate
    >
      <h2 className="text-xl font-semibold text-royal-900 dark:text-royal-100">
        1. Start from a sermon
      </h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Where the sermon comes from</legend>
        {(
          [
            ["library", "A sermon from My Content"],
            ["text", "My own manuscript"],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className={`cursor-pointer rounded-full border px-4 py-2 text-sm ${kind === value ? "border-royal-700 bg-royal-50 font-semibold text-royal-900 dark:bg-royal-900 dark:text-royal-50" : "border-border"}`}
          >
            <input
              type="radio"
              name="kind"
              value={value}
              checked={kind === value}
              onChange={() => form.setValue("source.kind", value)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <RecordingSource
        onManuscript={(manuscript) => takeManuscript(manuscript.text, manuscript.filename)}
      />
      {kind === "library" ? (
        <FormField
          label="Saved sermon"
          error={errors?.id?.message}
          hint={
            sermons.data && options.length === 0
              ? "No saved sermons yet: write one with the Sermon Builder, or use your own manuscript."
              : undefined
          }
        >
          <Select
            options={options}
            placeholder="Choose a sermon…"
            {...form.register("source.id")}
          />
        </FormField>
      ) : (
        <>
          <FormField label="Upload a manuscript (.docx or .txt)" error={fileError || undefined}>
            <input
              type="file"
              accept=".docx,.txt,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain"
              onChange={(event) => void upload(event.target.files?.[0])}
              className="text-sm file:mr-3 file:rounded-lg file:border file:border-border file:bg-muted file:px-3 file:py-2"
            />
          </FormField>
          <FormField
            label="Or paste the sermon"
            error={errors?.text?.message}
            hint={
              filename
                ? `Read from ${filename}. You can edit it here.`
                : "Include the main passage (such as Romans 5:1-5) and the points as headings or a numbered list."
            }
          >
            <Textarea
              rows={10}
              maxLength={maxManuscriptCharacters}
              {...form.register("source.text")}
            />
          </FormField>
        </>
      )}
      {message ? <FormAlert>{message}</FormAlert> : null}
      <div>
        <Button type="submit" disabled={busy}>
          <FileUp aria-hidden="true" /> {busy ? "Reading…" : "Read the outline"}
        </Button>
      </div>
    </form>
  );
}
