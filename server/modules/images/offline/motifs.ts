import type { Rng } from "./random";
import { r1 } from "./random";

/**
 * The symbol a picture is built around, chosen from the words of the description (or
 * of the verse): a cross for Calvary, a dove for the Spirit, a crook for the Shepherd…
 * Each is drawn in a 100×100 box centred on (50,50).
 */
export interface Motif {
  key: string;
  /** How the enhanced prompt names it. */
  noun: string;
  words: readonly string[];
  /** Filled shapes; `stroke` shapes are drawn as lines of the given width (box units). */
  paths: readonly string[];
  stroke?: number;
}

export const motifs: readonly Motif[] = [
  {
    key: "cross",
    noun: "a cross",
    words: [
      "cross",
      "calvary",
      "crucif*",
      "resurrect*",
      "easter",
      "atonement",
      "redeem*",
      "redemption*",
      "salvation",
      "saviour",
      "savior",
      "golgotha",
      "risen",
      "tomb",
    ],
    paths: ["M44,6h12v88h-12z", "M22,26h56v12h-56z"],
  },
  {
    key: "dove",
    noun: "a descending dove",
    words: ["dove", "holy spirit", "peace", "comforter", "spirit"],
    paths: [
      "M12,56C22,46 40,44 52,48C56,34 68,18 90,12C82,28 76,40 72,50C80,50 88,53 95,60C82,61 74,62 68,64C62,74 48,80 34,77L18,86L23,72C16,68 10,62 12,56Z",
    ],
  },
  {
    key: "crown",
    noun: "a crown",
    words: ["crown", "king", "kingdom", "reign", "throne", "majesty", "royal", "lord of lords"],
    paths: [
      "M14,72L10,34L32,52L50,20L68,52L90,34L86,72Z",
      "M14,76h72v12h-72z",
      "M46,20a4,4 0 1,0 8,0a4,4 0 1,0 -8,0",
    ],
  },
  {
    key: "star",
    noun: "the star of Bethlehem",
    words: ["star", "bethlehem", "christmas", "nativity", "advent", "magi", "wise men", "manger"],
    paths: [
      "M50,2L57,43L98,50L57,57L50,98L43,57L2,50L43,43Z",
      "M50,30L54,46L70,50L54,54L50,70L46,54L30,50L46,46Z",
    ],
  },
  {
    key: "sun",
    noun: "a rising sun",
    words: [
      "light",
      "sun",
      "dawn",
      "morning",
      "sunrise",
      "shine",
      "shining",
      "bright",
      "glory",
      "new day",
    ],
    paths: [
      "M30,50a20,20 0 1,0 40,0a20,20 0 1,0 -40,0",
      ...Array.from({ length: 12 }, (_, index) => {
        const angle = (index / 12) * Math.PI * 2;
        const point = (radius: number, offset: number) =>
          `${r1(50 + Math.cos(angle + offset) * radius)},${r1(50 + Math.sin(angle + offset) * radius)}`;
        return `M${point(26, -0.09)}L${point(46, 0)}L${point(26, 0.09)}Z`;
      }),
    ],
  },
  {
    key: "waves",
    noun: "flowing waters",
    words: ["water", "sea", "river", "wave", "baptism", "baptiz*", "storm", "jordan", "rain"],
    paths: [
      "M4,40C16,30 28,30 40,40S64,50 76,40 96,34 96,34",
      "M4,58C16,48 28,48 40,58S64,68 76,58 96,52 96,52",
      "M4,76C16,66 28,66 40,76S64,86 76,76 96,70 96,70",
    ],
    stroke: 7,
  },
  {
    key: "mountain",
    noun: "a mountain",
    words: [
      "mountain",
      "hill",
      "rock",
      "fortress",
      "refuge",
      "sinai",
      "zion",
      "summit",
      "strength",
    ],
    paths: ["M2,88L36,26L50,48L64,30L98,88Z", "M36,26L44,40L38,38L32,44Z"],
  },
  {
    key: "tree",
    noun: "a flourishing tree",
    words: [
      "tree",
      "vine",
      "branch",
      "garden",
      "fruit",
      "root",
      "seed",
      "harvest",
      "olive",
      "grow",
    ],
    paths: [
      "M46,56h8v38h-8z",
      "M22,46a18,18 0 1,0 36,0a18,18 0 1,0 -36,0",
      "M42,40a18,18 0 1,0 36,0a18,18 0 1,0 -36,0",
      "M32,24a18,18 0 1,0 36,0a18,18 0 1,0 -36,0",
    ],
  },
  {
    key: "heart",
    noun: "a heart",
    words: [
      "love",
      "loving",
      "heart",
      "compassion",
      "mercy",
      "grace",
      "mercies",
      "beloved",
      "kindness",
    ],
    paths: ["M50,88C18,64 6,46 16,30C26,14 44,18 50,34C56,18 74,14 84,30C94,46 82,64 50,88Z"],
  },
  {
    key: "flame",
    noun: "a flame",
    words: ["fire", "flame", "pentecost", "revival", "burn", "ablaze", "lamp"],
    paths: [
      "M50,4C62,28 80,40 76,64C73,84 60,94 50,94C40,94 27,84 24,64C21,44 40,38 42,20C48,32 50,38 50,4Z",
    ],
  },
  {
    key: "crook",
    noun: "a shepherd's crook",
    words: ["shepherd", "sheep", "lamb", "flock", "pasture", "psalm 23"],
    paths: ["M58,96L58,32C58,8 26,8 26,30"],
    stroke: 8,
  },
  {
    key: "chalice",
    noun: "a chalice",
    words: ["communion", "cup", "wine", "bread", "supper", "eucharist", "covenant", "blood"],
    paths: ["M28,10L72,10C72,44 62,54 54,57L54,76L70,88L30,88L46,76L46,57C38,54 28,44 28,10Z"],
  },
  {
    key: "book",
    noun: "an open Bible",
    words: ["word", "scripture", "bible", "gospel", "truth", "wisdom", "law", "teach"],
    paths: [
      "M50,28C38,20 20,20 6,24L6,80C20,76 38,76 50,84C62,76 80,76 94,80L94,24C80,20 62,20 50,28Z",
    ],
  },
];

