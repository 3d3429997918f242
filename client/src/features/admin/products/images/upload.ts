/**
 * Sends one product image to POST /api/admin/products/:id/images with upload progress
 * (XMLHttpRequest: fetch reports no upload progress). Raster files go as the raw body; SVG
 * files as a base64 data URL in JSON (the server accepts SVG only that way). The CSRF token
 * rides along like on every state-changing request; a stale one is renewed once.
 */
import type { AdminProductImagesFieldsFragment } from "../../../../gql/graphql";
import { CSRF_HEADER, csrfToken, refreshCsrfToken } from "../../../../lib/csrf";

export type ImageSlot = "COVER" | "GALLERY";
export type ImageMode = "REFRESH" | "REPLACE";

/** Why an upload was refused (the server's codes), or a failure of the request itself. */
export type UploadErrorCode = "IMAGE_TOO_LARGE" | "NOT_AN_IMAGE" | "INVALID_SVG" | "IMAGE_DIMENSIONS_INVALID" | "GALLERY_FULL" | "FAILED";

export type UploadOutcome = { ok: true; images: AdminProductImagesFieldsFragment } | { ok: false; code: UploadErrorCode; message?: string };

/** The REST codes of refused uploads. */
const REST_CODES: Record<string, UploadErrorCode> = {
  "images/too-large": "IMAGE_TOO_LARGE",
  PAYLOAD_TOO_LARGE: "IMAGE_TOO_LARGE",
  "images/not-an-image": "NOT_AN_IMAGE",
  "images/invalid-svg": "INVALID_SVG",
  "images/bad-dimensions": "IMAGE_DIMENSIONS_INVALID",
};

const ACCEPTED = /^image\/(jpeg|png|webp|gif|svg\+xml)$/;
/** What the file input offers. */
export const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/svg+xml,.svg";

export const isSvgFile = (file: File) => file.type === "image/svg+xml" || /\.svg$/i.test(file.name);

/** A refusal known before sending: too big, or a declared type that is no accepted image. The server checks the content anyway. */
export function precheck(file: File, maxBytes: number): UploadErrorCode | null {
  if (file.size > maxBytes) return "IMAGE_TOO_LARGE";
  if (file.type && !ACCEPTED.test(file.type) && !isSvgFile(file)) return "NOT_AN_IMAGE";
  return null;
}

function read<R>(file: File, how: "readAsDataURL" | "readAsArrayBuffer"): Promise<R> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as R);
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader[how](file);
  });
}

interface Answer {
  status: number;
  body: { result?: string; code?: string; message?: string; images?: AdminProductImagesFieldsFragment } | null;
}

function send(
  url: string,
  body: ArrayBuffer | string,
  contentType: string,
  token: string | undefined,
  onProgress: (fraction: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("content-type", contentType);
    xhr.setRequestHeader("accept", "application/json");
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

/**
 * The REST answer as the GraphQL types it mirrors: Apollo's cache matches the fragments the
 * panel reads by `__typename`, which plain JSON lacks (without it the gallery is not written).
 */
function typed(images: AdminProductImagesFieldsFragment): AdminProductImagesFieldsFragment {
  const image = <T extends object>(i: T) => ({ ...i, __typename: "AdminProductImage" });
  return { ...images, __typename: "AdminProductImages", cover: image(images.cover), gallery: images.gallery.map(image) } as AdminProductImagesFieldsFragment;
}

/** Uploads `file` for the product; resolves with the product's images, or why not. */
export async function uploadProductImage(
  file: File,
  opts: { productId: string; slot: ImageSlot; mode: ImageMode; alt?: string; onProgress?: (fraction: number) => void },
): Promise<UploadOutcome> {
  const base = new URL(`/api/admin/products/${encodeURIComponent(opts.productId)}/images`, window.location.href);
  const onProgress = opts.onProgress ?? (() => {});
  let url: string;
  let body: ArrayBuffer | string;
  let type: string;
  if (isSvgFile(file)) {
    let data: string;
    try {
      data = String((await read<string>(file, "readAsDataURL")) ?? "");
    } catch {
      return { ok: false, code: "FAILED" };
    }
    // A file named .svg but typed otherwise still goes as SVG data.
    if (!data.startsWith("data:image/svg+xml")) data = data.replace(/^data:[^,]*,/, "data:image/svg+xml;base64,");
    url = base.toString();
    body = JSON.stringify({ slot: opts.slot, mode: opts.mode, alt: opts.alt || undefined, data });
    type = "application/json";
  } else {
    base.searchParams.set("slot", opts.slot.toLowerCase());
    base.searchParams.set("mode", opts.mode);
    if (opts.alt) base.searchParams.set("alt", opts.alt);
    url = base.toString();
    try {
      // The bytes themselves (not the File object): every XMLHttpRequest sends them as they are.
      body = await read<ArrayBuffer>(file, "readAsArrayBuffer");
    } catch {
      return { ok: false, code: "FAILED" };
    }
    type = file.type || "application/octet-stream";
  }
  try {
    let answer = await send(url, body, type, await csrfToken(), onProgress);
    if (answer.status === 403 && answer.body?.code === "csrf/invalid-token") answer = await send(url, body, type, await refreshCsrfToken(), onProgress);
    if (answer.status === 201 && answer.body?.images) return { ok: true, images: typed(answer.body.images) };
    const code = REST_CODES[answer.body?.code ?? ""] ?? (answer.status === 413 ? "IMAGE_TOO_LARGE" : answer.status === 415 ? "NOT_AN_IMAGE" : null);
    if (!code && /gallery already has/i.test(answer.body?.message ?? "")) return { ok: false, code: "GALLERY_FULL", message: answer.body?.message };
    return { ok: false, code: code ?? "FAILED", message: answer.body?.message };
  } catch {
    return { ok: false, code: "FAILED" };
  }
}
