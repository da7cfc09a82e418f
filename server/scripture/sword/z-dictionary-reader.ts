import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { readRange } from "./file-io";

/**
 * Reads zLD dictionaries (Nave's Topical Bible). .idx has one entry per key (offset u32,
 * size u32 into .dat); a .dat record is the key, a line break, then block u32 and entry u32.
 * .zdx locates each block in .zdt (offset u32, size u32); an inflated block starts with a
 * count u32 and that many (offset u32, size u32) pairs for its entries.
 */
export class ZDictionaryReader {
  private keyList: Array<{ key: string; block: number; entry: number }> | undefined;
  private byKey: Map<string, { key: string; block: number; entry: number }> | undefined;
  private blockIndex: Buffer | undefined;
  private readonly blocks = new Map<number, Buffer>();

  constructor(
    private readonly basePath: string,
    private readonly decode: (bytes: Buffer) => string,
  ) {}

  private load(): void {
    if (this.keyList) return;
    const index = readFileSync(`${this.basePath}.idx`);
    const records = readFileSync(`${this.basePath}.dat`);
    this.blockIndex = readFileSync(`${this.basePath}.zdx`);
    const list: Array<{ key: string; block: number; entry: number }> = [];
    for (let at = 0; at + 8 <= index.length; at += 8) {
      const offset = index.readUInt32LE(at);
      const size = index.readUInt32LE(at + 4);
      const record = records.subarray(offset, offset + size);
      const lineEnd = record.indexOf(10);
      if (lineEnd < 0 || lineEnd + 9 > record.length) continue;
      const key = this.decode(record.subarray(0, lineEnd)).replace(/\r$/, "");
      list.push({
        key,
        block: record.readUInt32LE(lineEnd + 1),
        entry: record.readUInt32LE(lineEnd + 5),
      });
    }
    this.keyList = list;
    this.byKey = new Map(list.map((item) => [item.key.toUpperCase(), item]));
  }

  isReadable(): boolean {
    try {
      this.load();
      return (this.keyList?.length ?? 0) > 0;
    } catch {
      return false;
    }
  }

  keys(): string[] {
    this.load();
    return (this.keyList ?? []).map((item) => item.key);
  }

  private block(number: number): Buffer | undefined {
    const cached = this.blocks.get(number);
    if (cached) return cached;
    const blockIndex = this.blockIndex as Buffer;
    if (number * 8 + 8 > blockIndex.length) return undefined;
    const offset = blockIndex.readUInt32LE(number * 8);
    const size = blockIndex.readUInt32LE(number * 8 + 4);
    const data = inflateSync(readRange(`${this.basePath}.zdt`, offset, size));
    if (this.blocks.size >= 8) this.blocks.delete(this.blocks.keys().next().value as number);
    this.blocks.set(number, data);
    return data;
  }

  /** The raw markup for a key (case-insensitive), with the key as the module spells it. */
  raw(key: string): { key: string; markup: string } | undefined {
    this.load();
    const item = this.byKey?.get(key.trim().toUpperCase());
    if (!item) return undefined;
    try {
      const block = this.block(item.block);
      if (!block) return undefined;
      const count = block.readUInt32LE(0);
      if (item.entry >= count) return undefined;
      const offset = block.readUInt32LE(4 + item.entry * 8);
      const size = block.readUInt32LE(8 + item.entry * 8);
      const markup = this.decode(block.subarray(offset, offset + size)).replace(/\0+$/, "");
      return { key: item.key, markup };
    } catch {
      return undefined;
    }
  }
}
