import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { useRef, type ComponentProps, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "../../lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [
    ...container.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, [tabindex]",
    ),
  ].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(":disabled, input[type=hidden]") &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== "hidden",
  );
}

/**
 * Tab from the last control goes to the first, Shift+Tab from the first to the last.
 * Radix does this too, but pauses it while a popover inside the dialog is open (a
 * scripture reference's verse card opens on focus), which let focus leave the dialog.
 */
function keepTabInside(event: KeyboardEvent<HTMLDivElement>) {
  if (event.defaultPrevented || event.key !== "Tab" || event.altKey || event.ctrlKey) return;
  if (event.metaKey) return;
  const tabbable = tabbableIn(event.currentTarget);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) return;
  const focused = document.activeElement;
  if (event.shiftKey && (focused === first || focused === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && focused === last) {
    event.preventDefault();
    first.focus();
  }
}

export function DialogContent({
  className,
  children,
  title,
  description,
  hideClose,
  size = "default",
  onKeyDown,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  title: ReactNode;
  description?: ReactNode;
  hideClose?: boolean;
  /** "wide": a reading dialog (up to 48rem) whose body scrolls inside it. */
  size?: "default" | "wide";
}) {
  // Our dialogs open without a Radix Trigger, so Radix has nothing to give focus back
  // to; remember what had it (the button that opened the dialog) and return it there.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 flex w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-border bg-card p-6 shadow-xl",
          size === "wide"
            ? "max-h-[80vh] max-w-3xl gap-3 overflow-hidden"
            : "max-h-[90vh] max-w-lg gap-4 overflow-y-auto",
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
        {...props}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          keepTabInside(event);
        }}
        onOpenAutoFocus={(event) => {
          const focused = document.activeElement;
          opener.current =
            focused instanceof HTMLElement && focused !== document.body ? focused : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogPrimitive.Title className="pr-8 text-xl font-semibold">
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="text-sm text-muted-foreground">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            className="absolute right-4 top-4 rounded-md p-1 text-muted-foreground hover:bg-muted"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
