import { useEffect, useRef, useState, type ReactNode } from "react";
import { Popover } from "radix-ui";
import { findingTitle, type Finding } from "@shared/scripture/findings-summary";
import { translations, type Translation } from "@shared/scripture/translations";
import { cn } from "../../lib/cn";
import { FindingDetails, SeverityIcon } from "./findings-details";

const openDelay = 250;
const closeDelay = 200;

const markClass = {
  error:
    "bg-red-50 text-red-950 decoration-wavy decoration-red-600 hover:bg-red-100 dark:bg-red-950 dark:text-red-50",
  warning:
    "bg-amber-50 text-amber-950 decoration-wavy decoration-amber-600 hover:bg-amber-100 dark:bg-amber-950 dark:text-amber-50",
  // Already put right: a calm, straight underline, not an alarm.
  info: "decoration-emerald-600/70 decoration-solid hover:bg-emerald-50 dark:hover:bg-emerald-950",
} as const;

const iconClass = { error: "text-red-700", warning: "text-amber-700", info: "text-emerald-700" };

/** The most pressing severity among a mark's findings. */
function severityOf(findings: Finding[]): Finding["severity"] {
  if (findings.some((finding) => finding.severity === "error")) return "error";
  if (findings.some((finding) => finding.severity === "warning")) return "warning";
  return "info";
}

/**
 * A finding marked where it occurs in the text: underlined with an icon, reachable with the
 * keyboard, and opening a card with the reason and the real verse text on tap, click, Enter,
 * or (with a mouse) hover. A quotation already corrected has a calm mark of its own.
 */
export function FindingMark({
  findings,
  translation,
  id,
  children,
}: {
  findings: Finding[];
  translation: Translation;
  id?: string | undefined;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const pinned = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { abbreviation } = translations[translation];
  const severity = severityOf(findings);
  const titles = [...new Set(findings.map((finding) => findingTitle(finding, abbreviation)))];

  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        clearTimeout(timer.current);
        if (!next) pinned.current = false;
        setOpen(next);
      }}
    >
      <Popover.Trigger asChild>
        {/* A span, not a button: a button is laid out as one box, and a marked quotation must
            wrap with the text around it. */}
        <span
          role="button"
          tabIndex={0}
          id={id}
          data-finding={findings.map((finding) => finding.kind).join(" ")}
          className={cn(
            "inline scroll-mt-24 cursor-pointer rounded-sm px-0.5 text-left outline-offset-2 focus-visible:outline-2 focus-visible:outline-royal-700 underline decoration-2 underline-offset-4 [-webkit-box-decoration-break:clone] [box-decoration-break:clone]",
            markClass[severity],
          )}
          onPointerEnter={(event) => {
            if (event.pointerType === "mouse" && !open) later(true, openDelay);
            else clearTimeout(timer.current);
          }}
          onPointerLeave={(event) => {
            if (event.pointerType !== "mouse") return;
            if (open && !pinned.current) later(false, closeDelay);
            else clearTimeout(timer.current);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter" && event.key !== " ") return;
            event.preventDefault();
            event.currentTarget.click();
          }}
          onClick={(event) => {
            event.preventDefault();
            clearTimeout(timer.current);
            if (open && pinned.current) {
              pinned.current = false;
              setOpen(false);
            } else {
              pinned.current = true;
              setOpen(true);
            }
          }}
        >
          <SeverityIcon
            severity={severity}
            className={cn(
              "mr-0.5 inline size-[0.9em] -translate-y-px align-middle",
              iconClass[severity],
            )}
          />
          {children}
          <span className="sr-only">{` (${severity === "info" ? "" : "problem: "}${titles.join("; ")}; show details)`}</span>
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={titles.join("; ")}
          className="z-50 flex w-[min(24rem,calc(100vw-1.5rem))] flex-col gap-4 rounded-xl border border-border bg-card p-4 text-sm text-foreground shadow-xl outline-none"
          onOpenAutoFocus={(event) => {
            if (!pinned.current) event.preventDefault();
          }}
          onPointerEnter={(event) => {
            if (event.pointerType === "mouse") clearTimeout(timer.current);
          }}
          onPointerLeave={(event) => {
            if (event.pointerType === "mouse" && !pinned.current) later(false, closeDelay);
          }}
        >
          {findings.map((finding, index) => (
            <FindingDetails key={index} finding={finding} translation={translation} />
          ))}
          <Popover.Arrow className="fill-card" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
