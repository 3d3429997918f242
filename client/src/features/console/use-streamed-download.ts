/**
 * Downloads a file (the consoles' CSV exports) with fetch, reading the answer as a stream so
 * the screen can show how much has arrived (bytes, and lines: rows of a CSV), then hands the
 * whole file to the browser to save under the name the server gave it. The request carries
 * the session cookie like a plain link would. A failure (an error answer, the network) is a
 * state the screen shows; cancelling aborts the request; leaving the page aborts it too.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export type DownloadState =
  | { status: "idle" }
  /** `total`: the size announced by the server (Content-Length), null when unknown (a compressed or streamed answer). */
  | { status: "running"; rows: number; bytes: number; total: number | null }
  | { status: "done"; rows: number; bytes: number; file: string }
  /** `httpStatus`: the server's error status, null for a network failure. */
  | { status: "failed"; httpStatus: number | null };

const NEWLINE = 0x0a;

/** The file name of a Content-Disposition header (RFC 6266: filename* first), else the address's last segment. */
export function fileNameOf(disposition: string | null, href: string): string {
  if (disposition) {
    const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
    if (star) {
      try {
        return decodeURIComponent(star[1]!.trim());
      } catch {
        /* fall through to the plain name */
      }
    }
    const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;]+)/.exec(disposition);
    const name = plain?.[1] ?? plain?.[2]?.trim();
    if (name) return name;
  }
  const path = href.split(/[?#]/)[0] ?? "";
  return path.slice(path.lastIndexOf("/") + 1) || "export.csv";
}

/** Hands a blob to the browser to save as `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
  // After the click has been handled: revoking at once can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Counts the line feeds of a chunk. */
function newlines(chunk: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < chunk.length; i++) if (chunk[i] === NEWLINE) n++;
  return n;
}

export interface StreamedDownload {
  state: DownloadState;
  /** Starts downloading `href` (ignored while a download runs). */
  start(href: string): Promise<void>;
  /** Aborts the running download (back to idle). */
  cancel(): void;
}

/** One download at a time, with its progress. Rows are the file's lines less the header line. */
export function useStreamedDownload(): StreamedDownload {
  const [state, setState] = useState<DownloadState>({ status: "idle" });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(async (href: string) => {
    if (abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    setState({ status: "running", rows: 0, bytes: 0, total: null });
    try {
      const res = await fetch(new URL(href, document.baseURI).toString(), {
        credentials: "same-origin",
        signal: controller.signal,
        headers: { accept: "text/csv, */*" },
      });
      if (!res.ok) {
        setState({ status: "failed", httpStatus: res.status });
        return;
      }
      const announced = Number(res.headers.get("content-length"));
      const total = Number.isFinite(announced) && announced > 0 ? announced : null;
      const chunks: Uint8Array[] = [];
      let bytes = 0;
      let lines = 0;
      let last = NEWLINE;
      const reader = res.body?.getReader();
      if (reader) {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (!value?.length) continue;
          chunks.push(value);
          bytes += value.length;
          lines += newlines(value);
          last = value[value.length - 1]!;
          setState({ status: "running", rows: Math.max(0, lines - 1), bytes, total });
        }
      } else {
        const whole = new Uint8Array(await res.arrayBuffer());
        chunks.push(whole);
        bytes = whole.length;
        lines = newlines(whole);
        if (whole.length) last = whole[whole.length - 1]!;
      }
      // A last line without a line feed is a row too.
      if (bytes > 0 && last !== NEWLINE) lines++;
      const file = fileNameOf(res.headers.get("content-disposition"), href);
      saveBlob(new Blob(chunks as BlobPart[], { type: res.headers.get("content-type") ?? "text/csv" }), file);
      setState({ status: "done", rows: Math.max(0, lines - 1), bytes, file });
    } catch {
      // Cancelled (or the page left): nothing to say; anything else is a failed download.
      setState(controller.signal.aborted ? { status: "idle" } : { status: "failed", httpStatus: null });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }, []);

  const cancel = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setState({ status: "idle" });
  }, []);

  return { state, start, cancel };
}
