import { WritingToolPage } from "./tool-page-layout";
import { SermonDelivery } from "./sermon-delivery";

/** The sermon builder: its declared page, with email, PDF and Word on every sermon. */
export function SermonBuilderPage() {
  return (
    <WritingToolPage
      tool="sermon"
      extras={{
        footer: (item, { ensureSaved }) => (
          <SermonDelivery title={item.title} ensureSaved={ensureSaved} />
        ),
      }}
    />
  );
}
