import type { FastifyInstance, FastifyRequest } from "fastify";
import { desc, eq, isNotNull, sql } from "drizzle-orm";
import {
  adminOverviewLimit,
  dataRequestStatusUpdateSchema,
  type AdminDataRequest,
  type AdminEmailDeliveries,
  type AdminOverview,
} from "@shared/admin/api";
import type { AppContext } from "../../context";
import {
  contentEmailDeliveries,
  contentEmailRecipients,
  dataRequests,
  feedback,
  supportMessages,
  users,
} from "../../db/schema";
import { hasSubscriptionAccess, trialStatus } from "../access/access-rule";
import { AppError, parseInput } from "../../errors";
import type { SessionUser } from "../auth/session";

/** Any textual uuid PostgreSQL accepts; anything else never reaches the database. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const day = 24 * 60 * 60_000;

type DataRequestRow = typeof dataRequests.$inferSelect;

function dataRequestView(row: DataRequestRow, now: Date): AdminDataRequest {
  return {
    id: row.id,
    email: row.email,
    requestType: row.requestType,
    description: row.description,
    verificationInfo: row.verificationInfo,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    overdue: row.dueAt.getTime() < now.getTime() && row.status !== "done",
  };
}

/**
 * The operator view (/admin): data rights requests, support messages and feedback, for the
 * accounts listed in ADMIN_EMAILS. To anyone else these routes do not exist: they answer
 * exactly as an unknown /api route does (see setNotFoundHandler in server/errors.ts).
 */
export function registerAdminRoutes(app: FastifyInstance, context: AppContext): void {
  const { sessions, database, config } = context;
  const db = database.db;

  const notFound = (request: FastifyRequest) =>
    new AppError("not_found", `No API route ${request.method} ${request.url.split("?")[0]}.`);

  async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
    // Signed out is a 404 too (not 401), so the routes cannot be told from missing ones.
    const user = await sessions.currentUser(request);
    if (!user || !config.adminEmails.includes(user.email.toLowerCase())) throw notFound(request);
    return user;
  }

  app.get("/api/admin/overview", async (request, reply) => {
    await requireAdmin(request);
    const now = context.now();
    const [requestRows, messageRows, feedbackRows] = await Promise.all([
      db
        .select()
        .from(dataRequests)
        .orderBy(desc(dataRequests.createdAt), desc(dataRequests.id))
        .limit(adminOverviewLimit),
      db
        .select()
        .from(supportMessages)
        .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
        .limit(adminOverviewLimit),
      db
        .select()
        .from(feedback)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(adminOverviewLimit),
    ]);
    const body: AdminOverview = {
      dataRequests: requestRows.map((row) => dataRequestView(row, now)),
      supportMessages: messageRows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        subject: row.subject,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      })),
      feedback: feedbackRows.map((row) => ({
        id: row.id,
        role: row.role,
        impact: row.impact,
        suggestions: row.suggestions,
        createdAt: row.createdAt.toISOString(),
      })),
    };
    return reply.header("cache-control", "no-store").send(body);
  });

  app.get("/api/admin/email-deliveries", async (request, reply) => {
    await requireAdmin(request);
    const now = context.now();
    const since = (ms: number) => new Date(now.getTime() - ms);
    const counted = (from: Date) =>
      sql<number>`count(*) filter (where ${contentEmailDeliveries.sentAt} > ${from.toISOString()}::timestamptz)::int`;
    const lastWeek = counted(since(7 * day));
    const total = sql<number>`count(*)::int`;
    const [rows, [optedOut]] = await Promise.all([
      db
        .select({
          userId: users.id,
          email: users.email,
          name: users.name,
          subscriptionStatus: users.subscriptionStatus,
          subscriptionEndsAt: users.subscriptionEndsAt,
          trialStartedAt: users.trialStartedAt,
          trialEndsAt: users.trialEndsAt,
          lastDay: counted(since(day)),
          lastWeek,
          total,
          lastSentAt: sql<string>`max(${contentEmailDeliveries.sentAt})`,
        })
        .from(contentEmailDeliveries)
        .innerJoin(users, eq(users.id, contentEmailDeliveries.userId))
        .groupBy(users.id)
        .orderBy(desc(lastWeek), desc(total), users.id)
        .limit(adminOverviewLimit),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(contentEmailRecipients)
        .where(isNotNull(contentEmailRecipients.optedOutAt)),
    ]);
    const body: AdminEmailDeliveries = {
      accounts: rows.map((row) => ({
        userId: row.userId,
        email: row.email,
        name: row.name,
        access: hasSubscriptionAccess(row, now)
          ? "subscriber"
          : trialStatus(row, now) === "active"
            ? "trial"
            : "none",
        lastDay: row.lastDay,
        lastWeek: row.lastWeek,
        total: row.total,
        lastSentAt: new Date(row.lastSentAt).toISOString(),
      })),
      optedOutRecipients: optedOut?.count ?? 0,
    };
    return reply.header("cache-control", "no-store").send(body);
  });

  app.patch<{ Params: { id: string } }>("/api/admin/data-requests/:id", async (request, reply) => {
    await requireAdmin(request);
    const { id } = request.params;
    if (!uuidPattern.test(id)) throw new AppError("not_found", "No data request with that id.");
    const { status } = parseInput(dataRequestStatusUpdateSchema, request.body);
    const [row] = await db
      .update(dataRequests)
      .set({ status })
      .where(eq(dataRequests.id, id))
      .returning();
    if (!row) throw new AppError("not_found", "No data request with that id.");
    request.log.info({ dataRequestId: id, status }, "data request status changed");
    return reply.header("cache-control", "no-store").send(dataRequestView(row, context.now()));
  });
}
