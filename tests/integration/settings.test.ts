import { beforeAll, describe, expect, it } from "vitest";
import type { SettingsResponse } from "@shared/settings/settings";
import { defaultSettings, toolFormDefaults } from "@shared/settings/settings";
import { loadPreferences } from "../../server/modules/settings/settings-service";
import { getTestApp, type TestApp } from "../support/test-app";
import { signedInUser, visitor } from "../support/users";

describe("settings (GET/PUT/DELETE /api/settings)", () => {
  let test: TestApp;
  let user: Awaited<ReturnType<typeof signedInUser>>;

  const get = async (headers = user.headers) => {
    const response = await test.app.inject({ method: "GET", url: "/api/settings", headers });
    expect(response.statusCode).toBe(200);
    return response.json() as SettingsResponse;
  };

  beforeAll(async () => {
    test = await getTestApp();
    user = await signedInUser(test, "settings");
  });

  it("starts from the spec's defaults, with the account's name and email", async () => {
    const body = await get();
    expect(body.updatedAt).toBeNull();
    expect(body.accountEmail).toBe(user.email);
    expect(body.settings.profile.name).toBe("Grace Hopewell");
    expect(body.settings.content).toEqual({
      defaultAudience: "general-congregation",
      defaultTone: "pastoral",
      defaultLength: "medium",
      includeScripture: true,
      prophetic: false,
      emailSignature: "",
    });
    expect(body.settings.ai).toEqual({
      creativity: "balanced",
      scriptureEmphasis: "high",
      languageStyle: "modern",
      culturalContext: "western",
      spelling: "american",
      translation: "web",
    });
    expect(body.settings.notifications).toEqual({
      emailAlerts: true,
      contentReminders: true,
      newFeatures: true,
      weeklyTips: false,
    });
  });

  it("saves, reads back and feeds the AI preferences to generation", async () => {
    const settings = {
      profile: {
        name: "Ruth Boaz",
        church: "Grace Fellowship",
        ministry: "pastor",
        bio: "Shepherd of a small flock.",
      },
      content: {
        ...defaultSettings.content,
        defaultTone: "challenging",
        defaultLength: "short",
        emailSignature: "In Christ,\nRuth",
      },
      ai: {
        creativity: "creative",
        scriptureEmphasis: "medium",
        languageStyle: "traditional",
        culturalContext: "african",
        spelling: "british",
        translation: "kjv",
      },
      notifications: { ...defaultSettings.notifications, weeklyTips: true },
      tradition: { ...defaultSettings.tradition, preset: "anglican", invitation: "altar-call" },
    };
    const saved = await test.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: user.headers,
      payload: settings,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = await get();
    expect(body.settings).toEqual(settings);
    expect(body.updatedAt).not.toBeNull();
    expect(await loadPreferences(test.database.db, user.id)).toEqual({
      ...settings.ai,
      author: {
        name: "Ruth Boaz",
        church: "Grace Fellowship",
        role: "Pastor",
        emailSignature: "In Christ,\nRuth",
      },
      tradition: settings.tradition,
    });
    expect(toolFormDefaults(body.settings.content).devotional).toEqual({
      audience: "general",
      length: "short",
      tone: "challenging",
    });
    // Each tool's own options: the sermon's "short" is its shortest length.
    expect(toolFormDefaults(body.settings.content).sermon).toMatchObject({ length: "15-20" });
    expect(toolFormDefaults(body.settings.content).email).toMatchObject({ length: "brief" });
  });

  it("rejects bad values with field errors and keeps the stored settings", async () => {
    const response = await test.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: user.headers,
      payload: {
        content: { defaultTone: "angry", emailSignature: "x".repeat(501) },
        ai: { creativity: "wild", translation: "niv" },
        notifications: { emailAlerts: "yes" },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      "content.defaultTone": "Choose a tone.",
      "content.emailSignature": "Use at most 500 characters.",
      "ai.creativity": "Choose a creativity level.",
      "ai.translation": "Choose a translation.",
      "notifications.emailAlerts": "Choose on or off.",
    });
    expect((await get()).settings.ai.translation).toBe("kjv");
  });

  it("resets to defaults", async () => {
    const response = await test.app.inject({
      method: "DELETE",
      url: "/api/settings",
      headers: user.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = await get();
    expect(body.settings.ai).toEqual(defaultSettings.ai);
    expect(body.updatedAt).toBeNull();
    expect(await loadPreferences(test.database.db, user.id)).toEqual({
      ...defaultSettings.ai,
      author: { name: "", church: "", role: "", emailSignature: "" },
      tradition: defaultSettings.tradition,
    });
  });

  it("accepts the Berean Standard Bible as the preferred translation and uses it", async () => {
    const saved = await test.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: user.headers,
      payload: { ai: { translation: "bsb" } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await get()).settings.ai.translation).toBe("bsb");
    expect((await loadPreferences(test.database.db, user.id)).translation).toBe("bsb");
  });

  it("keeps each user's settings to themselves and needs a session", async () => {
    const other = await signedInUser(test, "settings-other");
    await test.app.inject({
      method: "PUT",
      url: "/api/settings",
      headers: user.headers,
      payload: { ai: { translation: "kjv" } },
    });
    expect((await get(other.headers)).settings.ai.translation).toBe("web");
    for (const method of ["GET", "PUT", "DELETE"] as const) {
      const response = await test.app.inject({
        method,
        url: "/api/settings",
        headers: visitor().headers,
        ...(method === "PUT" ? { payload: {} } : {}),
      });
      expect(response.statusCode, method).toBe(401);
    }
  });
});
