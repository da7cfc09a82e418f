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

/** The curated topic a subject names, for tests and the study desk. */
export function topicForSubject(subject: string): string | undefined {
  return meanings.find((candidate) => candidate.phrase.test(subject.slice(0, 600)))?.topic;
}
