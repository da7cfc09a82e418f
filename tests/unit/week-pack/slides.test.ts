import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { pieceResultSchemas } from "@shared/tools/week-pack/schemas";
import { composePackPiece } from "../../../server/generation/offline/week-pack";
import { packContext } from "../../../server/generation/offline/week-pack/context";
import { passageParts, renderSlides } from "../../../server/modules/packs/slides";
import { romansOutline } from "./fixtures";

function hasSoffice(): boolean {
  try {
    execFileSync("soffice", ["--version"], { stdio: "ignore", timeout: 30_000 });
    return true;
  } catch {
    return false;
  }
}

describe("sermon slides", () => {
  const context = packContext({ ...romansOutline, passage: "Romans 8:28-39" }, "web", {
    name: "Sam Reed",
    church: "Grace Church",
    role: "",
    emailSignature: "",
  })!;
  const result = pieceResultSchemas["sermon-slides"].parse(composePackPiece("slides", context));

  it("splits a long passage over slides that each fit", () => {
    const parts = passageParts("Romans 8:28-39", "web");
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(part.join(" ").length).toBeLessThanOrEqual(300);
    expect(parts.flat().join(" ")).toContain("39 nor height, nor depth");
  });

  it("opens as a deck: title with the church, passage slides, the big idea, one per point, the call", async () => {
    const bytes = await renderSlides(result, "web");
    const files = unzipSync(new Uint8Array(bytes));
    const slides = Object.keys(files)
      .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
      .sort((a, b) => Number(a.match(/\d+/)![0]) - Number(b.match(/\d+/)![0]));
    const passageSlides = passageParts("Romans 8:28-39", "web").length;
    expect(slides).toHaveLength(1 + passageSlides + 1 + romansOutline.points.length + 1);
    const text = (name: string) =>
      strFromU8(files[name]!)
        .replace(/<[^>]+>/g, "")
        .replace(/&apos;/g, "'")
        .replace(/&quot;/g, '"');
    expect(text(slides[0]!)).toContain("Hope That Does Not Disappoint");
    expect(text(slides[0]!)).toContain("Grace Church");
    expect(text(slides[1]!)).toContain("We know that all things work together for good");
    romansOutline.points.forEach((point, index) =>
      expect(text(slides[passageSlides + 2 + index]!)).toContain(point),
    );
    expect(text(slides.at(-1)!)).toContain("Bring one hardship to God");
  });

  it.runIf(hasSoffice())(
    "converts with LibreOffice",
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "kt-slides-"));
      const file = path.join(dir, "deck.pptx");
      writeFileSync(file, await renderSlides(result, "web"));
      execFileSync(
        "soffice",
        [
          "--headless",
          "--norestore",
          `-env:UserInstallation=file://${dir}/profile`,
          "--convert-to",
          "pdf",
          "--outdir",
          dir,
          file,
        ],
        { stdio: "ignore", timeout: 120_000 },
      );
      expect(existsSync(path.join(dir, "deck.pdf"))).toBe(true);
      expect(readFileSync(path.join(dir, "deck.pdf")).subarray(0, 4).toString()).toBe("%PDF");
    },
    150_000,
  );
});
