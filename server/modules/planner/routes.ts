import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { planInputSchema, plannerLimits, type PlanListResponse } from "@shared/planner/api";
import type { AppContext } from "../../context";
import { parseInput } from "../../errors";
import { attachment } from "../exports/file-names";
import { planCalendar, planDocument } from "./plan-exports";
import { createPlannerService } from "./planner-service";
import { perUserRateLimit } from "../limits/per-user-rate-limit";

const idParams = z.object({ id: z.string().max(100) });

/** Sermon series plans: the owner's only; reads for any signed-in user, writes need access. */
export function registerPlannerRoutes(app: FastifyInstance, context: AppContext): void {
  const { sessions, database } = context;
  const planner = createPlannerService(database.db, context.now);
  const idOf = (params: unknown) => parseInput(idParams, params).id;
  const writeLimit = perUserRateLimit(
    sessions,
    { max: plannerLimits.writesPerMinute, timeWindow: "1 minute" },
    "You have saved plans many times in the last minute. Please wait a moment.",
  );

  app.get("/api/plans", async (request, reply) => {
    const user = await sessions.requireUser(request);
    reply.header("cache-control", "no-store");
    const body: PlanListResponse = { plans: await planner.list(user.id) };
    return body;
  });

  app.post("/api/plans", { config: writeLimit }, async (request, reply) => {
    const user = await sessions.requireAccess(request, context.now());
    const input = parseInput(planInputSchema, request.body);
    return reply.status(201).send(await planner.create(user.id, input));
  });

  app.get("/api/plans/:id", async (request, reply) => {
    const user = await sessions.requireUser(request);
    reply.header("cache-control", "no-store");
    return planner.get(user.id, idOf(request.params));
  });

  app.put("/api/plans/:id", { config: writeLimit }, async (request) => {
    const user = await sessions.requireAccess(request, context.now());
    const id = idOf(request.params);
    return planner.update(user.id, id, parseInput(planInputSchema, request.body));
  });

  app.delete("/api/plans/:id", { config: writeLimit }, async (request, reply) => {
    const user = await sessions.requireUser(request);
    await planner.remove(user.id, idOf(request.params));
    return reply.status(204).send();
  });

  app.get("/api/plans/:id/plan.pdf", async (request, reply) => {
    const user = await sessions.requireUser(request);
    const plan = await planner.get(user.id, idOf(request.params));
    const { renderPdf } = await import("../exports/pdf-document");
    const body = await renderPdf(planDocument(plan, context.now()));
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", attachment(plan.title, "pdf"))
      .header("cache-control", "private, no-store")
      .send(body);
  });

  app.get("/api/plans/:id/plan.ics", async (request, reply) => {
    const user = await sessions.requireUser(request);
    const plan = await planner.get(user.id, idOf(request.params));
    return reply
      .header("content-type", "text/calendar; charset=utf-8")
      .header("content-disposition", attachment(plan.title, "ics"))
      .header("cache-control", "private, no-store")
      .send(planCalendar(plan, context.config.publicUrl));
  });
}
