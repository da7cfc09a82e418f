import { prayerDuration } from "@shared/generation/options";
import type { ToolRequest, ToolResult } from "@shared/tools";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import { callName } from "../details/weave";
import { draftPlan, stepped, type DraftPlan } from "./draft-plan";
import { passageHeart } from "./passage-movements";
import {
  addressFather,
  addressedToGod,
  completePhrase,
  groundingVerses,
  inTurn,
  paragraphs,
  prayerClosing,
  thisOne,
  quote,
  quotedTheme,
  titleCase,
  topicPhrase,
  namesABurden,
  phraseShape,
  inSentence,
  type Choose,
  type Verse,
} from "./phrasing";

type Kind = ToolRequest<"prayer">["prayerType"];
type Tone = ToolRequest<"prayer">["tone"];

/** How many verses each duration prays through after the opening one. */
const versesPrayed: Record<ToolRequest<"prayer">["duration"], number> = {
  short: 0,
  medium: 1,
  extended: 4,
};

const approaches: Record<Tone, readonly string[]> = {
  gentle: [
    "we come quietly to you through Jesus Christ your Son, thankful that we are welcome because of him and not because of anything we have done.",
    "we are glad to be in your presence. We come as your children, welcomed through Jesus your Son.",
  ],
  bold: [
    "we come with confidence to your throne of grace, not because we are worthy but because Jesus Christ your Son has opened the way for us.",
    "we draw near boldly, because Jesus our high priest has gone before us and you have promised to hear.",
  ],
  declarative: [
    "we come in the name of Jesus Christ your Son, who has triumphed over sin, death and every power of darkness by his cross and resurrection.",
    "we stand before you in the finished work of Christ, whose cross and empty tomb have settled who reigns.",
  ],
};

const titles: Record<Kind, string> = {
  intercession: "A Prayer of Intercession",
  warfare: "Standing in Christ's Victory",
  breakthrough: "A Prayer for Breakthrough",
  healing: "A Prayer for Healing",
  wisdom: "A Prayer for Wisdom",
  protection: "A Prayer for Protection",
};

/** Words that already say what kind of prayer this is: the title then needs no prefix. */
const kindWords: Record<Kind, RegExp> = {
  intercession: /\bintercess/i,
  warfare: /\b(victory|battle|warfare|stand firm)\b/i,
  breakthrough: /\bbreakthrough/i,
  healing: /\bheal/i,
  wisdom: /\b(wisdom|wise|guidance|discern)/i,
  protection: /\b(protect|safe|guard|keep)/i,
};

/** How the focus itself is brought to God: frames that fit any noun phrase. */
const focusFrames: readonly ((focus: string) => string)[] = [
  (f) => `We bring ${f} before you.`,
  (f) => `We lift ${f} to you.`,
  (f) => `We come to you about ${f}.`,
];

/**
 * For a focus that is not a thing to carry (a gerund phrase, a statement, a question): frames
 * where it follows "about", or a statement is prayed as trust.
 */
const aboutFrames: readonly ((focus: string) => string)[] = [
  (f) => `We come to you about ${f}.`,
  (f) => `We want to think about ${f} in your presence.`,
];

/** What each kind asks, in words that never repeat the focus ("healing for healing"). */
const petitions: Record<Kind, readonly string[]> = {
  intercession: [
    "You know every detail better than we do, and you care more than we can. Meet every need here according to your wisdom and love.",
    "You see what we cannot see. Act with mercy where we are helpless, and let your kindness be known.",
  ],
  warfare: [
    "We stand against everything that opposes your good purposes here, not in our own strength but in the victory of Christ. Guard hearts and minds with your truth, and keep us alert in prayer.",
    "Where fear and lies press in, let your truth stand. We take our place under Christ's victory and ask you to guard your people.",
  ],
  breakthrough: [
    "Open the way where it seems closed. Move what we cannot move, in your time and in your way, and give us patience to wait and faith to keep asking.",
    "Where we have waited long, we ask you to act. Nothing is too hard for you; give us faith to keep asking until you answer.",
  ],
  healing: [
    "You care for body and soul: bring relief, strength and peace. We trust your goodness whether healing comes quickly, slowly, or in the life to come, when every wound will be made whole.",
    "You are the Lord who heals. Touch what is broken, steady what is weak, and give rest to the tired. We trust you with the outcome.",
  ],
  wisdom: [
    "We do not know the way on our own: show us what is right and good, make the next step clear, and keep us humble enough to listen.",
    "You give generously to all who ask without finding fault. Give clear minds, united hearts and courage to do what is right.",
  ],
  protection: [
    "Be a shield around all who are in danger, keep them from harm in body and soul, and let them know they are held in your hands.",
    "Watch over their going out and coming in. Keep them from harm, and let your peace guard their hearts.",
  ],
};

