/**
 * Study notes sent to a writing tool: kept in sessionStorage for the one page visit that takes
 * them, so nothing of the pastor's notes lands in the address bar or the browser's history.
 */
const key = "kingdom-tools:study-handoff";

export interface StudyHandoff {
  tool: "sermon";
  scripture: string;
  notes: string;
}

export function sendStudyHandoff(handoff: StudyHandoff): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(handoff));
  } catch {
    // Storage refused (private mode quota): the builder opens without the notes.
  }
}

/** The handoff for a tool, taken once (removed as it is read); undefined when none. */
export function takeStudyHandoff(tool: string): Omit<StudyHandoff, "tool"> | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<StudyHandoff>;
    if (value.tool !== tool || typeof value.scripture !== "string") return undefined;
    sessionStorage.removeItem(key);
    return {
      scripture: value.scripture,
      notes: typeof value.notes === "string" ? value.notes : "",
    };
  } catch {
    return undefined;
  }
}
