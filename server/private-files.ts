import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config";

/**
 * The data folder holds what nobody else on the machine may read: the embedded database,
 * the outbox (password-reset links), images and the generated secret. Everything the
 * process creates is for its own user only (the umask), including the database files,
 * which PGlite creates asking for 0666; and what an older version left open is closed
 * at start, folder by folder (0700) and file by file (0600).
 */
export const privateUmask = 0o077;

export interface PrivateFilesReport {
  /** Files and folders whose permissions were narrowed. */
  fixed: string[];
  /** Those that could not be (another owner, a read-only mount). */
  failed: string[];
}

/** The folders of the configuration that hold private data on this machine. */
export function privateFolders(config: Config): string[] {
  const folders = [config.dataDir];
  if (!config.mail.smtpUrl) folders.push(config.mail.outboxDir);
  if (!config.images.objectStorage) folders.push(config.images.dir);
  if (config.database.kind === "embedded" && !config.database.dir.startsWith("memory://")) {
    folders.push(config.database.dir);
  }
  return [...new Set(folders.map((folder) => path.resolve(folder)))];
}

/** Creates the data folder for this user only, and narrows what is there. */
export function securePrivateFiles(folders: string[]): PrivateFilesReport {
  const report: PrivateFilesReport = { fixed: [], failed: [] };
  const visited = new Set<string>();
  const narrow = (target: string, mode: number) => {
    try {
      chmodSync(target, mode);
      report.fixed.push(target);
    } catch {
      report.failed.push(target);
    }
  };
  const walk = (target: string) => {
    if (visited.has(target)) return;
    visited.add(target);
    let stats;
    try {
      stats = lstatSync(target);
    } catch {
      return;
    }
    // A link is left alone: it may point anywhere, and its own mode means nothing.
    if (stats.isSymbolicLink()) return;
    if (stats.isDirectory()) {
      if ((stats.mode & 0o077) !== 0) narrow(target, 0o700);
      for (const name of readdirSync(target)) walk(path.join(target, name));
    } else if (stats.isFile() && (stats.mode & 0o077) !== 0) {
      narrow(target, 0o600);
    }
  };
  // Windows has no such modes: its folders' access lists decide.
  if (process.platform === "win32") return report;
  for (const folder of folders) {
    if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
    walk(folder);
  }
  return report;
}
