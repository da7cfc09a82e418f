import type { FastifyInstance, FastifyReply } from "fastify";
import type { z } from "zod";
import { fieldErrors } from "@shared/api-error";
import type { ScriptureCheck } from "@shared/scripture/check-result";
import { packCheck } from "@shared/scripture/check-wire";
import { createCheckBudget } from "../modules/limits/check-budget";
import {
  checkRateLimit,
  lookupQuerySchema,
  maxCheckLength,
  scriptureCheckRequestSchema,
  searchQuerySchema,
  topicQuerySchema,
  type PassageResponse,
  type SearchResponse,
  type TopicListResponse,
  type TopicResponse,
} from "@shared/scripture/api";
import type { AppContext } from "../context";
import { AppError } from "../errors";
import { perUserRateLimit } from "../modules/limits/per-user-rate-limit";
import { checkOffThread } from "./check-pool";
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
  const spendCheckBudget = createCheckBudget(context.shared, context.now);

  /**
   * Checks every reference and quotation in a text (a manuscript, a tool's draft), up to
   * what one check reads (bounded-check.ts). Free for any signed-in user; limited per user.
   */
  app.post(
    "/api/scripture/check",
    {
      // 100,000 characters can be ~400 KB of JSON; the length itself is judged below.
      bodyLimit: 1024 * 1024,
      // Counted per signed-in user, whatever sessions they hold (visitors by address).
      config: perUserRateLimit(
        context.sessions,
        { max: checkRateLimit.max, timeWindow: `${checkRateLimit.windowMinutes} minute` },
        `You have checked ${checkRateLimit.max} texts in the last minute. Please wait a moment and try again.`,
      ),
    },
    async (request): Promise<ScriptureCheck> => {
      const user = await context.sessions.requireUser(request);
      const body = parseQuery(scriptureCheckRequestSchema, request.body);
      if (body.text.length > maxCheckLength) {
        throw new AppError(
          "payload_too_large",
          `A text to check is at most ${maxCheckLength.toLocaleString("en-US")} characters; this one has ${body.text.length.toLocaleString("en-US")}. Check it in parts.`,
        );
      }
      // A check's cost grows with its text: each user has a budget of characters a minute,
      // shared with the checker's report, whatever sessions they hold.
      await spendCheckBudget(user.id, body.text.length);
      // On a thread of the check pool, bounded to what one check reads (bounded-check.ts);
      // a verse text named many times is sent once (check-wire.ts).
      return packCheck(await checkOffThread(body.text, body.translation, user.id));
    },
  );

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