/** Warfare-toned prayers declare Christ's victory to God and the church; they never address the enemy. */
const toneLines: Record<Tone, readonly string[]> = {
  gentle: [
    "Hold us close while we wait on you, and let your peace settle our hearts.",
    "Quiet our anxious thoughts and teach us to rest in your care.",
  ],
  bold: [
    "Lord, act for the glory of your name. We ask boldly, because you have promised to hear your children.",
    "We will not stop asking, because you are good and you delight to answer.",
  ],
  declarative: [
    "We declare that Jesus Christ is Lord. No power of darkness has the final word, for the cross has won the victory and the tomb is empty.",
    "Jesus Christ is Lord over this, and nothing can undo what he has won. We stand in that victory, and we will not be afraid.",
  ],
};

function opening(
  lead: Verse | undefined,
  request: ToolRequest<"prayer">,
  plan: DraftPlan,
  style: GenerationPreferences["languageStyle"],
) {
  const approach = plan.choose("approach", approaches[request.tone]);
  const address = `${addressFather(style, plan.choose, plan.voice.formality.key)}, ${approach}`;
  return lead ? `${address} Your word says, ${quote(lead, plan.simple ? 20 : 35)}.` : address;
}

/** `carried` is the focus when it names a thing to carry ("grief"), else undefined. */
function thanksgiving(carried: string | undefined, choose: Choose): string {
  return choose("thanks", [
    `We confess that we often try to ${carried ? `carry ${carried}` : "go on"} in our own strength. Forgive us, and thank you that in Christ there is full forgiveness and a welcome we could never earn.`,
    "Thank you for the cross, where Jesus bore our sin, and for the empty tomb, which tells us that death does not have the last word. We have no claim on you except your grace, and your grace is enough.",
    "Thank you that you are not far away. You have come near to us in Jesus, and by your Spirit you hear every prayer we pray.",
  ]);
}

const personVerbs =
  /^(has|have|had|is|was|will|serves|served|faces|needs|lost|starts|begins|leads|works|lives|loves|cares)\b/i;

/**
 * The people and notes of the request, prayed rather than pasted: "Thank you for Margaret, who
 * has served in the nursery for 30 years." Other notes are brought to God as the pastor wrote them.
 */
function peopleAndNotes(plan: DraftPlan, focusText: string): string | undefined {
  const { people, notes } = plan.details;
  const lines: string[] = [];
  const unused = [...notes];
  for (const person of people.slice(0, 3)) {
    const about = unused.findIndex((note) => note.startsWith(`${person} `));
    const rest = about >= 0 ? unused[about]!.slice(person.length + 1).replace(/[.!?]$/, "") : "";
    const name = callName(person);
    if (rest && personVerbs.test(rest)) {
      unused.splice(about, 1);
      lines.push(`Thank you for ${person}, who ${rest}.`);
    } else if (notes.some((note) => note.includes(person))) {
      // The note that names them is prayed below, in the pastor's words.
      continue;
    } else if (!new RegExp(`\\b${name}\\b`).test(focusText) || people.length > 1) {
      lines.push(`We name ${person} before you, and we ask you to be near.`);
    } else lines.push(`Be near to ${name} in all of this.`);
  }
  if (unused.length > 0) {
    const [first, ...more] = unused;
    const lowered = first ? first.charAt(0).toLowerCase() + first.slice(1) : "";
    const opener = /^[A-Z][a-z]+ [A-Z]/.test(first ?? "") ? first : lowered;
    lines.push(`You know what is on our hearts: ${opener} ${more.join(" ")}`.trim());
  }
  return lines.length > 0 ? lines.join(" ") : undefined;
}

function prayedVerse(
  verse: Verse,
  index: number,
  request: ToolRequest<"prayer">,
  used: Set<string>,
  plan: DraftPlan,
): string {
  const lead = inTurn(
    ["Your word says,", "You have spoken in scripture:", "We hold on to your word:"],
    index,
    plan.choose,
    "verse-lead",
  );
  const theme = quotedTheme(verse, used, `${request.focus} ${request.prayerType}`, plan.variant);
  const ask = theme ? ` So help us to ${addressedToGod(theme.response)}.` : "";
  return `${lead} ${quote(verse, plan.simple ? 20 : 40)}.${ask}`;
}

