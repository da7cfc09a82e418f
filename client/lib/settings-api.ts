// The settings calls live in client/api/settings.ts; the tool forms import them from here.
export { resetSettings, saveSettings, settingsKey, useSettings } from "../api/settings";
