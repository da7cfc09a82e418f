// Browser tests use Debian's Chromium, never a browser downloaded by a test tool.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = "/usr/bin/chromium";
if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing: install it with "sudo apt-get install -y chromium" and run again.`,
    );
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the browser tests…");
  execSync(
    "apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium fonts-liberation",
    {
      stdio: "inherit",
    },
  );
}
