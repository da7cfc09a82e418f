// Browser tests use Debian's Chromium, never a browser downloaded by a test tool: the
// headless shell for the tests, the full browser for Lighthouse and the marketing images
// (tests/support/chromium.ts).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const packages = {
  chromium: "/usr/bin/chromium",
  "chromium-headless-shell": "/usr/bin/chromium-headless-shell",
};
const missing = Object.entries(packages)
  .filter(([, binary]) => !existsSync(binary))
  .map(([name]) => name);
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing: install it with "sudo apt-get install -y ${missing.join(" ")} fonts-liberation" and run again.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the browser tests…");
  execSync(
    `apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q ${missing.join(" ")} fonts-liberation`,
    { stdio: "inherit" },
  );
}
