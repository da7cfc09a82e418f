import type { DevotionalRequest, EmailRequest, SermonRequest } from "@shared/generation/schemas";
import { translations } from "@shared/scripture/translations";
import type { GenerationPreferences, Grounding } from "../pipeline-types";

/**
 * Shared phrasing for the offline composer: deterministic choices, sentence helpers, quoting
 * scripture from the grounding (never from anywhere else), and the small theological lexicon
 * the six tools draw on when they say what a verse is about.
 */

export interface Verse {
  reference: string;
  text: string;
}

// ---------------------------------------------------------------------------------------------
// Deterministic choice

export type Choose = <T>(key: string, options: readonly T[]) => T;

function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Picks among phrasings by a hash of the request, so the same request always gives the same
 * draft while different requests read differently. Each choice is keyed, so adding a choice
 * in one place does not reshuffle the others.
 */
export function chooser(request: unknown): Choose {
  const seed = fnv1a(JSON.stringify(request));
  return <T>(key: string, options: readonly T[]): T =>
    options[fnv1a(key, seed) % options.length] as T;
}

/** Options taken in turn from a chosen starting place, so neighbouring parts differ. */
export function inTurn<T>(options: readonly T[], index: number, choose: Choose, key: string): T {
  const start = choose(key, [...options.keys()]);
  return options[(start + index) % options.length] as T;
}

// ---------------------------------------------------------------------------------------------
// Sentences

const properFirstWords = new Set([
  "god", "jesus", "christ", "lord", "holy", "spirit", "father", "bible", "scripture", "easter",
  "christmas", "advent", "lent", "pentecost", "sunday", "good", "palm", "i", "i'm", "i’m",
  "christian", "christians",
]); // prettier-ignore

/**
 * A user's phrase ("Hope in suffering", "Sarah's recovery") placed mid-sentence: trailing
 * punctuation goes, and the first letter is lowered unless the word looks like a name. Double
 * quotes become single ones, so the user's words are never taken for a scripture quotation.
 */
