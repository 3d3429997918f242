/**
 * Work that can wait for the page's own: run once the browser is idle (at most `timeoutMs`
 * later), or after a short pause where requestIdleCallback is missing. Returns the cancel.
 */
import { useEffect, useState } from "react";

export function whenIdle(run: () => void, timeoutMs = 3000): () => void {
  const w = window as Window & { requestIdleCallback?: (fn: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(run, { timeout: timeoutMs });
    return () => w.cancelIdleCallback?.(id);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}

/** False while rendering on the server and until the browser has been idle once after hydration. */
export function useIdle(timeoutMs = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
