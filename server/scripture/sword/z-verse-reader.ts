import path from "node:path";
import { inflateSync } from "node:zlib";
import type { BookId } from "@shared/scripture/books";
import { readRange, readWhole } from "./file-io";
import type { Versification } from "./versification";

/**
 * Reads zText (Bibles) and zCom (commentaries), which share one layout per testament:
 * .bzv holds one entry per verse (block number u32, offset u32, size u16 — or u32 in the
 * "4" drivers), .bzs one entry per block (offset u32, compressed size u32, size u32) and
 * .bzz the zlib-compressed blocks. The "b" names book blocks; modules compressed by chapter
 * or by verse (BlockType=CHAPTER or VERSE) name their files .czv… or .vzv… instead.
 */
export type BlockLetter = "b" | "c" | "v";

interface TestamentFiles {
  verseIndex: Buffer;
  blockIndex: Buffer;
  blocksFile: string;
  entrySize: 10 | 12;
}

/**
 * Which entry size the index really uses. Some packaged .conf files name the wrong driver
 * (Debian's MHCC says zCom4 for a 10-byte zCom index), so the file decides, not the .conf.
 */
function entrySizeOf(verseIndex: Buffer, needed: number, declared: 10 | 12): 10 | 12 | undefined {
  const sizes: Array<10 | 12> = declared === 10 ? [10, 12] : [12, 10];
  const count = (size: 10 | 12) => (verseIndex.length % size === 0 ? verseIndex.length / size : -1);
  return sizes.find((size) => count(size) === needed) ?? sizes.find((size) => count(size) > needed);
}

export class ZVerseReader {
  private readonly testaments = new Map<"ot" | "nt", TestamentFiles | null>();
  private readonly blocks = new Map<string, Buffer>();

  constructor(
    private readonly directory: string,
    private readonly versification: Versification,
    private readonly declaredEntrySize: 10 | 12,
    private readonly decode: (bytes: Buffer) => string,
    private readonly blockLetter: BlockLetter = "b",
  ) {}

  private files(testament: "ot" | "nt"): TestamentFiles | undefined {
    if (!this.testaments.has(testament)) {
      const stem = path.join(this.directory, `${testament}.${this.blockLetter}`);
      const verseIndex = readWhole(`${stem}zv`);
      const blockIndex = readWhole(`${stem}zs`);
      const blocksFile = `${stem}zz`;
      const entrySize =
        verseIndex &&
        entrySizeOf(
          verseIndex,
          this.versification.entriesNeeded(testament),
          this.declaredEntrySize,
        );
      this.testaments.set(
        testament,
        verseIndex && blockIndex && entrySize
          ? { verseIndex, blockIndex, blocksFile, entrySize }
          : null,
      );
    }
    return this.testaments.get(testament) ?? undefined;
  }

  /** Whether the module's index files are present and fit its versification. */
  isReadable(): boolean {
    return this.files("ot") !== undefined || this.files("nt") !== undefined;
  }

  private block(testament: "ot" | "nt", files: TestamentFiles, number: number): Buffer | undefined {
    const key = `${testament}:${number}`;
    const cached = this.blocks.get(key);
    if (cached) return cached;
    const at = number * 12;
    if (at + 12 > files.blockIndex.length) return undefined;
    const offset = files.blockIndex.readUInt32LE(at);
    const compressed = files.blockIndex.readUInt32LE(at + 4);
    const data = inflateSync(readRange(files.blocksFile, offset, compressed));
    // Blocks hold a whole book; keep a few for neighbouring lookups.
    if (this.blocks.size >= 4) this.blocks.delete(this.blocks.keys().next().value as string);
    this.blocks.set(key, data);
    return data;
  }

  /** The raw markup stored for a verse (or a chapter's or book's intro at verse 0). */
  raw(book: BookId, chapter: number, verse: number): string | undefined {
    const location = this.versification.locate(book, chapter, verse);
    if (!location) return undefined;
    const files = this.files(location.testament);
    if (!files) return undefined;
    const at = location.index * files.entrySize;
    if (at + files.entrySize > files.verseIndex.length) return undefined;
    const blockNumber = files.verseIndex.readUInt32LE(at);
    const offset = files.verseIndex.readUInt32LE(at + 4);
    const size =
      files.entrySize === 10
        ? files.verseIndex.readUInt16LE(at + 8)
        : files.verseIndex.readUInt32LE(at + 8);
    if (size === 0) return "";
    try {
      const block = this.block(location.testament, files, blockNumber);
      if (!block || offset + size > block.length) return undefined;
      return this.decode(block.subarray(offset, offset + size));
    } catch {
      return undefined;
    }
  }
}
