import { emailLength } from "@shared/generation/options";
import type { ToolRequest, ToolResult } from "@shared/tools";
import type { GenerationPreferences, Grounding } from "../pipeline-types";
import {
  contactPhrase,
  notesBeyondLogistics,
  placeholders,
  whenPhrase,
  wherePhrase,
} from "../details/weave";
import { draftPlan, stepped, type DraftPlan } from "./draft-plan";
import {
  audienceOf,
  capitalised,
  completePhrase,
  groundingVerses,
  inSentence,
  paragraphs,
  quote,
  quotedReference,
  themesFor,
  topicPhrase,
  type Choose,
  type Theme,
  type Verse,
} from "./phrasing";

type Kind = ToolRequest<"email">["emailType"];
type Tone = ToolRequest<"email">["tone"];

/** A subject line's limit, so it shows whole in a mail client. */
export const subjectLimit = 70;

/** Types whose message is itself pastoral, so even a brief email carries a verse. */
const pastoralKinds = new Set<Kind>(["encouragement", "pastoral-care", "prayer-request"]);
/** Types that need a date, a time and a place: a placeholder stands where one was not given. */
const eventKinds = new Set<Kind>(["announcement", "event-invitation"]);

const subjects: Record<Kind, readonly string[]> = {
  announcement: ["Announcement: ", "News: "],
  encouragement: ["A word of encouragement: ", "For your week: "],
  "event-invitation": ["You're invited: ", "Join us: "],
  "pastoral-care": ["Thinking of you: ", "With you in prayer: "],
  teaching: ["Thinking it through: ", "From the Word: "],
  "prayer-request": ["Please pray: ", "Prayer request: "],
};

const openers: Record<Tone, readonly string[]> = {
  formal: [
    "Grace and peace to you in the name of our Lord Jesus Christ.",
    "I write with thanks to God for each of you.",
  ],
  casual: ["I hope your week is going well!", "Quick note from me this week."],
  urgent: ["This needs your attention soon.", "I need to ask for your help quickly."],
  celebratory: ["I have good news to share!", "There is something to celebrate!"],
  pastoral: ["I have been praying for you.", "You have been on my heart this week."],
};

const actionVerbs = new Set(
  "announce ask call celebrate challenge comfort encourage explain gather help inform introduce invite launch let pray promote raise recruit remind request share support teach tell thank update welcome".split(
    " ",
  ),
);

/** "to thank our volunteers" or "about our harvest supper": the purpose may be either. */
/** `typed` is the purpose as the pastor wrote it (a question keeps its question mark). */
function writingAbout(typed: string): string {
  const purpose = inSentence(typed);
  const first = purpose.split(" ")[0]?.toLowerCase() ?? "";
  return actionVerbs.has(first) ? `to ${purpose}` : `about ${topicPhrase(typed)}`;
}

/** The purpose without its leading verb, as a subject: "Announce our food drive" → "Our food drive". */
/** Who an email goes to, after its verb: "Invite men to …", "Let families know about …". */
const audienceLead = new RegExp(
  `^(?:(?:the|our|all|all our)\\s+)?(?:everyone|families|people|members|you|church|congregation|men|women|couples|parents|students|youth|volunteers|leaders|seniors|kids|children|teens|guests|newcomers|moms|dads|singles|staff|team|friends)\\s+(?:know\\s+)?(?:to|for|about|of|that)\\s+`,
  "i",
);

