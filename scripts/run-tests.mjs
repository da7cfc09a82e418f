// `npm test`: the whole suite. The unit and integration tests run first; then the browser
// tests, which wait on the server and the browser much of
// the time, run beside the format, lint and type checks. Each check's output is printed once it has finished, so the
// browser tests' own lines are not interleaved with it.
// With STATIC_CHECKS_DONE set to a path, that file is written when the checks have finished
// (.ci/run starts its PostgreSQL pass then, beside the browser tests).
import { runChild } from "./child-run.mjs";
import { writeFileSync } from "node:fs";

const checks = ["format:check", "lint", "typecheck"];

/** Runs an npm script; its output goes to the terminal, or is kept when `buffered`. */
const npmRun = (script, options) => runChild("npm", ["run", script], options);

const running = new Set();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(1);
  });
}

async function step(script, options) {
  const run = npmRun(script, options);
  running.add(run.child);
  const code = await run.done;
  running.delete(run.child);
  return { script, code, output: run.output() };
}

const unit = await step("test:unit");
if (unit.code !== 0) process.exit(unit.code);

const staticChecks = (async () => {
  const results = [];
  for (const script of checks) results.push(await step(script, { buffered: true }));
  if (process.env.STATIC_CHECKS_DONE) writeFileSync(process.env.STATIC_CHECKS_DONE, "");
  return results;
})();
const browser = await step("test:e2e");
const results = await staticChecks;

for (const { script, code, output } of results) {
  console.log(
    `\n── npm run ${script}, run beside the browser tests: ${code === 0 ? "passed" : "FAILED"} ──`,
  );
  process.stdout.write(output);
}
const failed = [...results, browser].filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((result) => `npm run ${result.script}`).join(", ")}`);
  process.exit(1);
}
