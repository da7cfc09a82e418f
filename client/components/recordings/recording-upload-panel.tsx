import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { recordingExtensions } from "@shared/recordings/api";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { useRecordingJob } from "../../api/recordings";
import { refusedByName, uploadRecording } from "./recording-upload";

type Upload =
  | { state: "idle" }
  | { state: "sending"; filename: string; sent: number; total: number }
  | { state: "sent"; filename: string; uploadId: string };

const stageLabels = {
  checking: "Checking that it is a recording",
  measuring: "Measuring its length",
  extracting: "Taking out the audio",
  splitting: "Cutting it at its silences",
  transcribing: "Transcribing",
} as const;

export function Bar({ label, value }: { label: string; value: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="font-mono text-muted-foreground">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-royal-700 transition-[width] dark:bg-royal-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The recording itself uploaded from the page (phone or desktop) in resumable parts, with a
 * progress bar, then how its preparation and transcription are going (server-sent events while
 * the server works on it). Shown as a plain sentence where the server has no
 * transcription provider.
 */
export function RecordingUploadPanel({ onTranscript }: { onTranscript: (id: string) => void }) {
  const client = useQueryClient();
  const [upload, setUpload] = useState<Upload>({ state: "idle" });
  const [refused, setRefused] = useState<string | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const status = useRecordingJob(upload.state === "sent");
  const job = status.data?.job ?? null;
  const working = job?.state === "working";
  const waiting = upload.state === "sent" && job?.uploadId !== upload.uploadId;

  useEffect(() => () => stop.current?.(), []);
  // Once the server has finished with the recording just sent, the page shows its transcript.
  useEffect(() => {
    if (upload.state !== "sent" || !job || job.uploadId !== upload.uploadId) return;
    if (job.state === "working") return;
    setUpload({ state: "idle" });
    if (job.state === "done" && job.transcript) {
      void client.invalidateQueries({ queryKey: ["transcripts"] });
      onTranscript(job.transcript.id);
    }
  }, [upload, job, client, onTranscript]);

  if (status.isLoading)
    return <Spinner className="py-2" label="Asking whether this server transcribes..." />;
  if (!status.data?.transcribes)
    return (
      <p className="text-sm text-muted-foreground">
        This server has no transcription service set up, so a recording cannot be uploaded here:
        import the sermon's captions file below instead.
      </p>
    );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setRefused(refusedByName(file.name));
    if (refusedByName(file.name)) return;
    setUpload({ state: "sending", filename: file.name, sent: 0, total: file.size });
    stop.current = uploadRecording(file, file.name, {
      onProgress: (sent, total) =>
        setUpload({ state: "sending", filename: file.name, sent, total }),
      onDone: (url) => {
        stop.current = null;
        setUpload({ state: "sent", filename: file.name, uploadId: url.split("/").pop() ?? "" });
        void status.refetch();
      },
      onRefused: (message) => {
        stop.current = null;
        setUpload({ state: "idle" });
        setRefused(message);
      },
    });
  };

  const busy = upload.state !== "idle" || working;
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor="recording-file" className="text-sm font-medium">
        Sermon recording (audio or video)
      </label>
      <input
        id="recording-file"
        type="file"
        accept={[...recordingExtensions, "audio/*", "video/*"].join(",")}
        onChange={choose}
        disabled={busy}
        className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-2"
      />
      {upload.state === "sending" ? (
        <div className="flex flex-col gap-2">
          <Bar
            label={`Uploading ${upload.filename}`}
            value={upload.total ? upload.sent / upload.total : 0}
          />
          <p className="text-xs text-muted-foreground">
            {megabytes(upload.sent)} of {megabytes(upload.total)}. If the connection drops, choose
            the same file again to carry on where it stopped.
          </p>
        </div>
      ) : null}
      {working || waiting ? (
        <div className="flex flex-col gap-2">
          {job?.stage === "transcribing" && job.parts ? (
            <Bar
              label={`Transcribing part ${Math.min((job.done ?? 0) + 1, job.parts)} of ${job.parts}`}
              value={(job.done ?? 0) / job.parts}
            />
          ) : (
            <Spinner
              className="py-2"
              label={`${job && !waiting ? stageLabels[job.stage] : stageLabels.checking}...`}
            />
          )}
          <p className="text-xs text-muted-foreground">
            You may leave this page and come back: the work carries on.
          </p>
        </div>
      ) : null}
      {refused ? <FormAlert>{refused}</FormAlert> : null}
      {!refused && upload.state === "idle" && job?.state === "failed" ? (
        <FormAlert>{job.message ?? "The recording could not be transcribed."}</FormAlert>
      ) : null}
    </div>
  );
}
