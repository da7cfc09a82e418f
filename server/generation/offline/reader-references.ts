import { formatCitation } from "@shared/scripture/reference";
import { scanReferences } from "../../scripture/reference-scanner";

/**
 * A commentary's words as a reader meets them: each reference it cites in its own short form
 * (Matthew Henry's "Ac 12:12", "1Pe 5:13") printed as the product prints references ("Acts
 * 12:12", "1 Peter 5:13"); every other character as the commentator wrote it. A name the
 * scanner cannot place stays as written.
 */
export function withReaderReferences(text: string): string {
  let out = "";
  let from = 0;
  for (const citation of scanReferences(text)) {
    if (citation.unknownBook !== undefined || citation.problem || citation.ranges.length === 0)
      continue;
    out += text.slice(from, citation.start) + formatCitation(citation.ranges);
    from = citation.end;
  }
  return out + text.slice(from);
}
