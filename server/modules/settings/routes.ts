import type { FastifyInstance } from "fastify";
import type { SettingsResponse } from "@shared/settings/settings";
import { settingsSchema } from "@shared/settings/settings";
import type { AppContext } from "../../context";
import { parseInput } from "../../errors";
import type { SessionUser } from "../auth/session";
import { loadSettings, resetSettings, saveSettings, type StoredSettings } from "./settings-service";

function respond(user: SessionUser, stored: StoredSettings): SettingsResponse {
  const fallbackName = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.name;
  const settings = stored.updatedAt
    ? stored.settings
    : { ...stored.settings, profile: { ...stored.settings.profile, name: fallbackName } };
  return {
    settings,
    accountEmail: user.email,
    updatedAt: stored.updatedAt?.toISOString() ?? null,
  };
}

/** GET/PUT/DELETE /api/settings: the signed-in user's own settings. */
export function registerSettingsRoutes(app: FastifyInstance, context: AppContext): void {
  const { sessions, database } = context;

  app.get("/api/settings", async (request, reply) => {
    const user = await sessions.requireUser(request);
    reply.header("cache-control", "no-store");
    return respond(user, await loadSettings(database.db, user.id));
  });

  app.put("/api/settings", async (request) => {
    const user = await sessions.requireUser(request);
    const settings = parseInput(settingsSchema, request.body);
    return respond(user, await saveSettings(database.db, user.id, settings, context.now()));
  });

  app.delete("/api/settings", async (request) => {
    const user = await sessions.requireUser(request);
    return respond(user, await resetSettings(database.db, user.id));
  });
}
