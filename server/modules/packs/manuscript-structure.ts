import { findReferences } from "../../scripture/find-references";
import { sentencesOf } from "../../text/sentences";
import { isPrivateLine, withoutPrivate } from "./private-notes";

/**
 * The structure a preacher gave a manuscript (issue 32, item 1): its lines sorted into prose,
 * quoted verse (hymns, poems, scripture set as lines), private notes and headings, and the
 * divisions found in the order a preacher marks them: numbered, Roman, labelled or markdown
 * headings; headings standing alone between paragraphs; divisions printed in capitals inside
 * a sentence, as Spurgeon's were; "First… Second… Finally…" signposts opening paragraphs.
 */

export interface ManuscriptLine {
  text: string;
  /** Blank lines separate blocks; a pasted manuscript may have one block. */
  block: number;
  kind: "prose" | "short" | "quoted" | "private" | "reference";
}

export interface Division {
  /** The point as a short phrase: the heading, the capitalised words or the first clause. */
  phrase: string;
  /** The line it stands on. */
  line: number;
  /** A heading on its own line (its paragraphs follow it), or words inside a paragraph. */
  standalone: boolean;
  /** The heading's own words, where the verse range it names is read. */
  heading: string;
  /** A closing heading ("Conclusion", "Application"): the call, not a point. */
  closing?: boolean;
}

export interface Structure {
  lines: ManuscriptLine[];
  divisions: Division[];
  /** How the divisions were marked, for the notes the pastor sees. */
  method: "headings" | "standalone" | "capitals" | "signposts" | "none";
  /** The line of a closing heading, when one was found. */
  closingLine?: number;
}

/**
 * A sentence asking the hearers to respond: "this week", "let us", "I urge you", or one that
 * opens with a verb of response ("Come…", "Bring…", "Go home…", "Trust him…").
 */
export const callWords =
  /\b(?:this week|each (?:day|morning|night|evening)|every (?:day|morning)|go home|i (?:urge|exhort|beseech|shall close|will close)|let us|let our)\b|(?:^|,\s+)(?:(?:and|so|now|then|oh|o)[\s,]+)*(?:come|go|bring|trust|pray|turn|look|believe|take|give|yield|repent|read|write|tell|name|ask|stay|light|set|spend|cast|fall|seek|follow|get)\b/i;

