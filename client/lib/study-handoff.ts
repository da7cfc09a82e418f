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
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || !value) return undefined;
    const stored: Partial<Record<keyof StudyHandoff, unknown>> = value;
    if (stored.tool !== tool || typeof stored.scripture !== "string") return undefined;
    sessionStorage.removeItem(key);
    return {
      scripture: stored.scripture,
      notes: typeof stored.notes === "string" ? stored.notes : "",
    };
  } catch {
    return undefined;
  }
}
