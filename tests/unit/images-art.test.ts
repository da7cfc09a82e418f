import { describe, expect, it } from "vitest";
import { Resvg } from "@resvg/resvg-js";
import {
  imageSizes,
  imageStyleValues,
  type ImageSize,
  type ImageStyle,
} from "@shared/images/schemas";
import { composeArt, renderSvg } from "../../server/modules/images/offline-art";
import { imageInfo, toPngOfSize } from "../../server/modules/images/image-bytes";
import { metricsOf } from "../../server/modules/images/font";
import { fitText, lineWidth } from "../../server/modules/images/text-layout";
import { findArtScripture } from "../../server/modules/images/scripture-text";
import { chooseMotif } from "../../server/modules/images/offline/motifs";
import { createRng } from "../../server/modules/images/offline/random";

/** RGBA pixels of a PNG, decoded by drawing it with resvg at its own size. */
function pixelsOf(png: Buffer) {
  const info = imageInfo(png)!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${info.width}" height="${info.height}"><image href="data:image/png;base64,${png.toString("base64")}" width="${info.width}" height="${info.height}"/></svg>`;
  const rendered = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  return { width: rendered.width, height: rendered.height, rgba: rendered.pixels };
}

/** Luminance on a coarse grid (every 8th pixel each way): enough to compare pictures. */
function luminanceGrid(png: Buffer): number[] {
  const { width, height, rgba } = pixelsOf(png);
  const values: number[] = [];
  for (let y = 0; y < height; y += 8) {
    for (let x = 0; x < width; x += 8) {
      const at = (y * width + x) * 4;
      values.push(0.2126 * rgba[at]! + 0.7152 * rgba[at + 1]! + 0.0722 * rgba[at + 2]!);
    }
  }
  return values;
}

function standardDeviation(values: number[]): number {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
}

function meanDifference(a: number[], b: number[]): number {
  expect(a.length).toBe(b.length);
  return a.reduce((sum, value, index) => sum + Math.abs(value - b[index]!), 0) / a.length;
}

async function render(prompt: string, style: ImageStyle, size: ImageSize = "1024x1024") {
  const art = composeArt({ prompt, style, size });
  return { ...art, png: await renderSvg(art.svg) };
}

