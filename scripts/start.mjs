// `npm start`: build the app when dist/ does not hold a build of the current sources
// (the first start, or after an update or an edit), then run the server in this process.
// A restart with an unchanged checkout skips the build, which takes a minute or two.
import { spawnSync } from "node:child_process";
import { buildStatus, writeStamp } from "./build-inputs.mjs";

const status = buildStatus();
if (!status.upToDate) {
  console.log(`Building Kingdom Tools: ${status.reason}. This takes a minute or two.`);
  const npm = process.env.npm_execpath;
  // Under npm, run the build with the same npm (and so the same Node); otherwise find npm.
  const result = npm
    ? spawnSync(process.execPath, [npm, "run", "build"], { stdio: "inherit" })
    : spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) {
    console.error("Kingdom Tools could not be built; the messages above say why.");
    process.exit(result.status ?? 1);
  }
  // What was hashed before the build is what was built (an edit made meanwhile is not).
  writeStamp(undefined, status.current);
}

// Found at run time: dist/ may not exist when this file is checked.
await import(new URL("../dist/server/main.js", import.meta.url).href);
