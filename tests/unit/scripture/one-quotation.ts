import { expect } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";

/** The checker's judgement of the one referenced quotation in `text`. */
export function judgedQuotation(text: string, translation: "web" | "kjv" = "web") {
  const check = checkScripture(text, { translation });
  expect(check.references).toHaveLength(1);
  return check.references[0]!.quoted;
}
