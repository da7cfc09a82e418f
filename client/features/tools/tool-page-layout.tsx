import type { ComponentType, ReactNode } from "react";
import type { WritingToolKey } from "@shared/generation/writing-tools";
import { ToolPageShell } from "../../components/tool-page-shell";
import { ResultsPanel, type PartialSection } from "./results-panel";
import { toolUi, type ToolUi } from "./tool-config";
import { ToolFormCard, useToolForm, type ToolForm } from "./tool-form";
import type { GeneratedItem, Generation } from "./use-generation";

/** A writing tool's page: the shared tool shell around the tool's workspace. */
function ToolPageLayout({ ui, children }: { ui: ToolUi; children: () => ReactNode }) {
  return (
    <ToolPageShell
      page={{ tool: ui.hubKey, title: ui.title, description: ui.description, path: ui.path }}
    >
      {children}
    </ToolPageShell>
  );
}

/** Form left and results right on wide screens; form above results on phones. */
function ToolWorkspace({ form, results }: { form: ReactNode; results: ReactNode }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
      <div className="min-w-0">{form}</div>
      <div className="min-w-0">{results}</div>
    </div>
  );
}

/** What a tool's form fields are given. */
export interface ToolFieldsProps<K extends WritingToolKey> {
  form: ToolForm<K>;
}

/** What a tool's result card is given (and passes on to its ResultCard). */
export interface ToolCardProps<K extends WritingToolKey> {
  ui: ToolUi;
  item: GeneratedItem<K>;
  request: Generation<K>["request"];
}

interface WritingToolPageProps<K extends WritingToolKey> {
  tool: K;
  /** The parts of a result, listed while it streams in. */
  sections: PartialSection[];
  Fields: ComponentType<ToolFieldsProps<K>>;
  Card: ComponentType<ToolCardProps<K>>;
  /** Replaces the standard empty state. */
  empty?: ReactNode;
}

function WritingToolWorkspace<K extends WritingToolKey>({
  tool,
  sections,
  Fields,
  Card,
  empty,
}: WritingToolPageProps<K>) {
  const ui = toolUi[tool];
  const { form, generation, onSubmit } = useToolForm(tool);
  return (
    <ToolWorkspace
      form={
        <ToolFormCard ui={ui} onSubmit={onSubmit} isGenerating={generation.isGenerating}>
          <Fields form={form} />
        </ToolFormCard>
      }
      results={
        <ResultsPanel
          ui={ui}
          state={generation}
          sections={sections}
          empty={empty}
          renderItem={(item, _index, last) => <Card ui={ui} item={item} request={last.request} />}
        />
      }
    />
  );
}

/**
 * A writing tool's whole page: the shell and its gates, then the tool's form (its
 * fields inside the shared form card) beside its streamed results.
 */
export function WritingToolPage<K extends WritingToolKey>(props: WritingToolPageProps<K>) {
  // The workspace (and its form) exists only once the shell lets the user in.
  return (
    <ToolPageLayout ui={toolUi[props.tool]}>
      {() => <WritingToolWorkspace {...props} />}
    </ToolPageLayout>
  );
}
