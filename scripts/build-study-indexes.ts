/**
 * Regenerates the index derived from the committed texts (Nave's subtopics) in server/scripture/study/data, after a change to the texts,
 * the study data or the code that finds them: `npx tsx scripts/build-study-indexes.ts`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { derivedFilesFromData } from "../server/scripture/study/derived-files";
import {
  derivedFileNames,
  encodeStudyFile,
  type DerivedFile,
} from "../server/scripture/study/study-files";

const directory = path.resolve("server/scripture/study/data");
for (const [file, content] of Object.entries(derivedFilesFromData()) as Array<
  [DerivedFile, string]
>) {
  const data = encodeStudyFile(content);
  writeFileSync(path.join(directory, derivedFileNames[file]), data);
  console.log(`${derivedFileNames[file]}: ${content.length} characters, ${data.length} bytes`);
}
