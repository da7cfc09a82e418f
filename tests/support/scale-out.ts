import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { simpleParser } from "mailparser";
import pg from "pg";

/**
 * Helpers for tests/integration/scale-out.test.ts: several built servers on one
 * PostgreSQL, behind Debian's nginx running deploy/nginx.conf.
 */

export const nginxBinary = "/usr/sbin/nginx";
export const nginxSiteFile = "deploy/nginx.conf";
const serverEntry = "dist/server/main.js";

function onPath(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** The PostgreSQL server to make the test's database on, from DATABASE_URL or the default. */
export function postgresServerUrl(): string {
  const url = new URL(process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = "/postgres";
  return url.toString();
}

/** Why the scale-out test cannot run here, or undefined when it can. */
export async function missingPrerequisite(): Promise<string | undefined> {
  if (!existsSync(nginxBinary)) {
    return `nginx is not installed (${nginxBinary}); run scripts/install-system-packages.sh`;
  }
  if (!onPath("openssl")) return "openssl is not installed (it makes the test's certificate)";
  const client = new pg.Client({
    connectionString: postgresServerUrl(),
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    const where = new URL(postgresServerUrl()).host;
    return `no PostgreSQL server at ${where} (${error instanceof Error ? error.message : String(error)}); two instances cannot share an embedded database`;
  } finally {
    await client.end().catch(() => {});
  }
  return undefined;
}

function newestModification(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestModification(full) : statSync(full).mtimeMs,
    );
  }
  return newest;
}

/** Builds dist/server when it is missing or older than the server's sources. */
export function ensureServerBuilt(): void {
  const sources = Math.max(newestModification("server"), newestModification("shared"));
  if (existsSync(serverEntry) && statSync(serverEntry).mtimeMs >= sources) return;
  const result = spawnSync(process.execPath, ["scripts/build-server.mjs"], {
    stdio: ["ignore", "inherit", "inherit"],
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`building the server failed (${result.status})`);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A database of its own on the server, dropped by the returned function. */
export async function createDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgresServerUrl() });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresServerUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: postgresServerUrl() });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

// ---- HTTP -------------------------------------------------------------------

export interface HttpReply {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

export interface HttpOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** A body sent exactly as given (a signed webhook), instead of `body`. */
  raw?: string;
  /** A certificate to trust (the test's own, for nginx over HTTPS). */
  ca?: string;
}

/** One request on a fresh connection; JSON bodies are sent with their content type. */
export function httpRequest(url: string, options: HttpOptions = {}): Promise<HttpReply> {
  const target = new URL(url);
  const body =
    options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) {
    headers["content-type"] ??= "application/json";
    headers["content-length"] = String(Buffer.byteLength(body));
  }
  const transport = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      target,
      {
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        agent: false,
        ...(options.ca ? { ca: options.ca } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`timed out: ${url}`)));
    request.on("error", reject);
    request.end(body);
  });
}

