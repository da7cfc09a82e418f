import { Toast } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "../../lib/cn";
import { dismissToast, useToasts } from "../../lib/use-toast";

/**
 * The notification region: 5 s, swipe right 50 px to dismiss, F8 to focus (Radix defaults).
 * On a phone it sits at the top, compact, so it never covers the end of a draft or the
 * accessibility button at the bottom corner.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            "group relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg max-sm:py-2.5 max-sm:text-sm data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0",
            item.variant === "destructive"
              ? "border-red-800 bg-destructive text-white"
              : "border-border bg-card text-foreground",
          )}
        >
          <div className="flex flex-col gap-1">
            {item.title ? <Toast.Title className="font-semibold">{item.title}</Toast.Title> : null}
            {item.description ? (
              <Toast.Description className="text-sm opacity-90">
                {item.description}
              </Toast.Description>
            ) : null}
          </div>
          {item.action}
          <Toast.Close
            aria-label="Close notification"
            className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed right-0 top-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-2 sm:bottom-0 sm:top-auto sm:max-w-[420px] sm:p-4" />
    </Toast.Provider>
  );
}
