import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { packPieces, pieceById } from "@shared/tools/week-pack/definition";
import { platformCharacterLimits } from "@shared/generation/options";
import { pieceResultSchemas } from "@shared/tools/week-pack/schemas";
import { pieceToText } from "@shared/tools/week-pack/text";
import { composePackPiece } from "../../../server/generation/offline/week-pack";
import { packContext } from "../../../server/generation/offline/week-pack/context";
import { outlineFromManuscript } from "../../../server/modules/packs/extract-outline";
import { sermonWords } from "../../../server/modules/packs/preacher-words";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { readings } from "./readings/readings";

/**
 * What a program can check of the pastor's reading of three whole packs
 * (docs/evaluation/week-pack-verdicts.md; the packs: scripts/week-pack-readings.ts).
 */

const folder = join(__dirname, "readings");
const plain = (value: string) =>
  value
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ");

describe.each(readings.map((reading) => [reading.file, reading] as const))(
  "%s",
  (_file, reading) => {
    const text = readFileSync(join(folder, reading.file), "utf8");
    const extracted = outlineFromManuscript(text, reading.file);
    const outline = {
      ...extracted.outline,
      notes: reading.details,
      sermon: sermonWords(extracted.sections, extracted.outline.passage),
    };
    const context = packContext(outline, "web", reading.author)!;
    const pieces = packPieces.map(({ id }) => {
      const { type } = pieceById(id)!;
      const result = pieceResultSchemas[type].parse(composePackPiece(id, context));
      return { id, type, result, text: pieceToText(type, result) };
    });

    it("finds the preacher's points, and prints no private sentence, marked or not, in any piece", () => {
      expect(outline.points.length).toBeGreaterThanOrEqual(3);
      for (const piece of pieces)
        for (const note of reading.private) {
          const words = plain(note).trim().split(" ");
          for (let at = 0; at + 4 <= words.length; at++)
            expect(plain(piece.text), `${piece.id}: ${note}`).not.toContain(
              words.slice(at, at + 4).join(" "),
            );
        }
    });

    it("carries the typed event into the email and the posts, and nowhere else", () => {
      for (const piece of pieces) {
        const carries = reading.event.every((fact) => piece.text.includes(fact));
        expect(carries, piece.id).toBe(piece.id === "email" || piece.id === "social");
      }
    });

    it("states the big idea without the pulpit's frame", () => {
      expect(outline.bigIdea).not.toMatch(
        /^(?:this morning|the heart of it|here is the heart|i want)/i,
      );
    });

    it("gives the children the passage's own big idea, in its words", () => {
      const lesson = pieces.find((piece) => piece.id === "children")!.result as { bigIdea: string };
      expect(
        (pieces.find((piece) => piece.id === "children")!.result as { memoryVerse: string })
          .memoryVerse,
      ).toContain(`(${reading.memoryVerse})`);
      expect(lesson.bigIdea).toMatch(/^[^“]+[:!?] “[^”]+” \([^)]+\)\.$/);
      expect(lesson.bigIdea).not.toMatch(/God (?:is good|loves you|takes care of you)/);
    });

    it("keeps posts within their limits and no quotation a misquote", () => {
      const social = pieces.find((piece) => piece.id === "social")!.result as {
        posts: Array<{ platform: keyof typeof platformCharacterLimits; content: string }>;
      };
      for (const post of social.posts)
        expect([...post.content].length).toBeLessThanOrEqual(
          platformCharacterLimits[post.platform],
        );
      for (const piece of pieces) {
        const check = checkScripture(piece.text, { translation: "web" });
        expect(
          check.references.filter((reference) => !reference.valid),
          piece.id,
        ).toEqual([]);
        // The preacher's own paraphrase in quotation marks ("The Lord does not grow weary") is
        // other wording, shown as such; a misquote or a wrong reference would be a fault.
        const wrong = check.references.filter((reference) =>
          ["misquote", "wrong-reference"].includes(reference.quoted?.verdict ?? ""),
        );
        expect(wrong, piece.id).toEqual([]);
      }
    });
  },
);
