import { WritingToolPage } from "./tool-page-layout";

/** The prayer creator: the page its declaration gives it. */
export function PrayerCreatorPage() {
  return <WritingToolPage tool="prayer" />;
}
