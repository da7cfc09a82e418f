import { WritingToolPage } from "./tool-page-layout";
import { SermonDelivery } from "./sermon-delivery";
import { StudyFirstLink } from "../../components/study/study-first-link";

/** The sermon builder: its declared page, with email, PDF and Word on every sermon. */
export function SermonBuilderPage() {
  return (
    <WritingToolPage
      tool="sermon"
      extras={{
        formFooter: <StudyFirstLink />,
        footer: (item, { ensureSaved }) => (
          <SermonDelivery title={item.title} ensureSaved={ensureSaved} />
        ),
      }}
    />
  );
}
