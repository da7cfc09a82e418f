import type { ToolRequest } from "@shared/tools";
import occasions from "./data/prayer-occasions.json";
import { fill } from "./draft-text";
import { inSpelling } from "./spelling";
import type { GenerationPreferences } from "../pipeline-types";

type Occasion = Exclude<ToolRequest<"prayer">["occasion"], "none">;

/** How many of an occasion's petitions a prayer of each length prays, in their order. */
const petitionsFor: Record<ToolRequest<"prayer">["duration"], number> = {
  short: 2,
  medium: 3,
  extended: 4,
};

/**
 * The petitions of the occasion the pastor chose (prayer-occasions.json), true of any such
 * occasion. The people prayed for stand only in the {them} slot: the one name typed, the data's
 * word for several after several names, or the occasion's phrase for no name.
 */
/** Whether the occasion's petitions already pray what the prayer type's one petition asks. */
export function occasionAsks(
  occasion: ToolRequest<"prayer">["occasion"],
  type: ToolRequest<"prayer">["prayerType"],
): boolean {
  if (occasion === "none") return false;
  const asks: readonly string[] = occasions.occasions[occasion satisfies Occasion].asks;
  return asks.includes(type);
}

/**
 * The people prayed for where no name is typed: at a death (the "In memory of" field filled) the
 * ones who mourn, since after the committal "each one for whom we pray" would take in the one
 * just committed among the living (held-out 29d P1).
 */
export function unnamedPrayedFor(atDeath: boolean): string {
  return atDeath ? occasions.mourners : occasions.unnamed;
}

/**
 * The names typed, without the one who has died: a name typed in both the names field and "In
 * memory of" is prayed for in the lines for the dead only, never as one of the living.
 */
export function livingNames(names: readonly string[], remembered: string): string[] {
  const dead = remembered.replace(/\s+/g, " ").trim().toLowerCase();
  return dead ? names.filter((name) => name.toLowerCase() !== dead) : [...names];
}

export function occasionPetitions(
  occasion: ToolRequest<"prayer">["occasion"],
  names: readonly string[],
  duration: ToolRequest<"prayer">["duration"],
  spelling: GenerationPreferences["spelling"],
  prayerFor: ToolRequest<"prayer">["prayerFor"],
  atDeath = false,
): string[] {
  if (occasion === "none") return [];
  const data: { unnamed?: string; petitions: string[]; church?: string[] } =
    occasions.occasions[occasion satisfies Occasion];
  // The church praying for itself (the form's "Prayed for"): "us", whatever names are typed,
  // and the occasion's petitions written for a church where the data gives them.
  const them =
    prayerFor === "church"
      ? occasions.church
      : names.length === 1
        ? names[0]!
        : names.length > 1
          ? occasions.several
          : (data.unnamed ?? unnamedPrayedFor(atDeath));
  const petitions = prayerFor === "church" ? (data.church ?? data.petitions) : data.petitions;
  return petitions
    .slice(0, petitionsFor[duration])
    .map((petition) => fill(inSpelling(petition, spelling), { them }));
}

/**
 * The lines for the one who has died, when the form's "In memory of" field holds a name
 * (prayer-occasions.json `remembered`): thanks for their life and their committal to God's keeping
 * in the hope of the resurrection, whatever the occasion. The name stands once, in its slot; an
 * empty field prays none of them, and nothing is read from the focus or the notes.
 */
export function rememberedLines(
  remembered: string,
  spelling: GenerationPreferences["spelling"],
): string[] {
  const name = remembered.replace(/\s+/g, " ").trim();
  if (!name) return [];
  return occasions.remembered.map((line) => fill(inSpelling(line, spelling), { remembered: name }));
}
