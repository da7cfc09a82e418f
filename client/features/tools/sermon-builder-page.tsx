import { WritingToolPage } from "./tool-page-layout";
import { StudyFirstLink } from "../../components/study/study-first-link";

/** The sermon builder: its declared page, with the study desk offered under the form. */
export function SermonBuilderPage() {
  return <WritingToolPage tool="sermon" extras={{ formFooter: <StudyFirstLink /> }} />;
}
