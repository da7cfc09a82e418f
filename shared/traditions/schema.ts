import { z } from "zod";
import { translationIds } from "../scripture/translations";

/**
 * The shape of traditions.json: the presets a church chooses in Settings and the choices
 * (invitation, sermon method, sacrament wording, formality) they draw on.
 */
export const traditionKeys = [
  "non-denominational",
  "baptist",
  "reformed",
  "wesleyan",
  "pentecostal",
  "anglican",
  "lutheran",
] as const;
export const invitationKeys = [
  "response",
  "come-forward",
  "altar-call",
  "prayer-ministry",
  "call-to-faith",
  "reflection",
] as const;
export const sermonMethodKeys = ["expository", "lectionary", "topical", "textual"] as const;
export const sacramentWordingKeys = [
  "communion",
  "lords-supper",
  "holy-communion",
  "eucharist",
] as const;
export const formalityKeys = ["free", "liturgical"] as const;

export type TraditionKey = (typeof traditionKeys)[number];
export type InvitationKey = (typeof invitationKeys)[number];
export type SermonMethodKey = (typeof sermonMethodKeys)[number];
export type SacramentWordingKey = (typeof sacramentWordingKeys)[number];
export type FormalityKey = (typeof formalityKeys)[number];

const text = z.string().trim().min(1);
/** Words that slot into templates: no template braces of their own. */
const word = text.regex(/^[^{}]+$/);

/** The tokens a template may use, each filled from the preset's vocabulary. */
export const vocabularyKeys = [
  "people",
  "churchFamily",
  "community",
  "greeting",
  "minister",
  "helpers",
  "sermon",
  "service",
  "sacraments",
  "communion",
  "baptism",
  "response",
] as const;
export type VocabularyKey = (typeof vocabularyKeys)[number];

const vocabularySchema = z.strictObject(
  Object.fromEntries(vocabularyKeys.map((key) => [key, word])) as Record<
    VocabularyKey,
    typeof word
  >,
);

/** A template whose {tokens} are all vocabulary keys. */
const template = text.refine(
  (value) =>
    [...value.matchAll(/\{(\w+)\}/g)].every(([, token]) =>
      (vocabularyKeys as readonly string[]).includes(token ?? ""),
    ),
  "Uses a {token} that is not a vocabulary key.",
);

const choiceFields = { label: text, description: text, prompt: template };

export const guardrailTopics = [
  "baptism",
  "spiritualGifts",
  "womenInMinistry",
  "electionAndFreeWill",
  "endTimes",
] as const;
export type GuardrailTopic = (typeof guardrailTopics)[number];

export const traditionSchema = z.strictObject({
  key: z.enum(traditionKeys),
  name: text,
  /** The name mid-sentence: "an Anglican parish", "a non-denominational evangelical church". */
  adjective: text,
  summary: text,
  vocabulary: vocabularySchema,
  sermonMethod: z.enum(sermonMethodKeys),
  translation: z.enum(translationIds),
  followsLectionary: z.boolean(),
  invitation: z.enum(invitationKeys),
  formality: z.enum(formalityKeys),
  sacramentWording: z.enum(sacramentWordingKeys),
  /** What the tradition's preaching stresses, in a sentence a preacher can act on. */
  emphasis: text,
  /** How the sacraments or ordinances are spoken of. */
  sacraments: text,
  /** How a sermon leads to the table when the sacrament follows. */
  table: template,
  /** A word the sermon's close always ends on, where the tradition expects one. */
  closingWord: template.optional(),
  guardrails: z.strictObject(
    Object.fromEntries(guardrailTopics.map((topic) => [topic, text])) as Record<
      GuardrailTopic,
      typeof text
    >,
  ),
});

function exactlyOnce<Key extends string>(keys: readonly Key[]) {
  return (items: ReadonlyArray<{ key: Key }>) =>
    items.length === keys.length && keys.every((key) => items.some((item) => item.key === key));
}

export const traditionsFileSchema = z.strictObject({
  invitationStyles: z
    .array(z.strictObject({ key: z.enum(invitationKeys), ...choiceFields, close: template }))
    .refine(exactlyOnce(invitationKeys), "Each invitation style exactly once."),
  sermonMethods: z
    .array(z.strictObject({ key: z.enum(sermonMethodKeys), ...choiceFields }))
    .refine(exactlyOnce(sermonMethodKeys), "Each sermon method exactly once."),
  sacramentWordings: z
    .array(z.strictObject({ key: z.enum(sacramentWordingKeys), label: text, words: word }))
    .refine(exactlyOnce(sacramentWordingKeys), "Each sacrament wording exactly once."),
  formalities: z
    .array(z.strictObject({ key: z.enum(formalityKeys), ...choiceFields }))
    .refine(exactlyOnce(formalityKeys), "Each formality exactly once."),
  traditions: z
    .array(traditionSchema)
    .refine(exactlyOnce(traditionKeys), "Each tradition exactly once."),
});

export type TraditionsFile = z.infer<typeof traditionsFileSchema>;
export type Tradition = z.infer<typeof traditionSchema>;
