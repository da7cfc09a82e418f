import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs build script, without type declarations
import { buildInputsHash, buildStatus } from "../../scripts/build-inputs.mjs";

const made: string[] = [];
afterEach(() => {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function write(root: string, file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/** A project of a few source files; its "build" counts its runs and writes a server. */
function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), "kt-start-"));
  made.push(root);
  write(root, "client/main.tsx", "export const page = 1;\n");
  write(root, "server/main.ts", "export const server = 1;\n");
  write(root, "shared/routes.ts", "export const routes = [];\n");
  write(root, "tests/a.test.ts", "// not part of the build\n");
  write(
    root,
    "fake-build.cjs",
    [
      "const fs = require('node:fs');",
      "fs.mkdirSync('dist/server', { recursive: true });",
      "fs.mkdirSync('dist/client', { recursive: true });",
      "fs.appendFileSync('build-runs.txt', 'built\\n');",
      "fs.writeFileSync('dist/client/index.html', '<!doctype html>');",
      'fs.writeFileSync(\'dist/server/main.js\', \'import { appendFileSync } from "node:fs"; appendFileSync("server-runs.txt", "served\\\\n");\');',
    ].join("\n"),
  );
  write(
    root,
    "package.json",
    JSON.stringify({
      name: "start-check",
      private: true,
      type: "module",
      scripts: { build: "node fake-build.cjs" },
    }),
  );
  mkdirSync(path.join(root, "scripts"));
  for (const script of ["start.mjs", "build-inputs.mjs"])
    copyFileSync(path.join("scripts", script), path.join(root, "scripts", script));
  return root;
}

function start(root: string) {
  const result = spawnSync(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, npm_execpath: "" },
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

const lines = (root: string, file: string) =>
  readFileSync(path.join(root, file), "utf8").trim().split("\n").length;

describe("the build-inputs fingerprint", () => {
  it("changes with a source file's content and ignores what the build writes", () => {
    const root = project();
    const first = buildInputsHash(root).hash as string;
    expect(buildInputsHash(root).hash).toBe(first);

    write(root, "dist/server/main.js", "built output");
    write(root, "node_modules/x/index.js", "a package");
    write(root, "tests/b.test.ts", "another test");
    expect(buildInputsHash(root).hash).toBe(first);

    write(root, "shared/routes.ts", "export const routes = ['/subscription'];\n");
    const edited = buildInputsHash(root).hash as string;
    expect(edited).not.toBe(first);
    write(root, "shared/routes.ts", "export const routes = [];\n");
    expect(buildInputsHash(root).hash).toBe(first);

    write(root, "package-lock.json", "{}");
    expect(buildInputsHash(root).hash).not.toBe(first);
  });

  it("reports a missing or half-written build as not up to date", () => {
    const root = project();
    expect(buildStatus(root).upToDate).toBe(false);
    write(root, "dist/server/main.js", "");
    expect(buildStatus(root).upToDate).toBe(false);
  });
});

describe("npm start (scripts/start.mjs)", () => {
  it("builds on the first start and after a source change, and not on a plain restart", () => {
    const root = project();
    expect(start(root)).toMatch(/Building Kingdom Tools/);
    expect(lines(root, "build-runs.txt")).toBe(1);
    expect(lines(root, "server-runs.txt")).toBe(1);

    expect(start(root)).not.toMatch(/Building/);
    expect(lines(root, "build-runs.txt")).toBe(1);
    expect(lines(root, "server-runs.txt")).toBe(2);

    write(root, "client/main.tsx", "export const page = 2;\n");
    expect(start(root)).toMatch(/the sources changed/);
    expect(lines(root, "build-runs.txt")).toBe(2);
    expect(start(root)).not.toMatch(/Building/);
    expect(lines(root, "build-runs.txt")).toBe(2);
    expect(lines(root, "server-runs.txt")).toBe(4);
  });

  it("builds again when the last build stopped before it finished", () => {
    const root = project();
    start(root);
    rmSync(path.join(root, "dist/client/index.html"));
    expect(start(root)).toMatch(/no build yet \(dist\/client\/index\.html is missing\)/);
    expect(lines(root, "build-runs.txt")).toBe(2);
  });
});
