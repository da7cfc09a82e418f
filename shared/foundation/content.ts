import { writingToolKeys, writingTools, type ToolKey } from "../tools";

/**
 * The biblical foundation page. Each writing tool's foundation is in its declaration
 * (shared/tools/<tool>/definition.ts); only references live there and here: every verse's
 * words come from the scripture knowledge base through verse-texts.ts, which
 * scripts/build-foundation-verses.ts generates.
 */

/** The scripture featured at the top of the page. */
export const featuredScripture = "2 Timothy 3:16-17";

/** The hero of the landing page quotes this passage too. */
export const landingScripture = "2 Timothy 3:16-17";
/** The verse in every page's footer. */
export const footerScripture = "Jeremiah 29:11";

export interface TheologicalStandard {
  key:
    | "trinitarian"
    | "christocentric"
    | "scriptural"
    | "orthodox"
    | "practical"
    | "prophetic"
    | "kingdom"
    | "transformational";
  title: string;
  description: string;
  /** A reference that grounds the standard (shown as a reference, not quoted). */
  reference: string;
}

export const theologicalStandards: readonly TheologicalStandard[] = [
  {
    key: "trinitarian",
    title: "Trinitarian",
    description:
      "One God in three persons, Father, Son and Holy Spirit. Prayers are addressed to the Father, through the Son, in the Spirit, and no draft blurs or divides the persons.",
    reference: "Matthew 28:19",
  },
  {
    key: "christocentric",
    title: "Christocentric",
    description:
      "Jesus Christ, crucified and risen, is the centre of Scripture and of every message: passages are read in the light of his person and work.",
    reference: "Luke 24:27",
  },
  {
    key: "scriptural",
    title: "Scriptural",
    description:
      "The Bible is the inspired and authoritative word of God. Every reference is checked against the text, and the text governs the message.",
    reference: "2 Timothy 3:16",
  },
  {
    key: "orthodox",
    title: "Orthodox",
    description:
      "Faithful to the historic Christian faith confessed in the Apostles’ and Nicene Creeds and shared across evangelical churches.",
    reference: "Jude 1:3",
  },
  {
    key: "practical",
    title: "Practical",
    description:
      "Truth that reaches Monday morning: clear language, concrete application and pastoral care for real congregations.",
    reference: "James 1:22",
  },
  {
    key: "prophetic",
    title: "Prophetic",
    description:
      "Speaking God’s written word into the present moment, calling to repentance and hope, and adding no new revelation to Scripture.",
    reference: "2 Peter 1:19",
  },
  {
    key: "kingdom",
    title: "Kingdom-focused",
    description:
      "Serving the kingdom of God and the mission of the local church rather than personal platforms or passing trends.",
    reference: "Matthew 6:33",
  },
  {
    key: "transformational",
    title: "Transformational",
    description:
      "Aimed at changed lives: growth in Christlikeness by the Spirit’s work through the word, not information alone.",
    reference: "Romans 12:2",
  },
];

export interface SupportingScripture {
  reference: string;
  /** One line on why the verse matters for the tool. */
  context: string;
}

/** A tool's scriptures and the reasons it rests on them: its card here and on its page. */
export interface Foundation {
  primaryScripture: string;
  theologicalBasis: string;
  kingdomPrinciples: readonly string[];
  supportingScriptures: readonly SupportingScripture[];
  propheticContext: string;
}

export interface ToolFoundation extends Foundation {
  tool: ToolKey;
}

/** The image creator's foundation; each writing tool's is in its declaration. */
const imageFoundation: Foundation = {
  primaryScripture: "Exodus 31:3-5",
  theologicalBasis:
    "God is the Creator of all beauty, and he filled Bezalel with his Spirit for artistic skill in the service of worship. Images can serve the word and adorn the church’s message; they never replace Scripture and are never objects of worship.",
  kingdomPrinciples: [
    "Beauty points to the Creator.",
    "Images serve the word, never replace it.",
    "Art is truthful, never manipulative.",
    "Nothing made is to be worshipped.",
  ],
  supportingScriptures: [
    {
      reference: "Genesis 1:31",
      context: "God saw all that he had made, and it was very good.",
    },
    {
      reference: "Psalm 19:1",
      context: "Creation itself declares the glory of God.",
    },
    {
      reference: "Philippians 4:8",
      context: "Think on what is true, honourable, pure and lovely.",
    },
    {
      reference: "1 Corinthians 10:31",
      context: "Whatever we make, we make for the glory of God.",
    },
  ],
  propheticContext:
    "Scripture ends with a vision of a city of gold, jewels and light (Revelation 21). Christian art anticipates that beauty, which will be complete in the new creation.",
};

/**
 * Every tool's foundation, in the product's order: the writing tools' from their declarations
 * (shared/tools/<tool>/definition.ts), then the image creator's.
 */
export const toolFoundations: readonly ToolFoundation[] = [
  ...writingToolKeys.map((tool) => ({ tool, ...writingTools[tool].foundation })),
  { tool: "image", ...imageFoundation },
];

