import { eq } from "drizzle-orm";
import type { Settings } from "@shared/settings/settings";
import { defaultSettings, ministryRoles, settingsSchema } from "@shared/settings/settings";
import type { Db } from "../../db/client";
import { userSettings } from "../../db/schema";
import type { GenerationPreferences } from "../../generation/pipeline-types";
import { labelOf } from "../../generation/prompts/labels";

export interface StoredSettings {
  settings: Settings;
  updatedAt: Date | null;
}

/** Reads a user's settings; defaults when none are stored or the stored document is unreadable. */
export async function loadSettings(db: Db, userId: string): Promise<StoredSettings> {
  const [row] = await db
    .select({ settings: userSettings.settings, updatedAt: userSettings.updatedAt })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  if (!row) return { settings: defaultSettings, updatedAt: null };
  const parsed = settingsSchema.safeParse(row.settings);
  return { settings: parsed.success ? parsed.data : defaultSettings, updatedAt: row.updatedAt };
}

/** The AI preferences generation uses for this user, with their Bible translation. */
export async function loadPreferences(db: Db, userId: string): Promise<GenerationPreferences> {
  const { ai, profile, content, tradition } = (await loadSettings(db, userId)).settings;
  return {
    creativity: ai.creativity,
    scriptureEmphasis: ai.scriptureEmphasis,
    languageStyle: ai.languageStyle,
    culturalContext: ai.culturalContext,
    spelling: ai.spelling,
    translation: ai.translation,
    author: {
      name: profile.name,
      church: profile.church,
      role: profile.ministry ? labelOf(ministryRoles, profile.ministry) : "",
      emailSignature: content.emailSignature,
    },
    tradition,
  };
}

export async function saveSettings(
  db: Db,
  userId: string,
  settings: Settings,
  now: Date,
): Promise<StoredSettings> {
  await db
    .insert(userSettings)
    .values({ userId, settings, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { settings, updatedAt: now } });
  return { settings, updatedAt: now };
}

export async function resetSettings(db: Db, userId: string): Promise<StoredSettings> {
  await db.delete(userSettings).where(eq(userSettings.userId, userId));
  return { settings: defaultSettings, updatedAt: null };
}
