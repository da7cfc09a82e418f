// The npm registry this project's machines reach lacks a few platform builds of
// @tailwindcss/oxide (Android, macOS, FreeBSD, Windows, ARMv7, WASI), so `npm install`
// leaves them out of package-lock.json and `npm ci` then refuses the lock as out of
// sync. This adds them back as optional entries for their own platforms, exactly as a
// lock written against the full registry would have them; on Linux x64 npm skips them.
// Run after `npm install` changes the lock: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = "package-lock.json";
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const platforms = {
  "android-arm64": { os: ["android"], cpu: ["arm64"] },
  "darwin-arm64": { os: ["darwin"], cpu: ["arm64"] },
  "darwin-x64": { os: ["darwin"], cpu: ["x64"] },
  "freebsd-x64": { os: ["freebsd"], cpu: ["x64"] },
  "linux-arm-gnueabihf": { os: ["linux"], cpu: ["arm"] },
  "wasm32-wasi": { cpu: ["wasm32"] },
  "win32-arm64-msvc": { os: ["win32"], cpu: ["arm64"] },
  "win32-x64-msvc": { os: ["win32"], cpu: ["x64"] },
};

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  if (!location.endsWith("node_modules/@tailwindcss/oxide")) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `${location.slice(0, -"@tailwindcss/oxide".length)}${name}`;
    const platform = platforms[name.replace("@tailwindcss/oxide-", "")];
    if (lock.packages[key] || !platform) continue;
    lock.packages[key] = {
      version,
      license: "MIT",
      optional: true,
      ...platform,
      engines: { node: ">= 20" },
    };
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === "" ? -1 : b === "" ? 1 : a.localeCompare(b),
  ),
);
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} platform entries`);
