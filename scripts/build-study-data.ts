/**
 * Regenerates server/scripture/study/data/*.br from the public-domain SWORD modules (run at
 * development time, after installing them with scripts/install-system-packages.sh):
 * `npx tsx scripts/build-study-data.ts` (SWORD_PATH adds library roots, as for the server).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  plainOfStrongsLine,
  studyFilesFromSword,
  studyModules,
} from "../server/scripture/study/from-sword";
import {
  encodeStudyFile,
  studyFileNames,
  type StudyFile,
} from "../server/scripture/study/study-files";
import { openSwordLibrary } from "../server/scripture/sword/sword-library";
import { totalVerses, versePoint } from "../server/scripture/verse-ordinals";

const sword = openSwordLibrary({ swordPath: process.env.SWORD_PATH });
const files = studyFilesFromSword(sword);

// The tagged KJV must read exactly as the module's own text with the tags taken out.
const kjv = sword.text(studyModules.kjv);
const lines = files.kjvStrongs.split("\n");
for (let ordinal = 0; ordinal < totalVerses; ordinal++) {
  const { book, chapter, verse } = versePoint(ordinal);
  const expected = kjv?.verse(book, chapter, verse) ?? "";
  if (plainOfStrongsLine(lines[ordinal] ?? "") !== expected) {
    throw new Error(
      `KJV ${book} ${chapter}:${verse}: tagged text differs:\n${lines[ordinal]}\n${expected}`,
    );
  }
}

const directory = path.resolve("server/scripture/study/data");
mkdirSync(directory, { recursive: true });
let total = 0;
for (const [file, content] of Object.entries(files) as Array<[StudyFile, string]>) {
  const data = encodeStudyFile(content);
  writeFileSync(path.join(directory, studyFileNames[file]), data);
  total += data.length;
  console.log(
    `${studyFileNames[file].padEnd(22)} ${(Buffer.byteLength(content) / 1024).toFixed(0).padStart(6)} KiB → ${(data.length / 1024).toFixed(0).padStart(5)} KiB`,
  );
}
console.log(`total ${(total / 1024).toFixed(0)} KiB (${total} bytes)`);
