import { useCallback, useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Clapperboard, Download } from "lucide-react";
import {
  clipLengthLimits,
  clipRenderJobStatusSchema,
  formatTimestamp,
  type ClipRenderJob,
  type TranscriptClip,
} from "@shared/recordings/api";
import { ApiError, serverMessage } from "../../lib/api";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { startClipRender, useKeptRecording } from "../../api/recordings";
import { Bar } from "./recording-upload-panel";
import { OwnClipForm } from "./own-clip-form";
import { formatInstant } from "@shared/dates/format";

const progressUrl = "/api/recordings/renders/current/events";

/**
 * The clip being rendered, followed by server-sent events while it works (EventSource; closed
 * as soon as it is done, so the browser does not reconnect to a finished stream).
 */
function useRenderProgress(started: ClipRenderJob | null, onFinished: () => void) {
  const [job, setJob] = useState<ClipRenderJob | null>(started);
  useEffect(() => setJob(started), [started]);
  const working = job?.state === "working";
  useEffect(() => {
    if (!working) return;
    const source = new EventSource(progressUrl);
    source.addEventListener("progress", (event) => {
      const parsed = clipRenderJobStatusSchema.safeParse(
        JSON.parse((event as MessageEvent<string>).data),
      );
      if (!parsed.success) return;
      const next = parsed.data.job;
      setJob(next);
      if (!next || next.state !== "working") {
        source.close();
        onFinished();
      }
    });
    return () => source.close();
  }, [working, onFinished]);
  return job;
}

const seconds = (ms: number) => String(Math.round(ms / 100) / 10);

