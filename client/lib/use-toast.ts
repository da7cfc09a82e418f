import { useEffect, useState, type ReactNode } from "react";

/**
 * Toasts: one at a time, closed after 5 s by the viewport, removed
 * from memory long after dismissal (1,000,000 ms) so exit animations never cut.
 */
const toastLimit = 1;
const toastRemoveDelay = 1_000_000;

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: "default" | "destructive";
  action?: ReactNode;
  open: boolean;
}

type Listener = (toasts: ToastData[]) => void;

let toasts: ToastData[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toasts = toasts.filter((item) => item.id !== id);
      emit();
    }, toastRemoveDelay),
  );
}

export function dismissToast(id?: string) {
  toasts = toasts.map((item) => {
    if (id === undefined || item.id === id) {
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }
    return item;
  });
  emit();
}

export function toast(input: Omit<ToastData, "id" | "open">) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, toastLimit);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function useToasts(): ToastData[] {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return state;
}
