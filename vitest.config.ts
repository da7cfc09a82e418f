import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Integration tests share one database per run (an embedded PGlite costs seconds and
// hundreds of MB to open), so test files run in one worker without isolation and keep
// their data apart by creating their own users.
export default defineConfig({
  resolve: {
    alias: { "@shared": fileURLToPath(new URL("./shared", import.meta.url)) },
  },
  test: {
    // CI asks for a JSON report as well, to print one closing line for the whole run.
    reporters: process.env.VITEST_JSON ? ["default", "json"] : ["default"],
    outputFile: process.env.VITEST_JSON ? { json: process.env.VITEST_JSON } : undefined,
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    pool: "forks",
    maxWorkers: 1,
    isolate: false,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
