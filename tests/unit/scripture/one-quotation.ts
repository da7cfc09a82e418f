import { expect } from "vitest";
import { referenceStatus } from "@shared/scripture/reference-status";
import { checkScripture } from "../../../server/scripture/check-scripture";

/** The checker's judgement of the one referenced quotation in `text`. */
export function judgedQuotation(text: string, translation: "web" | "kjv" = "web") {
  const check = checkScripture(text, { translation });
  expect(check.references).toHaveLength(1);
  return check.references[0]!.quoted;
}

/** The status the page shows for the one referenced quotation in `text`, checked in the KJV. */
export function kjvStatus(text: string) {
  const check = checkScripture(text, { translation: "kjv" });
  expect(check.references).toHaveLength(1);
  return referenceStatus(check.references[0]!);
}
