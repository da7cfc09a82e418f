import { describe, expect, it } from "vitest";
import { transcriptManuscript } from "../../../server/modules/recordings/manuscript";

const untimed = (...paragraphs: string[]) =>
  paragraphs.map((text) => ({ start: null, end: null, text }));

describe("a transcript as a manuscript", () => {
  it("starts a paragraph at each way a preacher says a division aloud", () => {
    const { text, signposts } = transcriptManuscript(
      untimed(
        "Open your Bibles to Psalm twenty-three. Number one: the Lord leads. He goes before us. Secondly, the Lord restores my soul.",
        "And my next point is that he walks with us in the valley. The last thing is this, he prepares a table.",
      ),
      "Shepherd",
    );
    expect(signposts).toBe(4);
    expect(text.split("\n\n")).toEqual([
      "Shepherd",
      "Text: Psalm 23",
      "[Open your Bibles to Psalm 23.]",
      "First, the Lord leads. He goes before us.",
      "Second, the Lord restores my soul.",
      "Third, he walks with us in the valley.",
      "Finally, he prepares a table.",
    ]);
  });

  it("marks asides for the room as notes for the pulpit, a story told with permission whole", () => {
    const { text, asides } = transcriptManuscript(
      untimed(
        "If you're watching online, welcome. God is faithful.",
        "Tom said I could share this. His wife left in March. He still prays.",
        "Grace is free.",
      ),
      "Faithful",
    );
    expect(asides).toBe(4);
    expect(text).toContain("[If you're watching online, welcome.] God is faithful.");
    expect(text).toContain(
      "[Tom said I could share this.] [His wife left in March.] [He still prays.]",
    );
    expect(text).toContain("\n\nGrace is free.");
  });
});
