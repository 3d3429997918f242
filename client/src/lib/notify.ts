/**
 * Toast notifications without loading the toaster up front: callers queue a message, and
 * the first one mounts the (lazily loaded) toaster, which then shows everything queued.
 */
import { useSyncExternalStore } from "react";

export interface Notice {
  type: "error" | "success" | "info";
  title: string;
  description?: string;
  /** A button in the toast (e.g. "View cart"); the toast closes when it is pressed. */
  action?: { label: string; onClick(): void };
}

let queue: Notice[] = [];
let requested = false;
const listeners = new Set<() => void>();

export function notify(notice: Notice): void {
  queue.push(notice);
  requested = true;
  for (const l of listeners) l();
}

export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Takes the queued notices (the toaster shows them). */
export function drainNotices(): Notice[] {
  const out = queue;
  queue = [];
  return out;
}

/** Whether anything asked for a toast yet (mounts the toaster). */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribeNotices,
    () => requested,
    () => false,
  );
}
