import { describe, expect, it } from "vitest";
import { checkScripture } from "../../../server/scripture/check-scripture";
import { lookup } from "../../../server/scripture/lookup";

/**
 * Issue 31, held-out set 6 (Robertson): a quotation with no reference, checked against the KJV,
 * was shown against the WEB's text of the verse and labelled WEB, because the KJV's search
 * missed it. The verses found are judged in the translation asked for when the verdict there
 * is the same; a quotation that is another translation's word for word stays with it.
 */
const verse = (reference: string, translation: "kjv" | "web") => {
  const found = lookup(reference, { translation });
  if (!found.ok) throw new Error(reference);
  return found.passage.passages[0]!.verses[0]!.text;
};

describe("a quotation found without a reference", () => {
  it("is shown in the translation the text is checked against when it differs the same way there", () => {
    const result = checkScripture("Satan asked, “Doth Job serve God for naught?” It was a lie.", {
      translation: "kjv",
    });
    const [found] = result.quotations ?? [];
    expect(found?.foundAt).toBe("Job 1:9");
    expect(found?.verdict).toBe("misquote");
    expect(found?.translation).toBe("kjv");
    expect(found?.text).toBe(verse("Job 1:9", "kjv"));
    expect(found?.differences).toEqual([{ quoted: "serve", original: "fear" }]);
  });

  it("stays with another translation whose words it has exactly", () => {
    const web = verse("John 3:16", "web");
    expect(web).not.toBe(verse("John 3:16", "kjv"));
    const result = checkScripture(`The gospel in one verse: “${web}”`, { translation: "kjv" });
    const [found] = result.quotations ?? [];
    expect(found?.foundAt).toBe("John 3:16");
    expect(found?.translation).toBe("web");
    expect(found?.verdict).toBe("exact");
  });
});
