import type { FastifyInstance, FastifyReply } from "fastify";
import type { z } from "zod";
import { fieldErrors } from "@shared/api-error";
import {
  lookupQuerySchema,
  searchQuerySchema,
  topicQuerySchema,
  type PassageResponse,
  type SearchResponse,
  type TopicListResponse,
  type TopicResponse,
} from "@shared/scripture/api";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { lookup } from "./lookup";
import { searchScripture } from "./text-search";
import { getTopic, listTopics, suggestTopics } from "./topics/topics";

/** Public and cheap to serve, but each request does real work: limit per client. */
const publicRoute = { config: { rateLimit: { max: 120, timeWindow: "1 minute" } } };

/** Scripture does not change between deploys; let browsers and proxies keep answers. */
function cacheable(reply: FastifyReply): void {
  reply.header("cache-control", "public, max-age=3600");
}

/** Like parseInput, but the message names the problem ("Give a reference, such as John 3:16."). */
function parseQuery<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const fields = fieldErrors(result.error.issues);
    const message = Object.values(fields)[0] ?? "The request could not be read.";
    throw new AppError("validation_error", message, fields);
  }
  return result.data;
}

export function registerScriptureRoutes(app: FastifyInstance, context: AppContext): void {
  const sword = () => context.sword;

  app.get("/api/scripture", publicRoute, async (request, reply): Promise<PassageResponse> => {
    const query = parseQuery(lookupQuerySchema, request.query);
    const outcome = lookup(query.ref, { translation: query.translation });
    if (!outcome.ok)
      throw new AppError("validation_error", outcome.message, { ref: outcome.message });
    cacheable(reply);
    return outcome.passage;
  });

  app.get("/api/scripture/search", publicRoute, async (request, reply): Promise<SearchResponse> => {
    const query = parseQuery(searchQuerySchema, request.query);
    cacheable(reply);
    return searchScripture(query.q, { translation: query.translation, limit: query.limit });
  });

  app.get(
    "/api/scripture/topics",
    publicRoute,
    async (_request, reply): Promise<TopicListResponse> => {
      cacheable(reply);
      return { topics: listTopics(), navesAvailable: sword().dictionary("Nave") !== undefined };
    },
  );

  app.get<{ Params: { topic: string } }>(
    "/api/scripture/topics/:topic",
    publicRoute,
    async (request, reply): Promise<TopicResponse> => {
      const query = parseQuery(topicQuerySchema, request.query);
      const name = request.params.topic.slice(0, 100);
      const topic = getTopic(name, {
        translation: query.translation,
        naves: sword().dictionary("Nave"),
      });
      if (!topic) {
        const suggestions = suggestTopics(name);
        const hint =
          suggestions.length > 0 ? ` Try ${suggestions.map((s) => `“${s}”`).join(", ")}.` : "";
        throw new AppError("not_found", `No topic “${name}”.${hint}`);
      }
      cacheable(reply);
      return topic;
    },
  );
}
