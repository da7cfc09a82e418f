import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { maxStudyNoteLength } from "@shared/study/api";
import { serverMessage } from "../../lib/api";
import { Button } from "../../components/ui/button";
import { Textarea } from "../../components/ui/textarea";
import { sendStudyHandoff } from "../../lib/study-handoff";
import { useSaveStudyNote, useStudyNote } from "../../api/study";

/** The sermon builder's notes field holds this much; longer notes are cut there, and it says so. */
const sermonNotesLimit = 2000;

/** The pastor's own notes on the passage: saved with it, and sent to the sermon builder. */
export function StudyNotes({ passage, reference }: { passage: string; reference: string }) {
  const note = useStudyNote(passage);
  const save = useSaveStudyNote(passage);
  const [text, setText] = useState("");
  const [, navigate] = useLocation();
  const saved = note.data?.note?.text ?? "";
  useEffect(() => {
    setText(saved);
  }, [saved, passage]);
  const dirty = text !== saved;
  return (
    <div className="flex flex-col gap-3">
      <label htmlFor="study-notes-text" className="sr-only">
        Study notes on {reference}
      </label>
      <Textarea
        id="study-notes-text"
        value={text}
        maxLength={maxStudyNoteLength}
        onChange={(event) => setText(event.target.value)}
        placeholder="What the passage says, what it meant then, what it asks of us now…"
        height="tall"
        disabled={note.isLoading}
      />
      <p className="text-xs text-muted-foreground">
        {text.length.toLocaleString("en-US")} / {maxStudyNoteLength.toLocaleString("en-US")}{" "}
        characters · saved to your account with this passage
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={!dirty || save.isPending} onClick={() => save.mutate(text)}>
          {save.isPending ? "Saving..." : dirty || saved === "" ? "Save notes" : "Notes saved"}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={text.trim() === ""}
          onClick={() => {
            if (dirty) save.mutate(text);
            sendStudyHandoff({
              tool: "sermon",
              scripture: reference,
              notes: text.slice(0, sermonNotesLimit),
            });
            navigate("/sermon-builder");
          }}
        >
          Send to Sermon Builder as notes
        </Button>
      </div>
      {text.length > sermonNotesLimit ? (
        <p className="text-xs text-muted-foreground">
          The sermon builder's notes take {sermonNotesLimit.toLocaleString("en-US")} characters: the
          first {sermonNotesLimit.toLocaleString("en-US")} are sent.
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(save.error, "Your notes could not be saved. Please try again.")}
        </p>
      ) : null}
    </div>
  );
}
