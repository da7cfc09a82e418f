import type { ScriptureIndex } from "../../../server/scripture/bible-index";

/** The references a sample sermon cites: forty, in the forms preachers write them. */
export const sermonReferences = [
  "John 3:16", "Rom 8:28", "Eph 2:8-9", "1 Cor 13:4-7", "Psalm 23:1", "Gen 1:1-2:3", "Isa 40:31",
  "Phil 4:13", "Heb 11:1", "Matt 5:3-12", "Jer 29:11", "Prov 3:5-6", "Rom 12:1-2", "Gal 5:22-23",
  "2 Cor 5:17", "Lam 3:22-23", "Mic 6:8", "Josh 1:9", "Ps 46:10", "Matt 11:28-30", "John 14:6",
  "Acts 1:8", "Rom 5:8", "1 John 1:9", "Jas 1:2-4", "Col 3:12-14", "1 Pet 5:7", "Heb 12:1-2",
  "Matt 28:19-20", "John 15:5", "Ps 119:105", "Isa 53:5", "Rom 10:9-10", "Titus 2:11",
  "2 Tim 3:16-17", "Mark 10:45", "Luke 15:7", "Eph 6:10-18", "Rev 21:4", "Deut 31:6",
]; // prettier-ignore

const filler = (
  "Friends, the good news is not an idea we invent but a gift we receive. When life feels heavy and " +
  "the road is long, we remember that God has spoken, and his word does not return empty. Think of " +
  "the week you have had, the conversations at work, the worries that kept you awake, and hear again " +
  "that you are not alone. The church has always gathered around these words, in seasons of plenty " +
  "and in seasons of loss, and found that they hold."
).split(" ");

/**
 * A sermon of about 3,000 words citing the forty references; every fourth quotes its verse
 * word for word from `index` ("…" (John 3:16)), so checking has quotations to compare.
 */
export function buildSermon(index: ScriptureIndex, words = 3000): string {
  const parts: string[] = [];
  const every = Math.floor(words / sermonReferences.length);
  let cited = 0;
  for (let i = 0; i < words; i++) {
    parts.push(filler[i % filler.length] as string);
    if (i % every === every - 1 && cited < sermonReferences.length) {
      const reference = sermonReferences[cited] as string;
      const first = /^(.+?) (\d+):(\d+)/.exec(reference);
      const quote =
        cited % 4 === 0 && first
          ? index.verseText(
              "web",
              bookIdFor(first[1] as string),
              Number(first[2]),
              Number(first[3]),
            )
          : undefined;
      parts.push(quote ? `“${quote}” (${reference}).` : `(see ${reference}).`);
      cited++;
    }
  }
  return parts.join(" ");
}

const ids: Record<string, string> = {
  John: "John", Rom: "Rom", Eph: "Eph", "1 Cor": "1Cor", Psalm: "Ps", Gen: "Gen", Isa: "Isa",
  Phil: "Phil", Heb: "Heb", Matt: "Matt", Jer: "Jer", Prov: "Prov", Gal: "Gal", "2 Cor": "2Cor",
  Lam: "Lam", Mic: "Mic", Josh: "Josh", Ps: "Ps", Acts: "Acts", "1 John": "1John", Jas: "Jas",
  Col: "Col", "1 Pet": "1Pet", Titus: "Titus", "2 Tim": "2Tim", Mark: "Mark", Luke: "Luke",
  Rev: "Rev", Deut: "Deut",
}; // prettier-ignore

function bookIdFor(name: string) {
  return ids[name] as Parameters<ScriptureIndex["verseText"]>[1];
}
