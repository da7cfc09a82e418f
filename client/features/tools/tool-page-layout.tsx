import type { ReactNode } from "react";
import { ToolPageShell } from "../../components/tool-page-shell";
import type { ToolUi } from "./tool-config";

/** A writing tool's page: the shared tool shell around the tool's workspace. */
export function ToolPageLayout({ ui, children }: { ui: ToolUi; children: () => ReactNode }) {
  return (
    <ToolPageShell
      page={{ tool: ui.hubKey, title: ui.title, description: ui.description, path: ui.path }}
    >
      {children}
    </ToolPageShell>
  );
}

/** Form left and results right on wide screens; form above results on phones. */
export function ToolWorkspace({ form, results }: { form: ReactNode; results: ReactNode }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-8">
      <div className="min-w-0">{form}</div>
      <div className="min-w-0">{results}</div>
    </div>
  );
}
