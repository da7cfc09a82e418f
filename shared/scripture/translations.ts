import { z } from "zod";

export const translationIds = ["web", "kjv", "bsb"] as const;
export const translationSchema = z.enum(translationIds);
export type Translation = z.infer<typeof translationSchema>;

export const defaultTranslation: Translation = "web";

export const translations: Record<Translation, { name: string; abbreviation: string }> = {
  web: { name: "World English Bible", abbreviation: "WEB" },
  kjv: { name: "King James Version", abbreviation: "KJV" },
  bsb: { name: "Berean Standard Bible", abbreviation: "BSB" },
};
