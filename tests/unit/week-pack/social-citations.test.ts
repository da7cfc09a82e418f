import { describe, expect, it } from "vitest";
import type { PackOutline } from "@shared/tools/week-pack/schemas";
import { composePackPiece } from "../../../server/generation/offline/week-pack";
import { packContext } from "../../../server/generation/offline/week-pack/context";

/** Faith Versus Sight as its transcript's outline reads: the big idea quotes and cites the text. */
const faith: PackOutline = {
  title: "Faith Versus Sight",
  passage: "2 Corinthians 5:7",
  bigIdea:
    "The Apostle, however, mentions here a great general principle: “We walk by faith, not by sight.” (2 Corinthians 5:7)",
  points: [
    "A word or two about the posture mentioned",
    "In the text we have two principles contrasted: “We walk by faith, not by sight.” (2 Corinthians 5:7)",
  ],
  callToAction:
    "On the oath and Covenant of the Most High we must, every one of us, come and build!",
  notes: "",
  ageBand: "6-8",
};

function posts(outline: PackOutline): string[] {
  const social = composePackPiece("social", packContext(outline, "web")!) as {
    posts: Array<{ content: string }>;
  };
  return social.posts.map((post) => post.content);
}

/** A citation followed at once by the same citation: "(2 Corinthians 5:7). (2 Corinthians 5:7)". */
const citedTwice = /\(([^()]+)\)[.!?]?\s*\(\1\)/;

describe("the week's posts name their passage", () => {
  it("once after a big idea or point that cites it already", () => {
    const all = posts(faith);
    for (const post of all) expect(post, post).not.toMatch(citedTwice);
    // Each post that names the passage at its end still does.
    expect(all.some((post) => post.endsWith("(2 Corinthians 5:7)"))).toBe(true);
  });

  it("after a big idea that does not cite it", () => {
    const plain = { ...faith, bigIdea: "We walk by faith and not by what we see." };
    expect(posts(plain)).toContain("We walk by faith and not by what we see. (2 Corinthians 5:7)");
  });

  it("in a hashtag of the book's whole name, its number kept", () => {
    for (const passage of ["2 Corinthians 5:7", "Song of Solomon 2:10-13", "Psalm 23"]) {
      const book = passage
        .replace(/\s+\d[\d:–-]*$/, "")
        .replace(/\s+/g, "")
        .toLowerCase();
      const tags = posts({ ...faith, passage }).flatMap((post) => post.match(/#\S+/g) ?? []);
      expect(tags.length).toBeGreaterThan(0);
      expect(tags.map((tag) => tag.toLowerCase())).toContain(`#${book}`);
    }
  });
});
