import { defineConfig } from "@playwright/test";
import { chromiumFlags, headlessShellPath } from "./tests/support/chromium";
import { e2ePort, e2eDataDir } from "./tests/e2e/support/server";

// Browser tests run the built product against a fresh embedded database, in Debian's
// Chromium (tests/support/chromium.ts; scripts/ensure-chromium.mjs installs it; no browser
// download ever).
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: false,
  // Two tests at a time against one server: each signs up a user of its own, and every
  // page.goto waits until the app is live (tests/e2e/support/test.ts); before that wait, two
  // workers under CI's load once submitted a prerendered form before React had adopted it.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: "test-results/e2e-results.json" }]]
    : "list",
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? headlessShellPath,
      args: chromiumFlags,
    },
  },
  webServer: {
    command: `rm -rf ${e2eDataDir} && node dist/server/main.js`,
    url: `http://localhost:${e2ePort}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(e2ePort),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${e2ePort}`,
      DATA_DIR: e2eDataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      SIGN_IN_RATE_LIMIT: "50",
      // Every browser test signs up from 127.0.0.1.
      SIGN_UP_RATE_LIMIT: "200",
      // The week pack's ten pieces and one refinement in a minute (week-pack.spec.ts; the
      // default is 10).
      GENERATION_RATE_PER_MINUTE: "11",
      // Operators' accounts (one per test that signs one up), for what only an operator sees.
      ADMIN_EMAILS: "operator-e2e@example.org,operator-status-e2e@example.org",
    },
  },
});
