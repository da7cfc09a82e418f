import { asQuotation } from "@shared/scripture/balance-quotes";
import { resvg } from "./resvg";
import { sizeOf, styleLabel, type ImageSize, type ImageStyle } from "@shared/images/schemas";
import { fontFamily, fontFiles } from "./font";
import { fitText, lineWidth, round, textElement, type SetText, type TextBox } from "./text-layout";
import type { ArtCanvas, StyleDesigner } from "./offline/design";
import { chooseMotif } from "./offline/motifs";
import { createRng, seedOf } from "./offline/random";
import { biblical } from "./offline/styles/biblical";
import { modern } from "./offline/styles/modern";
import { photorealistic } from "./offline/styles/photorealistic";
import { stainedGlass } from "./offline/styles/stained-glass";
import { renaissance } from "./offline/styles/renaissance";
import { watercolor } from "./offline/styles/watercolor";
import { oilPainting } from "./offline/styles/oil-painting";
import { findArtScripture, translationAbbreviation, type ScriptureFinding } from "./scripture-text";

/**
 * Offline scripture art: a picture composed as SVG for one of the seven styles and
 * rendered to PNG by resvg at exactly the chosen size. No model is involved; the
 * enhanced prompt says what was drawn.
 */
const designers: Record<ImageStyle, StyleDesigner> = {
  biblical,
  modern,
  photorealistic,
  "stained-glass": stainedGlass,
  renaissance,
  watercolor,
  "oil-painting": oilPainting,
};

export interface ArtRequest {
  prompt: string;
  style: ImageStyle;
  size: ImageSize;
  /** Words the pastor marked to be set on the picture. */
  caption?: string | undefined;
}

export interface ComposedArt {
  svg: string;
  width: number;
  height: number;
  enhancedPrompt: string;
  /** The reference whose verse text the picture shows. */
  reference?: string;
}

export interface RenderedArt extends ComposedArt {
  png: Buffer;
}

function canvasFor(request: ArtRequest, verseText: string | undefined): ArtCanvas {
  const { width, height } = sizeOf(request.size);
  const rng = createRng(seedOf(request.style, request.size, request.prompt.trim().toLowerCase()));
  return {
    width,
    height,
    unit: Math.min(width, height),
    orientation: width === height ? "square" : width > height ? "landscape" : "portrait",
    rng,
    motif: chooseMotif(request.prompt, verseText, rng),
    hueShift: rng.between(-1, 1) * 28,
  };
}

/** A quotation set on its own, starting with a capital ("but those who wait" → "But…"). */
function quoted(text: string): string {
  const quotation = asQuotation(text);
  const first = quotation.search(/[\p{L}]/u);
  return first < 0
    ? quotation
    : `${quotation.slice(0, first)}${quotation.charAt(first).toUpperCase()}${quotation.slice(first + 1)}`;
}

interface ArtWords {
  main: string;
  reference: string | undefined;
}

/**
 * The words set on the picture: the caption the pastor marked, else the text of the
 * verse the description names with its reference, else none (a description is what to
 * draw, not what to print).
 */
function wordsFor(request: ArtRequest, finding: ScriptureFinding): ArtWords | undefined {
  const caption = request.caption?.replace(/\s+/g, " ").trim();
  if (caption) return { main: caption, reference: undefined };
  if (finding.kind === "verse") {
    const { scripture } = finding;
    return {
      main: quoted(scripture.text),
      reference: `${scripture.reference} · ${translationAbbreviation(scripture.translation)}`,
    };
  }
  return undefined;
}

function describe(
  request: ArtRequest,
  finding: ScriptureFinding,
  scene: string,
  shown: { set: SetText; words: ArtWords } | undefined,
): string {
  const style = styleLabel(request.style);
  const cut =
    shown !== undefined &&
    shown.set.lines.join(" ").endsWith("…") &&
    !shown.words.main.endsWith("…");
  const words = !shown
    ? "no words set on it"
    : shown.words.reference && finding.kind === "verse"
      ? `the text of ${finding.scripture.reference} (${translationAbbreviation(finding.scripture.translation)})${cut ? ", shortened to fit," : ""} set in ${fontFamily}`
      : `your caption${cut ? " (shortened to fit)" : ""} set in ${fontFamily}`;
  const note =
    finding.kind === "invalid" && !request.caption?.trim()
      ? ` ${finding.cited} could not be found in the Bible, so no verse was set.`
      : "";
  return `Offline scripture art, ${style} style, ${request.size}: ${scene}; ${words}.${note}`;
}