/** One suggested clip: its words, and its start and end for the pastor to move. */
function ClipCard({
  clip,
  index,
  transcriptId,
  durationMs,
  busy,
  onStarted,
}: {
  clip: TranscriptClip;
  index: number;
  transcriptId: string;
  /** The kept recording's length, or null when there is no recording to cut. */
  durationMs: number | null;
  busy: boolean;
  onStarted: (job: ClipRenderJob) => void;
}) {
  const [start, setStart] = useState(seconds(clip.start));
  const [end, setEnd] = useState(seconds(clip.end));
  const [errors, setErrors] = useState<{ start?: string; end?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const startMs = Math.round(Number(start) * 1000);
  const endMs = Math.round(Number(end) * 1000);
  const lengthSeconds = Number.isFinite(endMs - startMs) ? (endMs - startMs) / 1000 : 0;

  const render = async () => {
    const found: typeof errors = {};
    if (!start.trim() || !Number.isFinite(startMs) || startMs < 0)
      found.start = "Give the start in seconds from the recording's start.";
    if (!end.trim() || !Number.isFinite(endMs)) found.end = "Give the end in seconds.";
    else if (
      endMs - startMs < clipLengthLimits.shortestMs ||
      endMs - startMs > clipLengthLimits.longestMs
    )
      found.end = `A clip lasts ${clipLengthLimits.shortestMs / 1000} to ${clipLengthLimits.longestMs / 1000} seconds; this one lasts ${Math.round(lengthSeconds * 10) / 10}.`;
    else if (durationMs !== null && endMs > durationMs + 500)
      found.end = `The recording ends at ${formatTimestamp(durationMs)}.`;
    setErrors(found);
    if (found.start || found.end) return;
    setSending(true);
    try {
      const { job } = await startClipRender(transcriptId, {
        start: startMs,
        end: endMs,
        hook: clip.hook,
      });
      if (job) onStarted(job);
    } catch (error) {
      const fields = error instanceof ApiError ? error.body?.fields : undefined;
      setErrors({
        start: fields?.start,
        end: fields?.end,
        form:
          fields?.start || fields?.end
            ? undefined
            : serverMessage(error, "The clip could not be started. Please try again."),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-card p-4">
      <p className="font-mono text-xs text-muted-foreground">
        Clip {index + 1} · {formatTimestamp(clip.start)}–{formatTimestamp(clip.end)} (
        {Math.round((clip.end - clip.start) / 1000)} s)
      </p>
      <p className="font-semibold">{clip.hook}</p>
      <p className="text-sm text-muted-foreground">{clip.caption}</p>
      <a
        className="inline-flex items-center gap-1 text-sm text-royal-700 underline dark:text-royal-300"
        href={`/api/recordings/transcripts/${transcriptId}/clips/${index + 1}.srt`}
      >
        <Download aria-hidden="true" className="size-4" /> Captions (.srt)
      </a>
      {durationMs !== null ? (
        <div className="mt-1 flex flex-col gap-3 border-t border-border pt-3">
          <div className="grid grid-cols-2 gap-3">
            <FormField
              label={`Clip ${index + 1} start (seconds)`}
              error={errors.start}
              hint={Number.isFinite(startMs) ? formatTimestamp(Math.max(0, startMs)) : undefined}
            >
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step={0.5}
                value={start}
                onChange={(event) => setStart(event.target.value)}
              />
            </FormField>
            <FormField
              label={`Clip ${index + 1} end (seconds)`}
              error={errors.end}
              hint={
                Number.isFinite(endMs)
                  ? `${formatTimestamp(Math.max(0, endMs))} · ${Math.round(lengthSeconds * 10) / 10} s long`
                  : undefined
              }
            >
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step={0.5}
                value={end}
                onChange={(event) => setEnd(event.target.value)}
              />
            </FormField>
          </div>
          {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
          <Button
            type="button"
            onClick={() => void render()}
            disabled={busy || sending}
            className="self-start"
          >
            <Clapperboard aria-hidden="true" /> Render clip {index + 1} as a video
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The suggested clips with their start and end to adjust, and where the recording is kept,
 * each rendered as a 9:16 video with its captions (or an audiogram), its progress shown as it
 * renders and the file to download once made.
 */
export function ClipChooser({
  transcriptId,
  clips,
  chosenBy,
}: {
  transcriptId: string;
  clips: TranscriptClip[];
  /** Who chose the suggestions: the site's AI model, or this server's own ranking. */
  chosenBy: "model" | "offline";
}) {
  const client = useQueryClient();
  const kept = useKeptRecording(transcriptId, true);
  const [started, setStarted] = useState<ClipRenderJob | null>(null);
  const view = kept.data;
  const onFinished = useCallback(
    () => void client.invalidateQueries({ queryKey: ["kept-recording", transcriptId] }),
    [client, transcriptId],
  );
  const job = useRenderProgress(started ?? view?.job ?? null, onFinished);
  const recording = view?.recording ?? null;
  const rendered = (view?.renders ?? []).filter((render) => render.state === "done");

  return (
    <>
      <p className="text-sm text-muted-foreground">
        Moments of 30–90 seconds that stand on their own, chosen from the transcript{" "}
        {chosenBy === "model"
          ? "by this site's AI model, among moments the server had checked (no private asides, no misquoted verses); it also wrote the hook lines."
          : "by this server itself, without an AI model: it ranks the sentences that say most of the sermon's message, and leaves out private asides and misquoted verses."}{" "}
        {recording
          ? `Move a clip's start or end if you like, then render it as a vertical video (9:16) ${recording.hasVideo ? "with its captions drawn on" : "with its captions and your church's name over the sound's wave"}. The recording is kept until ${formatInstant(recording.expiresAt, "shortDate")}.`
          : kept.isLoading
            ? ""
            : "This transcript has no recording kept (it came from a captions file, or its time here has passed), so clips are given as times and captions (.srt) for your video editor."}
      </p>
      {job && job.state === "working" ? (
        <div role="status" className="rounded-xl border border-border bg-card p-4">
          <Bar
            label={`Rendering the clip ${formatTimestamp(job.start)}–${formatTimestamp(job.end)}`}
            value={job.progress}
          />
        </div>
      ) : job?.state === "failed" ? (
        <FormAlert>{job.message ?? "The clip could not be made."}</FormAlert>
      ) : null}
      {rendered.length > 0 ? (
        <section aria-labelledby="rendered-title" className="flex flex-col gap-2">
          <h4 id="rendered-title" className="text-sm font-semibold">
            Clip videos ready
          </h4>
          <ul className="flex flex-col gap-2">
            {rendered.map((render) => (
              <li key={render.id}>
                <a
                  href={render.url}
                  download
                  className="inline-flex items-center gap-2 rounded-lg border border-border bg-card px-3 py-2 text-sm font-medium text-royal-800 underline dark:text-royal-200"
                >
                  <Download aria-hidden="true" className="size-4" />
                  Download the clip {formatTimestamp(render.start)}–{formatTimestamp(render.end)}{" "}
                  (MP4
                  {render.bytes ? `, ${(render.bytes / 1024 / 1024).toFixed(1)} MB` : ""})
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ol className="flex flex-col gap-3">
        {clips.map((clip, index) => (
          <ClipCard
            key={clip.start}
            clip={clip}
            index={index}
            transcriptId={transcriptId}
            durationMs={recording?.durationMs ?? null}
            busy={job?.state === "working"}
            onStarted={setStarted}
          />
        ))}
      </ol>
      {recording ? (
        <OwnClipForm
          transcriptId={transcriptId}
          durationMs={recording.durationMs}
          busy={job?.state === "working"}
          onStarted={setStarted}
        />
      ) : null}
    </>
  );
}
