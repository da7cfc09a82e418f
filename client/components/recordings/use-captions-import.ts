import { useState, type ChangeEvent } from "react";
import { maxTranscriptFileCharacters } from "@shared/recordings/api";
import { serverMessage } from "../../lib/api";
import { useImportTranscript } from "../../api/recordings";

/**
 * A captions or transcript file chosen in a file input, imported as a transcript: too large a
 * file, or one the server refuses, leaves a message in `error`; an imported one goes to
 * `onImported` with its id.
 */
export function useCaptionsImport(onImported: (id: string) => void | Promise<void>) {
  const importing = useImportTranscript();
  const [error, setError] = useState<string | null>(null);
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setError(null);
    if (file.size > maxTranscriptFileCharacters * 4) {
      setError("This file is too large to be a captions file.");
      return;
    }
    try {
      const imported = await importing.mutateAsync({
        filename: file.name,
        text: await file.text(),
      });
      await onImported(imported.id);
    } catch (failure) {
      setError(serverMessage(failure, "The file could not be imported. Please try again."));
    }
  };
  return { importFile, error, setError, isPending: importing.isPending };
}
