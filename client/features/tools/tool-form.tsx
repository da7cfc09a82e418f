import { useEffect, useMemo, useRef, useState, type FormEventHandler, type ReactNode } from "react";
import { useForm, type Path, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { History, Loader2, Sparkles } from "lucide-react";
import {
  writingTools,
  type ToolRequest,
  type WritingTool,
  type WritingToolKey,
} from "@shared/tools";
import { toolSchemas, type ToolFormValues } from "@shared/tools/schemas";
import { toolFormDefaults } from "@shared/settings/settings";
import type { FieldSpec } from "@shared/tools/define";
import { useSettings } from "../../lib/settings-api";
import { Button } from "../../components/ui/button";
import { useGeneration } from "./use-generation";
import { takeStudyHandoff } from "../../lib/study-handoff";

/** A tool's react-hook-form: the values as typed, the validated request on submit. */
export type ToolForm<K extends WritingToolKey> = UseFormReturn<
  ToolFormValues<K>,
  unknown,
  ToolRequest<K>
>;

/** Each field's default from the tool's declaration: the option default, or empty text. */
export function formDefaults(tool: WritingToolKey): Record<string, unknown> {
  const fields: readonly FieldSpec[] = writingTools[tool].fields;
  return Object.fromEntries(
    fields.map((field) => [field.name, field.kind === "select" ? field.default : ""]),
  );
}

/**
 * Text fields named in the address ("/sermon-builder?scripture=John%202:1-11&topic=…"), so the
 * planner and the tools hub can start a tool on a passage.
 */
function addressPrefill(tool: WritingToolKey): Record<string, string> {
  if (typeof window === "undefined") return {};
  const params = new URLSearchParams(window.location.search);
  const fields: readonly FieldSpec[] = writingTools[tool].fields;
  return Object.fromEntries(
    fields
      .filter((field) => field.kind !== "select" && params.get(field.name)?.trim())
      .map((field) => [field.name, params.get(field.name)!.trim().slice(0, 500)]),
  );
}

/**
 * A writing tool's form and generation together: react-hook-form validated by the
 * request schema (the spec's exact messages), defaults from the tool and the user's Settings
 * (a new request always starts fresh; the last request comes back only through "Use last
 * inputs"), and the server's field errors shown under fields.
 */
export function useToolForm<K extends WritingToolKey>(tool: K) {
  const schema = toolSchemas[tool].request;
  // The user's content preferences (Settings) fill the fields they apply to.
  const settings = useSettings(true).data?.settings;
  const prefill = useMemo(() => addressPrefill(tool), [tool]);
  // Notes sent from the study desk fill the passage and notes once, like an address prefill.
  const [handoff] = useState(() => takeStudyHandoff(tool) ?? {});
  const defaults = useMemo(
    () => ({
      ...formDefaults(tool),
      ...(settings ? toolFormDefaults(settings.content)[tool] : {}),
      ...prefill,
      ...handoff,
    }),
    [settings, tool, prefill, handoff],
  ) as ToolFormValues<K>;
  const form = useForm<ToolFormValues<K>, unknown, ToolRequest<K>>({
    resolver: zodResolver(schema),
    defaultValues: defaults as never,
  });
  // What the form was last filled with, to tell whether the user has started on it.
  const filledWith = useRef<Record<string, unknown>>(defaults as Record<string, unknown>);
  const untouched = () => {
    const current = form.getValues() as Record<string, unknown>;
    return Object.entries(filledWith.current).every(
      ([key, value]) => (current[key] ?? "") === value,
    );
  };
  // A new request starts from the preferences, once they arrive, unless the user has begun.
  // A form already submitted keeps saying what is missing: the refill re-checks it rather than
  // clearing the messages of an empty submit made before the preferences came.
  const { isSubmitted } = form.formState;
  useEffect(() => {
    if (!untouched()) return;
    filledWith.current = defaults as Record<string, unknown>;
    form.reset(defaults as never, { keepIsSubmitted: true, keepSubmitCount: true });
    if (isSubmitted) void form.trigger();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the preferences arrive
  }, [defaults]);
  const generation = useGeneration(tool);
  /** "Use last inputs": the newest draft's request, notes included, only when asked. */
  const restoreLastInputs = generation.lastInputs
    ? () => {
        filledWith.current = { ...defaults, ...generation.lastInputs };
        form.reset(filledWith.current as never);
      }
    : null;
  const onSubmit = form.handleSubmit((values) =>
    generation.generate(values, {
      onFieldErrors: (fields) => {
        for (const name of Object.keys(schema.shape)) {
          const message = fields[name];
          if (message) form.setError(name as Path<ToolFormValues<K>>, { message });
        }
      },
    }),
  );
  return { form, generation, onSubmit, restoreLastInputs };
}

/** The form column: a heading, the fields and the submit button (its label changes while generating). */
export function ToolFormCard({
  ui,
  onSubmit,
  isGenerating,
  onUseLastInputs,
  children,
}: {
  ui: WritingTool;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isGenerating: boolean;
  /** Refills the form with the last request; absent when there is none. */
  onUseLastInputs?: (() => void) | null;
  children: ReactNode;
}) {
  const headingId = `${ui.key}-form-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6 lg:sticky lg:top-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-royal-900 dark:text-royal-100">
        {ui.labels.formHeading}
      </h2>
      {onUseLastInputs ? (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button type="button" variant="outline" size="sm" onClick={onUseLastInputs}>
            <History aria-hidden="true" /> Use last inputs
          </Button>
          <span className="text-xs text-muted-foreground">
            Fills the form with your last request, notes included.
          </span>
        </div>
      ) : null}
      <p className="mt-3 text-sm text-muted-foreground">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
        {children}
        <Button type="submit" size="lg" disabled={isGenerating} className="mt-2 w-full">
          {isGenerating ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {isGenerating ? ui.labels.generating : ui.labels.submit}
        </Button>
      </form>
    </section>
  );
}
