import { useState } from "react";
import { useFieldArray, useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { FormAlert } from "../../components/ui/form-alert";
import { Plus, Sparkles, X } from "lucide-react";
import { ageBands, outlineLimits } from "@shared/tools/week-pack/definition";
import { packOutlineSchema, type PackOutline } from "@shared/tools/week-pack/schemas";
import { ApiError, serverMessage } from "../../lib/api";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";

/**
 * The outline as the form holds it: each point an entry of the field array; points left
 * empty are dropped before the shared schema checks the rest.
 */
const outlineFormSchema = packOutlineSchema.extend({
  points: z
    .array(z.object({ text: z.string() }))
    .transform((points) => points.map((point) => point.text).filter((text) => text.trim()))
    .pipe(packOutlineSchema.shape.points),
});
type OutlineForm = z.input<typeof outlineFormSchema>;

/** Step 2: the passage, big idea and points read from the source, for the pastor to confirm. */
export function OutlineStep({
  outline: initial,
  notes,
  busy,
  onConfirm,
}: {
  outline: PackOutline;
  notes: string[];
  busy: boolean;
  onConfirm: (outline: PackOutline) => Promise<void>;
}) {
  const form = useForm<OutlineForm, unknown, PackOutline>({
    resolver: zodResolver(outlineFormSchema),
    defaultValues: { ...initial, points: initial.points.map((text) => ({ text })) },
  });
  const points = useFieldArray({ control: form.control, name: "points" });
  const errors = form.formState.errors;
  const [message, setMessage] = useState("");

  const submit = form.handleSubmit(async (outline) => {
    setMessage("");
    try {
      await onConfirm(outline);
    } catch (error) {
      // The server names fields as "outline.title", "outline.points"…
      const fields = error instanceof ApiError ? (error.body?.fields ?? {}) : {};
      for (const [name, text] of Object.entries(fields))
        if (name.startsWith("outline."))
          form.setError(name.slice("outline.".length) as FieldPath<OutlineForm>, {
            message: text,
          });
      setMessage(serverMessage(error, "The outline could not be saved. Please try again."));
    }
  });
  const pointsError = errors.points?.message ?? errors.points?.root?.message;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 className="text-xl font-semibold text-royal-900 dark:text-royal-100">
        2. Confirm what the week is built on
      </h2>
      {notes.length > 0 ? (
        <ul className="list-disc rounded-lg bg-gold-100 py-3 pl-8 pr-4 text-sm text-royal-950">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Sermon title" error={errors.title?.message}>
          <Input maxLength={outlineLimits.title} {...form.register("title")} />
        </FormField>
        <FormField label="Main passage" error={errors.passage?.message}>
          <Input maxLength={outlineLimits.passage} {...form.register("passage")} />
        </FormField>
      </div>
      <FormField label="Big idea" error={errors.bigIdea?.message}>
        <Textarea rows={2} maxLength={outlineLimits.bigIdea} {...form.register("bigIdea")} />
      </FormField>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">Points</legend>
        {points.fields.map((point, index) => (
          <div key={point.id} className="flex items-start gap-2">
            <span className="mt-2 w-5 text-sm font-semibold text-muted-foreground">
              {index + 1}.
            </span>
            <Textarea
              aria-label={`Point ${index + 1}`}
              rows={2}
              maxLength={outlineLimits.point}
              aria-invalid={errors.points?.[index] ? true : undefined}
              {...form.register(`points.${index}.text`)}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove point ${index + 1}`}
              disabled={points.fields.length <= outlineLimits.points.min}
              onClick={() => points.remove(index)}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        ))}
        {pointsError ? <p className="text-sm text-destructive">{pointsError}</p> : null}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={points.fields.length >= outlineLimits.points.max}
            onClick={() => points.append({ text: "" })}
          >
            <Plus aria-hidden="true" /> Add a point
          </Button>
        </div>
      </fieldset>
      <FormField label="Call to action" error={errors.callToAction?.message}>
        <Textarea
          rows={2}
          maxLength={outlineLimits.callToAction}
          {...form.register("callToAction")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="This week's details (optional)"
          error={errors.notes?.message}
          hint="Dates, events, names: the email and posts use them."
        >
          <Textarea rows={2} maxLength={outlineLimits.notes} {...form.register("notes")} />
        </FormField>
        <FormField label="Children's lesson for" error={errors.ageBand?.message}>
          <Select options={ageBands} {...form.register("ageBand")} />
        </FormField>
      </div>
      {message ? <FormAlert>{message}</FormAlert> : null}
      <div>
        <Button type="submit" disabled={busy}>
          <Sparkles aria-hidden="true" /> {busy ? "Writing the week…" : "Write the week"}
        </Button>
      </div>
    </form>
  );
}
