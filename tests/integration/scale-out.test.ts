import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  signedWebhook,
  startFakeStripe,
  stripeEnv,
  type FakeStripeServer,
} from "../support/fake-stripe-server";
import {
  cookieHeader,
  createDatabase,
  ensureServerBuilt,
  freePort,
  httpRequest,
  makeCertificate,
  missingPrerequisite,
  readOutbox,
  startInstance,
  startNginx,
  waitForMail,
  type HttpOptions,
  type Instance,
  type Nginx,
} from "../support/scale-out";

/**
 * Two instances of the built server on one PostgreSQL database, behind Debian's nginx
 * running deploy/nginx.conf: what one instance does, the other sees (sessions, limits,
 * webhook deduplication). Needs nginx and a PostgreSQL server; on a machine without
 * them the file is skipped with the reason, and in CI it fails instead.
 */
const missing = await missingPrerequisite();
if (missing && process.env.CI) throw new Error(`scale-out test cannot run: ${missing}`);
if (missing) console.warn(`Skipping tests/integration/scale-out.test.ts: ${missing}`);

const password = "still waters run deep 42";

describe.skipIf(missing !== undefined)("several instances behind nginx", () => {
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  let root: string;
  let outbox: string;
  let ca: string;
  let a: Instance;
  let b: Instance;
  let nginx: Nginx;
  let fake: FakeStripeServer;
  let db: pg.Client;
  /** The address people use (nginx over HTTPS); the Origin of every write. */
  let site: string;

  beforeAll(async () => {
    ensureServerBuilt();
    root = mkdtempSync(path.join(tmpdir(), "kt-scale-out-"));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const database = await createDatabase("kt_scaleout");
    cleanups.push(() => database.drop());
    fake = await startFakeStripe();
    cleanups.push(() => fake.stop());
    fake.addPrice({ amountCents: 999, interval: "month", lookupKey: "kingdom_tools_monthly" });
    fake.addPrice({ amountCents: 11988, interval: "year", lookupKey: "kingdom_tools_yearly" });

    const nginxDir = path.join(root, "nginx");
    mkdirSync(nginxDir);
    const certificate = makeCertificate(nginxDir);
    ca = certificate.pem;
    const [portA, portB, httpPort, httpsPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    site = `https://127.0.0.1:${httpsPort}`;
    outbox = path.join(root, "outbox");
    const shared = {
      NODE_ENV: "production",
      PUBLIC_URL: site,
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
      OUTBOX_DIR: outbox,
      IMAGE_DIR: path.join(root, "images"),
      // Sign-out elsewhere is seen at once, not after the default 5 s.
      SESSION_CACHE_SECONDS: "0",
      ...stripeEnv(fake),
    };
    // Started together: both apply migrations at start, taking turns.
    const started = await Promise.allSettled([
      startInstance("instance A", portA!, { ...shared, DATA_DIR: path.join(root, "a") }),
      startInstance("instance B", portB!, { ...shared, DATA_DIR: path.join(root, "b") }),
    ]);
    for (const result of started) {
      if (result.status === "fulfilled") cleanups.push(() => result.value.stop());
    }
    for (const result of started) if (result.status === "rejected") throw result.reason;
    [a, b] = started.map((result) => (result as PromiseFulfilledResult<Instance>).value) as [
      Instance,
      Instance,
    ];
    nginx = await startNginx(
      nginxDir,
      {
        upstreams: [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`],
        httpPort: httpPort!,
        httpsPort: httpsPort!,
        certificate: certificate.certificate,
        certificateKey: certificate.key,
      },
      ca,
    );
    cleanups.push(() => nginx.stop());
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    cleanups.push(() => db.end());
  });

  afterAll(async () => {
    const failures: unknown[] = [];
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  });

  /** A request to the public address, through nginx. */
  function viaNginx(pathname: string, options: HttpOptions = {}) {
    return httpRequest(`${site}${pathname}`, {
      ...options,
      ca,
      headers: { origin: site, ...options.headers },
    });
  }

  /** A request straight to one instance, as if from the client at `ip`. */
  function direct(instance: Instance, pathname: string, ip: string, options: HttpOptions = {}) {
    return httpRequest(`${instance.url}${pathname}`, {
      ...options,
      headers: { origin: site, "x-forwarded-for": ip, ...options.headers },
    });
  }

  let ipCounter = 0;
  function newIp(): string {
    ipCounter += 1;
    return `198.51.100.${ipCounter}`;
  }

  /** Signs up on instance A and confirms the email through the link (via nginx). */
  async function verifiedAccount(label: string): Promise<string> {
    const email = `${label}-${randomUUID().slice(0, 8)}@example.org`;
    const signUp = await direct(a, "/api/auth/sign-up/email", newIp(), {
      body: { email, password, name: "Grace Hopewell", firstName: "Grace", lastName: "Hopewell" },
    });
    expect(signUp.status, signUp.text).toBe(200);
    const mail = await waitForMail(outbox, email, "Confirm your email");
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    expect(link.origin).toBe(site);
    const verified = await viaNginx(link.pathname + link.search);
    expect(verified.status, verified.text).toBeLessThan(400);
    return email;
  }

  async function signIn(instance: Instance, email: string, ip = newIp()): Promise<string> {
    const reply = await direct(instance, "/api/auth/sign-in/email", ip, {
      body: { email, password },
    });
    expect(reply.status, reply.text).toBe(200);
    const cookie = cookieHeader(reply);
    expect(cookie).toContain("session_token=");
    return cookie;
  }

  it("a session made on one instance works on the other; signing out on one ends it on both", async () => {
    const email = await verifiedAccount("session");
    const cookie = await signIn(a, email);

    const onB = await direct(b, "/api/auth/user", newIp(), { headers: { cookie } });
    expect(onB.status, onB.text).toBe(200);
    expect(onB.json().email).toBe(email);
    for (let i = 0; i < 2; i++) {
      const throughNginx = await viaNginx("/api/auth/user", { headers: { cookie } });
      expect(throughNginx.status).toBe(200);
    }

    const signOut = await direct(a, "/api/logout", newIp(), {
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(signOut.status).toBe(302);
    expect((await direct(b, "/api/auth/user", newIp(), { headers: { cookie } })).status).toBe(401);
    expect((await direct(a, "/api/auth/user", newIp(), { headers: { cookie } })).status).toBe(401);
    expect((await viaNginx("/api/auth/user", { headers: { cookie } })).status).toBe(401);
  });

  it("nginx tells the app the client's address, not one the client wrote", async () => {
    const email = await verifiedAccount("address");
    const signIn = await viaNginx("/api/auth/sign-in/email", {
      body: { email, password },
      headers: { "x-forwarded-for": "203.0.113.77" },
    });
    expect(signIn.status, signIn.text).toBe(200);
    const { rows } = await db.query<{ ip_address: string | null }>(
      `select s.ip_address from sessions s join users u on u.id = s.user_id
        where u.email = $1 order by s.created_at desc`,
      [email],
    );
    // The newest session is this sign-in's; nginx saw the test connect from loopback.
    expect(rows[0]?.ip_address).toBe("127.0.0.1");
    expect(rows.map((row) => row.ip_address)).not.toContain("203.0.113.77");
  });

  it("sign-in attempts are counted once across instances (better-auth's limits)", async () => {
    const email = await verifiedAccount("sign-in-limit");
    const ip = newIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const reply = await direct(attempt % 2 === 0 ? a : b, "/api/auth/sign-in/email", ip, {
        body: { email, password: "not the password at all" },
      });
      statuses.push(reply.status);
    }
    // SIGN_IN_RATE_LIMIT: 5 per minute per address, wherever they land.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("a route's rate limit is one limit across instances: the 6th support message in an hour is refused", async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let message = 1; message <= 6; message++) {
      const reply = await direct(message % 2 === 1 ? a : b, "/api/support", ip, {
        body: {
          name: "Grace Hopewell",
          email: "grace@example.org",
          subject: `Question ${message}`,
          message: "How do I export my sermons?",
        },
      });
      statuses.push(reply.status);
    }
    // POST /api/support allows 5 per hour per address.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("a Stripe event delivered to both instances at once takes effect once", async () => {
    const email = await verifiedAccount("webhook");
    const cookie = await signIn(b, email);
    const created = await viaNginx("/api/create-subscription", {
      body: { planType: "monthly" },
      headers: { cookie },
    });
    expect(created.status, created.text).toBe(200);
    const subscriptionId = created.json<{ subscriptionId: string }>().subscriptionId;
    fake.payFirstInvoice(subscriptionId);
    const event = fake.event("invoice.payment_failed", fake.failRenewal(subscriptionId));
    const retrieved = new RegExp(`^/v1/subscriptions/${subscriptionId}$`);
    const retrievedBefore = fake.count("GET", retrieved);

    const { payload, headers } = signedWebhook(event);
    const deliver = (instance: Instance) =>
      httpRequest(`${instance.url}/api/stripe/webhook`, {
        method: "POST",
        headers,
        raw: payload,
      });
    const replies = await Promise.all([deliver(a), deliver(b)]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    const bodies = replies.map((reply) => reply.json());
    expect(bodies).toContainEqual({ received: true, outcome: "processed" });
    expect(bodies).toContainEqual({ received: true, duplicate: true });

    const stored = await db.query("select id from stripe_events where id = $1", [event.id]);
    expect(stored.rowCount).toBe(1);
    // Handling fetches the subscription from Stripe: once, not once per instance.
    expect(fake.count("GET", retrieved) - retrievedBefore).toBe(1);
    const user = await db.query<{ subscription_status: string }>(
      "select subscription_status from users where email = $1",
      [email],
    );
    expect(user.rows[0]?.subscription_status).toBe("past_due");
    const failureMails = (await readOutbox(outbox)).filter(
      (mail) => mail.to.includes(email) && mail.subject.includes("payment did not go through"),
    );
    expect(failureMails).toHaveLength(1);
  });

  it("nginx shares requests among the instances and sends plain HTTP to HTTPS", async () => {
    const probe = randomUUID();
    for (let i = 0; i < 6; i++) {
      expect((await viaNginx(`/api/health?probe=${probe}-${i}`)).status).toBe(200);
    }
    // nginx writes each access line once the response is done; wait for all six.
    let lines: string[] = [];
    for (let wait = 0; wait < 50; wait++) {
      lines = readFileSync(nginx.accessLog, "utf8")
        .split("\n")
        .filter((line) => line.includes(probe));
      if (lines.length === 6) break;
      await sleep(100);
    }
    expect(lines).toHaveLength(6);
    const upstreams = new Set(lines.map((line) => line.split(" ")[0]));
    expect(upstreams).toEqual(new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]));

    const plain = await httpRequest(`${nginx.httpUrl}/tools?x=1`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe("https://127.0.0.1/tools?x=1");
  });
});
