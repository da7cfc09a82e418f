import { z } from "zod";

export const translationIds = ["web", "kjv", "bsb"] as const;
export const translationSchema = z.enum(translationIds);
export type Translation = z.infer<typeof translationSchema>;

export const defaultTranslation: Translation = "web";

export const translations: Record<
  Translation,
  { name: string; abbreviation: string; publicDomain: boolean }
> = {
  web: { name: "World English Bible", abbreviation: "WEB", publicDomain: true },
  // Crown copyright in the United Kingdom, so it is not called public domain.
  kjv: { name: "King James Version", abbreviation: "KJV", publicDomain: false },
  bsb: { name: "Berean Standard Bible", abbreviation: "BSB", publicDomain: true },
};

/** The line printed under an export's verse text: which translation they are from. */
export function scriptureAttribution(translation: Translation): string {
  const { name, abbreviation, publicDomain } = translations[translation];
  return `Scripture quotations are from the ${name} (${abbreviation})${publicDomain ? ", in the public domain" : ""}.`;
}
