import { useState } from "react";
import { Link } from "wouter";
import { AudioLines, Copy, Download, Lock, LogIn } from "lucide-react";
import {
  formatTimestamp,
  transcriptExtensions,
  type TranscriptParagraph,
} from "@shared/recordings/api";
import { loginHref, useAuth } from "../../lib/use-auth";
import { serverMessage } from "../../lib/api";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { Spinner } from "../../components/ui/spinner";
import {
  transcriptManuscript,
  useClips,
  useTranscript,
  useTranscripts,
} from "../../api/recordings";
import { useCaptionsImport } from "../../components/recordings/use-captions-import";
import { ClipChooser } from "./clip-chooser";
import { GlossaryPanel } from "./glossary-form";
import { RecordingUploadPanel } from "./recording-upload-panel";
import { formatInstant } from "@shared/dates/format";

/** A paragraph's flagged quotations: what was said, and what the verse says. */
function Flags({ paragraph }: { paragraph: TranscriptParagraph }) {
  const flagged = paragraph.references.filter(
    (reference) => !reference.valid || reference.quoted?.matches === false,
  );
  if (flagged.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-col gap-2">
      {flagged.map((reference) => (
        <li
          key={`${reference.start}-${reference.osis}`}
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <strong>
            {reference.valid ? `Check this quotation of ${reference.reference}` : reference.cited}
          </strong>
          {reference.quoted?.note ? <span>: {reference.quoted.note}</span> : null}
          {!reference.valid && reference.reason ? <span>: {reference.reason}</span> : null}
          {reference.text ? (
            <span className="mt-1 block font-serif">
              {reference.reference}: “{reference.text}”
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function TranscriptDetail({ id }: { id: string }) {
  const transcript = useTranscript(id);
  const view = transcript.data;
  const timed = Boolean(view && view.durationMs !== null);
  const clips = useClips(id, timed);
  const [copied, setCopied] = useState<string | null>(null);
  const copyManuscript = async () => {
    try {
      const { text } = await transcriptManuscript(id);
      await navigator.clipboard.writeText(text);
      setCopied("Copied. Open the week pack, choose “My own manuscript” and paste it there.");
    } catch (error) {
      setCopied(serverMessage(error, "The manuscript could not be copied. Please try again."));
    }
  };
  if (transcript.isLoading) return <Spinner label="Checking the transcript..." />;
  if (transcript.isError || !view)
    return (
      <FormAlert>
        {serverMessage(transcript.error, "This transcript could not be opened. Please try again.")}
      </FormAlert>
    );
  return (
    <section aria-labelledby="transcript-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="transcript-title" className="font-serif text-2xl font-semibold">
          {view.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {view.paragraphs.length} paragraphs
          {view.misquotedCount + view.invalidCount > 0
            ? ` · ${view.misquotedCount + view.invalidCount} to check`
            : " · every reference checked"}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copyManuscript()}>
          <Copy aria-hidden="true" /> Copy as a manuscript for the week pack
        </Button>
        <Button asChild variant="outline">
          <Link href="/week-pack">Open the week pack</Link>
        </Button>
      </div>
      {copied ? (
        <p role="status" className="text-sm text-muted-foreground">
          {copied}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ol className="flex flex-col gap-4" aria-label="Transcript">
          {view.paragraphs.map((paragraph, index) => (
            <li key={index} className="rounded-xl border border-border bg-card p-4">
              {paragraph.start !== null ? (
                <p className="mb-1 font-mono text-xs text-muted-foreground">
                  {formatTimestamp(paragraph.start)}
                </p>
              ) : null}
              <p className="leading-relaxed">{paragraph.text}</p>
              <Flags paragraph={paragraph} />
            </li>
          ))}
        </ol>
        <section aria-labelledby="clips-title" className="flex flex-col gap-3">
          <h3 id="clips-title" className="text-lg font-semibold">
            Clips to post
          </h3>
          {!timed ? (
            <p className="text-sm text-muted-foreground">
              This transcript has no times, so no clips: import the captions file (.vtt or .srt).
            </p>
          ) : clips.isLoading ? (
            <Spinner label="Choosing clips..." />
          ) : clips.isError ? (
            <FormAlert>{serverMessage(clips.error, "Clips could not be chosen.")}</FormAlert>
          ) : (
            <>
              <ClipChooser
                transcriptId={id}
                clips={clips.data?.clips ?? []}
                chosenBy={clips.data?.chosenBy ?? "offline"}
              />
              <Button asChild variant="outline">
                <a href={`/api/recordings/transcripts/${id}/clips.csv`}>
                  <Download aria-hidden="true" /> Clip list (.csv)
                </a>
              </Button>
            </>
          )}
        </section>
      </div>
    </section>
  );
}

function Workspace() {
  const transcripts = useTranscripts();
  const [chosen, setChosen] = useState<string | null>(null);
  const captions = useCaptionsImport(setChosen);
  const list = transcripts.data?.transcripts ?? [];
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="upload-title"
        className="flex max-w-3xl flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-6"
      >
        <h2 id="upload-title" className="text-lg font-semibold">
          Upload the sermon's recording
        </h2>
        <RecordingUploadPanel onTranscript={setChosen} />
      </section>
      <section
        aria-labelledby="import-title"
        className="flex max-w-3xl flex-col gap-3 rounded-xl border border-border bg-card p-4 sm:p-6"
      >
        <h2 id="import-title" className="text-lg font-semibold">
          Import the sermon's captions
        </h2>
        <p className="text-sm text-muted-foreground">
          The captions file from YouTube, Vimeo or Subsplash (.vtt or .srt), or a transcript (.txt).
          Its times are kept; references said aloud are found and every quotation is checked.
        </p>
        <label htmlFor="transcript-file" className="text-sm font-medium">
          Captions or transcript file
        </label>
        <input
          id="transcript-file"
          type="file"
          accept={transcriptExtensions.join(",")}
          onChange={(event) => void captions.importFile(event)}
          disabled={captions.isPending}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-2"
        />
        {captions.isPending ? <Spinner label="Importing..." /> : null}
        {captions.error ? <FormAlert>{captions.error}</FormAlert> : null}
      </section>
      <GlossaryPanel />
      {list.length > 0 ? (
        <nav aria-label="Your transcripts" className="flex flex-wrap gap-2">
          {list.map((item) => (
            <Button
              key={item.id}
              type="button"
              variant={item.id === chosen ? "default" : "outline"}
              aria-pressed={item.id === chosen}
              onClick={() => setChosen(item.id)}
            >
              {item.title} · {formatInstant(item.createdAt, "shortDate")}
            </Button>
          ))}
        </nav>
      ) : transcripts.isLoading ? (
        <Spinner label="Loading your transcripts..." />
      ) : (
        <p className="text-sm text-muted-foreground">No transcripts yet.</p>
      )}
      {chosen ? <TranscriptDetail id={chosen} /> : null}
    </div>
  );
}

/** /recordings: a sermon's captions imported, checked, made into a manuscript and clips. */
export function RecordingsPage() {
  const { user, isLoading } = useAuth();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-royal-50 text-royal-800 max-sm:hidden dark:bg-royal-900 dark:text-gold-200">
          <AudioLines aria-hidden="true" className="size-6" />
        </span>
        <div className="max-w-3xl">
          <h1 className="font-serif text-3xl font-semibold text-royal-900 sm:text-4xl dark:text-royal-100">
            Sermon Transcript
          </h1>
          <p className="mt-2 text-base leading-relaxed text-muted-foreground sm:text-lg">
            Sunday's words, checked: the transcript in timed paragraphs with every quotation
            checked, a manuscript for the week pack, and clips to post.
          </p>
        </div>
      </header>
      {isLoading ? (
        <Spinner label="Loading..." />
      ) : !user ? (
        <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center">
          <Lock className="size-6" aria-hidden="true" />
          <p className="text-muted-foreground">Sign in to import a sermon's transcript.</p>
          <Button asChild size="lg">
            <a href={loginHref("/recordings")}>
              <LogIn aria-hidden="true" /> Log In to Continue
            </a>
          </Button>
        </section>
      ) : !user.hasAccess ? (
        <section className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center">
          <p className="text-muted-foreground">
            Sermon transcripts are part of every subscription and free trial.
          </p>
          <Button asChild size="lg">
            <Link href="/subscribe">Subscribe</Link>
          </Button>
        </section>
      ) : (
        <Workspace />
      )}
    </div>
  );
}
