import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * CI's PostgreSQL pass leaves out the files .ci/postgres-pass.json names (.ci/run). A file left
 * out because its second run would repeat the first must stay so, or the pass would lose that
 * file's PostgreSQL coverage: a "database free" file loads nothing from the tests that reaches
 * the run's database, an "own PostgreSQL" file opens its database itself, never the run's, and
 * an "own server" file talks only to a server process it started, which is handed no
 * DATABASE_URL.
 */
const root = path.resolve(import.meta.dirname, "../..");
const list = JSON.parse(readFileSync(path.join(root, ".ci/postgres-pass.json"), "utf8")) as {
  runOnce: Record<string, string[]>;
  databaseFree: { files: string[] };
  ownPostgres: { files: string[] };
  ownServer: { files: string[] };
};

/** Where the run's PostgreSQL database reaches a test: the injected URL or the variable. */
const usesRunDatabase = /inject\(\s*"databaseUrl"\s*\)|DATABASE_URL/;
/** The helpers that give a test the run's database (tests/support). */
const runDatabaseHelper = /\b(?:testDatabase|createTestApp|startFakeModelApp|appInDom)\(/;

const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The test files a file loads (value imports, relative, inside tests/), and theirs, with it. */
function testsLoadedBy(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(path.join(root, file), "utf8");
  const imports = source.matchAll(/^import (?!type\b)[^;]*?from "(\.{1,2}\/[^"]+)"/gms);
  for (const [, specifier] of imports) {
    const base = path.join(path.dirname(file), specifier!);
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(
      (candidate) => candidate.startsWith("tests/") && existsSync(path.join(root, candidate)),
    );
    if (found && /\.tsx?$/.test(found)) testsLoadedBy(found, seen);
  }
  return seen;
}

describe("the files CI's PostgreSQL pass leaves out", () => {
  it("exist, each named once", () => {
    const files = [
      ...Object.values(list.runOnce).flat(),
      ...list.databaseFree.files,
      ...list.ownPostgres.files,
      ...list.ownServer.files,
    ];
    expect(files.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
    expect(new Set(files).size).toBe(files.length);
  });

  const reachingRunDatabase = (file: string) =>
    [...testsLoadedBy(file)].filter((loaded) => usesRunDatabase.test(read(loaded)));

  it.each(list.databaseFree.files)("%s loads nothing that reaches the run's database", (file) => {
    expect(reachingRunDatabase(file)).toEqual([]);
  });

  it.each(list.ownPostgres.files)("%s opens a database of its own, not the run's", (file) => {
    const source = read(file);
    expect(source).not.toMatch(runDatabaseHelper);
    expect(source).toMatch(/DATABASE_URL: \w/);
  });

  it.each(list.ownServer.files)("%s uses only a server process of its own", (file) => {
    const source = read(file);
    expect(source).not.toMatch(runDatabaseHelper);
    expect(source).not.toMatch(/\.inject\(/);
    expect(source).toMatch(/startServerProcess\(/);
    // The child's environment is built key by key, never copied from this process's.
    expect(read("tests/integration/security/server-process.ts")).not.toMatch(
      /\.\.\.process\.env|env: process\.env|DATABASE_URL/,
    );
  });

  it("would notice a file on the run's database", () => {
    expect(reachingRunDatabase("tests/integration/generation.test.ts")).toContain(
      "tests/support/test-app.ts",
    );
    expect(read("tests/integration/shared-limits.test.ts")).toMatch(runDatabaseHelper);
    expect(read("tests/integration/security/csrf-cookies-headers.test.ts")).toMatch(
      runDatabaseHelper,
    );
  });
});
