import { z } from "zod";
import data from "./traditions.json";
import {
  formalityKeys,
  invitationKeys,
  sacramentWordingKeys,
  sermonMethodKeys,
  traditionKeys,
  traditionsFileSchema,
  type Tradition,
  type TraditionKey,
  type TraditionsFile,
  type VocabularyKey,
} from "./schema";

export * from "./schema";

/** The presets, checked against their schema when first read. */
export const traditionsFile: TraditionsFile = traditionsFileSchema.parse(data);

export const defaultTraditionKey: TraditionKey = "non-denominational";

/** "tradition" (shown as "… (Anglican default)") stands for the preset's own choice; anything else overrides it. */
export const followTradition = "tradition";

function position<const Keys extends readonly [string, ...string[]]>(keys: Keys, message: string) {
  return z.enum([followTradition, ...keys], message).default(followTradition);
}

/** The tradition section of Settings: the preset and the positions a pastor may adjust. */
export const traditionSettingsSchema = z.object({
  preset: z.enum(traditionKeys, "Choose a tradition.").default(defaultTraditionKey),
  invitation: position(invitationKeys, "Choose an invitation style."),
  sacramentWording: position(sacramentWordingKeys, "Choose how the sacrament is named."),
  formality: position(formalityKeys, "Choose a formality."),
  sermonMethod: position(sermonMethodKeys, "Choose a sermon method."),
});
export type TraditionSettings = z.infer<typeof traditionSettingsSchema>;

export function traditionOf(key: TraditionKey): Tradition {
  return traditionsFile.traditions.find((tradition) => tradition.key === key)!;
}

function pick<Item extends { key: string }>(items: readonly Item[], key: string): Item {
  return items.find((item) => item.key === key)!;
}

/** A preset with the pastor's positions applied: what prompts and the offline composer use. */
export interface TraditionVoice {
  tradition: Tradition;
  vocabulary: Record<VocabularyKey, string>;
  invitation: TraditionsFile["invitationStyles"][number];
  method: TraditionsFile["sermonMethods"][number];
  formality: TraditionsFile["formalities"][number];
  /** A template with its {tokens} filled from the vocabulary. */
  fill(template: string): string;
}

export function traditionVoice(settings?: Partial<TraditionSettings>): TraditionVoice {
  const choice = traditionSettingsSchema.parse(settings ?? {});
  const tradition = traditionOf(choice.preset);
  const chosen = <Key extends string>(value: Key | typeof followTradition, preset: Key) =>
    value === followTradition ? preset : value;
  const wording = pick(
    traditionsFile.sacramentWordings,
    chosen(choice.sacramentWording, tradition.sacramentWording),
  );
  const vocabulary = { ...tradition.vocabulary, communion: wording.words };
  const fill = (template: string) =>
    template.replace(/\{(\w+)\}/g, (_, token: VocabularyKey) => vocabulary[token]);
  return {
    tradition,
    vocabulary,
    invitation: pick(
      traditionsFile.invitationStyles,
      chosen(choice.invitation, tradition.invitation),
    ),
    method: pick(traditionsFile.sermonMethods, chosen(choice.sermonMethod, tradition.sermonMethod)),
    formality: pick(traditionsFile.formalities, chosen(choice.formality, tradition.formality)),
    fill,
  };
}

/** Option lists for the Settings form; the first option follows the chosen preset. */
export function positionOptions(preset: TraditionKey) {
  const tradition = traditionOf(preset);
  const follow = (label: string) => ({
    value: followTradition,
    label: `${label} (${tradition.adjective} default)`,
  });
  const list = <Item extends { key: string; label: string }>(
    items: readonly Item[],
    current: string,
  ) => [
    follow(pick(items, current).label),
    ...items.map((item) => ({ value: item.key, label: item.label })),
  ];
  return {
    invitation: list(traditionsFile.invitationStyles, tradition.invitation),
    sacramentWording: list(traditionsFile.sacramentWordings, tradition.sacramentWording),
    formality: list(traditionsFile.formalities, tradition.formality),
    sermonMethod: list(traditionsFile.sermonMethods, tradition.sermonMethod),
  };
}

export const traditionChoices = traditionsFile.traditions.map((tradition) => ({
  value: tradition.key,
  label: tradition.name,
}));
