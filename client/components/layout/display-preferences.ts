/**
 * Display preferences of the accessibility helper (text size 80–200 % in steps
 * of 10, default 100; high contrast), kept in localStorage and applied to <html>.
 * The colour scheme follows the operating system (prefers-color-scheme).
 */
export const textSizeKey = "a11y-text-size";
export const highContrastKey = "a11y-high-contrast";
export const consentKey = "gdpr-consent";

export const textSizeMin = 80;
export const textSizeMax = 200;
export const textSizeStep = 10;
export const textSizeDefault = 100;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): preferences then last one visit.
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // a full or blocked storage only means the choice is not remembered
  }
}

/** A size on the 80–200 scale in steps of 10; anything else becomes the nearest valid size. */
export function clampTextSize(value: number): number {
  if (!Number.isFinite(value)) return textSizeDefault;
  const stepped = Math.round(value / textSizeStep) * textSizeStep;
  return Math.min(textSizeMax, Math.max(textSizeMin, stepped));
}

/**
 * Display preferences are "functional" storage in the cookie banner's terms: remembered
 * unless the visitor declined functional storage there.
 */
export function mayRememberPreferences(): boolean {
  const raw = readStored(consentKey);
  if (!raw) return true;
  try {
    const record: unknown = JSON.parse(raw);
    return !(
      typeof record === "object" &&
      record &&
      "functional" in record &&
      record.functional === false
    );
  } catch {
    return true;
  }
}

// The current values; they live here so a declined consent still keeps them for the visit.
let currentTextSize: number | null = null;
let currentHighContrast: boolean | null = null;

export function getTextSize(): number {
  if (currentTextSize !== null) return currentTextSize;
  const raw = readStored(textSizeKey);
  return raw === null ? textSizeDefault : clampTextSize(Number(raw));
}

export function getHighContrast(): boolean {
  if (currentHighContrast !== null) return currentHighContrast;
  return readStored(highContrastKey) === "true";
}

function prefersDark(): boolean {
  return (
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-color-scheme: dark)").matches
  );
}

function applyToDocument(): void {
  const root = document.documentElement;
  const size = getTextSize();
  const highContrast = getHighContrast();
  root.style.setProperty("--text-scale", String(size / 100));
  root.classList.toggle("high-contrast", highContrast);
  // High contrast is a black-on-white theme; the dark palette would fight it.
  root.classList.toggle("dark", prefersDark() && !highContrast);
}

export function setTextSize(value: number): number {
  const size = clampTextSize(value);
  currentTextSize = size;
  if (mayRememberPreferences()) writeStored(textSizeKey, String(size));
  applyToDocument();
  return size;
}

export function setHighContrast(enabled: boolean): boolean {
  currentHighContrast = enabled;
  if (mayRememberPreferences()) writeStored(highContrastKey, enabled ? "true" : "false");
  applyToDocument();
  return enabled;
}

/** Called when the visitor declines functional storage: forget what was remembered. */
export function forgetStoredPreferences(): void {
  currentTextSize = getTextSize();
  currentHighContrast = getHighContrast();
  writeStored(textSizeKey, null);
  writeStored(highContrastKey, null);
}

let watchingColorScheme = false;

/** Applies the stored preferences and follows the system colour scheme; call once at start. */
export function applyStoredDisplayPreferences(): void {
  applyToDocument();
  if (!watchingColorScheme && typeof window.matchMedia === "function") {
    watchingColorScheme = true;
    window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", applyToDocument);
  }
}
