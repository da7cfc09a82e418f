import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Auth } from "./modules/auth/auth";
import type { SessionReader } from "./modules/auth/session";
import type { Mailer } from "./modules/email/mailer";

/** What every module receives: built once in app.ts, never read from globals. */
export interface AppContext {
  config: Config;
  database: Database;
  mailer: Mailer;
  auth: Auth;
  sessions: SessionReader;
  /** The clock; tests move it to check trials and retention. */
  now: () => Date;
}
