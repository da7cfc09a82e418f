import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api";

/**
 * Puts the server's field messages (its error body's `fields`, keyed by the same dotted paths
 * as the form's fields) under the matching fields. Returns whether any field got one.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): boolean {
  const fields = error instanceof ApiError ? error.body?.fields : undefined;
  if (!fields) return false;
  let shown = false;
  for (const name of names) {
    const message = fields[name];
    if (message) {
      setError(name, { message });
      shown = true;
    }
  }
  return shown;
}
