import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  root: "client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: "@shared", replacement: fileURLToPath(new URL("./shared", import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL("./client/lib/use-sync-external-store.ts", import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // No <link rel="modulepreload"> per dependency: adding dozens of them to the head made
    // a phone restyle the page each time (about 120 ms on the landing page). Chunks still
    // load their imports in parallel as soon as they arrive.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Icons used by three or more pages share one chunk; the others stay with their
            // page. Otherwise each icon is a chunk of its own (about 250 bytes), one request
            // and one task each on a phone.
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 3 },
            // What the entry shares with later chunks. Left in the entry, every chunk that
            // imports it would list the entry's stylesheet as a dependency, and loading the
            // chunk would add that stylesheet again to a prerendered page, which has it inline.
            { name: "boot", test: /display-preferences|preload-helper/ },
            // The fetch helper, the public configuration and TanStack Query's client and queries
            // (mutations stay with the pages that use them): every page needs them, and split
            // across the pages' API modules they would come as several chunks that compress worse.
            {
              name: "api",
              test: /client[\\/]lib[\\/]api\.ts|client[\\/]api[\\/]public-config|node_modules[\\/]@tanstack[\\/](?!.*[Mm]utation)/,
            },
            // The text and choice controls, one small chunk rather than one per control.
            {
              name: "fields",
              test: /client[\\/]components[\\/]ui[\\/](input|textarea|select|field-classes|form-field)\./,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:5000" },
  },
});
