import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Auth } from "./modules/auth/auth";
import type { SessionReader } from "./modules/auth/session";
import type { Mailer } from "./modules/email/mailer";
import type { SharedState } from "./modules/limits/shared-state";
import type { SwordLibrary } from "./scripture/sword/sword-library";

/** What every module receives: built once in app.ts, never read from globals. */
export interface AppContext {
  config: Config;
  database: Database;
  /** Counters and job ticks that every instance shares (PostgreSQL, or Redis). */
  shared: SharedState;
  mailer: Mailer;
  auth: Auth;
  sessions: SessionReader;
  /** SWORD modules the operator installed (opened once; may hold none). */
  sword: SwordLibrary;
  /** The clock; tests move it to check trials and retention. */
  now: () => Date;
}