/** The cookies a reply sets, as a Cookie header (cleared cookies left out). */
export function cookieHeader(reply: HttpReply): string {
  return (reply.headers["set-cookie"] ?? [])
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

// ---- processes ----------------------------------------------------------------

export interface Running {
  name: string;
  child: ChildProcess;
  /** The last output of the process, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Running {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-8000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  return {
    name,
    child,
    output: () => output,
    async stop() {
      process.removeListener("exit", killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      const forced = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(forced);
    },
  };
}

async function waitUntilHealthy(process: Running, url: string, ca?: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (process.child.exitCode !== null) {
      throw new Error(
        `${process.name} exited with ${process.child.exitCode}:\n${process.output()}`,
      );
    }
    try {
      const reply = await httpRequest(`${url}/api/health`, ca ? { ca } : {});
      if (reply.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      throw new Error(`${process.name} did not answer /api/health:\n${process.output()}`);
    }
    await sleep(50);
  }
}

export interface Instance extends Running {
  url: string;
  port: number;
}

/** Starts `node dist/server/main.js` with only the given environment (and PATH). */
export async function startInstance(
  name: string,
  port: number,
  env: Record<string, string>,
): Promise<Instance> {
  const running = run(name, process.execPath, [serverEntry], {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(running, url);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return { ...running, url, port };
}

// ---- nginx ----------------------------------------------------------------------

export interface NginxSite {
  /** host:port of each instance. */
  upstreams: string[];
  httpPort: number;
  httpsPort: number;
  certificate: string;
  certificateKey: string;
}

/**
 * deploy/nginx.conf with the test's addresses: the upstream servers (keeping their
 * parameters), loopback listen ports instead of 80/443 (the IPv6 listens dropped) and
 * the test's certificate. Everything else is used as written. A line that is no longer
 * found fails the test, so the file and this function cannot drift apart silently.
 */
export function renderNginxSite(source: string, site: NginxSite): string {
  let text = source;
  const substitute = (
    what: string,
    pattern: RegExp,
    replace: (match: string, indent: string, rest: string) => string,
    expected?: number,
  ) => {
    const count = text.match(pattern)?.length ?? 0;
    if (count === 0 || (expected !== undefined && count !== expected)) {
      throw new Error(`${nginxSiteFile}: expected ${expected ?? "some"} ${what}, found ${count}`);
    }
    text = text.replace(pattern, (match: string, indent: string, rest: string | undefined) =>
      replace(match, indent, rest ?? ""),
    );
  };
  // The example's server lines become the test's, with the first line's parameters.
  let first = true;
  substitute(
    "upstream server lines",
    /^([ \t]*)server [\w.[\]:-]+:\d+( [^;\n]*)?;\n/gm,
    (_m, indent, rest) => {
      if (!first) return "";
      first = false;
      return site.upstreams.map((address) => `${indent}server ${address}${rest};\n`).join("");
    },
  );
  substitute(
    "`listen 80;`",
    /^([ \t]*)listen 80;$/gm,
    (_m, indent) => `${indent}listen 127.0.0.1:${site.httpPort};`,
    1,
  );
  substitute("`listen [::]:80;`", /^[ \t]*listen \[::\]:80;\n/gm, () => "", 1);
  substitute(
    "`listen 443 ssl http2;`",
    /^([ \t]*)listen 443 (ssl http2);$/gm,
    (_m, indent, rest) => `${indent}listen 127.0.0.1:${site.httpsPort} ${rest};`,
    1,
  );
  substitute(
    "`listen [::]:443 ssl http2;`",
    /^[ \t]*listen \[::\]:443 ssl http2;\n/gm,
    () => "",
    1,
  );
  substitute(
    "`ssl_certificate`",
    /^([ \t]*)ssl_certificate \S+;/gm,
    (_m, indent) => `${indent}ssl_certificate ${site.certificate};`,
    1,
  );
  substitute(
    "`ssl_certificate_key`",
    /^([ \t]*)ssl_certificate_key \S+;/gm,
    (_m, indent) => `${indent}ssl_certificate_key ${site.certificateKey};`,
    1,
  );
  return text;
}

/** A self-signed certificate for 127.0.0.1; returns the certificate's PEM. */
export function makeCertificate(dir: string): { certificate: string; key: string; pem: string } {
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const result = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`openssl failed: ${result.stderr}`);
  return { certificate, key, pem: readFileSync(certificate, "utf8") };
}

export interface Nginx extends Running {
  httpsUrl: string;
  httpUrl: string;
  accessLog: string;
}

/**
 * Runs nginx in the foreground with everything it writes (pid, logs, temporary files)
 * under `dir`, serving deploy/nginx.conf rendered for `site`.
 */
export async function startNginx(dir: string, site: NginxSite, ca: string): Promise<Nginx> {
  // Worker processes (nobody, when the master runs as root) write temporary files here.
  chmodSync(dir, 0o755);
  const siteFile = path.join(dir, "kingdom-tools.conf");
  writeFileSync(siteFile, renderNginxSite(readFileSync(nginxSiteFile, "utf8"), site));
  const accessLog = path.join(dir, "access.log");
  const mainFile = path.join(dir, "nginx.conf");
  writeFileSync(
    mainFile,
    [
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      "events { worker_connections 256; }",
      "http {",
      "  default_type application/octet-stream;",
      "  gzip on;",
      `  log_format upstreams '$upstream_addr $status "$request_uri"';`,
      `  access_log ${accessLog} upstreams;`,
      `  client_body_temp_path ${path.join(dir, "client_body")};`,
      `  proxy_temp_path ${path.join(dir, "proxy")};`,
      `  fastcgi_temp_path ${path.join(dir, "fastcgi")};`,
      `  uwsgi_temp_path ${path.join(dir, "uwsgi")};`,
      `  scgi_temp_path ${path.join(dir, "scgi")};`,
      `  include ${siteFile};`,
      "}",
      "",
    ].join("\n"),
  );
  const args = ["-p", `${dir}/`, "-c", mainFile, "-e", path.join(dir, "error.log")];
  const check = spawnSync(nginxBinary, [...args, "-t"], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  const running = run("nginx", nginxBinary, [...args, "-g", "daemon off;"], {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
  });
  const httpsUrl = `https://127.0.0.1:${site.httpsPort}`;
  try {
    await waitUntilHealthy(running, httpsUrl, ca);
  } catch (error) {
    const log = path.join(dir, "error.log");
    await running.stop();
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n${existsSync(log) ? readFileSync(log, "utf8") : ""}`,
      { cause: error },
    );
  }
  return { ...running, httpsUrl, httpUrl: `http://127.0.0.1:${site.httpPort}`, accessLog };
}

// ---- mail ---------------------------------------------------------------------------

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Every message in an outbox folder (written by any instance). */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  if (!existsSync(dir)) return [];
  const mails: OutboxMail[] = [];
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .sort()) {
    const mail = await simpleParser(readFileSync(path.join(dir, name)));
    const to = Array.isArray(mail.to)
      ? mail.to.map((item) => item.text).join(", ")
      : (mail.to?.text ?? "");
    mails.push({ to, subject: mail.subject ?? "", text: mail.text ?? "" });
  }
  return mails;
}

/** Waits for the first message to `to` whose subject contains `subject`. */
export async function waitForMail(dir: string, to: string, subject: string): Promise<OutboxMail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = (await readOutbox(dir)).find(
      (mail) => mail.to.includes(to) && mail.subject.includes(subject),
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no "${subject}" mail to ${to} in ${dir}`);
    await sleep(100);
  }
}
