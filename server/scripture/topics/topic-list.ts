import { readDataJson } from "../data-files";

/**
 * The team's topical index (data/topics.json): ministry topics and the passages chosen for
 * each, for the offline composer and for grounding model prompts. Order within a topic is the
 * order of preference; tests/unit/scripture/topics.test.ts checks every reference exists.
 */
export interface TopicDefinition {
  name: string;
  /** The section of the index the topic belongs to ("The gospel and salvation"). */
  group?: string;
  /** Other names people search with ("worry" for Anxiety). */
  aliases?: string[];
  references: string[];
}

export const topicList: readonly TopicDefinition[] = readDataJson<{ topics: TopicDefinition[] }>(
  "topics.json",
).topics;
