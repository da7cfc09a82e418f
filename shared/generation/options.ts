/**
 * Every option of the six writing tools, with the label a form shows. The tool
 * declarations (shared/tools), the forms and the prompts all read these lists.
 */
export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

/** An option set: its values (for the schema) and each with its label (for the form). */
export interface OptionList<Values extends readonly string[] = readonly string[]> {
  values: Values;
  list: Option<Values[number]>[];
}

function options<const Values extends readonly string[]>(
  values: Values,
  labels: { [K in Values[number]]: string },
): OptionList<Values> {
  return {
    values,
    list: values.map((value) => ({ value, label: labels[value as Values[number]] })),
  };
}

export const sermonAudience = options(
  [
    "general-congregation",
    "youth",
    "seniors",
    "new-believers",
    "leadership",
    "evangelistic",
  ] as const,
  {
    "general-congregation": "General Congregation",
    youth: "Youth",
    seniors: "Seniors",
    "new-believers": "New Believers",
    leadership: "Leadership",
    evangelistic: "Evangelistic Outreach",
  },
);
/** The request accepts "healing"; the form offers the first four. */
export const sermonTone = options(
  ["pastoral", "prophetic", "evangelistic", "teaching", "healing"] as const,
  {
    pastoral: "Pastoral",
    prophetic: "Prophetic",
    evangelistic: "Evangelistic",
    teaching: "Teaching",
    healing: "Healing",
  },
);
export const sermonLength = options(["15-20", "25-30", "35-45", "45-60"] as const, {
  "15-20": "15-20 minutes",
  "25-30": "25-30 minutes",
  "35-45": "35-45 minutes",
  "45-60": "45-60 minutes",
});

export const prayerType = options(
  ["intercession", "warfare", "breakthrough", "healing", "wisdom", "protection"] as const,
  {
    intercession: "Intercession",
    warfare: "Spiritual Warfare",
    breakthrough: "Breakthrough",
    healing: "Healing",
    wisdom: "Wisdom",
    protection: "Protection",
  },
);
/** The occasion a prayer is for: each (but "none") brings petitions written once for any such occasion. */
export const prayerOccasion = options(
  [
    "none",
    "illness",
    "grief",
    "child-loss",
    "disaster",
    "decision",
    "thanksgiving",
    "new-beginning",
    "baptism",
    "wedding",
    "gathering",
    "confession",
    "sending",
  ] as const,
  {
    none: "None (general)",
    illness: "Illness or surgery",
    grief: "Grief and loss",
    "child-loss": "Loss of a child or pregnancy",
    disaster: "Disaster or crisis",
    decision: "A decision or calling",
    thanksgiving: "Thanksgiving",
    "new-beginning": "New beginning (birth, move, new work)",
    baptism: "Baptism",
    wedding: "Wedding or marriage",
    gathering: "A gathering or service",
    confession: "Confession (Ash Wednesday, Lent, a service)",
    sending: "Sending or travel (students, a trip, missions)",
  },
);
/**
 * Whom a prayer is for: people the church prays for, or the church praying for itself. The
 * occasion's petitions pray for "us" and, where data gives them, in words written for a church.
 */
export const prayerFor = options(["people", "church"] as const, {
  people: "Someone (a person, family or group)",
  church: "Our church, praying for itself",
});
/**
 * The season of the church year a sermon or devotional is for: each (but "none") brings lines
 * written once for any passage read in it (server/generation/offline/data/season-lines.json).
 */
export const churchSeason = options(
  ["none", "advent", "christmas", "epiphany", "lent", "holy-week", "easter"] as const,
  {
    none: "None",
    advent: "Advent",
    christmas: "Christmas",
    epiphany: "Epiphany",
    lent: "Lent",
    "holy-week": "Holy Week",
    easter: "Easter",
  },
);
/**
 * Whom a devotional is written for beyond the ordinary reader: each (but "none") brings its own
 * reading line, questions, prayer and step, written once for any passage read in that occasion
 * (server/generation/offline/data/devotional-occasions.json).
 */
export const devotionalOccasion = options(
  ["none", "grief", "illness", "waiting", "anxiety", "new-beginning", "thanksgiving"] as const,
  {
    none: "None (general)",
    grief: "Grief and loss",
    illness: "Illness or recovery",
    waiting: "Waiting or uncertainty",
    anxiety: "Anxiety or fear",
    "new-beginning": "A new beginning",
    thanksgiving: "Thanksgiving",
  },
);
export const prayerDuration = options(["short", "medium", "extended"] as const, {
  short: "Short (2-3 min)",
  medium: "Medium (5-7 min)",
  extended: "Extended (10+ min)",
});
export const prayerTone = options(["gentle", "bold", "declarative"] as const, {
  gentle: "Gentle",
  bold: "Bold",
  declarative: "Warfare",
});

