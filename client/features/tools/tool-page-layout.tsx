import type { ComponentType, ReactNode } from "react";
import {
  isWritingToolKey,
  writingTools,
  type WritingTool,
  type WritingToolKey,
} from "@shared/tools";
import { ToolPageShell } from "../../components/tool-page-shell";
import { ResultsPanel } from "./results-panel";
import { ToolFormCard, useToolForm } from "./tool-form";
import { ToolFields } from "./tool-form-fields";
import { ToolResultCard, type ResultCardExtras } from "./tool-result-card";

/** A writing tool's page: the shared tool shell around the tool's workspace. */
function ToolPageLayout({ ui, children }: { ui: WritingTool; children: () => ReactNode }) {
  return (
    <ToolPageShell
      page={{ tool: ui.key, title: ui.name, description: ui.description, path: ui.path }}
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

/** What a tool adds to the page its declaration gives it. */
export interface ToolPageExtras<K extends WritingToolKey> extends ResultCardExtras<K> {
  /** Replaces the standard empty state. */
  empty?: ReactNode;
  /** Drawn under the form's fields. */
  formFooter?: ReactNode;
}

interface WritingToolPageProps<K extends WritingToolKey> {
  tool: K;
  extras?: ToolPageExtras<K>;
}

function WritingToolWorkspace<K extends WritingToolKey>({ tool, extras }: WritingToolPageProps<K>) {
  const ui = writingTools[tool] as WritingTool<K>;
  const { form, generation, onSubmit, restoreLastInputs } = useToolForm(tool);
  return (
    <ToolWorkspace
      form={
        <ToolFormCard
          ui={ui}
          onSubmit={(event) => void onSubmit(event)}
          isGenerating={generation.isGenerating}
          onUseLastInputs={restoreLastInputs}
        >
          <ToolFields form={form} fields={ui.fields} />
          {extras?.formFooter}
        </ToolFormCard>
      }
      results={
        <ResultsPanel
          ui={ui}
          state={generation}
          empty={extras?.empty}
          renderItem={(item, _index, last) => (
            <ToolResultCard ui={ui} item={item} request={last.request} extras={extras} />
          )}
        />
      }
    />
  );
}

/**
 * A writing tool's whole page, from its declaration: the shell and its gates, then the
 * form beside the streamed results, with the tool's own extras.
 */
export function WritingToolPage<K extends WritingToolKey>(props: WritingToolPageProps<K>) {
  // The workspace (and its form) exists only once the shell lets the user in.
  return (
    <ToolPageLayout ui={writingTools[props.tool]}>
      {() => <WritingToolWorkspace {...props} />}
    </ToolPageLayout>
  );
}

/** The page of a tool that adds nothing to its declaration (its route names the tool). */
export function declaredToolPage(tool: string): ComponentType {
  if (!isWritingToolKey(tool)) throw new Error(`No writing tool is declared as "${tool}"`);
  return function DeclaredToolPage() {
    return <WritingToolPage tool={tool} />;
  };
}