describe("offline scripture art", () => {
  const rendered = new Map<ImageStyle, Buffer>();

  it("draws every style at 1024x1024 as a real, non-blank PNG", async () => {
    for (const style of imageStyleValues) {
      const art = await render("Psalm 23:1-3 with a shepherd at sunrise", style);
      expect(imageInfo(art.png)).toEqual({ format: "png", width: 1024, height: 1024 });
      const grid = luminanceGrid(art.png);
      // A blank or single-colour picture has no spread at all.
      expect(standardDeviation(grid), style).toBeGreaterThan(25);
      rendered.set(style, art.png);
    }
  });

  it("gives each style a visibly different picture", () => {
    const grids = imageStyleValues.map((style) => luminanceGrid(rendered.get(style)!));
    for (let a = 0; a < grids.length; a++) {
      for (let b = a + 1; b < grids.length; b++) {
        expect(
          meanDifference(grids[a]!, grids[b]!),
          `${imageStyleValues[a]} vs ${imageStyleValues[b]}`,
        ).toBeGreaterThan(30);
      }
    }
  });

  it("renders the tall and wide sizes at exactly their dimensions", async () => {
    for (const { value, width, height } of imageSizes) {
      for (const style of ["stained-glass", "watercolor"] as const) {
        const art = await render("Be still, and know that I am God", style, value);
        expect(imageInfo(art.png), `${style} ${value}`).toEqual({ format: "png", width, height });
        expect(standardDeviation(luminanceGrid(art.png))).toBeGreaterThan(15);
      }
    }
  });

  it("draws different descriptions differently in every style", async () => {
    for (const style of imageStyleValues) {
      const first = await render("A dove descending over the Jordan river", style);
      const second = await render("Romans 8:28 for a youth group poster", style);
      expect(
        meanDifference(luminanceGrid(first.png), luminanceGrid(second.png)),
        style,
      ).toBeGreaterThan(10);
    }
  });

  it("builds the picture around the symbol the description (or its verse) names first", () => {
    const rng = createRng(7);
    const motif = (text: string, verse?: string) => chooseMotif(text, verse, rng).key;
    expect(motif("Welcome Sunday: Easter celebration")).toBe("cross");
    expect(motif("Baptized in the Jordan")).toBe("waves");
    expect(motif("The Lord is my shepherd")).toBe("crook");
    expect(motif("A dove, then a crown")).toBe("dove");
    expect(motif("Romans 5:8", "But God commends his own love toward us")).toBe("heart");
    expect(
      composeArt({ prompt: "Easter morning", style: "biblical", size: "1024x1024" }).enhancedPrompt,
    ).toContain("a cross");
  });

  it("is deterministic: the same request draws the same picture", async () => {
    const a = composeArt({ prompt: "Grace upon grace", style: "modern", size: "1792x1024" });
    const b = composeArt({ prompt: "Grace upon grace", style: "modern", size: "1792x1024" });
    expect(a.svg).toBe(b.svg);
  });

  it("sets the verse text when the description names a reference", () => {
    const art = composeArt({
      prompt: "John 3:16 for Sunday",
      style: "renaissance",
      size: "1024x1024",
    });
    const text = art.svg.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("For God so loved the world");
    expect(text).toContain("JOHN 3:16 · WEB");
    expect(art.reference).toBe("John 3:16");
    expect(art.enhancedPrompt).toMatch(/^Offline scripture art, Renaissance style, 1024x1024: /);
    expect(art.enhancedPrompt).toContain("the text of John 3:16 (WEB)");
  });

  it("uses the King James text when the description asks for it", () => {
    const finding = findArtScripture("Psalm 23:1 KJV");
    expect(finding).toMatchObject({
      kind: "verse",
      scripture: {
        translation: "kjv",
        text: expect.stringContaining("The LORD is my shepherd; I shall not want."),
      },
    });
  });

  it("uses the Berean Standard Bible's text when the description asks for it", () => {
    const finding = findArtScripture("Psalm 23:4 (BSB), a valley at dusk");
    expect(finding).toMatchObject({
      kind: "verse",
      scripture: {
        translation: "bsb",
        text: expect.stringContaining("I will fear no evil, for You are with me"),
      },
    });
  });

  it("sets no words, and says why, when a named reference does not exist", () => {
    const art = composeArt({ prompt: "John 22:5 at dawn", style: "watercolor", size: "1024x1024" });
    expect(art.reference).toBeUndefined();
    expect(art.svg).not.toContain("<text");
    expect(art.enhancedPrompt).toContain("John 22:5 could not be found in the Bible");
    expect(art.enhancedPrompt).toContain("no words set on it");
  });

  it("never prints the description: without a verse or a caption the picture has no words", async () => {
    const prompt = `A "Good Shepherd" banner for Sunday's slides, with sheep on a green hill`;
    for (const style of imageStyleValues) {
      const art = composeArt({ prompt, style, size: "1024x1024" });
      expect(art.svg, style).not.toContain("<text");
      expect(art.svg, style).not.toContain("Shepherd");
      expect(art.enhancedPrompt, style).toContain("no words set on it");
    }
    const png = await renderSvg(composeArt({ prompt, style: "modern", size: "1024x1024" }).svg);
    expect(standardDeviation(luminanceGrid(png))).toBeGreaterThan(5);
  });

  it("sets the caption the pastor marks, instead of a named verse", () => {
    const words = (svg: string) => svg.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    const captioned = composeArt({
      prompt: "An empty tomb at sunrise, John 20:1",
      caption: "  He is   risen ",
      style: "biblical",
      size: "1792x1024",
    });
    expect(words(captioned.svg)).toContain("He is risen");
    expect(words(captioned.svg)).not.toContain("first day of the week");
    expect(words(captioned.svg)).not.toContain("sunrise");
    expect(captioned.reference).toBeUndefined();
    expect(captioned.enhancedPrompt).toContain("your caption set in");
    // An empty caption leaves the named verse.
    const verse = composeArt({
      prompt: "An empty tomb at sunrise, John 20:1",
      caption: "   ",
      style: "biblical",
      size: "1792x1024",
    });
    expect(words(verse.svg)).toContain("first day of the week");
    expect(verse.reference).toBe("John 20:1");
  });

  it("sets a verse that starts inside a quotation with its quotation marks balanced", () => {
    const art = composeArt({ prompt: "Jeremiah 29:11", style: "modern", size: "1024x1792" });
    const text = art.svg.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(text).toContain("“For I know the thoughts");
    expect(text).toMatch(/a future\.”/);
    expect((text.match(/“/g) ?? []).length).toBe((text.match(/”/g) ?? []).length);
  });

  it("shortens a long passage at a verse boundary and names the verses shown", () => {
    const finding = findArtScripture("Psalm 119:1-40");
    expect(finding.kind).toBe("verse");
    if (finding.kind !== "verse") return;
    expect(finding.scripture.text.length).toBeLessThanOrEqual(420);
    expect(finding.scripture.reference).toMatch(/^Psalm 119:1–\d+$/);
  });

  it("escapes markup in a caption and still renders", async () => {
    const art = composeArt({
      prompt: "grace",
      caption: `<script>alert("x")</script> & "grace"`,
      style: "oil-painting",
      size: "1024x1024",
    });
    expect(art.svg).not.toContain("<script>");
    expect(art.svg).toContain("&lt;script&gt;");
    expect(imageInfo(await renderSvg(art.svg))?.width).toBe(1024);
  });

  it("fits long text inside its box, cutting with an ellipsis only when it must", () => {
    const style = { face: "regular", maxSize: 80, minSize: 30, leading: 1.3 } as const;
    const box = { width: 700, height: 300 };
    const short = fitText("Faith, hope and love", style, box);
    expect(short.fontSize).toBe(80);
    const long = fitText("grace ".repeat(200), style, box);
    expect(long.fontSize).toBe(30);
    expect(long.height).toBeLessThanOrEqual(box.height);
    expect(long.lines.at(-1)).toMatch(/…$/);
    for (const line of [...short.lines, ...long.lines]) {
      expect(lineWidth(line, style, long.lines.includes(line) ? 30 : 80)).toBeLessThanOrEqual(
        box.width,
      );
    }
  });

  it("reads real glyph widths from the bundled font", () => {
    const regular = metricsOf("regular");
    expect(regular.measure("W")).toBeGreaterThan(regular.measure("i") * 2);
    expect(metricsOf("bold").measure("Kingdom")).toBeGreaterThan(regular.measure("Kingdom"));
    expect(regular.ascent).toBeGreaterThan(0.5);
  });
});

