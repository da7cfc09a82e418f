// `npm run test:unit`: the unit and integration tests. The security fuzz takes about as long
// as every other file together and runs on one core, so it runs as a second Vitest process
// beside the rest. Each process opens its own database (its own in-memory PGlite, or its own
// database on DATABASE_URL's server: tests/support/global-setup.ts), so they share nothing.
// With arguments (`npm run test:unit -- tests/unit/config.test.ts`) it is plain `vitest run`.
import { runChild } from "./child-run.mjs";

const fuzzFile = "tests/integration/security/fuzz.test.ts";
const args = process.argv.slice(2);

/** Runs vitest; output goes to the terminal, or is kept to print later when `buffered`. */
function vitest(vitestArgs, { json, buffered }) {
  const env = { ...process.env, FORCE_COLOR: process.stdout.isTTY ? "1" : "0" };
  if (json) env.VITEST_JSON = json;
  else delete env.VITEST_JSON;
  return runChild("npx", ["vitest", "run", ...vitestArgs], { buffered, env });
}

if (args.length > 0) {
  process.exitCode = await vitest(args, { json: process.env.VITEST_JSON }).done;
} else {
  const json = process.env.VITEST_JSON;
  const rest = vitest(["--exclude", fuzzFile], { json });
  const fuzz = vitest([fuzzFile], {
    json: json && json.replace(/(\.json)?$/, "-fuzz.json"),
    buffered: true,
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      rest.child.kill(signal);
      fuzz.child.kill(signal);
    });
  }
  const restCode = await rest.done;
  if (fuzz.child.exitCode === null) console.log(`\nWaiting for the fuzz run (${fuzzFile})…`);
  const fuzzCode = await fuzz.done;
  console.log(`\n── ${fuzzFile}, run beside the others ──`);
  process.stdout.write(fuzz.output());
  process.exitCode = restCode || fuzzCode;
}