export function inSentence(phrase: string): string {
  const text = phrase
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[“"]/g, "‘")
    .replace(/”/g, "’")
    .replace(/[.!?;:,]+$/, "");
  const first = text.split(" ")[0] ?? "";
  const looksLikeName =
    properFirstWords.has(first.toLowerCase()) ||
    /['’]s$/.test(first) ||
    first.slice(1) !== first.slice(1).toLowerCase();
  return looksLikeName ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** An option's label mid-sentence: "Identity in Christ" → "identity in Christ", "&" → "and". */
export function labelInSentence(label: string): string {
  return label
    .toLowerCase()
    .replace(/\bchrist\b/g, "Christ")
    .replace(/\s*&\s*/g, " and ");
}

const smallWords = new Set(["a", "an", "the", "and", "or", "but", "of", "in", "on", "for", "to", "with", "at", "by", "from", "as"]); // prettier-ignore

export function titleCase(phrase: string): string {
  return inSentence(phrase)
    .split(" ")
    .map((word, index) =>
      index > 0 && smallWords.has(word.toLowerCase()) ? word.toLowerCase() : capitalised(word),
    )
    .join(" ");
}

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Capitalised and ending with a full stop (or the punctuation it already has). */
export function sentence(text: string): string {
  const capital = capitalised(text.trim());
  return /[.!?…”’)]$/.test(capital) ? capital : `${capital}.`;
}

/** "a pastoral", "an evangelistic". */
export function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? "an" : "a"} ${phrase}`;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** At most `max` characters, cut at a word and marked with an ellipsis. */
export function clip(text: string, max: number): string {
  if (characterCount(text) <= max) return text;
  const cut = Array.from(text)
    .slice(0, max - 1)
    .join("");
  return `${cut.replace(/\s+\S*$/, "").replace(/[\s,;:.—–-]+$/, "")}…`;
}

/** Non-empty parts, one paragraph each. */
export function paragraphs(parts: ReadonlyArray<string | false | undefined>): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join("\n\n");
}

// ---------------------------------------------------------------------------------------------
// Scripture from the grounding

export function translationName(grounding: Grounding): string {
  return translations[grounding.translation].name;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Words only, space-delimited, for checking whether one text contains another. */
function wordsOf(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
}

/** The requested passage, then the topical verses it (or an earlier one) does not already contain. */
export function groundingVerses(grounding: Grounding): Verse[] {
  const kept: Array<{ verse: Verse; words: string }> = [];
  const candidates = grounding.passage
    ? [grounding.passage, ...grounding.topical]
    : grounding.topical;
  for (const verse of candidates) {
    const words = wordsOf(verse.text);
    const repeated = kept.some(
      (seen) => seen.verse.reference === verse.reference || seen.words.includes(words),
    );
    if (!repeated && words.trim()) kept.push({ verse, words });
  }
  return kept.map((entry) => entry.verse);
}

/**
 * Scripture text ready to sit inside “…”: the translation's own speech marks are dropped (a
 * quotation inside a quotation would end it early; apostrophes stay) and a dangling comma or
 * colon is cut. The scripture check compares words and ignores punctuation, so the quotation
 * stays verbatim.
 */
export function quotable(text: string): string {
  return text
    .replace(/[“”"‘]/g, "")
    .replace(/’(?![A-Za-z])/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s,;:—–-]+$/, "");
}

/** Clauses of a passage: the places a quotation can stop naturally. */
export function clausesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;:][”’"]?)\s+/)
    .map((clause) => clause.trim())
    .filter(Boolean);
}

/** The opening clauses of a passage, up to about `maxWords` words, quoted exactly. */
export function excerpt(text: string, maxWords: number): string {
  const chosen: string[] = [];
  let words = 0;
  for (const clause of clausesOf(quotable(text))) {
    const count = wordCount(clause);
    if (chosen.length > 0 && words + count > maxWords) break;
    chosen.push(clause);
    words += count;
  }
  const joined = chosen.join(" ");
  // A clause a little over the limit is kept whole rather than cut a few words from its end.
  if (words <= maxWords * 1.2) return quotable(joined);
  // Too long even for one clause: stop at a comma past its first third, else after maxWords.
  const kept = joined.split(" ").slice(0, maxWords);
  const comma = kept.findLastIndex((word, index) => index >= maxWords / 3 && word.endsWith(","));
  const cut = kept.slice(0, comma >= 0 ? comma + 1 : maxWords).join(" ");
  return `${cut.replace(/[\s,;:.!?—–-]+$/, "")}…`;
}

/** “Words of the verse” (Reference): the one form every tool quotes scripture in. */
export function quote(verse: Verse, maxWords = 45): string {
  const words = excerpt(verse.text, maxWords).replace(/\.$/, "");
  const opening = /^[a-z]/.test(words) ? "…" : "";
  return `“${opening}${words}” (${verse.reference})`;
}

/**
 * A passage cut into at most `count` consecutive parts of similar length, each keeping the
 * passage's reference, so an outline can walk through it in order.
 */
export function segmentsOf(verse: Verse, count: number): Verse[] {
  const clauses = clausesOf(verse.text);
  const total = Math.max(1, wordCount(verse.text));
  const parts: string[][] = [];
  let words = 0;
  for (const clause of clauses) {
    const index = Math.min(count - 1, Math.floor((words * count) / total));
    (parts[index] ??= []).push(clause);
    words += wordCount(clause);
  }
  return parts
    .filter((part) => part && part.length > 0)
    .map((part) => ({ reference: verse.reference, text: part.join(" ") }));
}

/** What a draft says when the grounding held no scripture at all. */
export function choosePassageNote(subject: string): string {
  return `No scripture passage was found for ${inSentence(subject)}, so nothing is quoted here: choose a passage that speaks to it and let it shape this draft as you revise.`;
}

// ---------------------------------------------------------------------------------------------
// Themes: what a verse speaks of, and careful things to say about it

export interface Theme {
  key: string;
  /** A noun for titles: "Hope". */
  name: string;
  /** A short heading-like statement. */
  claim: string;
  /** A sentence of Christ-centred explanation. */
  truth: string;
  /** An infinitive phrase without "to" and without pronouns: "fix hope on Christ". */
  response: string;
  /** A reflection question in the second person. */
  question: string;
}

type ThemeEntry = Theme & { pattern: RegExp };

// Order matters: the first matching theme is the one a verse is "about", so narrower themes
// (reverence before fear, rest before service) come first.
const themes: ThemeEntry[] = [
  {
    key: "reverence",
    pattern: /\bfear(s|ed)? (of )?(yahweh|the lord|god|him)\b/i,
    name: "the Fear of the Lord",
    claim: "Wisdom begins with reverence for God.",
    truth:
      "To fear the Lord is to take him seriously: to honour him, trust him and walk in his ways, and this reverence is the beginning of true wisdom.",
    response: "honour God first in every decision",
    question: "What would it look like to honour God first in the decisions in front of you?",
  },
  {
    key: "rest",
    pattern: /\b(rest|weary|burdened|heavy laden)\b/i,
    name: "Rest",
    claim: "Rest is a gift God gives, not a reward we earn.",
    truth:
      "Scripture invites the weary to come to the Lord rather than to try harder, and in Christ that invitation is open to everyone.",
    response: "bring every burden to Christ and receive his rest",
    question: "What burden are you carrying that you have not yet brought to the Lord?",
  },
  {
    key: "guidance",
    pattern: /\b(shepherd|leads|guides?|paths?|lamp|direct)\b/i,
    name: "Guidance",
    claim: "God guides his people; we are not left to find the way alone.",
    truth:
      "His guidance is personal and faithful, and it is seen most fully in Jesus, the good shepherd who gave his life for his sheep.",
    response: "follow the Lord's leading one step at a time",
    question: "Where do you need the Lord's guidance, and how might you wait for it this week?",
  },
  {
    key: "fear",
    pattern: /\b(fear|afraid|anxious|dismayed|worry)\b/i,
    name: "Courage",
    claim: "God meets our fear with his presence.",
    truth:
      "Scripture does not shame the anxious; it turns them toward a God who is near, who cares, and who holds his people fast in Christ.",
    response: "hand each worry to God in prayer and trust God's nearness",
    question: "What fear or worry do you need to name before God today?",
  },
  {
    key: "suffering",
    pattern:
      /\b(suffer\w*|afflict\w*|troubles?|tribulation|trials?|valley|tears|weep\w*|grief|mourn\w*|broken\w*|crushed)\b/i,
    name: "Hope in Suffering",
    claim: "Suffering is real, and God is present in it.",
    truth:
      "Scripture never makes light of pain, yet in Christ, who suffered for us, no suffering is wasted or without hope.",
    response: "bring honest grief to God and hold on to God's promises",
    question: "Where are you hurting, and what would it look like to bring that honestly to God?",
  },
  {
    key: "peace",
    pattern: /\bpeace\b/i,
    name: "Peace",
    claim: "Peace with God is a gift before it is a feeling.",
    truth:
      "It is made by Christ through his cross, not by calm circumstances, and it is given to everyone who trusts him.",
    response: "rest in the peace Christ has made rather than trying to manufacture it",
    question:
      "Where is your peace most easily shaken, and what does Christ's finished work say to that?",
  },
  {
    key: "hope",
    pattern: /\bhope\w*\b/i,
    name: "Hope",
    claim: "Christian hope is anchored in God, not in circumstances.",
    truth:
      "It is not wishful thinking but confident expectation, resting on God's promises and secured by the resurrection of Jesus.",
    response: "fix hope on Christ rather than on outcomes",
    question: "What are you hoping in right now, and how does Christ reshape that hope?",
  },
  {
    key: "grace",
    pattern: /\b(grace|gracious\w*)\b/i,
    name: "Grace",
    claim: "Everything begins with grace.",
    truth:
      "God's favour is undeserved and unearned: in Christ he freely gives what we could never achieve, and that grace both saves and changes us.",
    response: "stop striving to earn God's favour and receive God's grace with gratitude",
    question: "Where are you still trying to earn what God gives freely in Christ?",
  },
  {
    key: "forgiveness",
    pattern: /\b(forgiv\w*|sins?|iniquit\w*|transgression\w*|cleanse\w*|redeem\w*|redemption)\b/i,
    name: "Forgiveness",
    claim: "In Christ there is full forgiveness.",
    truth:
      "Sin is real and serious, and Christ bore it on the cross so that all who trust him are cleansed and welcomed home.",
    response: "confess sin honestly and receive Christ's forgiveness",
    question: "Is there anything you need to confess and leave at the cross today?",
  },
  {
    key: "salvation",
    pattern: /\b(sav(e|ed|es|ior|iour)|salvation|eternal life|perish)\b/i,
    name: "Salvation",
    claim: "Salvation is God's work from first to last.",
    truth:
      "The Father sent the Son, the Son gave his life and rose again, and the Spirit brings new life to all who believe.",
    response: "trust Jesus Christ, not personal performance, for salvation",
    question:
      "What does it mean for you today that your salvation rests on Christ's work and not your own?",
  },
  {
    key: "justification",
    pattern: /\b(justif\w*|righteous\w*)\b/i,
    name: "Righteousness",
    claim: "We are made right with God by faith in Christ.",
    truth:
      "Our standing before God rests on Christ's righteousness given to us, not on our own record.",
    response: "rest in the standing Christ has won instead of anxiously performing",
    question: "How would you live differently if you truly believed God accepts you in Christ?",
  },
  {
    key: "faith",
    pattern: /\b(faith|believ\w*|trust\w*)\b/i,
    name: "Faith",
    claim: "Faith receives what God gives.",
    truth:
      "Faith is not a work that earns God's favour but the empty hand that receives Christ and all his benefits.",
    response: "keep trusting Christ when the way is unclear",
    question: "Where is God inviting you to trust him more deeply?",
  },
  {
    key: "love",
    pattern: /\b(love[sd]?|loving)\b/i,
    name: "Love",
    claim: "God's love comes first.",
    truth:
      "It is not a reward for the lovely; it is shown most clearly at the cross, and it makes us able to love others.",
    response: "receive God's love and pass it on in concrete ways",
    question: "Who might God be asking you to love in a concrete way this week?",
  },
  {
    key: "faithfulness",
    pattern: /\b(faithful\w*|mercy|mercies|compassion\w*|kindness\w*|steadfast)\b/i,
    name: "Faithfulness",
    claim: "God is faithful when we are not.",
    truth:
      "His mercy and steadfast love do not depend on our performance; they rest on his own character, shown supremely in Christ.",
    response: "lean on God's faithfulness rather than on personal consistency",
    question: "Where have you seen God's faithfulness, and how can that steady you now?",
  },
  {
    key: "strength",
    pattern: /\b(strength\w*|strong|power\w*|weak\w*)\b/i,
    name: "Strength",
    claim: "God's strength is given to the weak.",
    truth:
      "We are not asked to summon strength we do not have; God supplies it as we depend on him, and his power is seen in Christ's cross and resurrection.",
    response: "depend on God's strength instead of self-reliance",
    question:
      "Where are you relying on your own strength, and what would depending on God look like there?",
  },
  {
    key: "joy",
    pattern: /\b(joy\w*|rejoic\w*|glad\w*)\b/i,
    name: "Joy",
    claim: "Joy in God runs deeper than circumstances.",
    truth:
      "Christian joy is not pretending all is well; it is delight in God, who has shown his goodness in Christ and will finish what he began.",
    response: "give thanks and rejoice in the Lord even in hard seasons",
    question: "What gift of God can you thank him for today, even in difficulty?",
  },
  {
    key: "prayer",
    pattern: /\b(pray\w*|petition\w*|ask\w*|requests?|call on)\b/i,
    name: "Prayer",
    claim: "God invites his children to pray.",
    truth:
      "Because of Jesus we have access to the Father, and the Spirit helps us when we do not know what to say.",
    response: "bring every concern to God in prayer",
    question: "What would change if you prayed about this before trying to fix it?",
  },
  {
    key: "wisdom",
    pattern: /\b(wis(e|dom)|understanding|knowledge|instruct\w*|counsel)\b/i,
    name: "Wisdom",
    claim: "True wisdom begins with God.",
    truth: "God gives wisdom generously to those who ask, and Christ himself is the wisdom of God.",
    response: "seek God's wisdom in scripture, prayer and wise counsel before deciding",
    question: "What decision in front of you needs God's wisdom more than your own cleverness?",
  },
  {
    key: "spirit",
    pattern: /\bSpirit\b/,
    name: "the Holy Spirit",
    claim: "The Holy Spirit is God's gift to his people.",
    truth:
      "The Spirit pours God's love into our hearts, makes Christ known, and empowers ordinary believers to live and serve.",
    response: "depend on the Holy Spirit's help in daily obedience",
    question: "Where do you need to depend on the Holy Spirit instead of your own resources?",
  },
  {
    key: "provision",
    pattern: /\b(lack|supply|bread|provide\w*|table)\b/i,
    name: "God's Provision",
    claim: "God provides for his children.",
    truth:
      "He is a generous Father who knows what we need; his provision is care for his children rather than a reward for faith, and his greatest gift is his Son.",
    response: "trust God for daily needs and hold possessions loosely",
    question: "Where do you need to trust God's provision instead of worrying about tomorrow?",
  },
  {
    key: "victory",
    pattern: /\b(victor\w*|overc[ao]me\w*|conquer\w*|armou?r|enem(y|ies)|stand firm)\b/i,
    name: "Victory in Christ",
    claim: "Christ has won the victory.",
    truth:
      "By his cross and resurrection Jesus has disarmed the powers of darkness, and his people stand in his strength, not their own.",
    response: "stand firm in Christ's victory through prayer and truth",
    question: "Where do you need to stand in Christ's victory instead of giving in to fear?",
  },
  {
    key: "healing",
    pattern: /\b(heal\w*|health|sick\w*|wounds?|restor\w*)\b/i,
    name: "Healing",
    claim: "God cares for the whole person.",
    truth:
      "Sometimes he heals now, and in Christ he promises a final restoration when every wound is made whole.",
    response: "bring every wound to God, trusting God's goodness whatever the outcome",
    question: "What wound, in body or soul, do you need to bring to God today?",
  },
  {
    key: "identity",
    pattern: /\b(children|child|sons|daughters|adopt\w*|chosen|heirs?)\b/i,
    name: "Identity in Christ",
    claim: "In Christ we are children of God.",
    truth:
      "Our identity is a gift of adoption, not an achievement: the Father welcomes us as his own because of his Son.",
    response: "live from an identity in Christ rather than for the approval of others",
    question:
      "Whose approval are you living for, and what does it mean that God already calls you his own?",
  },
  {
    key: "newLife",
    pattern: /\b(born again|new creation|resurrection|raised|risen|life)\b/i,
    name: "New Life",
    claim: "In Christ there is new life.",
    truth:
      "The risen Jesus does not merely improve us; he makes us new and gives us a living hope.",
    response: "live as a new creation, leaving old patterns behind by God's grace",
    question:
      "What old pattern is God inviting you to leave behind as you live the new life Christ gives?",
  },
  {
    key: "service",
    pattern: /\b(serv(e|es|ed|ing|ant|ants|ice)|gifts?|works?|labou?r\w*)\b/i,
    name: "Service",
    claim: "Grace makes us servants.",
    truth:
      "We do not serve to earn God's love; we serve because we have received it, using the gifts he has given for the good of others.",
    response: "serve others with the gifts God has given, for God's glory",
    question: "Where could you use a gift God has given you to serve someone this week?",
  },
  {
    key: "community",
    pattern: /\b(one another|body|members|brothers|together|fellowship)\b/i,
    name: "Belonging",
    claim: "God places his people in a family.",
    truth:
      "Through Christ we belong to one another: the church is a body in which each member matters and needs the others.",
    response: "invest in the church family, bearing one another's burdens",
    question: "Who in your church family could you encourage or support this week?",
  },
  {
    key: "holiness",
    pattern: /\b(holiness|sanctif\w*|pure|purity|holy(?! spirit))\b/i,
    name: "Holiness",
    claim: "God calls his people to be holy.",
    truth:
      "Holiness is not a ladder to earn acceptance; it is the fruit of belonging to a holy God who has made us his own in Christ.",
    response: "pursue holiness by grace, turning from sin in the Spirit's strength",
    question: "What is one area where God is calling you to turn from sin and walk in holiness?",
  },
  {
    key: "praise",
    pattern: /\b(glor\w*|prais\w*|worship\w*|bless\w*)\b/i,
    name: "Worship",
    claim: "God is worthy of all praise.",
    truth:
      "Worship is the fitting response to who God is and to what he has done for us in Jesus Christ.",
    response: "give God thanks and praise in every circumstance",
    question: "What has God done that you can praise him for today?",
  },
];

/**
 * The first theme the quoted part of a verse (not the rest of a long passage) speaks of that
 * this draft has not used yet; a theme the subject also names wins over the list's order.
 */
export function quotedTheme(verse: Verse, used: Set<string>, subject = ""): Theme | undefined {
  const text = excerpt(verse.text, 45);
  const found = themes.filter((theme) => !used.has(theme.key) && theme.pattern.test(text));
  const theme = found.find((candidate) => candidate.pattern.test(subject)) ?? found[0];
  if (theme) used.add(theme.key);
  return theme;
}

/**
 * Themes drawn from the request's subject itself, for when the grounding runs out: each is a
 * true, general statement of the gospel applied to the subject, not a claim about a verse.
 */
export function subjectThemes(subject: string): Theme[] {
  const topic = inSentence(subject);
  return [
    {
      key: "subject-god",
      name: titleCase(subject),
      claim: `Every part of life, ${topic} included, belongs to God.`,
      truth: `Whatever we bring to ${topic}, scripture first turns our eyes to God himself: his character, his promises and his purposes.`,
      response: `look at ${topic} first in the light of God's character`,
      question: `What do you believe about God when you think about ${topic}?`,
    },
    {
      key: "subject-christ",
      name: "Christ at the Centre",
      claim: `Jesus Christ stands at the centre of ${topic}.`,
      truth:
        "In his life, death and resurrection God's promises find their yes, and every part of life is seen rightly in his light.",
      response: `see ${topic} in the light of the cross and the empty tomb`,
      question: `How do the cross and resurrection of Jesus change the way you see ${topic}?`,
    },
    {
      key: "subject-spirit",
      name: "The Spirit's Help",
      claim: "The Holy Spirit makes this livable.",
      truth:
        "We are not left to live the Christian life in our own strength: the Spirit applies Christ's work to us and shapes us to be like him.",
      response: `ask the Holy Spirit for help with ${topic}`,
      question: `Where do you need the Holy Spirit's help with ${topic}?`,
    },
    {
      key: "subject-church",
      name: "Together",
      claim: "We do not walk this road alone.",
      truth:
        "God places his people in the church so that we can carry one another's burdens and grow together in Christ.",
      response: `talk and pray about ${topic} with others in the church`,
      question: `Who could you share and pray with about ${topic}?`,
    },
    {
      key: "subject-mission",
      name: "Sent",
      claim: "What God does in us, he means to send through us.",
      truth:
        "The good news that reaches us is meant for our neighbours too, and ordinary faithfulness is one of the ways Christ is made known.",
      response: `let ${topic} become an opportunity to show and share the love of Christ`,
      question: `How might God use ${topic} to make Christ known to someone around you?`,
    },
  ];
}

