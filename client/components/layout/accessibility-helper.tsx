import { useId, useState } from "react";
import { Popover, Switch } from "radix-ui";
import { Accessibility, Minus, Plus, RotateCcw, X } from "lucide-react";
import { Button } from "../ui/button";
import {
  getHighContrast,
  getTextSize,
  mayRememberPreferences,
  setHighContrast,
  setTextSize,
  textSizeDefault,
  textSizeMax,
  textSizeMin,
  textSizeStep,
} from "./display-preferences";

/** The round button at the right edge and its panel: text size and high contrast. */
export function AccessibilityHelper() {
  const [size, setSize] = useState(getTextSize);
  const [contrast, setContrast] = useState(getHighContrast);
  const [remembered, setRemembered] = useState(true);
  const titleId = useId();
  const sizeLabelId = useId();
  const contrastId = useId();

  return (
    <Popover.Root onOpenChange={(open) => open && setRemembered(mayRememberPreferences())}>
      <Popover.Trigger
        aria-label="Accessibility options"
        className="fixed bottom-4 right-3 z-30 flex size-12 sm:bottom-auto sm:right-2 sm:top-1/2 sm:-translate-y-1/2 items-center justify-center rounded-full bg-royal-800 text-white shadow-lg ring-2 ring-white transition-colors hover:bg-royal-900 data-[state=open]:bg-royal-950 dark:ring-royal-950"
      >
        <Accessibility className="size-6" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side={window.innerWidth < 640 ? "top" : "left"}
          align="end"
          sideOffset={10}
          collisionPadding={12}
          aria-labelledby={titleId}
          className="z-50 w-80 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-border bg-card p-5 text-foreground shadow-xl"
        >
          <div className="flex items-center justify-between gap-2">
            <h2 id={titleId} className="text-base font-semibold">
              Display options
            </h2>
            <Popover.Close
              aria-label="Close display options"
              className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="size-4" aria-hidden="true" />
            </Popover.Close>
          </div>

          <div role="group" aria-labelledby={sizeLabelId} className="mt-4 flex flex-col gap-2">
            <span id={sizeLabelId} className="text-sm font-medium">
              Text size
            </span>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="outline"
                size="icon"
                className="shrink-0"
                aria-label="Decrease text size"
                disabled={size <= textSizeMin}
                onClick={() => setSize(setTextSize(size - textSizeStep))}
              >
                <Minus aria-hidden="true" />
              </Button>
              <output
                aria-live="polite"
                className="min-w-16 text-center text-lg font-semibold tabular-nums"
              >
                {size}%
              </output>
              <Button
                variant="outline"
                size="icon"
                className="shrink-0"
                aria-label="Increase text size"
                disabled={size >= textSizeMax}
                onClick={() => setSize(setTextSize(size + textSizeStep))}
              >
                <Plus aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto"
                disabled={size === textSizeDefault}
                onClick={() => setSize(setTextSize(textSizeDefault))}
              >
                <RotateCcw aria-hidden="true" /> Reset
              </Button>
            </div>
          </div>

          <div className="mt-5 flex items-center justify-between gap-3">
            <label htmlFor={contrastId} className="text-sm font-medium">
              High contrast
            </label>
            <Switch.Root
              id={contrastId}
              checked={contrast}
              onCheckedChange={(checked) => setContrast(setHighContrast(checked))}
              className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent bg-stone-500 transition-colors data-[state=checked]:bg-royal-800"
            >
              <Switch.Thumb className="block size-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
            </Switch.Root>
          </div>

          <p className="mt-4 text-xs text-muted-foreground">
            {remembered
              ? "These choices are remembered on this device."
              : "These choices last for this visit only, because you declined functional storage."}
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
