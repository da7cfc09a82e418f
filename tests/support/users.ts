import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { users } from "../../server/db/schema";
import { publicUrl, type TestApp } from "./test-app";

let ipCounter = 1;

/** A fresh client address per simulated visitor, so auth rate limits don't collide. */
export function newIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function uniqueEmail(label = "pastor"): string {
  return `${label.toLowerCase()}-${randomUUID().slice(0, 8)}@example.org`;
}

export const strongPassword = "still waters run deep 42";

export function cookieFrom(response: LightMyRequestResponse): string {
  const header = response.headers["set-cookie"];
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

export interface Visitor {
  ip: string;
  headers: Record<string, string>;
}

export function visitor(): Visitor {
  const ip = newIp();
  return { ip, headers: { "x-forwarded-for": ip, origin: publicUrl } };
}

/** The link in the last email sent to an address. */
export function linkInMail(test: TestApp, email: string): URL {
  const mail = test.mailer.lastTo(email);
  if (!mail) throw new Error(`no email sent to ${email}`);
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in email to ${email}`);
  return new URL(match[0]);
}

export async function signUp(test: TestApp, email = uniqueEmail(), password = strongPassword) {
  const who = visitor();
  const response = await test.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: who.headers,
    payload: {
      email,
      password,
      name: "Grace Hopewell",
      firstName: "Grace",
      lastName: "Hopewell",
      callbackURL: "/tools",
    },
  });
  return { response, email, password, who };
}

/** Signs up, follows the verification link, and returns the session cookie. */
export async function signedInUser(test: TestApp, label = "pastor") {
  const { email, password, who, response } = await signUp(test, uniqueEmail(label));
  if (response.statusCode !== 200)
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const link = linkInMail(test, email);
  const verified = await test.app.inject({
    method: "GET",
    url: link.pathname + link.search,
    headers: who.headers,
  });
  const cookie = cookieFrom(verified);
  if (!cookie)
    throw new Error(`verification gave no session: ${verified.statusCode} ${verified.body}`);
  const [row] = await test.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return { email, password, who, cookie, id: row!.id, headers: { ...who.headers, cookie } };
}

/** Sets a user's stored access facts directly (for the access matrix). */
export async function setAccess(
  test: TestApp,
  userId: string,
  facts: Partial<typeof users.$inferInsert>,
) {
  await test.database.db.update(users).set(facts).where(eq(users.id, userId));
}