const defaults = ["cross", "dove", "star", "crown", "sun"] as const;

function firstMention(text: string, motif: Motif): number {
  const lower = text.toLowerCase();
  let best = Number.POSITIVE_INFINITY;
  for (const word of motif.words) {
    // "stem*" matches any ending; other words only as themselves or with a plain ending.
    const pattern = word.endsWith("*")
      ? `\\b${word.slice(0, -1)}`
      : `\\b${word}(?:s|es|d|ed|ing)?\\b`;
    const match = new RegExp(pattern).exec(lower);
    if (match && match.index < best) best = match.index;
  }
  return best;
}

function earliest(text: string): Motif | undefined {
  let found: Motif | undefined;
  let at = Number.POSITIVE_INFINITY;
  for (const motif of motifs) {
    const index = firstMention(text, motif);
    if (index < at) {
      at = index;
      found = motif;
    }
  }
  return found;
}

/** The motif the description names first, else the verse's, else one of the classic symbols. */
export function chooseMotif(description: string, verseText: string | undefined, rng: Rng): Motif {
  const named = earliest(description) ?? (verseText ? earliest(verseText) : undefined);
  if (named) return named;
  const key = rng.pick(defaults);
  return motifs.find((motif) => motif.key === key)!;
}

/** The motif as SVG at a centre and size, in one colour. */
export function drawMotif(
  motif: Motif,
  cx: number,
  cy: number,
  size: number,
  fill: string,
  extra = "",
): string {
  const scale = size / 100;
  const transform = `translate(${r1(cx - size / 2)},${r1(cy - size / 2)}) scale(${Math.round(scale * 1000) / 1000})`;
  const paint = motif.stroke
    ? `fill="none" stroke="${fill}" stroke-width="${motif.stroke}" stroke-linecap="round" stroke-linejoin="round"`
    : `fill="${fill}"`;
  return `<g transform="${transform}" ${paint}${extra ? ` ${extra}` : ""}>${motif.paths.map((d) => `<path d="${d}"/>`).join("")}</g>`;
}
