import { WritingToolPage } from "./tool-page-layout";

/** The devotional builder: the page its declaration gives it. */
export function DevotionalBuilderPage() {
  return <WritingToolPage tool="devotional" />;
}
