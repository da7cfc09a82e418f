/**
 * The facts the legal pages state, in one place so a page, an email and a
 * retention job can all quote the same numbers.
 */
export const policyLastUpdated = "2026-11-23";

export const minimumAge = 18;
export const termsChangeNoticeDays = 30;
export const dataRequestResponseDays = 30;
export const unsubscribeBusinessDays = 10;
export const uptimeTargetPercent = 99.9;
export const supportHours = {
  responseTime: "24–48 hours",
  days: "Monday to Friday",
  time: "9 AM to 6 PM EST",
} as const;

/** How long each kind of record is kept. */
export const retention = [
  {
    key: "account",
    what: "Account data (name, email, password hash, sessions, settings)",
    period: "While your account is open, then deleted within 30 days of account deletion",
    days: 30,
  },
  {
    key: "content",
    what: "Content you generate or save (drafts, images, last result per tool)",
    period: "For as long as you have a subscription or trial, plus 90 days",
    days: 90,
  },
  {
    key: "analytics",
    what: "Analytics",
    period: "Up to 2 years — Kingdom Tools collects no analytics today",
    days: 730,
  },
  {
    key: "payments",
    what: "Payment records (plan, dates, Stripe customer and subscription ids)",
    period: "7 years, as tax and accounting law requires",
    days: 7 * 365,
  },
  {
    key: "support",
    what: "Support messages, data requests and landing-page feedback",
    period: "3 years",
    days: 3 * 365,
  },
] as const;

export type RetentionKey = (typeof retention)[number]["key"];

/** Cookies the server sets (better-auth with the "kt" prefix); the legal pages list exactly these. */
export const authCookiePrefix = "kt";

export const cookies = [
  {
    name: `${authCookiePrefix}.session_token`,
    purpose: "Keeps you signed in. Strictly necessary; set only when you sign in.",
    lifetime: "30 days, renewed while you use the product; removed when you sign out",
  },
  {
    name: `${authCookiePrefix}.state`,
    purpose: "Protects a sign-in with Google, GitHub or single sign-on against forgery.",
    lifetime: "5 minutes, during that sign-in only",
  },
] as const;
