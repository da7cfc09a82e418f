// Bundles the server's own code (TypeScript, server/ and shared/) into dist/server;
// npm packages stay external and load from node_modules.
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

await rm("dist/server", { recursive: true, force: true });
await build({
  entryPoints: ["server/main.ts"],
  outfile: "dist/server/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
await cp("server/db/migrations", "dist/server/migrations", { recursive: true });