const words = (value: string) => value.split(/\s+/).filter(Boolean);
const endsSentence = (value: string) => /[.,;!?]$/.test(value.replace(/["'”’)\]*_]+$/, ""));
const connective =
  /\b(?:that|the|of|and|to|a|an|in|with|for|is|are|was|which|who|whose|our|your|his|her|their|by|from|upon|unto|be|as|or|but)$/i;

/** A reference covering most of a line ("Luke 15:11-32", "(John 15:5)"). */
function isReferenceLine(line: string): boolean {
  const found = findReferences(line);
  if (!found.length) return false;
  // What is left once the references are taken out: no word of its own ("Luke 15:11-32",
  // "(John 15:5)", "Text: Psalm 46"), unlike a heading naming its verses.
  let rest = "";
  let at = 0;
  for (const citation of found) {
    rest += ` ${line.slice(at, citation.start)}`;
    at = citation.end;
  }
  rest += ` ${line.slice(at)}`;
  return !rest
    .split(/[^A-Za-z]+/)
    .some(
      (word) => word.length > 2 && !/^(?:text|passage|scripture|reading|read|see|cf)$/i.test(word),
    );
}

/**
 * A wrapped manuscript's lines joined back into paragraphs: a line filling the width goes on
 * into the next line of its paragraph. Headings, stanzas and numbered lines are shorter than
 * the width or marked, so stay lines of their own.
 */
function unwrapped(raw: string[]): string[] {
  const width = wrapWidth(raw);
  if (!width) return raw;
  const out: string[] = [];
  for (const line of raw) {
    const previous = out.at(-1);
    const continues =
      previous !== undefined &&
      previous.trim().length >= 0.75 * width &&
      line.trim() !== "" &&
      !markerOf(line.trim()) &&
      // A heading wrapped mid-way goes on in lower case or with its reference ("(Philippians" /
      // "4:6-7)"); one filling the width before its paragraph does not.
      (!markerOf(previous.trim()) || /^[a-z0-9(]/.test(line.trim()));
    if (continues) out[out.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
    else out.push(line);
  }
  return out;
}

/** Whether a line reads as a heading: short, not a sentence, not a quotation. */
export function isHeadingLike(line: string): boolean {
  return (
    line.length > 0 &&
    line.length <= 90 &&
    words(line).length <= 14 &&
    !endsSentence(line) &&
    !/^["“'‘]/.test(line) &&
    !/^[a-z]/.test(line)
  );
}

/**
 * The width a plain-text manuscript was wrapped at (an email or a .txt saved with line breaks
 * every 70 or so characters), or 0 when its lines are its paragraphs: most lines then end
 * within a few characters of the longest.
 */
function wrapWidth(raw: string[]): number {
  const lengths = raw
    .map((line) => line.trim().length)
    .filter((length) => length > 0)
    .sort((a, b) => a - b);
  if (lengths.length < 20) return 0;
  const width = lengths[Math.floor(lengths.length * 0.9)]!;
  if (width < 50 || width > 100) return 0;
  const full = lengths.filter((length) => length >= 0.75 * width && length <= width + 5).length;
  return full >= 0.4 * lengths.length ? width : 0;
}

/** Lines of a manuscript sorted by kind. A division broken over two lines is joined. */
export function manuscriptLines(manuscript: string): ManuscriptLine[] {
  const raw = unwrapped(manuscript.split(/\r?\n/));
  const lines: { text: string; block: number; indented: boolean }[] = [];
  let block = 0;
  let blank = true;
  for (let i = 0; i < raw.length; i++) {
    let text = raw[i]!.trim();
    if (!text) {
      if (!blank) block++;
      blank = true;
      continue;
    }
    const indented = /^(?: {2,}|\t)/.test(raw[i]!);
    // A line broken mid-sentence at a page end ("…IT IS VERY DESIRABLE THAT" / "OUR EYES…").
    while (text.length > 30 && !endsSentence(text)) {
      let next = i + 1;
      while (next < raw.length && !raw[next]!.trim()) next++;
      if (next >= raw.length) break;
      const following = raw[next]!.trim();
      // Ending on a connective, a division in capitals running on ("…TO ATTEND TO THIS" /
      // "ADMONITION OF WISDOM."), or a sentence going on in lower case.
      const runsOn =
        connective.test(text) ||
        (/\b[A-Z]{2,}$/.test(text) && /^[A-Z]{2,}\b/.test(following)) ||
        (text.length > 120 && /^[a-z]/.test(following));
      if (!runsOn) break;
      text = `${text} ${following}`;
      i = next;
    }
    lines.push({ text, block, indented });
    blank = false;
  }
  const kinds = lines.map(({ text, indented }): ManuscriptLine["kind"] => {
    if (isPrivateLine(text)) return "private";
    if (indented && text.length <= 90) return "quoted";
    if (text.length <= 200 && isReferenceLine(text)) return "reference";
    // A verse quoted on a line of its own: "…you can do nothing." (John 15:5)
    if (/^["“‘']/.test(text) && text.length <= 1000 && closesQuotation(text)) return "quoted";
    return isHeadingLike(text) || text.length <= 70 ? "short" : "prose";
  });
  // Runs of two or more short lines in one block, none of them marked as a division, are
  // verse: a hymn's stanza or a poem, however short its lines.
  for (let start = 0; start < lines.length;) {
    let end = start;
    while (
      end < lines.length &&
      kinds[end] === "short" &&
      lines[end]!.block === lines[start]!.block &&
      lines[end]!.text.length <= 70 &&
      !markerOf(lines[end]!.text)
    )
      end++;
    if (end - start >= 2) for (let i = start; i < end; i++) kinds[i] = "quoted";
    // The line that closes a stanza in running prose ('…lovely face to view." We desire…').
    if (end - start >= 2 && end < lines.length && lines[end]!.block === lines[start]!.block)
      if (/^[^"”]*["”]/.test(lines[end]!.text) && /^["“]/.test(lines[start]!.text))
        kinds[end] = "prose";
    start = Math.max(end, start + 1);
  }
  // A stanza with a blank line after each line (a Word file, or a printed sermon): three or
  // more such lines in a row, or two opening with a quotation mark. A heading followed by a
  // one-line paragraph is two lines, so stays.
  const perBlock = new Map<number, number>();
  for (const line of lines) perBlock.set(line.block, (perBlock.get(line.block) ?? 0) + 1);
  // A paragraph opening "Second, …" is a division said in prose, never a line of verse.
  const stanzaLine = (index: number) =>
    kinds[index] === "short" &&
    perBlock.get(lines[index]!.block) === 1 &&
    lines[index]!.text.length <= 70 &&
    !markerOf(lines[index]!.text) &&
    !signpost.test(lines[index]!.text);
  for (let start = 0; start < lines.length;) {
    let end = start;
    while (
      end < lines.length &&
      stanzaLine(end) &&
      (end === start || lines[end]!.block === lines[end - 1]!.block + 1)
    )
      end++;
    if (end - start >= 3 || (end - start === 2 && /^["“‘]/.test(lines[start]!.text)))
      for (let i = start; i < end; i++) kinds[i] = "quoted";
    start = Math.max(end, start + 1);
  }
  return lines.map(({ text, block }, index) => ({ text, block, kind: kinds[index]! }));
}

interface Marker {
  kind: string;
  text: string;
}

const numberWords = "one|two|three|four|five|six|seven|eight";
const ordinals =
  "first|firstly|second|secondly|third|thirdly|fourth|fourthly|fifth|fifthly|finally|lastly";

/** A line ending in a closing quotation mark, or in one followed by the reference quoted. */
function closesQuotation(text: string): boolean {
  const close = Math.max(text.lastIndexOf('"'), text.lastIndexOf("”"), text.lastIndexOf("’"));
  if (close <= 0) return false;
  const after = text.slice(close + 1).replace(/[\s.]+$/, "");
  return !after || isReferenceLine(after);
}

/** A heading's marker: "## …", "2. …", "II. …", "B. …", "Point 2: …", "Move 3 —". */
function markerOf(bold: string): Marker | undefined {
  // "**Point 1: The storm is real**" reads as "Point 1: The storm is real".
  const line = bold.replace(/^[*_]{1,3}(?=\S)/, "").replace(/(?<=\S)[*_]{1,3}$/, "");
  const markdown = line.match(/^(#{1,6})\s+(\S.*)$/);
  if (markdown) return { kind: `md${markdown[1]!.length}`, text: markdown[2]! };
  const roman = line.match(/^((?:X{0,3})(?:IX|IV|V?I{0,3}))[.)]\s+(\S.*)$/);
  if (roman?.[1]) return { kind: "roman", text: roman[2]! };
  const number = line.match(/^(\d{1,2})[.)]\s+(\S.*)$/);
  if (number) return { kind: "number", text: number[2]! };
  const label = line.match(
    new RegExp(
      `^(?:(?:main\\s+)?point|move|movement|part|section)\\s+(?:\\d+|${numberWords})\\s*[:.—–-]\\s*(\\S.*)$`,
      "i",
    ),
  );
  if (label) return { kind: "label", text: label[1]! };
  const letter = line.match(/^([A-H])[.)]\s+(\S.*)$/);
  if (letter) return { kind: "letter", text: letter[2]! };
  const ordinal = line.match(new RegExp(`^(?:${ordinals})\\s*[,:.—–-]\\s*(\\S.*)$`, "i"));
  if (ordinal && isHeadingLike(ordinal[1]!)) return { kind: "ordinal", text: ordinal[1]! };
  return undefined;
}

const closingWords =
  /^(?:conclusion|concluding|in conclusion|application|applications|response|respond|call to action|closing|close|so what|now what|what now|takeaway|takeaways|where do we go from here|going home|sending|challenge|this week)\b/i;
const notAPoint =
  /^(?:introduction|intro|opening|prayer|opening prayer|closing prayer|scripture reading|reading|benediction|announcements|outline|notes|big idea|main idea|text|passage)\b\s*(?:[:.]\s*)?$/i;
const labelled = /^\s*(?:text|passage|scripture|reading|big idea|main idea|theme)\s*[:—-]/i;

/** "THE LORD CAN WOUND" → "The Lord can wound"; other text as written. */
export function sentenceCase(value: string): string {
  if (/[a-z]/.test(value)) return value;
  const proper = /^(?:god|lord|jesus|christ|spirit|holy|i|israel|zion|jerusalem|o)$/;
  return value
    .toLowerCase()
    .split(" ")
    .map((word, index) =>
      index === 0 || proper.test(word.replace(/[^a-z]/g, ""))
        ? word.charAt(0).toUpperCase() + word.slice(1)
        : word,
    )
    .join(" ");
}

/** A heading as a point: no marker, no trailing reference or colon, capitals softened. */
export function headingPhrase(heading: string): string {
  const plain = heading
    .replace(/^[*_]+|[*_]+$/g, "")
    .replace(/\s*[([]\s*(?:vv?\.|verses?)[\d\s,–—-]+[)\]]\s*$/i, "")
    .replace(/[([][^()[\]]*[)\]]\s*$/, (bracket) =>
      /\d/.test(bracket) && findReferences(bracket).length ? "" : bracket,
    )
    .trim()
    .replace(/\s*[—–|-]\s*(?:[1-3]\s*)?[A-Z][a-z]+\.?\s+\d+(?::\d+(?:[–-]\d+)?)?\s*$/, "")
    .replace(/[:;,—–-]\s*$/, "")
    .trim();
  return sentenceCase(plain);
}

function headingDivisions(lines: ManuscriptLine[]): Division[] {
  const marked: (Division & { kind: string })[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.kind === "private" || line.kind === "quoted") continue;
    const marker = markerOf(line.text);
    if (!marker || marker.text.length > 200 || labelled.test(marker.text)) continue;
    marked.push({
      kind: marker.kind,
      phrase: headingPhrase(marker.text),
      heading: marker.text,
      line: index,
      standalone: true,
      closing: closingWords.test(marker.text) || undefined,
    });
  }
  // Of the kinds marking two or more points, the outermost: the one whose first point comes
  // first (Roman divisions before their lettered sub-points, headings before a numbered list
  // of applications under the last of them); on the same line, in this order.
  const order = ["roman", "label", "number", "md1", "md2", "md3", "md4", "ordinal", "letter"];
  const candidates = order
    .map((kind) => {
      const ofKind = marked.filter(
        (division) => division.kind === kind && !notAPoint.test(division.heading),
      );
      // A markdown level used once at the top is the title.
      const points = ofKind.filter(
        (division) => !division.closing && !(kind === "md1" && division.line === 0),
      );
      return { ofKind, points };
    })
    .filter(({ points }) => points.length >= 2);
  const outermost = candidates.sort((a, b) => a.points[0]!.line - b.points[0]!.line)[0];
  if (outermost)
    return outermost.ofKind.filter((division) => !(division.kind === "md1" && division.line === 0));
  return [];
}

const isProse = (line: ManuscriptLine | undefined) => line?.kind === "prose";

/** Headings on lines of their own, each followed by the paragraphs it heads. */
function standaloneDivisions(lines: ManuscriptLine[]): Division[] {
  const firstProse = lines.findIndex(isProse);
  const found: Division[] = [];
  for (const [index, line] of lines.entries()) {
    if (index <= firstProse || line.kind !== "short" || !isHeadingLike(line.text)) continue;
    if (labelled.test(line.text) || notAPoint.test(line.text)) continue;
    const next = lines.slice(index + 1).find((other) => other.kind !== "private");
    const previous = lines[index - 1];
    const alone = !previous || previous.block !== line.block || previous.kind !== "short";
    if (alone && isProse(next))
      found.push({
        phrase: headingPhrase(line.text),
        heading: line.text,
        line: index,
        standalone: true,
        closing: closingWords.test(line.text) || undefined,
      });
  }
  return found.filter((division) => !division.closing).length >= 2 ? found : [];
}

/**
 * A run of three or more words in capitals inside a sentence, or two long ones: Spurgeon's
 * printed divisions.
 */
export function capitalRun(text: string): string | undefined {
  if (!/[A-Z]{3}/.test(text)) return undefined;
  // Capitals in quotation marks are words quoted ("DEAD IN TRESPASSES AND SINS"), not a division.
  const unquoted = text.replace(/[“"][^"“”]{0,300}[”"]/g, " ");
  const tokens = unquoted.split(/\s+|--|—/);
  let best: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > best.length) best = run;
    run = [];
  };
  for (const token of tokens) {
    if (!run.length && /^["“‘']/.test(token)) {
      flush();
      continue;
    }
    const letters = token.replace(/[^A-Za-z]/g, "");
    const capitals = letters.length > 0 && letters === letters.toUpperCase();
    if (capitals) {
      run.push(token);
      // A full stop ends the division: "…MUST BE OPENED. Those I have…"
      if (/[.!?]["'”’]*$/.test(token)) flush();
    } else flush();
  }
  flush();
  const phrase = best.join(" ").replace(/^["“'‘(—–-]+|["”'’).,;:!?—–-]+$/g, "");
  const letterCount = phrase.replace(/[^A-Z]/g, "").length;
  // Two words are a division when long ("COMPLETE CHARACTER"), not a name ("JESUS CHRIST").
  if (best.length < 2 || letterCount < (best.length === 2 ? 14 : 12)) return undefined;
  return phrase;
}

/** Prose, or a short line that is a sentence ("First, we shall speak of… THE WORLD."). */
const isSentenceLine = (line: ManuscriptLine) =>
  line.kind === "prose" || (line.kind === "short" && /[.!?]["'”’]*$/.test(line.text));

/** A paragraph announcing the close: "I will close with this", "In conclusion". */
const closingSentence =
  /^(?:and\s+)?(?:now,?\s+)?(?:i\s+(?:will|shall|must)\s+(?:now\s+)?close|in\s+conclusion|to\s+conclude|in\s+closing)\b/i;

function capitalDivisions(lines: ManuscriptLine[]): Division[] {
  const found: Division[] = [];
  for (const [index, line] of lines.entries()) {
    if (!isSentenceLine(line)) continue;
    const run = capitalRun(line.text);
    if (!run) continue;
    // "I will close with this--Those… secure A GREAT BLESSING": the close, not a point.
    const closing = closingSentence.test(line.text) || undefined;
    found.push({
      phrase: sentenceCase(run),
      heading: run,
      line: index,
      standalone: false,
      closing,
    });
  }
  return found.filter((division) => !division.closing).length >= 2 ? found : [];
}

const signpost = new RegExp(
  `^(?:and\\s+)?(?:now,?\\s+)?(?:(first(?:ly)?|in the first place)|(second(?:ly)?|third(?:ly)?|fourth(?:ly)?|fifth(?:ly)?|next|finally|lastly|last of all))\\s*[,:—–-]\\s*(\\S.*)$`,
  "i",
);

/** True when a sentence opens a division ("First, …", "Secondly: …"): it announces, it is no big idea. */
export function opensSignpost(sentence: string): boolean {
  return signpost.test(sentence);
}

/**
 * Paragraphs opening "First, …", "Second, …", "Finally, …": the signposted sentence, whole, is
 * the point (its first clause when the sentence is long). Each "First" starts a sequence, but
 * one said straight after a lone "First" opens that division's own sub-points ("First, I shall
 * speak of the work… First, He waters the ridges…"). Of the sequences, the longest is the
 * sermon's divisions, the first on a tie: never a closing's list of lessons ("And now to
 * close… First, let older saints…") nor a later division's own sub-points. A
 * sequence said one division straight after another, with nothing between, is an introduction
 * announcing them: taken only when the sermon develops no sequence of its own.
 */
function signpostDivisions(lines: ManuscriptLine[]): Division[] {
  const sequences: Division[][] = [];
  for (const [index, line] of lines.entries()) {
    if (!isSentenceLine(line)) continue;
    const match = line.text.match(signpost);
    if (!match) continue;
    const current = sequences.at(-1);
    if (match[1]) {
      if (current?.length === 1) continue;
      sequences.push([]);
    } else if (!current) continue;
    const sentence = sentencesOf(match[3]!)[0] ?? "";
    const phrase = signpostPhrase(sentence);
    if (phrase)
      sequences.at(-1)!.push({
        phrase: phrase.charAt(0).toUpperCase() + phrase.slice(1),
        heading: sentence,
        line: index,
        standalone: false,
      });
  }
  // An introduction announcing the divisions says them one after another, nothing between.
  const announced = (sequence: Division[]) =>
    sequence.every((division, i) => i === 0 || division.line === sequence[i - 1]!.line + 1);
  const longest = (candidates: Division[][]) =>
    candidates.reduce<Division[]>(
      (best, sequence) => (sequence.length > best.length ? sequence : best),
      [],
    );
  const several = sequences.filter((sequence) => sequence.length >= 2);
  const developed = several.filter((sequence) => !announced(sequence));
  return longest(developed.length ? developed : several);
}

/** Longest signposted sentence kept whole as its point; a longer one gives its first clause. */
const wholeSentenceLength = 160;

/** A signposted sentence as its point: the whole sentence said, without its stop. */
function signpostPhrase(sentence: string): string {
  const whole = withoutPrivate(sentence)
    .replace(/\s+/g, " ")
    .replace(/[.!]["'”’]*$/, "")
    .trim();
  return whole.length <= wholeSentenceLength && !/[([]/.test(whole) ? whole : phraseOf(sentence);
}

/**
 * A sentence as a short phrase: up to the first bracketed reference or sentence end, and when
 * that is still long, up to the first clause boundary (";", ":", a dash, ", because"…). Never
 * cut inside a bracket, never ended with "…".
 */
export function phraseOf(sentence: string): string {
  let phrase = withoutPrivate(sentence)
    .replace(/\([^()]*\)/g, (bracket) =>
      /\d/.test(bracket) &&
      (findReferences(bracket).length || /\b(?:vv?\.|verses?)\s*\d/i.test(bracket))
        ? " "
        : bracket,
    )
    .replace(/\s+/g, " ")
    .replace(/ ([,;:.!?])/g, "$1")
    .trim();
  phrase = sentencesOf(phrase)[0] ?? phrase;
  // A semicolon ends the first clause: "Jesus weeps with Mary at the tomb; the God who…".
  const semicolon = phrase.indexOf(";");
  if (semicolon >= 12) phrase = phrase.slice(0, semicolon);
  phrase = phrase.replace(/[.!]["'”’]*$/, "").trim();
  const boundary = (value: string) =>
    value.search(/\s*(?:;|:\s|\s[—–]\s|—|,\s+(?:because|for|so|and|but|which|while|when|as)\s)/);
  if (phrase.length > 100) {
    const cut = boundary(phrase);
    if (cut >= 12) phrase = phrase.slice(0, cut);
  }
  // A clause that quotes ("Jesus lets Martha be honest: “Lord…”") stops before the quotation.
  const quote = phrase.search(/:\s*["“]/);
  if (quote >= 12) phrase = phrase.slice(0, quote);
  if (phrase.length > 100) {
    // Still long with no clause boundary: the words that fit, ending on a whole word.
    phrase = phrase.slice(0, 100).replace(/[\s,;:]+(?:[^\s,:;]\S*)?$/, "");
  }
  return phrase.replace(/[,;:\s]+$/, "").trim();
}

/** The structure of a manuscript: its lines and the divisions the preacher gave it. */
export function manuscriptStructure(manuscript: string): Structure {
  const lines = manuscriptLines(manuscript);
  const methods: [Structure["method"], (lines: ManuscriptLine[]) => Division[]][] = [
    ["headings", headingDivisions],
    ["standalone", standaloneDivisions],
    ["capitals", capitalDivisions],
    ["signposts", signpostDivisions],
  ];
  for (const [method, find] of methods) {
    const divisions = find(lines);
    if (!divisions.length) continue;
    // A closing heading marks where the call is; a close announced inside a paragraph is only
    // left out of the points (the call is then looked for in the sermon's last part).
    let closingLine = divisions.find((division) => division.closing && division.standalone)?.line;
    let points = divisions.filter((division) => !division.closing);
    // The last heading may be the sermon's close without saying so ("The candle of joy",
    // "Come home this week"): one paragraph after it, calling for a response this week.
    const last = points.at(-1);
    if (closingLine === undefined && last?.standalone && points.length >= 3) {
      const after = lines.slice(last.line + 1).filter((line) => line.kind === "prose");
      if (after.length === 1 && callWords.test(after[0]!.text)) {
        closingLine = last.line;
        points = points.slice(0, -1);
      }
    }
    // A closing heading of another kind after the last point ("**Conclusion**" after "Point 3:").
    if (closingLine === undefined && last)
      for (let index = last.line + 1; index < lines.length; index++) {
        const line = lines[index]!;
        const plain = line.text.replace(/^[#*_\s]+/, "").replace(/[*_\s]+$/, "");
        if (line.kind === "short" && isHeadingLike(plain) && closingWords.test(plain)) {
          closingLine = index;
          break;
        }
      }
    return { lines, divisions: points, method, closingLine };
  }
  // A closing heading with no points still marks where the call is.
  const closing = lines.findIndex(
    (line) => line.kind === "short" && closingWords.test(line.text) && isHeadingLike(line.text),
  );
  return { lines, divisions: [], method: "none", closingLine: closing >= 0 ? closing : undefined };
}
