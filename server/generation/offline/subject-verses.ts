import { LRUCache } from "lru-cache";
import topicData from "../../scripture/data/topics.json";
import churchLife from "../church-life-topics.json";

/**
 * A typed subject matched to one of the team's curated topics by the meaning phrases the team
 * keeps (a topic's name and aliases, and the everyday church-life phrases mapped to a topic):
 * the longest phrase found wins, and a subject that names none gets no verses.
 */

interface Meaning {
  phrase: RegExp;
  length: number;
  topic: string;
}

const references = new Map(topicData.topics.map((topic) => [topic.name, topic.references]));
const tooBroad = new Set(churchLife.tooBroad.map((phrase) => phrase.toLowerCase()));

function meaning(phrase: string, topic: string): Meaning | undefined {
  const lower = phrase.toLowerCase().trim();
  if (tooBroad.has(lower) || lower.length < 3) return undefined;
  const escaped = lower.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "['’]");
  return { phrase: new RegExp(`\\b${escaped}(?:s|es)?\\b`, "i"), length: lower.length, topic };
}

const meanings: Meaning[] = [
  ...churchLife.subjects.flatMap((subject) =>
    subject.phrases.map((phrase) => meaning(phrase, subject.topic)),
  ),
  ...topicData.topics.flatMap((topic) =>
    [topic.name, ...(topic.aliases ?? [])].map((phrase) => meaning(phrase, topic.name)),
  ),
]
  .filter((found) => found !== undefined)
  .sort((a, b) => b.length - a.length);

const chosen = new LRUCache<string, string | false>({
  max: 500,
  memoMethod: (subject) => {
    const found = meanings.find((candidate) => candidate.phrase.test(subject));
    return (found && references.get(found.topic)?.[0]) || false;
  },
});

/** The first passage of the curated topic the subject names, or undefined when none fits. */
export function versesForSubject(subject: string): string | undefined {
  return chosen.memo(subject.slice(0, 600)) || undefined;
}

/** The curated topic a subject names, for tests and the study desk. */
export function topicForSubject(subject: string): string | undefined {
  return meanings.find((candidate) => candidate.phrase.test(subject.slice(0, 600)))?.topic;
}
