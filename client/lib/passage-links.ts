/**
 * Where a passage can go next: a writing tool opened on it, the study page, the week pack.
 * The sermon builder reads `scripture` and `topic` from its address (tool-form.tsx).
 */
export function sermonHref(passage: string, topic = ""): string {
  const params = new URLSearchParams({ scripture: passage });
  if (topic) params.set("topic", topic);
  return `/sermon-builder?${params.toString()}`;
}

export function toolHref(path: string, passage: string): string {
  return `${path}?${new URLSearchParams({ scripture: passage }).toString()}`;
}

export function studyHref(passage: string): string {
  return `/study?${new URLSearchParams({ passage }).toString()}`;
}

export function weekPackHref(passage: string, date?: string): string {
  const params = new URLSearchParams({ passage });
  if (date) params.set("date", date);
  return `/week-pack?${params.toString()}`;
}

/** Today's date where the user is, as YYYY-MM-DD. */
export function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
