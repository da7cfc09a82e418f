import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../support/users";
import { startServerProcess, type ServerProcess } from "./server-process";

/**
 * The real server in the default embedded mode, run as an operator would, through a whole
 * account's life: sign-up, verification, sign-in, a password reset, an image and a change
 * of email. Every secret that passed through an address must be absent from its log, and
 * every file it left in the data folder must be its user's only.
 */
describe("the server's log and data folder, in the default embedded mode", () => {
  const publicUrl = "http://kingdomtools.test";
  const dataDir = mkdtempSync(path.join(tmpdir(), "kt-private-"));
  const outbox = path.join(dataDir, "outbox");
  // What an older version left behind: a world-readable outbox message.
  const leftOpen = path.join(outbox, "older.eml");
  let server: ServerProcess;

  beforeAll(async () => {
    mkdirSync(outbox, { recursive: true });
    chmodSync(dataDir, 0o755);
    chmodSync(outbox, 0o777);
    writeFileSync(leftOpen, "Subject: old\n\nhttp://localhost/reset-password?token=old\n");
    chmodSync(leftOpen, 0o666);
    server = await startServerProcess({
      LOG_LEVEL: "info",
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  const origin = () => publicUrl;
  let cookie = "";
  const call = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, server.url), {
      redirect: "manual",
      ...init,
      headers: {
        origin: origin(),
        "content-type": "application/json",
        ...(cookie ? { cookie } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    const set = response.headers.getSetCookie();
    const session = set.find((value) => value.startsWith("kt.session_token="));
    if (session) cookie = session.split(";")[0]!;
    return response;
  };
  const post = (url: string, body: unknown) =>
    call(url, { method: "POST", body: JSON.stringify(body) });

  /** The link in the newest outbox message to `to` (messages are quoted-printable). */
  async function linkTo(to: string): Promise<URL> {
    const names = readdirSync(outbox)
      .filter((name) => name.endsWith(".eml"))
      .sort();
    for (const name of names.reverse()) {
      const mail = await simpleParser(readFileSync(path.join(outbox, name)));
      const address = Array.isArray(mail.to) ? mail.to[0] : mail.to;
      if (address?.value[0]?.address !== to) continue;
      const match = /https?:\/\/\S+/.exec(mail.text ?? "");
      if (match) return new URL(match[0]);
    }
    throw new Error(`no mail to ${to}`);
  }

  it("keeps every token out of the log through sign-up, verify, reset, an image and change-email", async () => {
    const secrets: string[] = [];
    const email = uniqueEmail("logged");
    const password = "still waters run deep 42";
    expect(
      (
        await post("/api/auth/sign-up/email", {
          email,
          password,
          name: "Log Test",
          callbackURL: "/tools",
        })
      ).status,
    ).toBe(200);

    // Verify: the link's token is a JWT in the query.
    const verify = await linkTo(email);
    secrets.push(verify.searchParams.get("token")!);
    const verified = await call(verify.pathname + verify.search);
    expect(verified.status).toBe(302);
    secrets.push(cookie.split("=")[1]!.split(".")[0]!);

    // Reset: the token sits in the path, then in the reset page's query.
    const newPassword = "green pastures beside waters 23";
    expect(
      (await post("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }))
        .status,
    ).toBe(200);
    const reset = await linkTo(email);
    const resetToken = reset.pathname.split("/").pop()!;
    secrets.push(resetToken);
    const opened = await call(reset.pathname + reset.search);
    expect(opened.status).toBe(302);
    const page = new URL(opened.headers.get("location")!, server.url);
    expect(page.searchParams.get("token")).toBe(resetToken);
    await call(page.pathname + page.search, { headers: { accept: "text/html" } });
    expect(
      (await post("/api/auth/reset-password", { token: resetToken, newPassword })).status,
    ).toBe(200);

    // Sign in again; start the trial; make an image whose link holds a secret.
    expect((await post("/api/auth/sign-in/email", { email, password: newPassword })).status).toBe(
      200,
    );
    secrets.push(cookie.split("=")[1]!.split(".")[0]!);
    expect((await post("/api/trial/activate", {})).status).toBeLessThan(300);
    const image = await post("/api/generate-image", {
      prompt: "Psalm 23:1 the Lord is my shepherd",
    });
    expect(image.status, await image.clone().text()).toBe(201);
    const { url: imageUrl } = (await image.json()) as { url: string };
    secrets.push(
      imageUrl
        .split("/")
        .pop()!
        .replace(/\.png$/, ""),
    );
    expect((await call(imageUrl)).status).toBe(200);

    // Change email: approval link to the current address, confirmation to the new one.
    const newEmail = uniqueEmail("moved");
    expect(
      (await post("/api/auth/change-email", { newEmail, callbackURL: "/settings" })).status,
    ).toBe(200);
    const approve = await linkTo(email);
    secrets.push(approve.searchParams.get("token")!);
    expect((await call(approve.pathname + approve.search)).status).toBeLessThan(400);
    const confirm = await linkTo(newEmail);
    secrets.push(confirm.searchParams.get("token")!);
    expect((await call(confirm.pathname + confirm.search)).status).toBeLessThan(400);

    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = server.lines.join("\n");
    if (process.env.SHOW_SERVER_LOGS) console.info(log);
    // The run was logged (each request's address), just not its secrets.
    expect(log).toContain("/api/auth/reset-password/[redacted]");
    expect(log).toMatch(/verify-email\?token=%5Bredacted%5D/);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(10);
      expect(log, `a token (${secret.slice(0, 6)}…) in the log`).not.toContain(secret);
    }
  });

  it("leaves the data folder, database, outbox, images and secret to the service's user only", () => {
    const found: string[] = [];
    const open: string[] = [];
    const walk = (target: string) => {
      const stats = lstatSync(target);
      found.push(target);
      if ((stats.mode & 0o077) !== 0) open.push(`${target} ${(stats.mode & 0o777).toString(8)}`);
      if (stats.isDirectory())
        for (const name of readdirSync(target)) walk(path.join(target, name));
    };
    walk(dataDir);
    const names = found.map((file) => path.relative(dataDir, file));
    // The run wrote each kind of private file.
    expect(names).toContain("auth-secret");
    expect(names.some((name) => name.startsWith(`db${path.sep}`))).toBe(true);
    expect(
      names.some((name) => name.startsWith(`outbox${path.sep}`) && name !== "outbox/older.eml"),
    ).toBe(true);
    expect(names.some((name) => name.startsWith(`images${path.sep}`))).toBe(true);
    expect(open).toEqual([]);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(leftOpen).mode & 0o777).toBe(0o600);
    // The operator was told what was narrowed at start.
    expect(
      server.lines.some((line) => /readable by other users/.test(line) && /"level":40/.test(line)),
    ).toBe(true);
  });
});
