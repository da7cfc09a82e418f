import { useState, type FormEvent } from "react";
import { FormAlert } from "../../components/ui/form-alert";
import { Plus, Sparkles, X } from "lucide-react";
import { ageBands, outlineLimits } from "@shared/tools/week-pack/definition";
import type { PackOutline } from "@shared/tools/week-pack/schemas";
import { ApiError, serverMessage } from "../../lib/api";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";

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
  const [outline, setOutline] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const set = <K extends keyof PackOutline>(key: K, value: PackOutline[K]) =>
    setOutline({ ...outline, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage("");
    try {
      await onConfirm({ ...outline, points: outline.points.filter((point) => point.trim()) });
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.body?.fields ?? {}) : {});
      setMessage(serverMessage(error, "The outline could not be saved. Please try again."));
    }
  };
  const fieldError = (key: string) => errors[`outline.${key}`];

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
        <FormField label="Sermon title" error={fieldError("title")}>
          <Input
            value={outline.title}
            maxLength={outlineLimits.title}
            onChange={(event) => set("title", event.target.value)}
          />
        </FormField>
        <FormField label="Main passage" error={fieldError("passage")}>
          <Input
            value={outline.passage}
            maxLength={outlineLimits.passage}
            onChange={(event) => set("passage", event.target.value)}
          />
        </FormField>
      </div>
      <FormField label="Big idea" error={fieldError("bigIdea")}>
        <Textarea
          rows={2}
          value={outline.bigIdea}
          maxLength={outlineLimits.bigIdea}
          onChange={(event) => set("bigIdea", event.target.value)}
        />
      </FormField>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">Points</legend>
        {outline.points.map((point, index) => (
          <div key={index} className="flex items-start gap-2">
            <span className="mt-2 w-5 text-sm font-semibold text-muted-foreground">
              {index + 1}.
            </span>
            <Textarea
              aria-label={`Point ${index + 1}`}
              rows={2}
              value={point}
              maxLength={outlineLimits.point}
              onChange={(event) =>
                set(
                  "points",
                  outline.points.map((old, at) => (at === index ? event.target.value : old)),
                )
              }
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove point ${index + 1}`}
              disabled={outline.points.length <= outlineLimits.points.min}
              onClick={() =>
                set(
                  "points",
                  outline.points.filter((_, at) => at !== index),
                )
              }
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        ))}
        {fieldError("points") ? (
          <p className="text-sm text-destructive">{fieldError("points")}</p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={outline.points.length >= outlineLimits.points.max}
            onClick={() => set("points", [...outline.points, ""])}
          >
            <Plus aria-hidden="true" /> Add a point
          </Button>
        </div>
      </fieldset>
      <FormField label="Call to action" error={fieldError("callToAction")}>
        <Textarea
          rows={2}
          value={outline.callToAction}
          maxLength={outlineLimits.callToAction}
          onChange={(event) => set("callToAction", event.target.value)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="This week's details (optional)"
          error={fieldError("notes")}
          hint="Dates, events, names: the email and posts use them."
        >
          <Textarea
            rows={2}
            value={outline.notes}
            maxLength={outlineLimits.notes}
            onChange={(event) => set("notes", event.target.value)}
          />
        </FormField>
        <FormField label="Children's lesson for" error={fieldError("ageBand")}>
          <Select
            options={ageBands}
            value={outline.ageBand}
            onChange={(event) => set("ageBand", event.target.value)}
          />
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
