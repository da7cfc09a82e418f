import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve Tailwind conflicts: a component offers variants
 * (or `className` for layout) rather than letting callers override its own colours or
 * spacing, and tests/unit/class-conflicts.test.ts checks that no call site does.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