function subjectCore(request: ToolRequest<"email">, plan: DraftPlan): string {
  const purpose = request.purpose
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[“"]/g, "‘")
    .replace(/”/g, "’");
  const words = purpose.split(" ");
  const verb = words[0]?.toLowerCase() ?? "";
  const withoutVerb = actionVerbs.has(verb)
    ? words.slice(1).join(" ").replace(audienceLead, "")
    : purpose;
  const event = plan.details.event;
  const core =
    event &&
    eventKinds.has(request.emailType) &&
    !withoutVerb.toLowerCase().includes(event.toLowerCase())
      ? event
      : withoutVerb;
  return capitalised(core || purpose);
}

function subjectLine(request: ToolRequest<"email">, plan: DraftPlan): string {
  const prefix = plan.choose("subject", subjects[request.emailType]);
  const dated = plan.details.when.find((phrase) => /[a-z]/i.test(phrase));
  const core = completePhrase(subjectCore(request, plan), subjectLimit - prefix.length);
  const withDate =
    dated && eventKinds.has(request.emailType) && !core.toLowerCase().includes(dated.toLowerCase())
      ? `${core}, ${dated}`
      : core;
  return `${prefix}${(prefix + withDate).length <= subjectLimit ? withDate : core}`;
}

/**
 * Whether the email is about an event, whose date, time and place it must give: an invitation
 * always; an announcement only when it names an event or gives a when or where. "Announce our
 * new associate pastor" or "Our church has a new website" needs no "[date] at [time]".
 */
function aboutAnEvent(request: ToolRequest<"email">, plan: DraftPlan): boolean {
  if (!eventKinds.has(request.emailType)) return false;
  if (request.emailType !== "announcement") return true;
  // A date alone ("starting this Sunday") is when news takes effect, not an event to attend.
  return Boolean(plan.details.event);
}

/** When and where, stated once; placeholders only for what an event email needs and lacks. */
function logistics(request: ToolRequest<"email">, plan: DraftPlan): string | undefined {
  const needed = aboutAnEvent(request, plan);
  const { details } = plan;
  // A place alone ("the building fund") is not an event to give the whereabouts of.
  if (!needed && details.when.length === 0) return undefined;
  // Notes that already say when and where, in the pastor's words, need no restating.
  const kept = notesBeyondLogistics(details).join(" ");
  const stated = [...details.when, ...details.places.slice(0, 1)];
  const said = kept.toLowerCase();
  if (!needed && stated.every((phrase) => said.includes(phrase.toLowerCase()))) return undefined;
  const when = whenPhrase(details, { date: needed, time: needed });
  const where = wherePhrase(details, needed);
  const what = details.event ? `The ${details.event}` : "It";
  const verb = plan.choose("takes-place", ["takes place", "will be"]);
  return `${what} ${verb} ${[when, where].filter(Boolean).join(" ")}.`;
}

const kindLines: Record<Kind, readonly string[]> = {
  announcement: [
    "We share this because we want every part of our life together to serve Christ and build up his church.",
    "Small things done together are part of how a church shows the love of Christ.",
  ],
  encouragement: [
    "Whatever you are carrying this week, I want you to know that you are not forgotten.",
    "You are loved by God and you belong to his people, on the good days and the hard ones.",
  ],
  "event-invitation": [
    "Gatherings like this are a simple way to share life as God's family and to welcome others in the name of Jesus.",
    "Everyone is welcome, and this is a good moment to bring a friend.",
  ],
  "pastoral-care": [
    "You do not need to be strong for anyone. God is patient with us in hard seasons, and in Christ he holds his people fast.",
    "If this is weighing on you, you are not alone: our {churchFamily} is holding you in prayer.",
  ],
  teaching: [
    "I want to help us think it through carefully from scripture, asking what it shows us about God, about ourselves and about Jesus Christ.",
    "Let's look together at what scripture says, how it points to Jesus, and what it means for everyday life.",
  ],
  "prayer-request": [
    "Will you join me in prayer? Prayer is not a last resort; it is the privilege of God's children.",
    "We pray because God hears, and because we depend on him rather than on our own strength.",
  ],
};

/** What only a detailed email adds: the practical word each kind needs. */
const detailLines: Record<Kind, readonly string[]> = {
  announcement: [
    "Further details will follow as they are confirmed. Please pass this on to anyone who may have missed it.",
    "If you cannot take part this time, please pray for those who will, and pass this on to a friend.",
  ],
  encouragement: [
    "Take one small step of trust today, and lean on the {churchFamily} around you.",
    "If you would like someone to pray with you, just reply: we would be glad to.",
  ],
  "event-invitation": [
    "This is a good moment to invite someone new. If you need help with transport or childcare, just reply and we will help.",
    "Newcomers are very welcome. If anything would make it easier for you to come, let us know.",
  ],
  "pastoral-care": [
    "If you would like to talk or pray together, I would be glad to meet, call or visit. There is no pressure and no rush.",
    "Grief and worry take time. Be gentle with yourself, and let others carry some of the load.",
  ],
  teaching: [
    "As you read, ask what the passage shows us about God, what it shows us about ourselves, and how it points to Jesus Christ.",
    "Read it slowly more than once, and note one thing that surprises you.",
  ],
  "prayer-request": [
    "Please pray at home, with your family or small group. If there are practical needs, reply and we will coordinate help.",
    "Pray specifically and by name, and ask God for what only he can do.",
  ],
};

/** An announcement of news, not of an event, has no date to put in a calendar. */
const newsCallsToAction = [
  "Please pass this news on to anyone who would want to know.",
  "Reply with any questions; we are glad to help.",
] as const;

const callsToAction: Record<Kind, readonly string[]> = {
  announcement: [
    "Please put the date in your calendar.",
    "Please note the details and pass them on.",
  ],
  encouragement: [
    "Take a moment today to pray, and reach out to someone who needs encouragement too.",
    "Read the verse again tonight, and pass this on to someone who needs it.",
  ],
  "event-invitation": [
    "Reply to say you are coming, and bring a friend.",
    "Let us know you are coming, and invite someone new.",
  ],
  "pastoral-care": [
    "Reply or call whenever you are ready to talk or pray; we are here for you.",
    "Let me know how I can pray for you or help this week.",
  ],
  teaching: [
    "Read the passage again this week and bring your questions.",
    "Write down one question the passage raises for you and bring it along.",
  ],
  "prayer-request": [
    "Please set aside time this week to pray, and reply if you can help in practical ways.",
    "Pray at home, with your family or small group, and let us know if you can help.",
  ],
};

const signOffs: Record<Tone, string> = {
  formal: "Yours in Christ,",
  casual: "Thanks, and see you soon,",
  urgent: "Thank you for responding quickly,",
  celebratory: "With joy and thanks to God,",
  pastoral: "With love in Christ,",
};

/** The sign-off from Settings: the saved email signature, else name, role and church. */
function signature(tone: Tone, plan: DraftPlan): string {
  const author = plan.author;
  if (author?.emailSignature) return `${signOffs[tone]}\n${author.emailSignature}`;
  const name = author?.name || placeholders.name;
  const church = author?.church || placeholders.church;
  return [signOffs[tone], author?.role ? `${name}, ${author.role}` : name, church].join("\n");
}

function greeting(request: ToolRequest<"email">, group: string, plan: DraftPlan) {
  const church = plan.author?.church;
  const hello = request.tone === "casual" || request.audience === "youth" ? "Hi" : "Dear";
  if (!church || request.audience !== "general-congregation") return `${hello} ${group},`;
  // A "church family" may be greeted as "Grace Fellowship family"; others as friends at the church.
  return plan.choose(
    "greeting",
    group.endsWith("family")
      ? [`${hello} ${church} family,`, `${hello} friends at ${church},`]
      : [`${hello} ${group} at ${church},`],
  );
}

function scriptureParagraph(verse: Verse, detailed: boolean, choose: Choose) {
  const lead = choose("scripture-lead", [
    "As we think about this, hold on to this word:",
    "Scripture speaks into this:",
  ]);
  return `${lead} ${quote(verse, detailed ? 45 : 25)}.`;
}

function contactLine(
  request: ToolRequest<"email">,
  plan: DraftPlan,
  detailed: boolean,
  keptNotes: string,
): string | undefined {
  const contact = contactPhrase(plan.details);
  const { name, email, phone } = plan.details.contact;
  // A note that already names the contact says it in the pastor's words.
  if ([name, email, phone].some((way) => way && keptNotes.includes(way))) return undefined;
  if (contact)
    return plan.choose("contact", [
      `If you have questions, contact ${contact}.`,
      `Questions? Please contact ${contact}.`,
    ]);
  if (detailed && aboutAnEvent(request, plan))
    return `If you have questions, please reply to this email or contact ${placeholders.contact}.`;
  return undefined;
}

export function composeEmail(
  request: ToolRequest<"email">,
  grounding: Grounding,
  preferences: GenerationPreferences,
): ToolResult<"email"> {
  const plan = draftPlan(request, [request.purpose], preferences);
  const { choose } = plan;
  const length = stepped(emailLength.values, request.length, plan.refine);
  const audience = audienceOf(request.audience, plan.voice);
  const brief = length === "brief";
  const detailed = length === "detailed";
  // A brief email quotes scripture only when the user named a passage or the kind is pastoral.
  const withVerse = !brief || Boolean(grounding.passage) || pastoralKinds.has(request.emailType);
  const verse = withVerse ? groundingVerses(grounding, plan.variant)[0] : undefined;
  const theme = themesFor(verse ? [verse] : [], request.purpose, 1, plan.variant)[0] as Theme;
  const notes = notesBeyondLogistics(plan.details);
  const content = paragraphs([
    greeting(request, audience.greeting, plan),
    `${choose("opener", openers[request.tone])} ${choose("writing", ["I am writing", "This note is"])} ${writingAbout(request.purpose)}.`,
    logistics(request, plan),
    notes.length > 0 && notes.join(" "),
    contactLine(request, plan, detailed, notes.join(" ")),
    verse && scriptureParagraph(verse, detailed, choose),
    !brief && plan.voice.fill(choose("kind-line", kindLines[request.emailType])),
    detailed &&
      verse &&
      !plan.simple &&
      !theme.key.startsWith("subject-") &&
      `${theme.claim} ${theme.truth}`,
    detailed && plan.voice.fill(choose("detail-line", detailLines[request.emailType])),
    signature(request.tone, plan),
  ]);
  return {
    emailType: request.emailType,
    subject: subjectLine(request, plan),
    content,
    callToAction:
      request.emailType === "announcement" && !aboutAnEvent(request, plan)
        ? choose("action", newsCallsToAction)
        : choose("action", callsToAction[request.emailType]),
    scripture: verse ? quotedReference(verse, detailed ? 45 : 25) : "",
  };
}
