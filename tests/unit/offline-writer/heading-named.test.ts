import { describe, expect, it } from "vitest";
import { offlineDraft } from "../draft-quality/offline-engine";

/**
 * Fourth held-out reading, class 7: a Bible edition's section heading given as the passage's
 * own ("Its section is headed “You Have Searched Me and Known Me”."). A heading an offline
 * meditation gives is named as the Berean Standard Bible's.
 */
describe("a meditation's section heading", () => {
  it.each(["Psalm 139:1-12", "John 21:15-19", "Psalm 130"])(
    "is named as the BSB's: %s",
    async (scripture) => {
      const { item } = await offlineDraft("meditation", { scripture });
      const context = (item as { context: string }).context;
      expect(context).toMatch(/The Berean Standard Bible heads its section “[^”]+”\./);
      expect(context).not.toMatch(/Its section is headed/);
    },
  );
});
