import { WritingToolPage } from "./tool-page-layout";

/** The church email composer: the page its declaration gives it. */
export function EmailComposerPage() {
  return <WritingToolPage tool="email" />;
}