/** Builds the SVG of a picture (no rendering): the same request always gives the same SVG. */
export function composeArt(request: ArtRequest): ComposedArt {
  const finding = findArtScripture(request.prompt);
  const canvas = canvasFor(request, finding.kind === "verse" ? finding.scripture.text : undefined);
  const design = designers[request.style](canvas);
  const words = wordsFor(request, finding);
  const { width, height } = canvas;
  if (!words) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${design.defs}</defs>${design.backdrop}${design.foreground ?? ""}</svg>`;
    return {
      svg,
      width,
      height,
      enhancedPrompt: describe(request, finding, design.scene, undefined),
    };
  }
  const box = design.textArea;
  const gap = canvas.unit * 0.035;

  const reference = words.reference
    ? fitText(words.reference, design.reference, { width: box.width, height: box.height / 3 })
    : undefined;
  const referenceHeight = reference ? reference.height + gap : 0;
  const main = fitText(words.main, design.main, {
    width: box.width,
    height: box.height - referenceHeight,
  });
  const blockHeight = main.height + referenceHeight;
  const top = box.y + (box.height - blockHeight) / 2;
  const x = design.anchor === "middle" ? box.x + box.width / 2 : box.x;
  const widest = Math.max(
    ...main.lines.map((line) => lineWidthOf(main, line)),
    ...(reference ? reference.lines.map((line) => lineWidthOf(reference, line)) : [0]),
  );
  const bounds: TextBox = {
    x: design.anchor === "middle" ? x - widest / 2 : x,
    y: top,
    width: widest,
    height: blockHeight,
  };
  const setLines = (set: SetText, setTop: number, fill: string) => {
    const shadow = design.textShadow;
    // A stroked copy underneath is as legible as a blurred drop shadow at a fraction of the cost.
    const under = shadow
      ? textElement(set, {
          x,
          top: setTop + set.fontSize * 0.04,
          anchor: design.anchor,
          fill: shadow.colour,
          extra: `fill-opacity="${shadow.opacity}" stroke="${shadow.colour}" stroke-opacity="${shadow.opacity / 2}" stroke-width="${round(set.fontSize * 0.12)}" stroke-linejoin="round"`,
        })
      : "";
    return under + textElement(set, { x, top: setTop, anchor: design.anchor, fill });
  };
  const text =
    setLines(main, top, design.mainFill) +
    (reference ? setLines(reference, top + main.height + gap, design.referenceFill) : "");

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${design.defs}</defs>${design.backdrop}${design.panel ? design.panel(bounds) : ""}${text}${design.foreground ?? ""}</svg>`;
  return {
    svg,
    width,
    height,
    enhancedPrompt: describe(request, finding, design.scene, { set: main, words }),
    ...(words.reference && finding.kind === "verse"
      ? { reference: finding.scripture.reference }
      : {}),
  };
}

function lineWidthOf(set: SetText, line: string): number {
  return lineWidth(line, set.style, set.fontSize);
}

let cachedFontFiles: string[] | undefined;

/** Draws an SVG off the main thread (resvg's async render) and encodes it as PNG. */
export async function renderSvg(svg: string): Promise<Buffer> {
  cachedFontFiles ??= fontFiles();
  const rendered = await resvg().renderAsync(svg, {
    font: { fontFiles: cachedFontFiles, loadSystemFonts: false, defaultFontFamily: fontFamily },
    fitTo: { mode: "original" },
    shapeRendering: 2,
    textRendering: 1,
  });
  return rendered.asPng();
}

export async function renderArt(request: ArtRequest): Promise<RenderedArt> {
  const composed = composeArt(request);
  return { ...composed, png: await renderSvg(composed.svg) };
}