/**
 * A theme for each verse, in order (a fresh one where the verse speaks of one, else one drawn
 * from the subject), then subject themes to fill up to `count`.
 */
export function themesFor(verses: readonly Verse[], subject: string, count: number): Theme[] {
  const used = new Set<string>();
  const fallbacks = subjectThemes(subject);
  const next = () => fallbacks.shift() as Theme;
  const chosen = verses.slice(0, count).map((verse) => quotedTheme(verse, used, subject) ?? next());
  while (chosen.length < count && fallbacks.length > 0) chosen.push(next());
  return chosen;
}

// ---------------------------------------------------------------------------------------------
// Audiences

type AudienceKey =
  SermonRequest["audience"] | DevotionalRequest["audience"] | EmailRequest["audience"];

export interface Audience {
  /** Who they are, as a plural noun phrase: "young people". */
  who: string;
  /** Where the application lands: "at school, online and with friends". */
  where: string;
  /** How an email or post greets them: "church family". */
  greeting: string;
}

const audiences: Record<AudienceKey, Audience> = {
  "general-congregation": {
    who: "the congregation",
    where: "at home, at work and among friends",
    greeting: "church family",
  },
  general: {
    who: "believers",
    where: "at home, at work and among friends",
    greeting: "friends",
  },
  youth: {
    who: "young people",
    where: "at school, online and with friends",
    greeting: "everyone",
  },
  seniors: {
    who: "older members of the church",
    where: "in this season of life, with its losses and its gifts",
    greeting: "friends",
  },
  "new-believers": {
    who: "new believers",
    where: "in their first steps of following Jesus",
    greeting: "friends",
  },
  leadership: {
    who: "leaders",
    where: "in the decisions they make and the people entrusted to them",
    greeting: "fellow leaders",
  },
  leaders: {
    who: "leaders",
    where: "in the decisions they make and the people entrusted to them",
    greeting: "fellow leaders",
  },
  evangelistic: {
    who: "guests and seekers",
    where: "wherever they are in their questions about Jesus",
    greeting: "friends",
  },
  volunteers: {
    who: "volunteers",
    where: "in the service they give week by week",
    greeting: "team",
  },
  "new-members": {
    who: "new members",
    where: "as they settle into the life of this church",
    greeting: "friends",
  },
};

