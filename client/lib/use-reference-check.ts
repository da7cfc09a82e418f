import { useCallback, useEffect, useRef, useState } from "react";
import {
  referenceCheckPath,
  referenceCheckSchema,
  type ReferenceCheck,
} from "@shared/scripture/reference-check";
import { apiJson } from "./api";

/** How long typing pauses before the field is checked. */
const typingPause = 600;

type Kind = "field" | "prose";

/** Answers already had in this page: the same text is not asked for twice. */
const answers = new Map<string, ReferenceCheck>();

async function checkOnServer(text: string, kind: Kind): Promise<ReferenceCheck> {
  const key = `${kind}\u0000${text}`;
  const known = answers.get(key);
  if (known) return known;
  const params = new URLSearchParams({ text, kind });
  const answer = await apiJson(referenceCheckSchema, "GET", `${referenceCheckPath}?${params}`);
  if (answers.size > 200) answers.clear();
  answers.set(key, answer);
  return answer;
}

/**
 * Checks a scripture field (or prose naming verses) as the pastor types, after a pause, and at
 * once when they leave the field. `problem` is the server's reason the value would be refused;
 * undefined while unchecked, valid, empty, or when the check could not be made (the server
 * still checks on submit).
 */
export function useReferenceCheck(value: string, kind: Kind = "field") {
  const [checked, setChecked] = useState<{ text: string; answer: ReferenceCheck } | null>(null);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const check = useCallback(
    async (text: string) => {
      const trimmed = text.trim();
      if (!trimmed) return setChecked(null);
      try {
        const answer = await checkOnServer(trimmed, kind);
        // A slow answer for what the field no longer holds is dropped.
        if (latest.current.trim() === trimmed) setChecked({ text: trimmed, answer });
      } catch {
        if (latest.current.trim() === trimmed) setChecked(null);
      }
    },
    [kind],
  );

  useEffect(() => {
    const timer = setTimeout(() => void check(value), typingPause);
    return () => clearTimeout(timer);
  }, [value, check]);

  const current = checked && checked.text === value.trim() ? checked.answer : undefined;
  return {
    /** Why the value would be refused, for the field's message. */
    problem: current && !current.valid ? current.reason : undefined,
    /** The passages it names, in canonical form, once known to exist. */
    canonical: current?.valid ? current.canonical : undefined,
    /** Checks now (the field was left). */
    checkNow: () => void check(latest.current),
  };
}
