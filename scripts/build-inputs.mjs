// What a build is made from, and a fingerprint of it: a SHA-256 over the path and content
// of every file the build reads (the client, server and shared sources, the build
// scripts and configuration, and package-lock.json for the installed packages).
// `npm run build` writes the fingerprint to dist/build-inputs.json when it has finished;
// `npm start` (scripts/start.mjs) builds again only when the sources no longer match it.
//
//   node scripts/build-inputs.mjs --forget  before a build: dist/ no longer matches anything
//   node scripts/build-inputs.mjs --write   after it: record the current sources as built
//   node scripts/build-inputs.mjs           print whether dist/ is up to date
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Folders read whole, and single files, relative to the project root. */
export const inputFolders = ["client", "server", "shared", "content"];
export const inputFiles = [
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "tsconfig.json",
  "tsconfig.base.json",
  "scripts/build-server.mjs",
  "scripts/prerender-pages.ts",
  "scripts/prerendered-paths.ts",
  "scripts/precompress-client.mjs",
  "scripts/build-inputs.mjs",
];
/** The build's own products: a build must not see itself as a change. */
const skipped = new Set(["node_modules", ".git", "dist", ".tsbuild"]);

function listFiles(root, folder) {
  const files = [];
  const walk = (relative) => {
    const entries = readdirSync(path.join(root, relative), { withFileTypes: true });
    for (const entry of entries) {
      if (skipped.has(entry.name)) continue;
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  if (existsSync(path.join(root, folder))) walk(folder);
  return files;
}

/** The fingerprint of the build's inputs under `root` (hex SHA-256) and how many files. */
export function buildInputsHash(root = defaultRoot) {
  const files = [
    ...inputFolders.flatMap((folder) => listFiles(root, folder)),
    ...inputFiles.filter((file) => existsSync(path.join(root, file))),
  ].sort();
  const hash = createHash("sha256");
  for (const file of files) {
    const content = readFileSync(path.join(root, file));
    // Length-prefixed, so no two different file sets can run together into one stream.
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return { hash: hash.digest("hex"), files: files.length };
}

export const stampPath = (root = defaultRoot) => path.join(root, "dist", "build-inputs.json");

/** What a complete build leaves behind; a build stopped halfway lacks one of them. */
const builtFiles = ["dist/server/main.js", "dist/client/index.html"];

/** Whether dist/ holds a complete build of exactly these sources, and why not. */
export function buildStatus(root = defaultRoot) {
  const current = buildInputsHash(root);
  const missing = builtFiles.find((file) => !existsSync(path.join(root, file)));
  if (missing) return { upToDate: false, reason: `no build yet (${missing} is missing)`, current };
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(stampPath(root), "utf8"));
  } catch {
    return { upToDate: false, reason: "the build has no record of its sources", current };
  }
  if (recorded?.hash !== current.hash)
    return { upToDate: false, reason: "the sources changed since the last build", current };
  return { upToDate: true, reason: "the build matches the sources", current };
}

/** Record `current` (by default the sources as they are now) as what dist/ was built from. */
export function writeStamp(root = defaultRoot, current = buildInputsHash(root)) {
  writeFileSync(
    stampPath(root),
    `${JSON.stringify({ hash: current.hash, files: current.files, builtAt: new Date().toISOString() }, null, 2)}\n`,
  );
  return current;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--forget")) {
    rmSync(stampPath(), { force: true });
  } else if (process.argv.includes("--write")) {
    const { hash, files } = writeStamp();
    console.log(`build-inputs: recorded ${files} source files (${hash.slice(0, 12)})`);
  } else {
    const status = buildStatus();
    console.log(`build-inputs: ${status.reason}`);
    process.exitCode = status.upToDate ? 0 : 1;
  }
}
