import type { PrayerRequest, PrayerResult } from "@shared/generation/schemas";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import {
  addressFather,
  addressedToGod,
  chooser,
  clip,
  groundingVerses,
  inSentence,
  inTurn,
  paragraphs,
  prayerClose,
  quote,
  quotedTheme,
  titleCase,
  type Choose,
  type Verse,
} from "./phrasing";

type Kind = PrayerRequest["prayerType"];
type Tone = PrayerRequest["tone"];

/** How many verses each duration prays through after the opening one. */
const versesPrayed: Record<PrayerRequest["duration"], number> = {
  short: 0,
  medium: 1,
  extended: 4,
};

const approaches: Record<Tone, string> = {
  gentle:
    "we come quietly to you through Jesus Christ your Son, thankful that we are welcome because of him and not because of anything we have done.",
  bold: "we come with confidence to your throne of grace, not because we are worthy but because Jesus Christ your Son has opened the way for us.",
  declarative:
    "we come in the name of Jesus Christ your Son, who has triumphed over sin, death and every power of darkness by his cross and resurrection.",
};

const titles: Record<Kind, string> = {
  intercession: "A Prayer of Intercession",
  warfare: "Standing in Christ's Victory",
  breakthrough: "A Prayer for Breakthrough",
  healing: "A Prayer for Healing",
  wisdom: "A Prayer for Wisdom",
  protection: "A Prayer for Protection",
};

const petitions: Record<Kind, (focus: string) => string> = {
  intercession: (f) =>
    `We lift ${f} to you. You know every detail better than we do, and you care more than we can. Meet every need in it according to your wisdom and love.`,
  warfare: (f) =>
    `We bring ${f} before you and stand against everything that opposes your good purposes there, not in our own strength but in the victory of Christ. Guard hearts and minds with your truth, and keep us alert in prayer.`,
  breakthrough: (f) =>
    `We ask you to open the way in ${f} where it seems closed. Move what we cannot move, in your time and in your way, and give us patience to wait and faith to keep asking.`,
  healing: (f) =>
    `We ask you to bring healing and restoration to ${f}. You care for body and soul: bring relief, strength and peace. We trust your goodness whether healing comes quickly, slowly, or in the life to come, when every wound will be made whole.`,
  wisdom: (f) =>
    `Give us wisdom for ${f}. We do not know the way on our own: show us what is right and good, make the next step clear, and keep us humble enough to listen.`,
  protection: (f) =>
    `Guard and keep ${f}. Be a shield around all who are in danger, keep them from harm in body and soul, and let them know they are held in your hands.`,
};

/** Warfare-toned prayers declare Christ's victory to God and the church; they never address the enemy. */
const toneLines: Record<Tone, (focus: string) => string> = {
  gentle: () => "Hold us close while we wait on you, and let your peace settle our hearts.",
  bold: () =>
    "Lord, act for the glory of your name. We ask boldly, because you have promised to hear your children.",
  declarative: (f) =>
    `We declare that Jesus Christ is Lord over ${f}. No power of darkness has the final word, for the cross has won the victory and the tomb is empty. We stand in that victory, and we will not be afraid.`,
};

function opening(
  lead: Verse | undefined,
  request: PrayerRequest,
  preferences: GenerationPreferences,
  choose: Choose,
): string {
  const address = `${addressFather(preferences.languageStyle, choose)}, ${approaches[request.tone]}`;
  return lead ? `${address} Your word says, ${quote(lead, 35)}.` : address;
}

function thanksgiving(focus: string, choose: Choose): string {
  return choose("thanks", [
    `We confess that we often try to carry ${focus} in our own strength. Forgive us, and thank you that in Christ there is full forgiveness and a welcome we could never earn.`,
    "Thank you for the cross, where Jesus bore our sin, and for the empty tomb, which tells us that death does not have the last word. We have no claim on you except your grace, and your grace is enough.",
  ]);
}

function prayedVerse(
  verse: Verse,
  index: number,
  request: PrayerRequest,
  used: Set<string>,
  choose: Choose,
): string {
  const lead = inTurn(
    ["Your word says,", "You have spoken in scripture:", "We hold on to your word:"],
    index,
    choose,
    "verse-lead",
  );
  const theme = quotedTheme(verse, used, `${request.focus} ${request.prayerType}`);
  const ask = theme ? ` So help us to ${addressedToGod(theme.response)}.` : "";
  return `${lead} ${quote(verse, 40)}.${ask}`;
}

function widerCircle(focus: string): string {
  return `We pray too for everyone touched by ${focus}: for families and friends, for those who care and for those who carry this quietly. Surround them with your people and let them know that you are near.`;
}

/** What only the extended prayer adds: the church, the Spirit's help and surrender. */
function extendedParagraphs(focus: string): string[] {
  return [
    `Make your church a place of welcome and prayer, and let your name be honoured in how we respond to ${focus}.`,
    "Fill us with your Holy Spirit, who helps us in our weakness and prays for us when we do not know what to pray. Make us more like Jesus in all of this.",
    `Not our will but yours be done. We entrust ${focus} to you, knowing that you are good and that nothing can separate us from your love in Christ Jesus.`,
  ];
}

export function composePrayer(
  request: PrayerRequest,
  grounding: Grounding,
  preferences: GenerationPreferences,
): PrayerResult {
  const choose = chooser(request);
  const focus = inSentence(request.focus);
  const [lead, ...others] = groundingVerses(grounding);
  const prayed = others.slice(0, versesPrayed[request.duration]);
  const used = new Set<string>();
  const short = request.duration === "short";
  const petition = `${petitions[request.prayerType](focus)} ${toneLines[request.tone](focus)}`;
  const content = paragraphs([
    opening(lead, request, preferences, choose),
    !short && thanksgiving(focus, choose),
    petition,
    ...prayed.map((verse, index) => prayedVerse(verse, index, request, used, choose)),
    !short && widerCircle(focus),
    ...(request.duration === "extended" ? extendedParagraphs(focus) : []),
    prayerClose,
  ]);
  return {
    prayerType: request.prayerType,
    title: `${titles[request.prayerType]}: ${titleCase(clip(request.focus, 60))}`,
    scriptureBase: grounding.passage?.reference ?? "",
    content,
    focus: request.focus.trim(),
  };
}
