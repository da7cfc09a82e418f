/** Options and limits of the landing page's feedback form, free of zod for the page bundle. */
export const ministryRoles = [
  "pastor",
  "ministry-leader",
  "worship-leader",
  "youth-pastor",
  "evangelist",
  "other",
] as const;
export type MinistryRole = (typeof ministryRoles)[number];

export const ministryRoleLabels: Record<MinistryRole, string> = {
  pastor: "Pastor",
  "ministry-leader": "Ministry Leader",
  "worship-leader": "Worship Leader",
  "youth-pastor": "Youth Pastor",
  evangelist: "Evangelist",
  other: "Other",
};

export const feedbackImpactMin = 10;
export const feedbackTextMax = 2000;

/** Per client address; generous for a church office sharing one connection. */
export const feedbackRateLimit = { max: 5, windowMinutes: 60 } as const;