export const devotionalAudience = options(
  ["general", "youth", "leadership", "seniors", "new-believers"] as const,
  {
    general: "General",
    youth: "Youth",
    leadership: "Leadership",
    seniors: "Seniors",
    "new-believers": "New Believers",
  },
);
export const devotionalLength = options(["short", "medium", "extended"] as const, {
  short: "Short (3-5 min)",
  medium: "Medium (5-10 min)",
  extended: "Extended (10-15 min)",
});
export const devotionalTone = options(["encouraging", "challenging", "contemplative"] as const, {
  encouraging: "Encouraging",
  challenging: "Challenging",
  contemplative: "Contemplative",
});

export const emailType = options(
  [
    "announcement",
    "encouragement",
    "event-invitation",
    "pastoral-care",
    "teaching",
    "prayer-request",
  ] as const,
  {
    announcement: "Announcement",
    encouragement: "Encouragement",
    "event-invitation": "Event Invitation",
    "pastoral-care": "Pastoral Care",
    teaching: "Teaching",
    "prayer-request": "Prayer Request",
  },
);
export const emailAudience = options(
  ["general-congregation", "leaders", "volunteers", "new-members", "youth", "seniors"] as const,
  {
    "general-congregation": "General Congregation",
    leaders: "Leaders",
    volunteers: "Volunteers",
    "new-members": "New Members",
    youth: "Youth",
    seniors: "Seniors",
  },
);
export const emailTone = options(
  ["formal", "casual", "urgent", "celebratory", "pastoral"] as const,
  {
    formal: "Formal",
    casual: "Casual",
    urgent: "Urgent",
    celebratory: "Celebratory",
    pastoral: "Pastoral",
  },
);
export const emailLength = options(["brief", "standard", "detailed"] as const, {
  brief: "Brief",
  standard: "Standard",
  detailed: "Detailed",
});

export const socialPlatform = options(
  ["facebook", "instagram", "twitter", "linkedin", "multi-platform"] as const,
  {
    facebook: "Facebook",
    instagram: "Instagram",
    twitter: "X (Twitter)",
    linkedin: "LinkedIn",
    "multi-platform": "Multi-Platform",
  },
);
export const socialContentType = options(
  [
    "inspirational",
    "educational",
    "event-promotion",
    "scripture-focus",
    "testimony",
    "prayer-request",
  ] as const,
  {
    inspirational: "Inspirational",
    educational: "Educational",
    "event-promotion": "Event Promotion",
    "scripture-focus": "Scripture Focus",
    testimony: "Testimony",
    "prayer-request": "Prayer Request",
  },
);
export const socialTone = options(
  ["inspirational", "prophetic", "educational", "celebratory", "call-to-action"] as const,
  {
    inspirational: "Inspirational",
    prophetic: "Prophetic",
    educational: "Educational",
    celebratory: "Celebratory",
    "call-to-action": "Call to Action",
  },
);
export const socialLength = options(["short", "medium", "long"] as const, {
  short: "Short",
  medium: "Medium",
  long: "Long",
});

/** Each platform's post limit in characters, shown beside the count. */
export const platformCharacterLimits: Record<(typeof socialPlatform.values)[number], number> = {
  facebook: 63206,
  instagram: 2200,
  twitter: 280,
  linkedin: 3000,
  "multi-platform": 280,
};

export const meditationFocus = options(
  ["personal-growth", "leadership", "spiritual-warfare", "identity", "purpose", "healing"] as const,
  {
    "personal-growth": "Personal Growth",
    leadership: "Leadership",
    "spiritual-warfare": "Spiritual Warfare",
    identity: "Identity in Christ",
    purpose: "Purpose & Calling",
    healing: "Healing",
  },
);
export const meditationDepth = options(["foundational", "intermediate", "advanced"] as const, {
  foundational: "Foundational",
  intermediate: "Intermediate",
  advanced: "Advanced",
});
export const meditationApproach = options(
  ["devotional", "theological", "prophetic", "practical"] as const,
  {
    devotional: "Devotional",
    theological: "Theological",
    prophetic: "Prophetic",
    practical: "Practical",
  },
);
export const meditationLength = options(["brief", "standard", "comprehensive"] as const, {
  brief: "Brief",
  standard: "Standard",
  comprehensive: "Comprehensive",
});
