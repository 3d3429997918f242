/**
 * Sends one screenshot to POST /api/user/tickets/attachments (raw body, its type as
 * Content-Type, its name in X-File-Name) with upload progress (XMLHttpRequest: fetch reports
 * none). The type and size are checked here first; the server checks the content again. The
 * CSRF token rides along like on every state-changing request; a stale one is renewed once.
 */
import { CSRF_HEADER, csrfToken, refreshCsrfToken } from "../../lib/csrf";
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from "./labels";
import type { TicketAttachment } from "./types";

export const ATTACHMENT_URL = "/api/user/tickets/attachments";

/** Why a file was refused before or by the upload. */
export type AttachmentErrorCode = "TOO_LARGE" | "NOT_AN_IMAGE" | "FAILED";

export type AttachmentOutcome = { ok: true; attachment: TicketAttachment } | { ok: false; code: AttachmentErrorCode };

/** A refusal known before sending: not a JPEG or PNG, or larger than the limit. */
export function precheckAttachment(file: Pick<File, "type" | "size">, maxBytes = MAX_ATTACHMENT_BYTES): AttachmentErrorCode | null {
  if (!ATTACHMENT_TYPES.includes(file.type)) return "NOT_AN_IMAGE";
  if (file.size > maxBytes) return "TOO_LARGE";
  return null;
}

interface Answer {
  status: number;
  body: { result?: string; code?: string; attachment?: TicketAttachment } | null;
}

function send(file: File, body: ArrayBuffer, token: string | undefined, onProgress: (fraction: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", new URL(ATTACHMENT_URL, window.location.href).toString());
    xhr.withCredentials = true;
    xhr.setRequestHeader("content-type", file.type);
    xhr.setRequestHeader("accept", "application/json");
    // Header values are Latin-1: the name goes percent-encoded (the server sanitises it anyway).
    xhr.setRequestHeader("x-file-name", encodeURIComponent(file.name));
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let parsed: Answer["body"] = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = null;
      }
      resolve({ status: xhr.status, body: parsed });
    };
    xhr.onerror = () => reject(new Error("network error"));
    xhr.send(body);
  });
}

function readBytes(file: File): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsArrayBuffer(file);
  });
}

/** Uploads a screenshot; resolves with the stored attachment (its id goes with the message), or why not. */
export async function uploadAttachment(file: File, onProgress: (fraction: number) => void = () => {}): Promise<AttachmentOutcome> {
  const refused = precheckAttachment(file);
  if (refused) return { ok: false, code: refused };
  try {
    const body = await readBytes(file);
    let answer = await send(file, body, await csrfToken(), onProgress);
    if (answer.status === 403 && answer.body?.code === "csrf/invalid-token") answer = await send(file, body, await refreshCsrfToken(), onProgress);
    if (answer.status === 201 && answer.body?.attachment) return { ok: true, attachment: answer.body.attachment };
    if (answer.status === 413) return { ok: false, code: "TOO_LARGE" };
    if (answer.status === 400 || answer.status === 415) return { ok: false, code: "NOT_AN_IMAGE" };
    return { ok: false, code: "FAILED" };
  } catch {
    return { ok: false, code: "FAILED" };
  }
}
