import type { PackOutline } from "@shared/tools/week-pack/schemas";

/** A sermon outline as a pastor would confirm it. */
export const romansOutline: PackOutline = {
  title: "Hope That Does Not Disappoint",
  passage: "Romans 5:1-5",
  bigIdea:
    "Because we have peace with God through Jesus, even our suffering becomes a road to hope.",
  points: [
    "Peace with God is a gift received by faith",
    "Suffering produces perseverance, character and hope",
    "God's love has been poured into our hearts by the Holy Spirit",
  ],
  callToAction:
    "Bring one hardship to God in prayer each day this week and name one way he is shaping you through it.",
  notes: "Small groups meet Wednesday at 7pm in the fellowship hall.",
  ageBand: "6-8",
};

/** A manuscript as a pastor pastes it: a title, numbered points, the passage cited. */
export const manuscript = `The Shepherd Who Provides

Text: Psalm 23:1-6

Big idea: The Lord who shepherds us gives us everything we need, in green pastures and dark valleys alike.

Some weeks feel like a long walk through a dry place. David knew those weeks, and he wrote Psalm 23 as someone who had kept sheep and had been kept by God.

1. The Lord is our shepherd, so we lack nothing
David begins with who God is before he says anything about what he needs. Psalm 23:1 is a confession of trust before it is a description of comfort.

2. The Lord leads us through the darkest valley
The shepherd does not take the sheep around the valley but through it. His rod and staff comfort us on the way (Psalm 23:4).

3. The Lord prepares a table and a home for us
The psalm ends at a table in the presence of enemies and a house to dwell in forever. Jesus, the good shepherd of John 10:11, laid down his life to bring us home.

Conclusion
This week, when you feel you lack something, pray Psalm 23:1 aloud and tell the Lord what you need.`;

/** The outline `manuscript` yields. */
export const manuscriptOutline = {
  passage: "Psalm 23:1–6",
  points: [
    "The Lord is our shepherd, so we lack nothing",
    "The Lord leads us through the darkest valley",
    "The Lord prepares a table and a home for us",
  ],
};
