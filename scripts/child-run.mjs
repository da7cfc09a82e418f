// One child process for the test runners (run-tests.mjs, run-vitest.mjs): its output goes to
// the terminal, or is kept to print later when `buffered`.
import { spawn } from "node:child_process";

export function runChild(command, args, { buffered = false, env = process.env } = {}) {
  const child = spawn(command, args, {
    env,
    stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  const output = [];
  if (buffered) {
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
  }
  const done = new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
  return { child, done, output: () => Buffer.concat(output).toString() };
}