function widerCircle(focus: string, carried: boolean, choose: Choose): string {
  return choose("circle", [
    `We pray too for ${carried ? `everyone touched by ${focus}` : `everyone who is thinking about ${focus} with us`}: for families and friends, for those who care and for those who carry this quietly. Surround them with your people and let them know that you are near.`,
    "Remember the families, friends and carers who stand close by. Give them strength for each day and the comfort of your people around them.",
  ]);
}

/** What only the extended prayer adds: the church, the Spirit's help and surrender. */
function extendedParagraphs(carried: string | undefined, plan: DraftPlan): string[] {
  const it = carried ?? "all of this";
  const community = plan.voice.vocabulary.community;
  // "your church" speaks to God of his church; a parish or congregation is named as such.
  const place = community === "the church" ? "your church" : thisOne(community);
  const people =
    community === "the church" ? "your people" : `your people in ${thisOne(community)}`;
  return plan.choose("extended", [
    [
      `Make ${place} a place of welcome and prayer, and let your name be honoured in how we respond${carried ? ` to ${carried}` : ""}.`,
      "Fill us with your Holy Spirit, who helps us in our weakness and prays for us when we do not know what to pray. Make us more like Jesus in all of this.",
      `Not our will but yours be done. We entrust ${it} to you, knowing that you are good and that nothing can separate us from your love in Christ Jesus.`,
    ],
    [
      `Teach ${people} to carry one another's burdens, and to keep praying when the answer is slow.`,
      "Holy Spirit, pray in us and through us. Give us words when we have none, and patience when we are tired.",
      `We leave ${it} in your hands. You are wiser than we are and kinder than we know, and your love in Christ will not let us go.`,
    ],
  ]);
}

function title(request: ToolRequest<"prayer">): string {
  const focus = completePhrase(request.focus, 50);
  if (kindWords[request.prayerType].test(focus)) return titleCase(focus);
  return `${titles[request.prayerType]}: ${titleCase(focus)}`;
}

export function composePrayer(
  request: ToolRequest<"prayer">,
  grounding: Grounding,
  preferences: GenerationPreferences,
): ToolResult<"prayer"> {
  const plan = draftPlan(request, [request.focus], preferences);
  const duration = stepped(prayerDuration.values, request.duration, plan.refine);
  const focus = topicPhrase(request.focus);
  // Only a phrase naming a burden is a thing to carry or be touched by; the rest are prayed about.
  const shape = phraseShape(request.focus);
  const carried = namesABurden(request.focus) && !focus.startsWith("‘") ? focus : undefined;
  const focusLine =
    // "trusting that you are faithful": only a statement about God is prayed as trust.
    shape === "clause" && /^(god|jesus|christ|the lord)\b/i.test(request.focus.trim())
      ? `We come to you trusting that ${addressedToGod(inSentence(request.focus))}.`
      : plan.choose("focus-frame", carried ? focusFrames : aboutFrames)(focus);
  const [first, ...others] = groundingVerses(grounding, plan.variant);
  // A long passage is prayed where it makes its point, not from its opening verse.
  const heart =
    grounding.passage &&
    passageHeart(grounding.passage.reference, grounding.translation, plan.variant);
  const lead = heart?.movement.carrier ?? first;
  const prayed = others.slice(0, versesPrayed[duration]);
  const used = new Set<string>();
  const short = duration === "short";
  const petition = [
    focusLine,
    plan.choose("petition", petitions[request.prayerType]),
    plan.choose("tone-line", toneLines[request.tone]),
  ].join(" ");
  const content = paragraphs([
    opening(lead, request, plan, preferences.languageStyle),
    !short && thanksgiving(carried, plan.choose),
    petition,
    peopleAndNotes(plan, request.focus),
    ...prayed.map((verse, index) => prayedVerse(verse, index, request, used, plan)),
    !short && widerCircle(focus, Boolean(carried), plan.choose),
    ...(duration === "extended" ? extendedParagraphs(carried, plan) : []),
    prayerClosing(plan.choose, plan.voice.formality.key),
  ]);
  return {
    prayerType: request.prayerType,
    title: title(request),
    scriptureBase: grounding.passage?.reference ?? "",
    content,
    focus: request.focus.trim(),
  };
}
