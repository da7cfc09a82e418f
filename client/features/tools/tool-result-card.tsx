import { DraftDelivery } from "./draft-delivery";
import { Fragment, type ReactNode } from "react";
import type { FieldSpec, SectionSpec } from "@shared/tools/define";
import type { WritingTool, WritingToolKey } from "@shared/tools";
import { sectionItems, sectionsOf } from "@shared/tools/result-text";
import { cn } from "../../lib/cn";
import { OptionBadge, proseClass, useCheckedText, type Checked } from "./checked-text";
import { ResultCard, ResultSection } from "./results-panel";
import type { GeneratedItem, Generation } from "./use-generation";

/** What a tool may add to or change on its result card. */
export interface ResultCardExtras<K extends WritingToolKey> {
  /** The card's title when the result has no title section. */
  title?: (item: GeneratedItem<K>) => ReactNode;
  /** A section drawn the tool's own way (the whole section, heading included); null hides it. */
  sections?: Partial<
    Record<
      string,
      (props: {
        item: GeneratedItem<K>;
        section: SectionSpec;
        checked: Checked;
        request: Generation<K>["request"];
      }) => ReactNode
    >
  >;
  /** More actions on the saved item; they may save it first. */
  footer?: (item: GeneratedItem<K>, saved: { ensureSaved: () => Promise<string> }) => ReactNode;
}

export interface ToolCardProps<K extends WritingToolKey> {
  ui: WritingTool<K>;
  item: GeneratedItem<K>;
  request: Generation<K>["request"];
  extras?: ResultCardExtras<K>;
}

const textClass: Record<NonNullable<SectionSpec["display"]>, string> = {
  prose: proseClass,
  italic: `${proseClass} italic`,
  reference: "font-medium",
  plain: "leading-7",
  boxed: "font-serif text-[1.0625rem] leading-8",
};
const asideClass = "text-[0.95rem] leading-7 text-muted-foreground";
const calloutClass =
  "rounded-xl border-l-4 border-gold-500 bg-gold-100/40 p-4 dark:bg-royal-950/40";

function hasContent(value: unknown): boolean {
  if (typeof value === "string") return value.trim().length > 0;
  return Array.isArray(value) && value.length > 0;
}

/** A section's content as its declaration says: prose, numbered points or chips. */
function SectionContent({
  section,
  value,
  checked,
}: {
  section: SectionSpec;
  value: unknown;
  checked: Checked;
}) {
  if (section.kind === "numbered")
    return (
      <ol className="flex list-decimal flex-col gap-4 pl-6 marker:font-semibold marker:text-gold-700">
        {sectionItems(section, value).map((point, index) => (
          <li key={index} className={proseClass}>
            {checked(`${section.field}.${index}`, point, { as: "span" })}
          </li>
        ))}
      </ol>
    );
  if (section.kind === "tags")
    return (
      <ul className="flex flex-wrap gap-2" aria-label={section.heading}>
        {sectionItems(section, value).map((tag, index) => (
          <li
            key={`${tag}-${index}`}
            className="rounded-full bg-royal-50 px-3 py-1 text-sm font-medium text-royal-800 dark:bg-royal-900 dark:text-royal-100"
          >
            {tag}
          </li>
        ))}
      </ul>
    );
  const text = checked(section.field, String(value), {
    className: section.aside ? asideClass : textClass[section.display ?? "prose"],
  });
  return section.display === "boxed" ? (
    <div className="rounded-xl border border-border bg-background/60 p-4 sm:p-5">{text}</div>
  ) : (
    text
  );
}

/** Where an offline draft's section comes from (scripture, a named commentary, your fields…). */
function SectionSources({ sources }: { sources: readonly string[] | undefined }) {
  if (!sources || sources.length === 0) return null;
  return (
    <p data-testid="section-sources" className="text-xs text-muted-foreground">
      From: {sources.join(" · ")}
    </p>
  );
}

/**
 * A writing tool's result card, drawn from its declaration: the title section as the
 * heading, the request's and result's options as badges, every other section in order
 * (asides last), with the tool's own extras.
 */
export function ToolResultCard<K extends WritingToolKey>({
  ui,
  item,
  request,
  extras = {},
}: ToolCardProps<K>) {
  const checked = useCheckedText(ui.key as K, item);
  const values = item as Record<string, unknown>;
  const requestValues = request as Record<string, unknown>;
  const sections = sectionsOf(ui.key);
  const titleSection = sections.find((section) => section.role === "title");
  const body = sections.filter((section) => section.role !== "title");
  const ordered = [...body.filter((s) => !s.aside), ...body.filter((s) => s.aside)];
  const fields = new Map((ui.fields as readonly FieldSpec[]).map((field) => [field.name, field]));

  const title = titleSection ? (
    <>
      {titleSection.heading === "Title" ? null : (
        <span className="sr-only">{titleSection.heading}: </span>
      )}
      {checked(titleSection.field, String(values[titleSection.field] ?? ""), { as: "span" })}
    </>
  ) : (
    extras.title?.(item)
  );

  return (
    <ResultCard
      ui={ui}
      item={item}
      request={request}
      title={title}
      footer={({ ensureSaved }) =>
        extras.footer ? (
          extras.footer(item, { ensureSaved })
        ) : (
          <DraftDelivery
            title={titleSection ? String(values[titleSection.field] ?? "") : ui.name}
            itemType={ui.key}
            noun={ui.noun}
            ensureSaved={ensureSaved}
          />
        )
      }
      meta={
        <>
          {ui.badges.map((badge) => {
            const field = fields.get(badge.field);
            if (field?.kind !== "select") return null;
            const source = badge.from === "request" ? requestValues : values;
            return (
              <OptionBadge
                key={badge.field}
                options={field.options.list}
                value={source[badge.field]}
                variant={badge.strong ? "default" : "muted"}
              />
            );
          })}
        </>
      }
    >
      {ordered.map((section) => {
        const custom = extras.sections?.[section.field];
        if (custom)
          return (
            <Fragment key={section.field}>{custom({ item, section, checked, request })}</Fragment>
          );
        const value = values[section.field];
        if (!hasContent(value)) return null;
        return (
          <ResultSection
            key={section.field}
            label={section.heading}
            className={cn(section.callout && calloutClass)}
          >
            <SectionContent section={section} value={value} checked={checked} />
            <SectionSources sources={item.sources?.[section.field]} />
          </ResultSection>
        );
      })}
    </ResultCard>
  );
}
