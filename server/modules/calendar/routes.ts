import type { FastifyInstance } from "fastify";
import {
  calendarDayQuerySchema,
  lectionaryImportSchema,
  lectionaryLimits,
  type CalendarDayResponse,
  type LectionaryTableResponse,
} from "@shared/church-year/api";
import { churchDay } from "@shared/church-year/calendar";
import type { AppContext } from "../../context";
import { AppError, parseInput } from "../../errors";
import { perUserRateLimit } from "../limits/per-user-rate-limit";
import { readLectionaryCsv } from "./lectionary-import";
import { deleteTable, loadTable, readingsFor, saveTable } from "./lectionary-service";

/**
 * The church calendar for a date with the account's readings, and the account's own
 * lectionary table: import (all rows or none), read, delete.
 */
export function registerCalendarRoutes(app: FastifyInstance, context: AppContext): void {
  const { sessions, database } = context;
  const importRateLimit = perUserRateLimit(
    sessions,
    { max: lectionaryLimits.importsPerHour, timeWindow: "1 hour" },
    `You have imported ${lectionaryLimits.importsPerHour} tables in the last hour. Please try again later.`,
  );

  app.get("/api/calendar/day", async (request, reply) => {
    const user = await sessions.requireUser(request);
    const { date } = parseInput(calendarDayQuerySchema, request.query);
    const day = churchDay(date);
    const table = await loadTable(database.db, user.id);
    const row = table ? readingsFor(table, day) : null;
    reply.header("cache-control", "no-store");
    const body: CalendarDayResponse = {
      day,
      readings: row,
      table: table ? { name: table.name } : null,
    };
    return body;
  });

  app.get("/api/lectionary", async (request, reply) => {
    const user = await sessions.requireUser(request);
    reply.header("cache-control", "no-store");
    const body: LectionaryTableResponse = { table: await loadTable(database.db, user.id) };
    return body;
  });

  app.put(
    "/api/lectionary",
    { config: importRateLimit, bodyLimit: lectionaryLimits.csvChars * 4 + 4096 },
    async (request) => {
      const user = await sessions.requireAccess(request, context.now());
      const input = parseInput(lectionaryImportSchema, request.body);
      const result = await readLectionaryCsv(input.csv);
      if (!result.ok) {
        throw new AppError(
          "validation_error",
          `Nothing was imported: ${result.errors.length === 1 ? "one problem needs" : `${result.errors.length} problems need`} fixing first.`,
          Object.fromEntries(result.errors.map((error, index) => [`csv.${index + 1}`, error])),
        );
      }
      const table = await saveTable(database.db, user.id, input.name, result.rows, context.now());
      const body: LectionaryTableResponse = { table };
      return body;
    },
  );

  app.delete("/api/lectionary", async (request) => {
    const user = await sessions.requireUser(request);
    if (!(await deleteTable(database.db, user.id))) {
      throw new AppError("not_found", "There is no lectionary table to delete on this account.");
    }
    const body: LectionaryTableResponse = { table: null };
    return body;
  });
}