describe("provider image bytes", () => {
  it("reads PNG and JPEG sizes and refuses anything else", () => {
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
      "base64",
    );
    expect(imageInfo(png)).toEqual({ format: "png", width: 1, height: 1 });
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0x00,
      0x03, 0x00, 0x03, 0x01, 0x22, 0x00,
    ]);
    expect(imageInfo(jpeg)).toEqual({ format: "jpeg", width: 768, height: 512 });
    expect(imageInfo(Buffer.from("<html>not an image</html>"))).toBeUndefined();
    expect(imageInfo(png.subarray(0, 20))).toBeUndefined();
  });

  it("fits a provider image of another shape to the exact size, filling the frame", async () => {
    const art = await render("Light of the world", "modern", "1024x1024");
    const tall = await toPngOfSize(art.png, imageInfo(art.png)!, 1024, 1792);
    expect(imageInfo(tall)).toEqual({ format: "png", width: 1024, height: 1792 });
    const { rgba, width } = pixelsOf(tall);
    // Cropped to cover: the corners are painted, not transparent bars.
    expect(rgba[3]).toBe(255);
    expect(rgba[(1791 * width + 1023) * 4 + 3]).toBe(255);
    const same = await toPngOfSize(art.png, imageInfo(art.png)!, 1024, 1024);
    expect(same.equals(art.png)).toBe(true);
  });
});
