import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  root: "client",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@shared": fileURLToPath(new URL("./shared", import.meta.url)) },
  },
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // No <link rel="modulepreload"> per dependency: adding dozens of them to the head made
    // a phone restyle the page each time (about 120 ms on the landing page). Chunks still
    // load their imports in parallel as soon as they arrive.
    modulePreload: false,
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:5000" },
  },
});
