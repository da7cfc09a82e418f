// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the built
// client, at the highest levels: the server sends them as they are (@fastify/static
// `preCompressed`), so compression costs nothing per request. Pages are compressed by the
// server, because their head is filled in at start-up (server/compressed-body.ts).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const clientDir = path.resolve("dist/client");
const compressible = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
// Below this size the headers outweigh the saving.
const minimumBytes = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(clientDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const content = await readFile(file);
  if (content.length < minimumBytes) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
  before += content.length;
  after += brotli.length;
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`,
);
