import { useState } from "react";
import { Link } from "wouter";
import { transcriptExtensions } from "@shared/recordings/api";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import { serverMessage } from "../../lib/api";
import { transcriptManuscript } from "../../api/recordings";
import { RecordingUploadPanel } from "../../components/recordings/recording-upload-panel";
import { useCaptionsImport } from "../../components/recordings/use-captions-import";

/**
 * The sermon's recording (or its captions file) as the pack's source: uploaded and transcribed
 * here with the same panel as /recordings, then the transcript's manuscript handed to the step.
 */
export function RecordingSource({
  onManuscript,
}: {
  onManuscript: (manuscript: { text: string; filename: string }) => void;
}) {
  const [reading, setReading] = useState(false);
  const captions = useCaptionsImport((id) => takeTranscript(id));
  const { error, setError } = captions;

  async function takeTranscript(id: string) {
    setError(null);
    setReading(true);
    try {
      const { text, filename } = await transcriptManuscript(id);
      onManuscript({ text, filename });
    } catch (failure) {
      setError(serverMessage(failure, "The transcript could not be made a manuscript."));
    } finally {
      setReading(false);
    }
  }

  return (
    <section
      aria-labelledby="pack-recording-title"
      className="flex flex-col gap-3 rounded-xl border border-border p-4"
    >
      <h3 id="pack-recording-title" className="text-base font-semibold">
        Preached it already? Start from the recording
      </h3>
      <p className="text-sm text-muted-foreground">
        Its transcript becomes the manuscript below, for you to check before reading the outline.
        Its clips for social media, and the names and terms to correct in every transcript, are on
        the{" "}
        <Link href="/recordings" className="font-medium text-primary underline underline-offset-4">
          Sermon Transcript page
        </Link>
        .
      </p>
      <RecordingUploadPanel onTranscript={(id) => void takeTranscript(id)} />
      <label htmlFor="pack-captions-file" className="text-sm font-medium">
        Or the sermon's captions (.vtt or .srt) or a transcript (.txt)
      </label>
      <input
        id="pack-captions-file"
        type="file"
        accept={transcriptExtensions.join(",")}
        onChange={(event) => void captions.importFile(event)}
        disabled={captions.isPending || reading}
        className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-2"
      />
      {captions.isPending || reading ? <Spinner label="Making the manuscript..." /> : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
    </section>
  );
}
