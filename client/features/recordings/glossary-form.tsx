import { useEffect, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Save, Trash2 } from "lucide-react";
import { glossarySchema, maxGlossaryEntries, type Glossary } from "@shared/recordings/api";
import { serverMessage } from "../../lib/api";
import { showServerFieldErrors } from "../../lib/form";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { useGlossary, useSaveGlossary } from "../../api/recordings";

/** The form, once the saved glossary has loaded (its default values are the saved entries). */
function GlossaryEditor({ saved }: { saved: Glossary }) {
  const save = useSaveGlossary();
  const form = useForm<Glossary>({ resolver: zodResolver(glossarySchema), defaultValues: saved });
  const rows = useFieldArray({ control: form.control, name: "entries" });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [savedCount, setSavedCount] = useState<number | null>(null);

  useEffect(() => {
    if (isDirty) setSavedCount(null);
  }, [isDirty]);

  const onSubmit = form.handleSubmit(async (values) => {
    setSavedCount(null);
    try {
      const glossary = await save.mutateAsync(values);
      form.reset(glossary);
      setSavedCount(glossary.entries.length);
    } catch (error) {
      const names = values.entries.flatMap((_, index) => [
        `entries.${index}.heard` as const,
        `entries.${index}.correct` as const,
      ]);
      if (!showServerFieldErrors(error, form.setError, ["entries", ...names]))
        form.setError("root", {
          message: serverMessage(error, "The glossary could not be saved. Please try again."),
        });
    }
  });

  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={(event) => void onSubmit(event)}>
      {rows.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">No corrections yet.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Corrections">
          {rows.fields.map((row, index) => (
            <li
              key={row.id}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-2 gap-y-2 border-b border-border pb-3 last:border-b-0 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto]"
            >
              <FormField
                label={
                  <>
                    Heard as<span className="sr-only"> (correction {index + 1})</span>
                  </>
                }
                error={errors.entries?.[index]?.heard?.message}
              >
                <Input autoComplete="off" {...form.register(`entries.${index}.heard`)} />
              </FormField>
              <div className="max-sm:col-start-1 max-sm:row-start-2">
                <FormField
                  label={
                    <>
                      Write as<span className="sr-only"> (correction {index + 1})</span>
                    </>
                  }
                  error={errors.entries?.[index]?.correct?.message}
                >
                  <Input autoComplete="off" {...form.register(`entries.${index}.correct`)} />
                </FormField>
              </div>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label={`Remove correction ${index + 1}`}
                className="max-sm:col-start-2 max-sm:row-span-2 max-sm:row-start-1 max-sm:self-center"
                onClick={() => rows.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      {errors.entries?.message ? <FormAlert>{errors.entries.message}</FormAlert> : null}
      {errors.entries?.root?.message ? <FormAlert>{errors.entries.root.message}</FormAlert> : null}
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      {savedCount !== null ? (
        <p role="status" className="text-sm text-muted-foreground">
          Glossary saved: {savedCount === 1 ? "1 correction" : `${savedCount} corrections`}.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={rows.fields.length >= maxGlossaryEntries}
          onClick={() => rows.append({ heard: "", correct: "" })}
        >
          <Plus aria-hidden="true" /> Add a correction
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          <Save aria-hidden="true" /> Save the glossary
        </Button>
      </div>
    </form>
  );
}

/**
 * The account's glossary of names and terms: each word as the transcript heard it and as it
 * should be written, corrected in every transcript imported or transcribed after it is saved.
 */
export function GlossaryPanel() {
  const glossary = useGlossary();
  return (
    <section
      aria-labelledby="glossary-title"
      className="flex max-w-3xl flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-6"
    >
      <h2 id="glossary-title" className="text-lg font-semibold">
        Names and terms to correct
      </h2>
      <p className="text-sm text-muted-foreground">
        Applies to transcripts imported or transcribed after you save; those already here stay as
        they are.
      </p>
      {glossary.isLoading ? (
        <Spinner label="Loading your glossary..." />
      ) : glossary.isError || !glossary.data ? (
        <FormAlert>
          {serverMessage(glossary.error, "Your glossary could not be loaded. Please try again.")}
        </FormAlert>
      ) : (
        <GlossaryEditor saved={glossary.data} />
      )}
    </section>
  );
}