export const validationSteps = [
  {
    key: "scripture-verification",
    title: "Scripture verification",
    description:
      "Every reference in every draft is parsed and looked up in the World English Bible or the King James Version. The verse text is shown beside it, and a reference that does not exist is flagged instead of passed off as real.",
  },
  {
    key: "theological-review",
    title: "Theological review",
    description:
      "Each tool’s instructions carry the eight standards on this page: orthodox, evangelical, Trinitarian and Christ-centred. The offline drafts are built only from Scripture and public-domain commentary, and every draft is yours to review before use.",
  },
  {
    key: "kingdom-alignment",
    title: "Kingdom alignment",
    description:
      "The tools exist to serve the local church’s mission. They give first drafts that save time for study, prayer and people, and they leave the message, and the shepherding, to you.",
  },
] as const;

export const foundationFaqs = [
  {
    key: "accuracy",
    question: "How do you keep the content theologically accurate?",
    answer:
      "In two ways. Scripture is checked mechanically: every reference is looked up in the Bible text on our server, its words are shown beside it, and invented references are flagged. Doctrine is guided by the standards above, which every tool’s instructions carry. No tool is infallible, so read each draft with an open Bible, as the Bereans did (Acts 17:11).",
  },
  {
    key: "denomination",
    question: "What is your denominational stance?",
    answer:
      "Kingdom Tools holds to the historic Christian faith of the Apostles’ and Nicene Creeds and to evangelical convictions: the authority of Scripture, salvation by grace through faith in Christ, and the need for new birth by the Spirit. On matters where faithful churches differ, such as baptism, church government or spiritual gifts, the tools stay with what those churches share, and you can shape drafts to your own tradition.",
  },
  {
    key: "spirit-led",
    question: "Can AI produce Spirit-led content?",
    answer:
      "No tool can replace the Holy Spirit or a pastor’s calling. A draft is a starting point, like a commentary or a concordance. The Spirit works through Scripture, prayer and the preacher’s own study and heart; our aim is to save you time for exactly those.",
  },
  {
    key: "controversial",
    question: "How do the tools handle controversial topics?",
    answer:
      "They present what Scripture says with care, note where faithful Christians disagree, and avoid partisan politics. On sensitive pastoral matters such as grief, abuse or mental health, the drafts encourage personal care and, where needed, professional help. You remain the shepherd who decides what is said to your people.",
  },
] as const;

export type VerificationLevel = "excellent" | "good" | "needs-review";

/** The grade rule: excellent = A+, good = A, anything else B+. */
export function foundationGrade(level: VerificationLevel): "A+" | "A" | "B+" {
  if (level === "excellent") return "A+";
  if (level === "good") return "A";
  return "B+";
}

/** Scripture count = supporting verses + the primary scripture. */
export function scriptureCount(foundation: ToolFoundation): number {
  return foundation.supportingScriptures.length + 1;
}

export const standardPrincipleCount = 4;

/**
 * Excellent when every scripture of the card is found in the knowledge base and the card
 * has its four kingdom principles; good when the scriptures are all found; otherwise the
 * card needs review.
 */
export function verificationLevel(
  foundation: ToolFoundation,
  hasText: (reference: string) => boolean,
): VerificationLevel {
  const references = [
    foundation.primaryScripture,
    ...foundation.supportingScriptures.map((scripture) => scripture.reference),
  ];
  if (!references.every(hasText)) return "needs-review";
  return foundation.kingdomPrinciples.length >= standardPrincipleCount ? "excellent" : "good";
}

/** Every passage whose words the foundation page and landing page quote. */
export function quotedReferences(): string[] {
  const references = new Set<string>([featuredScripture, landingScripture, footerScripture]);
  for (const foundation of toolFoundations) {
    references.add(foundation.primaryScripture);
    for (const scripture of foundation.supportingScriptures) references.add(scripture.reference);
  }
  return [...references];
}

/** How the tradition presets in Settings shape drafts, and what they never change. */
export const traditionsExplained = {
  intro:
    "Churches within the historic Trinitarian faith speak and worship in different ways. In Settings you choose your church’s tradition, and every draft, from an AI model or offline, is written in its voice.",
  changes: [
    "Vocabulary: congregation, parish or church family; pastor, minister or vicar; communion, the Lord’s Supper or Holy Communion.",
    "The sermon method (expository, lectionary-based, topical or textual) and whether the church follows a lectionary.",
    "How a sermon closes: an invitation to come forward, an altar call, prayer ministry, a call to faith from the pulpit, or silence, creed and table.",
    "How baptism and the Lord’s Table are spoken of, in the tradition’s own words, and whether prayers take a set collect form.",
  ],
  neverChanges: [
    "One God, Father, Son and Holy Spirit, as the Apostles’ and Nicene Creeds confess.",
    "Salvation by grace through faith in Jesus Christ, crucified and risen, and his return in glory.",
    "Scripture as the inspired and authoritative word of God, every reference checked against the text.",
  ],
  guardrails:
    "Where faithful Christians differ (the mode of baptism, the gifts of the Spirit, women in ministry, predestination and free will, the end times) drafts stay within your tradition’s view, do not argue beyond it, and never disparage other traditions.",
} as const;
