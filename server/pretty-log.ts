import type { LogStream } from "./app";

/**
 * The log for a person watching the terminal (standard output is a TTY): one short line
 * per request ("14:02:07 POST /api/auth/sign-up/email 200 38 ms") instead of two JSON
 * lines, and other messages as their text with their fields after them. Anything else
 * (a file, a pipe, a service manager's journal) gets the JSON lines unchanged.
 *
 * It reads the JSON lines the logger writes, after redaction, so it shows nothing the
 * JSON log would not.
 */
const levels: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};
/** Fields every line has, or that the line's own text already says. */
const routine = new Set(["level", "time", "pid", "hostname", "msg", "reqId", "req", "res"]);
/** Requests seen but not yet answered, by id; a bound, should answers go missing. */
const maxPending = 1000;

interface RequestFields {
  method?: string;
  url?: string;
}

interface Entry {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: RequestFields;
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [field: string]: unknown;
}

function clock(time: number | undefined): string {
  const date = time === undefined ? new Date() : new Date(time);
  return date.toTimeString().slice(0, 8);
}

function fieldText(value: unknown): string {
  if (typeof value === "string") return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

export function prettyLogStream(out: LogStream): LogStream {
  const pending = new Map<string, RequestFields>();
  return {
    write(line: string) {
      let entry: Entry;
      try {
        entry = JSON.parse(line) as Entry;
      } catch {
        out.write(line);
        return;
      }
      const time = clock(entry.time);
      if (entry.msg === "incoming request" && entry.req && entry.reqId) {
        if (pending.size >= maxPending) pending.delete(pending.keys().next().value!);
        pending.set(entry.reqId, entry.req);
        return;
      }
      if (entry.msg === "request completed" && entry.res) {
        const request = (entry.reqId && pending.get(entry.reqId)) || {};
        if (entry.reqId) pending.delete(entry.reqId);
        const took =
          typeof entry.responseTime === "number" ? ` ${Math.round(entry.responseTime)} ms` : "";
        out.write(
          `${time} ${request.method ?? "?"} ${request.url ?? "?"} ${entry.res.statusCode ?? "?"}${took}\n`,
        );
        return;
      }
      const level = entry.level ?? 30;
      const label = level === 30 ? "" : `${levels[level] ?? level} `;
      const fields: string[] = [];
      const block: string[] = [];
      for (const [name, value] of Object.entries(entry)) {
        if (routine.has(name) || name === "responseTime") continue;
        if (name === "err" && value && typeof value === "object") {
          const err = value as Entry["err"] & Record<string, unknown>;
          fields.push(`error: ${err?.type ?? "Error"}: ${err?.message ?? ""}`.trim());
          if (level >= 50 && err?.stack) fields.push(err.stack.split("\n").slice(1, 4).join("\n"));
          continue;
        }
        // A summary (the configuration at start): one field a line.
        if (value && typeof value === "object" && !Array.isArray(value)) {
          for (const [key, inner] of Object.entries(value))
            block.push(`    ${key}: ${typeof inner === "string" ? inner : JSON.stringify(inner)}`);
          continue;
        }
        fields.push(`${name}=${fieldText(value)}`);
      }
      const request = entry.req?.method ? ` (${entry.req.method} ${entry.req.url ?? ""})` : "";
      const rest = fields.length > 0 ? ` ${fields.join(" ")}` : "";
      const below = block.map((text) => `\n${text}`).join("");
      out.write(`${time} ${label}${entry.msg ?? ""}${request}${rest}${below}\n`);
    },
  };
}
