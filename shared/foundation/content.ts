import type { ToolKey } from "../tools";

/**
 * The biblical foundation page. Only references live
 * here; every verse's words come from the scripture knowledge base through
 * verse-texts.ts, which scripts/build-foundation-verses.ts generates.
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

export interface ToolFoundation {
  tool: ToolKey;
  primaryScripture: string;
  theologicalBasis: string;
  kingdomPrinciples: readonly string[];
  supportingScriptures: readonly SupportingScripture[];
  propheticContext: string;
}

export const toolFoundations: readonly ToolFoundation[] = [
  {
    tool: "sermon",
    primaryScripture: "2 Timothy 4:2",
    theologicalBasis:
      "Preaching is the means God has appointed to call and build up his people. The Spirit works through the faithful explanation and application of Scripture, centred on Christ. The Sermon Builder offers an outline; the preacher’s study, prayer and dependence on the Spirit make it a sermon.",
    kingdomPrinciples: [
      "The text sets the agenda: the passage’s meaning governs the message.",
      "Christ is proclaimed from every part of Scripture.",
      "Clarity serves understanding, so the word is plain to every hearer.",
      "Every sermon calls for a response of faith, repentance and obedience.",
    ],
    supportingScriptures: [
      {
        reference: "Nehemiah 8:8",
        context: "Ezra’s readers gave the sense of the law: the pattern of expository preaching.",
      },
      {
        reference: "Romans 10:17",
        context: "Faith comes by hearing the word of God, so preaching is never a side issue.",
      },
      {
        reference: "1 Corinthians 2:4-5",
        context:
          "Paul relied on the Spirit’s power rather than clever words; so must every outline.",
      },
    ],
    propheticContext:
      "God promised through Isaiah that his word will not return to him empty (Isaiah 55:10–11). Every faithful sermon shares in that promise, from the apostles’ first preaching until Christ returns.",
  },
  {
    tool: "prayer",
    primaryScripture: "Philippians 4:6-7",
    theologicalBasis:
      "Through Christ we have access by one Spirit to the Father (Ephesians 2:18). Written prayers have served the church since the Psalms and the Lord’s Prayer: they guide and enrich prayer without replacing the heart’s own approach to God.",
    kingdomPrinciples: [
      "We come to the Father through Christ, our one mediator.",
      "Prayer takes up the words and promises of Scripture.",
      "Adoration, confession, thanksgiving and intercession all have their place.",
      "We ask in faith and submit to God’s will.",
    ],
    supportingScriptures: [
      {
        reference: "Matthew 6:9-13",
        context:
          "Jesus’ own pattern: God’s name, kingdom and will first, then bread, forgiveness and protection.",
      },
      {
        reference: "Romans 8:26",
        context: "The Spirit helps our weakness and intercedes when we do not know what to pray.",
      },
      {
        reference: "Hebrews 4:16",
        context:
          "Because of Christ our high priest, we may draw near to the throne of grace boldly.",
      },
    ],
    propheticContext:
      "The prayers of the saints rise before God like incense (Revelation 8:3–4). Praying “your Kingdom come” joins every generation of believers in longing for the day Christ makes all things new.",
  },
  {
    tool: "devotional",
    primaryScripture: "Psalm 119:105",
    theologicalBasis:
      "God feeds his people through his word day by day. A devotional opens one passage, explains it simply, and turns it into reflection, prayer and a step of obedience, so that the reader meets God in Scripture rather than in the devotional’s words.",
    kingdomPrinciples: [
      "Daily bread comes from God’s word.",
      "Reflection leads to worship, not merely to information.",
      "Application is concrete and fits ordinary life.",
      "Every reading ends in prayerful response.",
    ],
    supportingScriptures: [
      {
        reference: "Matthew 4:4",
        context:
          "Jesus answered temptation with Scripture: we live by every word from God’s mouth.",
      },
      {
        reference: "Lamentations 3:22-23",
        context: "God’s mercies are new every morning, the ground of daily hope.",
      },
      {
        reference: "James 1:22",
        context: "The word is meant to be done, not only heard.",
      },
    ],
    propheticContext:
      "The psalmist’s lamp for the path points to the day when God’s people will need no lamp, because the Lord God will be their light (Revelation 22:5). Daily devotion is practice for that unending fellowship.",
  },
  {
    tool: "email",
    primaryScripture: "Colossians 4:6",
    theologicalBasis:
      "Church communication is pastoral care. Announcements, invitations and letters knit the body together, and they should be truthful, gracious and clear, because the church’s words are part of its witness.",
    kingdomPrinciples: [
      "Speak the truth in love.",
      "Every message builds up the body.",
      "Be clear, accurate and timely.",
      "Season every word with grace.",
    ],
    supportingScriptures: [
      {
        reference: "Ephesians 4:29",
        context: "Only words that build up and give grace to those who hear them.",
      },
      {
        reference: "Hebrews 10:24-25",
        context: "We stir one another to love and good works and keep meeting together.",
      },
      {
        reference: "Acts 2:42",
        context:
          "The early church devoted itself to teaching, fellowship, the breaking of bread and prayer.",
      },
    ],
    propheticContext:
      "The apostles’ letters were the first church emails, carrying the gospel and pastoral care across the Roman world. Church communication today continues that ministry until the whole church is gathered before the throne (Revelation 7:9).",
  },
  {
    tool: "social",
    primaryScripture: "Matthew 5:14-16",
    theologicalBasis:
      "Christ sends his church into every public square with the gospel. Social media is a new square, not a new message: posts should point to Christ, represent Scripture accurately and show gentleness and respect to every reader.",
    kingdomPrinciples: [
      "Be salt and light in public places.",
      "Share the gospel without distorting it.",
      "Answer with gentleness and respect.",
      "Invite people to Christ and to his church.",
    ],
    supportingScriptures: [
      {
        reference: "Matthew 28:19-20",
        context: "The Great Commission sends disciples to all nations, with Christ present always.",
      },
      {
        reference: "1 Peter 3:15-16",
        context: "Be ready to give a reason for our hope, with humility and a good conscience.",
      },
      {
        reference: "Romans 1:16",
        context: "The gospel, not our cleverness, is the power of God for salvation.",
      },
    ],
    propheticContext:
      "Jesus said the gospel of the Kingdom will be preached in the whole world as a testimony to all nations (Matthew 24:14). New media are among the means by which that word runs on.",
  },
  {
    tool: "meditation",
    primaryScripture: "Joshua 1:8",
    theologicalBasis:
      "Biblical meditation is not emptying the mind but filling it with God’s word: reading slowly, understanding the passage in its setting, seeing Christ in it, and letting it shape prayer and life.",
    kingdomPrinciples: [
      "Read slowly and attentively.",
      "Context comes before application.",
      "See the passage in the light of Christ.",
      "Let prayer flow from the text.",
    ],
    supportingScriptures: [
      {
        reference: "Psalm 119:15-16",
        context: "Meditating on God’s precepts goes together with delighting in them.",
      },
      {
        reference: "Colossians 3:16",
        context: "The word of Christ is to dwell in us richly, in teaching, song and thanksgiving.",
      },
      {
        reference: "Luke 24:27",
        context: "The risen Jesus explained the things concerning himself in all the Scriptures.",
      },
    ],
    propheticContext:
      "Israel was to meditate on the law as it entered the land of promise. Christians meditate on the whole of Scripture as pilgrims heading for the better country God has prepared (Hebrews 11:16).",
  },
  {
    tool: "image",
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
  },
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