export function audienceOf(key: AudienceKey): Audience {
  return audiences[key];
}

// ---------------------------------------------------------------------------------------------
// Prayer

const addresses: Record<GenerationPreferences["languageStyle"], readonly string[]> = {
  traditional: ["Almighty God, our heavenly Father", "Eternal God and Father"],
  modern: ["Heavenly Father", "Gracious Father"],
  contemporary: ["Father", "Father God"],
};

/** How a prayer addresses God, in the user's chosen register. */
export function addressFather(style: GenerationPreferences["languageStyle"], choose: Choose) {
  return choose("address", addresses[style]);
}

/** A phrase about God turned to address him in prayer: "hand each worry to you". */
export function addressedToGod(phrase: string): string {
  return phrase
    .replace(/\b(God|the Lord) (has|is)\b/g, (_, _name, verb: string) =>
      verb === "has" ? "you have" : "you are",
    )
    .replace(/\b(God's|the Lord's)/g, "your")
    .replace(/\b(God|the Lord)\b/g, "you");
}

/** The close every prayer ends with: through the Son, in the Spirit, in Jesus' name. */
export const prayerClose =
  "We ask this through Jesus Christ our Lord, in the power of the Holy Spirit. We pray in Jesus' name, Amen.";

/** A short closing prayer built on the draft's themes, for the devotional and meditation. */
export function shortPrayer(
  themesToPray: readonly Theme[],
  subject: string,
  style: GenerationPreferences["languageStyle"],
  choose: Choose,
): string {
  const [first, ...rest] = themesToPray;
  const thanks = first
    ? `we thank you for this truth: ${inSentence(first.claim)}`
    : "we thank you that in Jesus Christ you have shown us your love";
  const help = first
    ? [first, ...rest.slice(0, 2)].map((theme) => addressedToGod(theme.response))
    : [`trust you with ${inSentence(subject)}`];
  return [
    `${addressFather(style, choose)}, ${thanks}.`,
    `As we think about ${inSentence(subject)}, help us to ${joinList(help)}.`,
    prayerClose,
  ].join(" ");
}
