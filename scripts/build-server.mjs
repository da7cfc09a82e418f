// Bundles the server (our TypeScript and the npm packages it uses) into dist/server:
// Node then starts it in a fraction of the time it takes to resolve and load hundreds
// of package files. What the server loads on first use (`await import()`: Stripe, the AI
// SDK, the document exporters, nodemailer) goes into chunks of its own, so start-up
// neither parses nor runs it. Packages with WebAssembly, native code or data files of
// their own stay external and load from node_modules. The embedded database's thread
// (server/db/pglite-worker.ts) and the .docx reader's thread are entries of their own: Node
// starts them from their files.
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

await rm("dist/server", { recursive: true, force: true });
await build({
  entryPoints: [
    "server/main.ts",
    "server/db/pglite-worker.ts",
    // Uploaded .docx files are read on a thread of their own (server/modules/documents/docx-reader.ts).
    "server/modules/documents/docx-worker.ts",
    // Scripture checks run on a pool of threads (server/scripture/check-pool.ts).
    "server/scripture/check-worker.ts",
  ],
  outdir: "dist/server",
  entryNames: "[name]",
  // Chunks sit beside main.js: modules that find their data files from import.meta.url
  // (scripture texts, migrations, the built client) then see the same folder wherever
  // esbuild puts them.
  chunkNames: "[name]-[hash]",
  splitting: true,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // piscina starts its threads from its own file (node_modules/piscina/dist/worker.js).
  external: [
    "@electric-sql/pglite",
    "pg-native",
    "@resvg/resvg-js",
    "fsevents",
    "pdfkit",
    "piscina",
  ],
  // CommonJS packages inside an ES module bundle still call require().
  banner: {
    js: "import { createRequire as __ktCreateRequire } from 'node:module'; const require = __ktCreateRequire(import.meta.url);",
  },
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
await cp("server/db/migrations", "dist/server/migrations", { recursive: true });
await cp("server/scripture/data", "dist/server/scripture-data", { recursive: true });
await cp("server/scripture/study/data", "dist/server/study-data", {
  recursive: true,
  filter: (source) => !source.endsWith(".md"),
});
