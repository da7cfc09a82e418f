import { useState, type FormEvent } from "react";
import { FormAlert } from "../../components/ui/form-alert";
import { FileUp } from "lucide-react";
import { maxManuscriptCharacters } from "@shared/tools/week-pack/definition";
import { useLibrary } from "../../api/library";
import { serverMessage, ApiError } from "../../lib/api";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { uploadManuscript } from "../../api/documents";
import { RecordingSource } from "./recording-source";
import { createPack, type PackSourceInput } from "../../api/packs";
import type { PackView } from "@shared/tools/week-pack/schemas";

type Kind = "library" | "text";

/** Step 1: a sermon from My Content, or the pastor's own manuscript (pasted or uploaded). */
export function SourceStep({
  initialSermon,
  onPack,
}: {
  initialSermon: string | null;
  onPack: (pack: PackView) => void;
}) {
  const [kind, setKind] = useState<Kind>(initialSermon ? "library" : "text");
  const [sermonId, setSermonId] = useState(initialSermon ?? "");
  const [text, setText] = useState("");
  const [filename, setFilename] = useState<string | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const sermons = useLibrary({ q: "", type: "sermon", page: 1, pageSize: 50 }, kind === "library");

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setErrors({});
    setMessage("");
    setBusy(true);
    try {
      const read = await uploadManuscript(file);
      setText(read.text);
      setFilename(read.filename);
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      setErrors({ file: fields?.file ?? serverMessage(error, "That file could not be read.") });
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage("");
    const source: PackSourceInput =
      kind === "library"
        ? { kind, id: sermonId }
        : { kind, text, ...(filename ? { filename } : {}) };
    if (kind === "library" && !sermonId) return setErrors({ "source.id": "Choose a sermon." });
    setBusy(true);
    try {
      onPack(await createPack(source));
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.body?.fields ?? {}) : {});
      setMessage(serverMessage(error, "The outline could not be read. Please try again."));
    } finally {
      setBusy(false);
    }
  };

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
              onChange={() => setKind(value)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <RecordingSource
        onManuscript={(manuscript) => {
          setErrors({});
          setKind("text");
          setText(manuscript.text);
          setFilename(manuscript.filename);
        }}
      />
      {kind === "library" ? (
        <FormField
          label="Saved sermon"
          error={errors["source.id"]}
          hint={
            sermons.data && options.length === 0
              ? "No saved sermons yet: write one with the Sermon Builder, or use your own manuscript."
              : undefined
          }
        >
          <Select
            options={options}
            placeholder="Choose a sermon…"
            value={sermonId}
            onChange={(event) => setSermonId(event.target.value)}
          />
        </FormField>
      ) : (
        <>
          <FormField label="Upload a manuscript (.docx or .txt)" error={errors.file}>
            <input
              type="file"
              accept=".docx,.txt,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain"
              onChange={(event) => void upload(event.target.files?.[0])}
              className="text-sm file:mr-3 file:rounded-lg file:border file:border-border file:bg-muted file:px-3 file:py-2"
            />
          </FormField>
          <FormField
            label="Or paste the sermon"
            error={errors["source.text"]}
            hint={
              filename
                ? `Read from ${filename}. You can edit it here.`
                : "Include the main passage (such as Romans 5:1-5) and the points as headings or a numbered list."
            }
          >
            <Textarea
              rows={10}
              value={text}
              maxLength={maxManuscriptCharacters}
              onChange={(event) => setText(event.target.value)}
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
