import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { churchDay } from "@shared/church-year/calendar";
import { bookById, bookDisplayName, type BookId } from "@shared/scripture/books";
import { addDays, isoOf, parseIsoDate } from "@shared/church-year/dates";
import {
  plannerLimits,
  planWeekSchema,
  type Plan,
  type PlanInput,
  type PlanSummary,
  type PlanWeekView,
} from "@shared/planner/api";
import type { Db } from "../../db/client";
import { contentItems, seriesPlans } from "../../db/schema";
import { AppError } from "../../errors";
import { checkPassage } from "../calendar/passage-check";
import { inUserTurn } from "../limits/user-lock";

type PlanRow = typeof seriesPlans.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function notFoundPlan(): AppError {
  return new AppError("not_found", "That series plan was not found.");
}

export function weekDate(startDate: string, index: number): string {
  return isoOf(addDays(parseIsoDate(startDate)!, index * 7));
}

/** Each week's passage must be a real one; the answer names the week's field. */
export function checkWeeks(input: PlanInput): void {
  const fields: Record<string, string> = {};
  input.weeks.forEach((week, index) => {
    if (!week.passage) return;
    const check = checkPassage(week.passage);
    if (!check.ok) fields[`weeks.${index}.passage`] = `Week ${index + 1}: ${check.problem}`;
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError("validation_error", "Please correct the highlighted weeks.", fields);
  }
}

const numbersIn = (text: string) => new Set(text.match(/\d+/g) ?? []);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Matches a text that names one of the books, by name or abbreviation. */
function namingAny(bookIds: readonly BookId[]): RegExp {
  const names = bookIds.flatMap((id) => {
    const book = bookById(id);
    return [book.name, bookDisplayName(id, true), ...book.abbreviations];
  });
  return new RegExp(`\\b(${[...new Set(names)].map(escape).join("|")})\\b`, "i");
}

/**
 * The user's saved sermons on any of `references` (canonical forms), by reference. Checking a
 * reference takes milliseconds, so only sermons whose scripture has every number of one of
 * the references are checked.
 */
async function savedSermons(
  db: Db,
  userId: string,
  weeks: ReadonlyArray<{ reference: string | null; books: BookId[] }>,
): Promise<Map<string, string>> {
  const wanted = weeks.flatMap((week) => (week.reference ? [numbersIn(week.reference)] : []));
  if (wanted.length === 0) return new Map();
  const naming = namingAny(weeks.flatMap((week) => week.books));
  const rows = await db
    .select({ id: contentItems.id, scripture: contentItems.scripture })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.userId, userId),
        eq(contentItems.type, "sermon"),
        isNull(contentItems.deletedAt),
      ),
    )
    .orderBy(desc(contentItems.createdAt))
    .limit(2000);
  const byReference = new Map<string, string>();
  for (const row of rows) {
    const numbers = numbersIn(row.scripture);
    const candidate =
      naming.test(row.scripture) &&
      wanted.some((needed) => [...needed].every((n) => numbers.has(n)));
    const check = candidate ? checkPassage(row.scripture) : undefined;
    if (check?.ok && !byReference.has(check.reference)) byReference.set(check.reference, row.id);
  }
  return byReference;
}

function weeksOf(row: PlanRow) {
  return planWeekSchema
    .array()
    .catch([])
    .parse(row.weeks)
    .map((week) => {
      const check = week.passage ? checkPassage(week.passage) : undefined;
      return {
        ...week,
        reference: check?.ok ? check.reference : null,
        books: check?.ok ? check.books : [],
      };
    });
}

async function view(db: Db, row: PlanRow): Promise<Plan> {
  const weeks = weeksOf(row);
  const sermons = await savedSermons(db, row.userId, weeks);
  return {
    id: row.id,
    title: row.title,
    focus: row.focus,
    startDate: row.startDate,
    updatedAt: row.updatedAt.toISOString(),
    weeks: weeks.map(({ books: _books, ...week }, index): PlanWeekView => {
      const date = weekDate(row.startDate, index);
      return {
        ...week,
        number: index + 1,
        date,
        day: churchDay(date),
        sermonId: week.reference ? (sermons.get(week.reference) ?? null) : null,
      };
    }),
  };
}

export function createPlannerService(db: Db, now: () => Date) {
  async function ownRow(userId: string, id: string): Promise<PlanRow> {
    if (!uuidPattern.test(id)) throw notFoundPlan();
    const [row] = await db
      .select()
      .from(seriesPlans)
      .where(and(eq(seriesPlans.id, id), eq(seriesPlans.userId, userId)));
    if (!row) throw notFoundPlan();
    return row;
  }

  return {
    async list(userId: string): Promise<PlanSummary[]> {
      const rows = await db
        .select()
        .from(seriesPlans)
        .where(eq(seriesPlans.userId, userId))
        .orderBy(seriesPlans.startDate);
      return rows.map((row) => {
        const weekCount = Array.isArray(row.weeks) ? row.weeks.length : 0;
        return {
          id: row.id,
          title: row.title,
          focus: row.focus,
          startDate: row.startDate,
          endDate: weekDate(row.startDate, Math.max(0, weekCount - 1)),
          weekCount,
        };
      });
    },

    async get(userId: string, id: string): Promise<Plan> {
      return view(db, await ownRow(userId, id));
    },

    async create(userId: string, input: PlanInput): Promise<Plan> {
      checkWeeks(input);
      // Counted and inserted in the user's turn: plans saved in parallel cannot pass the cap.
      const row = await inUserTurn(db, "series-plans", userId, async (tx) => {
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(seriesPlans)
          .where(eq(seriesPlans.userId, userId));
        if ((count?.n ?? 0) >= plannerLimits.plansPerAccount) {
          throw new AppError(
            "quota_exceeded",
            `You have ${plannerLimits.plansPerAccount} series plans, the most an account keeps. Delete one you no longer need first.`,
          );
        }
        const at = now();
        const [inserted] = await tx
          .insert(seriesPlans)
          .values({ userId, ...input, createdAt: at, updatedAt: at })
          .returning();
        return inserted!;
      });
      return view(db, row);
    },

    async update(userId: string, id: string, input: PlanInput): Promise<Plan> {
      await ownRow(userId, id);
      checkWeeks(input);
      const [row] = await db
        .update(seriesPlans)
        .set({ ...input, updatedAt: now() })
        .where(and(eq(seriesPlans.id, id), eq(seriesPlans.userId, userId)))
        .returning();
      if (!row) throw notFoundPlan();
      return view(db, row);
    },

    async remove(userId: string, id: string): Promise<void> {
      await ownRow(userId, id);
      await db
        .delete(seriesPlans)
        .where(and(eq(seriesPlans.id, id), eq(seriesPlans.userId, userId)));
    },
  };
}

export type PlannerService = ReturnType<typeof createPlannerService>;
