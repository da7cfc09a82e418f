/**
 * Many strings kept as UTF-8 in one buffer, outside the JavaScript heap, each decoded when
 * read: the study data's commentaries, Nave's entries and tagged KJV lines are read a few at
 * a time, and as strings they would hold three times the memory and make every garbage
 * collection's heap limit (a multiple of what is live) larger still.
 */
export class PackedTexts {
  private constructor(
    private readonly bytes: Buffer,
    /** Text i is bytes[offsets[i] … ends[i]). */
    private readonly offsets: Int32Array,
    private readonly ends: Int32Array,
  ) {}

  static from(texts: readonly string[]): PackedTexts {
    const offsets = new Int32Array(texts.length);
    const ends = new Int32Array(texts.length);
    let total = 0;
    for (const text of texts) total += Buffer.byteLength(text, "utf8");
    const bytes = Buffer.alloc(total);
    let at = 0;
    texts.forEach((text, index) => {
      offsets[index] = at;
      at += bytes.write(text, at, "utf8");
      ends[index] = at;
    });
    return new PackedTexts(bytes, offsets, ends);
  }

  /** The lines of UTF-8 text (split at "\n", as String.split does), without decoding them. */
  static lines(bytes: Buffer): PackedTexts {
    const starts: number[] = [0];
    for (let at = bytes.indexOf(10); at >= 0; at = bytes.indexOf(10, at + 1)) starts.push(at + 1);
    const offsets = Int32Array.from(starts);
    const ends = new Int32Array(offsets.length);
    for (let line = 0; line < offsets.length; line++)
      ends[line] = line + 1 < offsets.length ? offsets[line + 1]! - 1 : bytes.length;
    return new PackedTexts(bytes, offsets, ends);
  }

  get length(): number {
    return this.offsets.length;
  }

  /** Text `index`; undefined past the end. */
  at(index: number): string | undefined {
    if (!(index >= 0 && index < this.offsets.length)) return undefined;
    return this.bytes.toString("utf8", this.offsets[index], this.ends[index]);
  }
}
