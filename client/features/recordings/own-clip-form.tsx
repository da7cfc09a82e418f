import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Clapperboard } from "lucide-react";
import { formatTimestamp, type ClipRenderJob } from "@shared/recordings/api";
import { ApiError, serverMessage } from "../../lib/api";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { startClipRender } from "../../api/recordings";
import { ownClipFormSchema, readOwnClip } from "./own-clip-times";

/**
 * A clip of the pastor's own, besides the suggested ones: its start and end typed (within the
 * recording, 30–90 s), rendered as the suggested clips are, its captions being what is said
 * between those times.
 */
export function OwnClipForm({
  transcriptId,
  durationMs,
  busy,
  onStarted,
}: {
  transcriptId: string;
  durationMs: number;
  busy: boolean;
  onStarted: (job: ClipRenderJob) => void;
}) {
  const schema = useMemo(() => ownClipFormSchema(durationMs), [durationMs]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { start: "", end: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const read = readOwnClip(values.start, values.end, durationMs);
    if ("errors" in read) return;
    try {
      const { job } = await startClipRender(transcriptId, read);
      if (job) onStarted(job);
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      if (fields?.start) form.setError("start", { message: fields.start });
      if (fields?.end) form.setError("end", { message: fields.end });
      if (!fields?.start && !fields?.end)
        form.setError("root", {
          message: serverMessage(error, "The clip could not be started. Please try again."),
        });
    }
  });

  return (
    <section
      aria-labelledby="own-clip-title"
      className="flex flex-col gap-3 rounded-xl border border-dashed border-border bg-card p-4"
    >
      <h4 id="own-clip-title" className="font-semibold">
        A clip of your own
      </h4>
      <p className="text-sm text-muted-foreground">
        Any 30 to 90 seconds of the recording (it lasts {formatTimestamp(durationMs)}), with what is
        said in them as captions.
      </p>
      <form noValidate className="flex flex-col gap-3" onSubmit={(event) => void onSubmit(event)}>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Your clip's start" error={errors.start?.message} hint="e.g. 12:30">
            <Input autoComplete="off" {...form.register("start")} />
          </FormField>
          <FormField label="Your clip's end" error={errors.end?.message} hint="e.g. 13:15">
            <Input autoComplete="off" {...form.register("end")} />
          </FormField>
        </div>
        {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
        <Button type="submit" disabled={busy || isSubmitting} className="self-start">
          <Clapperboard aria-hidden="true" /> Render your clip as a video
        </Button>
      </form>
    </section>
  );
}
