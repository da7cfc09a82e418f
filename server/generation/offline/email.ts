import type { EmailRequest, EmailResult } from "@shared/generation/schemas";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import {
  audienceOf,
  capitalised,
  chooser,
  clip,
  groundingVerses,
  inSentence,
  paragraphs,
  quote,
  themesFor,
  type Choose,
  type Theme,
  type Verse,
} from "./phrasing";

type Kind = EmailRequest["emailType"];
type Tone = EmailRequest["tone"];

/** Types whose message is itself pastoral, so even a brief email carries a verse. */
const pastoralKinds = new Set<Kind>(["encouragement", "pastoral-care", "prayer-request"]);

const subjects: Record<Kind, readonly string[]> = {
  announcement: ["Announcement: ", "News from [Church name]: "],
  encouragement: ["A word of encouragement: ", "For your week: "],
  "event-invitation": ["You're invited: ", "Join us: "],
  "pastoral-care": ["Thinking of you: ", "With you in prayer: "],
  teaching: ["Thinking it through: ", "From the Word: "],
  "prayer-request": ["Please pray: ", "Prayer request: "],
};

const openers: Record<Tone, string> = {
  formal: "Grace and peace to you in the name of our Lord Jesus Christ.",
  casual: "I hope your week is going well!",
  urgent: "This needs your attention soon.",
  celebratory: "I have good news to share!",
  pastoral: "I have been praying for you.",
};

const actionVerbs = new Set(
  "announce ask call celebrate challenge comfort encourage explain gather help inform introduce invite launch let pray promote raise recruit remind request share support teach tell thank update welcome".split(
    " ",
  ),
);

/** "to thank our volunteers" or "about our harvest supper": the purpose may be either. */
function writingAbout(purpose: string): string {
  const first = purpose.split(" ")[0]?.toLowerCase() ?? "";
  return actionVerbs.has(first) ? `to ${purpose}` : `about ${purpose}`;
}

/** What each kind of email adds to its purpose; square brackets mark details to fill in. */
const purposeLines: Record<Kind, string> = {
  announcement: "The details are [date], [time] and [place].",
  encouragement:
    "Whatever you are carrying this week, I want you to know that you are not forgotten.",
  "event-invitation":
    "You are warmly invited to join us on [date] at [time] at [place], and everyone is welcome.",
  "pastoral-care":
    "If this is weighing on you, I want you to know you are not alone: our church family is holding you in prayer.",
  teaching: "I want to help us think it through carefully from scripture.",
  "prayer-request":
    "Will you join me in prayer? Prayer is not a last resort; it is the privilege of God's children.",
};

/** Why it matters, for standard and detailed emails: a word of the gospel fitted to the kind. */
const heartLines: Record<Kind, (theme: Theme) => string> = {
  announcement: () =>
    "We share this because we want every part of our life together to serve Christ and build up his church.",
  encouragement: (t) => `${t.claim} ${t.truth}`,
  "event-invitation": () =>
    "Gatherings like this are a simple way to share life as God's family and to welcome others in the name of Jesus.",
  "pastoral-care": () =>
    "You do not need to be strong for anyone. God is patient with us in hard seasons, and in Christ he holds his people fast.",
  teaching: (t) =>
    `${t.claim} ${t.truth} We will look at what scripture says, how it points to Jesus, and what it means for everyday life.`,
  "prayer-request": () =>
    "We pray because God hears, and because we depend on him rather than on our own strength. Please pray with faith, and leave the outcome in his good hands.",
};

/** The longest emails add the practical detail each kind needs. */
const detailLines: Record<Kind, string> = {
  announcement:
    "If you have questions, please reply to this email or speak to [contact name]. Further details will follow as they are confirmed.",
  encouragement:
    "Whatever this week holds, you are loved by God and you belong to his people. Take one small step of trust today, and lean on the church family around you.",
  "event-invitation":
    "Please let us know you are coming by [reply date] so we can plan well. Bring a friend: this is a good moment to invite someone new. If you need help with transport or childcare, contact [contact name].",
  "pastoral-care":
    "If you would like to talk or pray together, I would be glad to meet, call or visit. Just reply to this email or call me on [phone number]. There is no pressure and no rush.",
  teaching:
    "As you read, ask what the passage shows us about God, what it shows us about ourselves, and how it points to Jesus Christ. Bring your questions to [group or meeting].",
  "prayer-request":
    "Please pray at home, with your family or small group, and join us for prayer on [date] at [time] if you can. If there are practical needs, [contact name] is coordinating help.",
};

const callsToAction: Record<Kind, string> = {
  announcement: "Please note the details above and put the date in your calendar.",
  encouragement:
    "Take a moment today to pray, and reach out to someone who needs encouragement too.",
  "event-invitation": "Reply by [reply date] to say you are coming, and bring a friend.",
  "pastoral-care": "Reply or call whenever you are ready to talk or pray; we are here for you.",
  teaching: "Read the passage again this week and bring your questions to [group or meeting].",
  "prayer-request":
    "Please set aside time this week to pray, and let [contact name] know if you can help in practical ways.",
};

const signOffs: Record<Tone, string> = {
  formal: "Yours in Christ,",
  casual: "Thanks, and see you soon,",
  urgent: "Thank you for responding quickly,",
  celebratory: "With joy and thanks to God,",
  pastoral: "With love in Christ,",
};

function scriptureParagraph(verse: Verse, detailed: boolean, choose: Choose) {
  const lead = choose("scripture-lead", [
    "As we think about this, hold on to this word:",
    "Scripture speaks into this:",
  ]);
  return `${lead} ${quote(verse, detailed ? 45 : 25)}.`;
}

function subjectLine(request: EmailRequest, choose: Choose): string {
  const prefix = choose("subject", subjects[request.emailType]);
  return clip(`${prefix}${capitalised(inSentence(request.purpose))}`, 90);
}

export function composeEmail(
  request: EmailRequest,
  grounding: Grounding,
  _preferences: GenerationPreferences,
): EmailResult {
  const choose = chooser(request);
  const purpose = inSentence(request.purpose);
  const audience = audienceOf(request.audience);
  const brief = request.length === "brief";
  const detailed = request.length === "detailed";
  // A brief email quotes scripture only when the user named a passage or the kind is pastoral.
  const withVerse = !brief || Boolean(grounding.passage) || pastoralKinds.has(request.emailType);
  const verse = withVerse ? groundingVerses(grounding)[0] : undefined;
  const theme = themesFor(verse ? [verse] : [], request.purpose, 1)[0] as Theme;
  const content = paragraphs([
    `${request.tone === "casual" || request.audience === "youth" ? "Hi" : "Dear"} ${audience.greeting},`,
    `${openers[request.tone]} I am writing ${writingAbout(purpose)}. ${purposeLines[request.emailType]}`,
    verse && scriptureParagraph(verse, detailed, choose),
    !brief && heartLines[request.emailType](theme),
    detailed && detailLines[request.emailType],
    `${signOffs[request.tone]}\n[Your name]\n[Church name]`,
  ]);
  return {
    emailType: request.emailType,
    subject: subjectLine(request, choose),
    content,
    callToAction: callsToAction[request.emailType],
    scripture: verse?.reference ?? "",
  };
}
