import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOverview } from "@shared/admin/api";
import { createTestApp, type TestApp } from "../support/test-app";
import {
  cookieFrom,
  linkInMail,
  signUp,
  signedInUser,
  uniqueEmail,
  visitor,
} from "../support/users";

/**
 * The operator view's API: only accounts listed in ADMIN_EMAILS see it; to everyone else
 * its routes answer exactly like a route that does not exist.
 */
let test: TestApp;
let adminHeaders: Record<string, string>;
let memberHeaders: Record<string, string>;
const adminEmail = uniqueEmail("operator");
const marker = randomUUID().slice(0, 8);
const requester = `requester-${marker}@example.org`;
const supporter = `supporter-${marker}@example.org`;
const feedbackImpact = `Sermon outlines in minutes, ref ${marker}.`;
let requestId = "";

/** Signs up with a chosen email and follows the verification link, like signedInUser. */
async function signedInAs(email: string): Promise<Record<string, string>> {
  const { response, who } = await signUp(test, email);
  expect(response.statusCode, response.body).toBe(200);
  const link = linkInMail(test, email);
  const verified = await test.app.inject({
    method: "GET",
    url: link.pathname + link.search,
    headers: who.headers,
  });
  const cookie = cookieFrom(verified);
  expect(cookie, verified.body).not.toBe("");
  return { ...who.headers, cookie };
}

function overview(headers: Record<string, string>) {
  return test.app.inject({ method: "GET", url: "/api/admin/overview", headers });
}

function setStatus(headers: Record<string, string>, id: string, payload: unknown) {
  return test.app.inject({
    method: "PATCH",
    url: `/api/admin/data-requests/${id}`,
    headers: { ...headers, "x-forwarded-for": visitor().ip },
    payload: payload as Record<string, unknown>,
  });
}

beforeAll(async () => {
  // Upper case in the setting: the comparison is case-insensitive.
  test = await createTestApp({ ADMIN_EMAILS: `someone@example.org, ${adminEmail.toUpperCase()}` });
  adminHeaders = await signedInAs(adminEmail);
  memberHeaders = (await signedInUser(test, "member")).headers;

  const created = await test.app.inject({
    method: "POST",
    url: "/api/gdpr/data-request",
    headers: visitor().headers,
    payload: { email: requester, requestType: "erasure", description: "Please delete me." },
  });
  expect(created.statusCode, created.body).toBe(201);
  requestId = created.json().requestId;
  const support = await test.app.inject({
    method: "POST",
    url: "/api/support",
    headers: visitor().headers,
    payload: { name: "Ruth", email: supporter, subject: `Printing ${marker}`, message: "How?" },
  });
  expect(support.statusCode, support.body).toBe(201);
  const feedback = await test.app.inject({
    method: "POST",
    url: "/api/feedback",
    headers: visitor().headers,
    payload: { role: "youth-pastor", impact: feedbackImpact, suggestions: "More camps." },
  });
  expect(feedback.statusCode, feedback.body).toBe(201);
});

afterAll(async () => {
  await test?.app.close();
});

describe("operator view API", () => {
  it("answers non-admins and signed-out visitors exactly as a missing route does", async () => {
    const cases = [
      { method: "GET" as const, url: "/api/admin/overview", payload: undefined },
      {
        method: "PATCH" as const,
        url: `/api/admin/data-requests/${requestId}`,
        payload: { status: "done" },
      },
    ];
    for (const { method, url, payload } of cases) {
      const missing = await test.app.inject({
        method,
        url: url.replace("/api/admin/", "/api/admin-nothing-here/"),
        headers: visitor().headers,
        ...(payload ? { payload } : {}),
      });
      expect(missing.statusCode).toBe(404);
      const missingMessage = missing
        .json()
        .error.message.replace("/api/admin-nothing-here/", "/api/admin/");
      for (const headers of [
        visitor().headers,
        { ...memberHeaders, "x-forwarded-for": visitor().ip },
      ]) {
        const response = await test.app.inject({
          method,
          url,
          headers,
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ error: { code: "not_found", message: missingMessage } });
      }
    }
    // Nothing changed for the refused PATCH.
    const seen = (await overview(adminHeaders)).json() as AdminOverview;
    expect(seen.dataRequests.find((row) => row.id === requestId)?.status).toBe("open");
  });

  it("shows the admin data requests, support messages and feedback, newest first", async () => {
    const response = await overview(adminHeaders);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json() as AdminOverview;

    const request = body.dataRequests.find((row) => row.id === requestId);
    expect(request).toMatchObject({
      email: requester,
      requestType: "erasure",
      description: "Please delete me.",
      status: "open",
      overdue: false,
    });
    const dueInDays = (Date.parse(request!.dueAt) - Date.parse(request!.createdAt)) / 86_400_000;
    expect(dueInDays).toBe(30);

    expect(body.supportMessages.find((row) => row.email === supporter)).toMatchObject({
      name: "Ruth",
      subject: `Printing ${marker}`,
      message: "How?",
    });
    expect(body.feedback.find((row) => row.impact === feedbackImpact)).toMatchObject({
      role: "youth-pastor",
      suggestions: "More camps.",
    });

    for (const list of [body.dataRequests, body.supportMessages, body.feedback]) {
      expect(list.length).toBeLessThanOrEqual(200);
      const times = list.map((row) => Date.parse(row.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it("marks a request overdue once its due date passes, until it is done", async () => {
    test.clock.offsetMs = 31 * 86_400_000;
    try {
      const late = (await overview(adminHeaders)).json() as AdminOverview;
      expect(late.dataRequests.find((row) => row.id === requestId)?.overdue).toBe(true);
    } finally {
      test.clock.offsetMs = 0;
    }
  });

  it("moves a request to in progress, then done", async () => {
    const started = await setStatus(adminHeaders, requestId, { status: "in_progress" });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ id: requestId, status: "in_progress" });

    const done = await setStatus(adminHeaders, requestId, { status: "done" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: requestId, status: "done", overdue: false });

    test.clock.offsetMs = 31 * 86_400_000;
    try {
      const later = (await overview(adminHeaders)).json() as AdminOverview;
      expect(later.dataRequests.find((row) => row.id === requestId)).toMatchObject({
        status: "done",
        overdue: false,
      });
    } finally {
      test.clock.offsetMs = 0;
    }
  });

  it("refuses an unknown status with a field message", async () => {
    const response = await setStatus(adminHeaders, requestId, { status: "closed" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_error");
    expect(response.json().error.fields).toEqual({ status: "Choose Open, In progress or Done." });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of [randomUUID(), "not-a-uuid", "1%27%20OR%201%3D1"]) {
      const response = await setStatus(adminHeaders, id, { status: "done" });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    }
  });
});
