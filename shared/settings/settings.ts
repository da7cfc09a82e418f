import { z } from "zod";
import { sermonAudience } from "../generation/options";
import { writingToolKeys, writingTools, type ToolRequest, type WritingToolKey } from "../tools";
import { translationIds, translations } from "../scripture/translations";
import { traditionSettingsSchema } from "../traditions";

/**
 * The user's settings and their defaults, stored per user. Every field
 * has a default, so a stored document from an older version still reads.
 */
function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  labels: { [K in Values[number]]: string },
) {
  return {
    values,
    list: values.map((value) => ({ value, label: labels[value as Values[number]] })),
  };
}

export const ministryRoles = choice(
  ["", "pastor", "ministry-leader", "worship-leader", "youth-pastor", "evangelist", "other"],
  {
    "": "Choose your role",
    pastor: "Pastor",
    "ministry-leader": "Ministry Leader",
    "worship-leader": "Worship Leader",
    "youth-pastor": "Youth Pastor",
    evangelist: "Evangelist",
    other: "Other",
  },
);
export const defaultAudiences = sermonAudience;
export const defaultTones = choice(["pastoral", "prophetic", "encouraging", "challenging"], {
  pastoral: "Pastoral",
  prophetic: "Prophetic",
  encouraging: "Encouraging",
  challenging: "Challenging",
});
export const defaultLengths = choice(["short", "medium", "extended"], {
  short: "Short",
  medium: "Medium",
  extended: "Extended",
});
export const creativityLevels = choice(["conservative", "balanced", "creative"], {
  conservative: "Conservative — close to the text, familiar wording",
  balanced: "Balanced",
  creative: "Creative — fresh images and illustrations",
});
export const scriptureEmphases = choice(["low", "medium", "high"], {
  low: "Light — a key verse",
  medium: "Moderate",
  high: "High — scripture throughout",
});
export const languageStyles = choice(["traditional", "modern", "contemporary"], {
  traditional: "Traditional",
  modern: "Modern",
  contemporary: "Contemporary",
});
export const spellings = choice(["american", "british"], {
  american: "American",
  british: "British",
});
export const culturalContexts = choice(
  ["western", "african", "asian", "latin-american", "middle-eastern", "global"],
  {
    western: "Western",
    african: "African",
    asian: "Asian",
    "latin-american": "Latin American",
    "middle-eastern": "Middle Eastern",
    global: "Global / multicultural",
  },
);
export const translationChoices = translationIds.map((value) => ({
  value,
  label: `${translations[value].name} (${translations[value].abbreviation})`,
}));

const textField = (max: number) =>
  z.string().trim().max(max, `Use at most ${max} characters.`).default("");

export const profileSettingsSchema = z.object({
  name: textField(120),
  church: textField(160),
  ministry: z.enum(ministryRoles.values, "Choose a ministry role.").default(""),
  bio: textField(1000),
});

export const contentSettingsSchema = z.object({
  defaultAudience: z
    .enum(defaultAudiences.values, "Choose an audience.")
    .default("general-congregation"),
  defaultTone: z.enum(defaultTones.values, "Choose a tone.").default("pastoral"),
  defaultLength: z.enum(defaultLengths.values, "Choose a length.").default("medium"),
  includeScripture: z.boolean("Choose yes or no.").default(true),
  prophetic: z.boolean("Choose yes or no.").default(false),
  emailSignature: textField(500),
});

export const aiSettingsSchema = z.object({
  creativity: z.enum(creativityLevels.values, "Choose a creativity level.").default("balanced"),
  scriptureEmphasis: z
    .enum(scriptureEmphases.values, "Choose a scripture emphasis.")
    .default("high"),
  languageStyle: z.enum(languageStyles.values, "Choose a language style.").default("modern"),
  culturalContext: z.enum(culturalContexts.values, "Choose a cultural context.").default("western"),
  spelling: z.enum(spellings.values, "Choose a spelling.").default("american"),
  translation: z.enum(translationIds, "Choose a translation.").default("web"),
});

export const notificationSettingsSchema = z.object({
  emailAlerts: z.boolean("Choose on or off.").default(true),
  contentReminders: z.boolean("Choose on or off.").default(true),
  newFeatures: z.boolean("Choose on or off.").default(true),
  weeklyTips: z.boolean("Choose on or off.").default(false),
});

export const settingsSchema = z.object({
  profile: profileSettingsSchema.default(() => profileSettingsSchema.parse({})),
  content: contentSettingsSchema.default(() => contentSettingsSchema.parse({})),
  ai: aiSettingsSchema.default(() => aiSettingsSchema.parse({})),
  notifications: notificationSettingsSchema.default(() => notificationSettingsSchema.parse({})),
  tradition: traditionSettingsSchema.default(() => traditionSettingsSchema.parse({})),
});

export type Settings = z.infer<typeof settingsSchema>;
export type SettingsInput = z.input<typeof settingsSchema>;

export const defaultSettings: Settings = settingsSchema.parse({});

/** GET/PUT/DELETE /api/settings answer with this. */
export const settingsResponseSchema = z.object({
  settings: settingsSchema,
  /** The account's sign-in address (changed through the account, not here). */
  accountEmail: z.string(),
  updatedAt: z.string().nullable(),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

/**
 * The tool-form defaults that follow from the content preferences: each tool's declaration maps
 * each preference to one of its own options (`settingsDefaults` in shared/tools/<tool>/definition.ts).
 */
export function toolFormDefaults(content: Settings["content"]) {
  return Object.fromEntries(
    writingToolKeys.map((key) => [key, writingTools[key].settingsDefaults?.(content) ?? {}]),
  ) as { [K in WritingToolKey]: Partial<ToolRequest<K>> };
}
