import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { Check, Copy, Feather, Loader2, RotateCcw, Save, StepForward } from "lucide-react";
import type { WritingTool, WritingToolKey } from "@shared/tools";
import { resultToText, sectionsOf } from "@shared/tools/result-text";
import { toolSchemas } from "@shared/tools/schemas";
import { ApiError, serverMessage } from "../../lib/api";
import { saveGeneration } from "../../api/generations";
import { toast } from "../../lib/use-toast";
import { cn } from "../../lib/cn";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { ScriptureCheckSummary } from "../../components/scripture/scripture-check-summary";
import { draftLabel } from "@shared/generation/draft-label";
import type { GeneratedItem, Generation, PartialResult, useGeneration } from "./use-generation";
import { inputsOf } from "./draft-history";
import { DraftControls } from "./draft-controls";
import { ToFill, useMarkPlaceholders } from "./to-fill";
import { OfflineNotes } from "./offline-notes";

export const offlineNote =
  "Composed from scripture on this server without an AI model. Your administrator can connect an AI provider for fuller drafts.";

function hasText(value: unknown): boolean {
  if (typeof value === "string") return value.trim().length > 0;
  if (Array.isArray(value)) return value.some(hasText);
  return false;
}

/** The generating state: real progress, each part's text appearing as it is written. */
export function GeneratingView({
  ui,
  partial,
  queuePosition = null,
}: {
  ui: WritingTool;
  partial: PartialResult | null;
  /** The request's place in the queue for the model (1: next), while it waits. */
  queuePosition?: number | null;
}) {
  const sections = sectionsOf(ui.key).map((section) => ({
    key: section.field,
    label: section.heading,
  }));
  const written = sections.filter((section) => hasText(partial?.[section.key])).length;
  const lastWritten = [...sections].reverse().find((section) => hasText(partial?.[section.key]));
  return (
    <div className="flex flex-col gap-5 rounded-2xl border border-royal-200 bg-card p-5 shadow-sm sm:p-6 dark:border-royal-700">
      <div className="flex items-center gap-3">
        <Loader2 className="size-5 shrink-0 animate-spin text-royal-700" aria-hidden="true" />
        <div className="flex-1">
          <p role="status" className="font-semibold text-royal-900 dark:text-royal-100">
            {queuePosition
              ? queuePosition === 1
                ? `Waiting for the AI model: yours is next…`
                : `Waiting for the AI model: ${queuePosition - 1} ahead of yours…`
              : partial
                ? `Writing your ${ui.noun}…`
                : `Gathering scripture for your ${ui.noun}…`}
          </p>
          <p className="text-sm text-muted-foreground">
            {written} of {sections.length} parts written
          </p>
        </div>
      </div>
      {partial ? (
        <p data-testid="unchecked-note" className="text-sm text-muted-foreground">
          Scripture is checked when the draft is complete, and any misquoted verse is then replaced
          by its exact words. Until then the text below is not checked.
        </p>
      ) : null}
      <div
        className="h-1.5 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label={`Parts of the ${ui.noun} written`}
        aria-valuemin={0}
        aria-valuemax={sections.length}
        aria-valuenow={written}
      >
        <div
          className="h-full rounded-full bg-gold-500 transition-[width] duration-300"
          style={{ width: `${(written / Math.max(1, sections.length)) * 100}%` }}
        />
      </div>
      <dl className="flex flex-col gap-4" aria-live="off">
        {sections.map((section) => {
          const value = partial?.[section.key];
          const filled = hasText(value);
          return (
            <div key={section.key} className="flex flex-col gap-1.5">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {section.label}
              </dt>
              <dd
                className={cn(
                  "font-serif leading-relaxed",
                  section === lastWritten && "after:ml-0.5 after:animate-pulse after:content-['▍']",
                )}
              >
                {!filled ? (
                  <span className="block h-4 w-2/3 animate-pulse rounded bg-muted" />
                ) : Array.isArray(value) ? (
                  <ul className="list-disc pl-5">
                    {value.filter(hasText).map((item, index) => (
                      <li key={index}>{String(item)}</li>
                    ))}
                  </ul>
                ) : (
                  <span className="whitespace-pre-line">{String(value)}</span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/**
 * What a generation that failed partway had written: kept to read, marked incomplete, with
 * Regenerate. It is not a draft: it is neither checked nor saved.
 */
export function StoppedView({
  ui,
  partial,
  reason,
  onRegenerate,
  onContinue,
  onDismiss,
}: {
  ui: WritingTool;
  partial: PartialResult;
  reason: string;
  onRegenerate: () => void;
  /** Continue from what was written (the model path); absent, only Regenerate is offered. */
  onContinue?: () => void;
  onDismiss: () => void;
}) {
  const sections = sectionsOf(ui.key).filter((section) => hasText(partial[section.field]));
  return (
    <div
      data-testid="incomplete-draft"
      className="flex flex-col gap-4 rounded-2xl border border-dashed border-destructive/60 bg-card p-5 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <p className="flex items-center gap-2 font-semibold text-royal-900 dark:text-royal-100">
          <Badge variant="destructive" className="shrink-0">
            Incomplete
          </Badge>
          The {ui.noun} stopped before it was finished
        </p>
        <p className="text-sm text-muted-foreground">{reason}</p>
        <p className="text-sm text-muted-foreground">
          What was written is kept below to read; its scripture has not been checked and it is not
          saved.
          {onContinue ? " Continue asks the AI model to finish it; Regenerate starts again." : ""}
        </p>
      </div>
      <dl className="flex flex-col gap-4">
        {sections.map((section) => {
          const value = partial[section.field];
          return (
            <div key={section.field} className="flex flex-col gap-1.5">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {section.heading}
              </dt>
              <dd className="font-serif leading-relaxed">
                {Array.isArray(value) ? (
                  <ul className="list-disc pl-5">
                    {value.filter(hasText).map((item, index) => (
                      <li key={index}>{String(item)}</li>
                    ))}
                  </ul>
                ) : (
                  <span className="whitespace-pre-line">{String(value)}</span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="flex flex-wrap gap-2">
        {onContinue ? (
          <Button type="button" onClick={onContinue}>
            <StepForward aria-hidden="true" /> Continue
          </Button>
        ) : null}
        <Button type="button" variant={onContinue ? "outline" : "default"} onClick={onRegenerate}>
          <RotateCcw aria-hidden="true" /> Regenerate
        </Button>
        <Button type="button" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}

/** The empty state: what the tool does and what to do first. */
export function EmptyState({ ui, children }: { ui: WritingTool; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-royal-200 bg-card/60 px-6 py-12 text-center dark:border-royal-700">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-gold-100 text-gold-700"
      >
        <Feather className="size-6" />
      </span>
      <p className="max-w-md text-base leading-relaxed text-muted-foreground">
        {children ??
          `Fill in the form and choose Generate. Your ${ui.noun} appears here as it is written, with every scripture reference checked against the World English Bible.`}
      </p>
    </div>
  );
}

const noPlaceholders: string[] = [];

/** The draft shown, for the card's Save and label: its saved item and how to record a save. */
export const ShownDraftContext = createContext<{
  savedId: string | null;
  onSaved: (id: string) => void;
}>({ savedId: null, onSaved: () => {} });

/**
 * The results column in its three states: generating (streamed progress), empty
 * (an introduction) and results (the shown draft with its history, refinements and what
 * to fill in), with the clear action below.
 */
export function ResultsPanel<K extends WritingToolKey>({
  ui,
  state,
  empty,
  renderItem,
}: {
  ui: WritingTool<K>;
  state: ReturnType<typeof useGeneration<K>>;
  empty?: ReactNode;
  renderItem: (item: GeneratedItem<K>, index: number, generation: Generation<K>) => ReactNode;
}) {
  const { generation, draft, isGenerating, isRestoring, partial, clear, saved } = state;
  const { stopped, queuePosition, retryStopped, continueStopped, dismissStopped } = state;
  const headingId = `${ui.key}-results-heading`;
  const results = useRef<HTMLUListElement>(null);
  const toFill = generation?.items[0]?.toFill ?? noPlaceholders;
  useMarkPlaceholders(results, toFill, generation?.updatedAt);
  const savedContext = useMemo(
    () => ({
      savedId: draft?.savedId ?? null,
      onSaved: (id: string) => {
        if (draft) saved(draft, id);
      },
    }),
    [draft, saved],
  );
  return (
    <section aria-labelledby={headingId} aria-busy={isGenerating} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-semibold text-royal-900 dark:text-royal-100">
        Your {ui.noun}
      </h2>
      {generation && !isRestoring ? <DraftControls ui={ui} state={state} /> : null}
      {stopped && !isGenerating ? (
        <StoppedView
          ui={ui}
          partial={stopped.partial}
          reason={stopped.reason}
          onRegenerate={() => void retryStopped()}
          onContinue={() => void continueStopped()}
          onDismiss={dismissStopped}
        />
      ) : null}
      {isGenerating ? (
        <GeneratingView ui={ui} partial={partial} queuePosition={queuePosition} />
      ) : isRestoring ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-2xl border border-border bg-card p-6 text-muted-foreground"
        >
          <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          Loading your last {ui.noun}…
        </div>
      ) : generation ? (
        <>
          <ToFill placeholders={toFill} />
          {generation.items[0]?.source === "offline" ? (
            <OfflineNotes fields={ui.fields} request={generation.request} />
          ) : null}
          <ShownDraftContext.Provider value={savedContext}>
            <ul ref={results} className="flex flex-col gap-5">
              {generation.items.map((item, index) => (
                <li key={`${generation.updatedAt}-${index}`}>
                  {renderItem(item, index, generation)}
                </li>
              ))}
            </ul>
          </ShownDraftContext.Provider>
          <div className="flex flex-col items-start gap-1 border-t border-border pt-4">
            <Button
              type="button"
              variant="outline"
              onClick={() => void clear()}
              aria-describedby={`${ui.key}-clear-description`}
            >
              <RotateCcw aria-hidden="true" /> {ui.labels.clear}
            </Button>
            <p id={`${ui.key}-clear-description`} className="text-xs text-muted-foreground">
              {ui.labels.clearDescription}
            </p>
          </div>
        </>
      ) : (
        (empty ?? <EmptyState ui={ui} />)
      )}
    </section>
  );
}

/** A titled part of a result card. */
export function ResultSection({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("flex flex-col gap-2", className)}>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-royal-700 dark:text-royal-300">
        {label}
      </h4>
      {children}
    </section>
  );
}

function pickResult<K extends WritingToolKey>(tool: K, item: GeneratedItem<K>) {
  const keys = Object.keys(toolSchemas[tool].result.shape);
  const record = item as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, record[key]]));
}

/**
 * One result: its title and meta, the offline-draft label, the scripture summary, Copy
 * (the whole result as text) and Save (into the user's content library).
 */
export function ResultCard<K extends WritingToolKey>({
  ui,
  item,
  request,
  title,
  meta,
  children,
  footer,
}: {
  ui: WritingTool<K>;
  item: GeneratedItem<K>;
  request: Generation<K>["request"];
  title: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
  /** More actions on the saved item (the sermon's email and exports); they may save it first. */
  footer?: (saved: { id: string | null; ensureSaved: () => Promise<string> }) => ReactNode;
}) {
  const [saving, setSaving] = useState(false);
  const shown = useContext(ShownDraftContext);
  const [localId, setLocalId] = useState<string | null>(null);
  const savedId = shown.savedId ?? localId;
  const saved = savedId !== null;
  const label = draftLabel({ source: item.source, ...(item.model ? { model: item.model } : {}) });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(resultToText(ui.key as K, item));
      toast(ui.labels.copied);
    } catch {
      toast({ variant: "destructive", ...ui.labels.copyFailed });
    }
  };

  /** Saves once (the server gives a draft saved before its own item again). Throws when saving fails. */
  const saveOnce = async (): Promise<{ id: string; existed: boolean }> => {
    if (savedId) return { id: savedId, existed: true };
    setSaving(true);
    try {
      const { id, existed } = await saveGeneration(ui.key, {
        ...inputsOf(request as Record<string, unknown>),
        ...pickResult(ui.key as K, item),
        ...(item.posts && item.posts.length > 0 ? { posts: item.posts } : {}),
        origin: { source: item.source, ...(item.model ? { model: item.model } : {}) },
      });
      setLocalId(id);
      shown.onSaved(id);
      return { id, existed };
    } finally {
      setSaving(false);
    }
  };
  const ensureSaved = async () => (await saveOnce()).id;

  const save = async () => {
    try {
      const { existed } = await saveOnce();
      toast({
        title: existed ? "Already in My Content" : "Divine download secured!",
        description: existed
          ? `This ${ui.noun} was saved before; it stays one item in My Content.`
          : `Your ${ui.noun} is saved to My Content.`,
      });
    } catch (error) {
      // A full library or too many saves: the server says what to do.
      const limit =
        error instanceof ApiError &&
        ["quota_exceeded", "rate_limited"].includes(error.body?.code ?? "");
      toast({
        variant: "destructive",
        ...ui.labels.saveFailed,
        ...(limit ? { description: serverMessage(error, ui.labels.saveFailed.description) } : {}),
      });
    }
  };

  const copyButton = (
    <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
      <Copy aria-hidden="true" /> Copy<span className="sr-only"> {ui.noun}</span>
    </Button>
  );
  const saveButton = (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => void save()}
      disabled={saving || saved}
    >
      {saved ? (
        <Check aria-hidden="true" />
      ) : saving ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : (
        <Save aria-hidden="true" />
      )}
      {saved ? "Saved" : saving ? "Saving..." : "Save"}
      <span className="sr-only"> {ui.noun}</span>
    </Button>
  );
  const more = footer?.({ id: savedId, ensureSaved });

  return (
    <article className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-7">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-1 basis-64 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Badge
                variant={item.source === "offline" ? "gold" : "default"}
                data-testid="draft-label"
              >
                {label}
              </Badge>
              {meta}
            </div>
            <h3 className="break-words font-serif text-2xl font-semibold leading-snug text-royal-950 dark:text-royal-50">
              {title}
            </h3>
          </div>
          {/* On a phone these live in the action bar that stays at the bottom of the screen. */}
          <div className="hidden shrink-0 gap-2 sm:flex">
            {copyButton}
            {saveButton}
          </div>
        </div>
        {item.source === "offline" ? (
          <p className="text-sm text-muted-foreground">{offlineNote}</p>
        ) : null}
        <ScriptureCheckSummary check={item.scriptureCheck} corrections={item.corrections} />
      </header>
      <div className="flex flex-col gap-6">{children}</div>
      <footer
        role="toolbar"
        aria-label={`Actions on this ${ui.noun}`}
        data-testid="result-actions"
        className={cn(
          "z-20 flex flex-wrap gap-2",
          // Phone: a compact bar kept at the bottom of the screen while the draft is long,
          // clear of the accessibility button at the bottom right.
          "max-sm:sticky max-sm:bottom-2 max-sm:-mx-2 max-sm:mr-14 max-sm:flex-nowrap max-sm:justify-between max-sm:gap-0.5 max-sm:rounded-xl max-sm:border max-sm:border-border max-sm:bg-card/95 max-sm:p-1 max-sm:shadow-lg max-sm:backdrop-blur",
          "max-sm:[&_button]:min-h-12 max-sm:[&_button]:min-w-11 max-sm:[&_button]:flex-1 max-sm:[&_button]:flex-col max-sm:[&_button]:gap-0.5 max-sm:[&_button]:border-0 max-sm:[&_button]:px-1 max-sm:[&_button]:text-[11px] max-sm:[&_button]:leading-tight",
          more ? "sm:border-t sm:border-border sm:pt-4" : "sm:hidden",
        )}
      >
        <div className="contents sm:hidden">
          {copyButton}
          {saveButton}
        </div>
        {more}
      </footer>
    </article>
  );
}
