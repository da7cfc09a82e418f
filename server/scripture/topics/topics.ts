import type { NavesEntry, TopicPassage, TopicResponse, TopicSummary } from "@shared/scripture/api";
import { isBookId } from "@shared/scripture/books";
import type { CitedPoint } from "@shared/scripture/reference";
import type { Translation } from "@shared/scripture/translations";
import { scriptureIndex } from "../bible-index";
import { passageText } from "../check-scripture";
import { resolveCitation, type ResolvedCitation } from "../citation";
import { scanReferences } from "../reference-scanner";
import type { SwordDictionary } from "../sword/sword-library";
import { topicList, type TopicDefinition } from "./topic-list";

/** Topic → verses: the team's topical index first, Nave's Topical Bible when installed. */
export interface TopicOptions {
  translation: Translation;
  /** Nave's (the `Nave` SWORD module), when available. */
  naves?: SwordDictionary;
}

/** Verses shown per passage: a topic is a list of pointers, not a reading plan. */
const versesPerPassage = 12;
/** Nave's entries can list hundreds of references; a topic shows the first of them. */
const navesPassages = 30;

export function topicSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

interface IndexedTopic {
  slug: string;
  definition: TopicDefinition;
  citations: ResolvedCitation[];
}

let indexed: { bySlug: Map<string, IndexedTopic>; byName: Map<string, IndexedTopic> } | undefined;

function topicIndex(): NonNullable<typeof indexed> {
  if (!indexed) {
    const bySlug = new Map<string, IndexedTopic>();
    const byName = new Map<string, IndexedTopic>();
    for (const definition of topicList) {
      const citations = definition.references.flatMap((reference) =>
        scanReferences(reference).map(resolveCitation),
      );
      const topic = { slug: topicSlug(definition.name), definition, citations };
      bySlug.set(topic.slug, topic);
      for (const name of [definition.name, ...(definition.aliases ?? [])]) {
        byName.set(topicSlug(name), topic);
        byName.set(topicSlug(name.replace(/^the /i, "")), topic);
      }
    }
    indexed = { bySlug, byName };
  }
  return indexed;
}

export function listTopics(): TopicSummary[] {
  return [...topicIndex().bySlug.values()]
    .map((topic) => ({
      slug: topic.slug,
      name: topic.definition.name,
      referenceCount: topic.citations.length,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The team's topic for a slug, name or alias ("identity-in-christ", "Worry"), if any. */
export function findTopic(
  query: string,
): { slug: string; name: string; references: string[] } | undefined {
  const key = topicSlug(query);
  const topic = topicIndex().bySlug.get(key) ?? topicIndex().byName.get(key);
  return (
    topic && {
      slug: topic.slug,
      name: topic.definition.name,
      references: topic.citations.map((c) => c.reference),
    }
  );
}

function passageOf(citation: ResolvedCitation, translation: Translation): TopicPassage {
  return {
    reference: citation.reference,
    osis: citation.osis,
    text: passageText(scriptureIndex(), translation, citation.ranges, versesPerPassage).text,
  };
}

/** "Matt.5.39-Matt.5.41" → a citation, when it exists in the KJV versification. */
function citationOfOsis(osis: string): ResolvedCitation | undefined {
  const [from = "", to = from] = osis.split("-");
  const point = (value: string): CitedPoint | undefined => {
    const [book = "", chapter, verse] = value.split(".");
    if (!isBookId(book)) return undefined;
    return verse === undefined
      ? { book, chapter: Number(chapter) }
      : { book, chapter: Number(chapter), verse: Number(verse) };
  };
  const start = point(from);
  const end = point(to);
  if (!start || !end) return undefined;
  const resolved = resolveCitation({ cited: osis, start: 0, end: 0, ranges: [{ start, end }] });
  return resolved.valid ? resolved : undefined;
}

function navesEntry(
  naves: SwordDictionary | undefined,
  names: string[],
): { entry: NavesEntry; citations: ResolvedCitation[] } | undefined {
  if (!naves) return undefined;
  for (const name of names) {
    const keys = [name, name.replace(/^the /i, ""), name.replace(/s$/i, "")].map((key) =>
      key.toUpperCase(),
    );
    for (const key of keys) {
      const found = naves.entry(key);
      if (!found) continue;
      const citations = found.references
        .map(citationOfOsis)
        .filter((citation) => citation !== undefined);
      return {
        entry: {
          key: found.key,
          text: found.text,
          references: citations.map((citation) => ({
            reference: citation.reference,
            osis: citation.osis,
          })),
          seeAlso: found.seeAlso,
        },
        citations,
      };
    }
  }
  return undefined;
}

/**
 * A topic's passages with their text: the team's choice when the topic is in the index,
 * else Nave's entry (when installed). Undefined when neither knows the topic.
 */
export function getTopic(query: string, options: TopicOptions): TopicResponse | undefined {
  const key = topicSlug(query);
  if (!key) return undefined;
  const topic = topicIndex().bySlug.get(key) ?? topicIndex().byName.get(key);
  const names = topic
    ? [topic.definition.name, ...(topic.definition.aliases ?? [])]
    : [query.replace(/-/g, " ")];
  const naves = navesEntry(options.naves, names);
  if (topic) {
    return {
      slug: topic.slug,
      name: topic.definition.name,
      translation: options.translation,
      passages: topic.citations.map((citation) => passageOf(citation, options.translation)),
      ...(naves ? { naves: naves.entry } : {}),
    };
  }
  if (!naves) return undefined;
  return {
    slug: key,
    name: naves.entry.key.charAt(0) + naves.entry.key.slice(1).toLowerCase(),
    translation: options.translation,
    passages: naves.citations
      .slice(0, navesPassages)
      .map((citation) => passageOf(citation, options.translation)),
    naves: naves.entry,
  };
}

/** Topic names close to a query, for "did you mean". */
export function suggestTopics(query: string, limit = 5): string[] {
  const words = topicSlug(query)
    .split("-")
    .filter((word) => word.length > 2);
  if (words.length === 0) return [];
  return listTopics()
    .filter((topic) =>
      words.some((word) => topic.slug.includes(word.slice(0, Math.max(3, word.length - 2)))),
    )
    .slice(0, limit)
    .map((topic) => topic.name);
}
