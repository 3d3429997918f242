/**
 * Product images uploaded by admins:
 *  - the pure rules: fit inside 1440×1080 keeping the aspect ratio, never enlarged, skipped
 *    when already inside; quality 0.8–0.9, higher for a heavier downscale; the configured box
 *    and its 1400×1080 fallback; type by content; base64 and data URLs;
 *  - against a real server: a 4000×3000 JPEG stored at 1440×1080, a small PNG stored unchanged,
 *    REFRESH adds to the gallery and REPLACE replaces it (old files deleted), invalid base64
 *    SVG logged and nothing stored, not-an-image and too-big refused with clear 4xx and typed
 *    errors, remove/reorder/alt texts, customers and sellers refused, the audit log without
 *    bytes, and the public `product` query showing the new cover right after the upload.
 */
import sharp from "sharp";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { Browser, bearerFor } from "./accounts-helpers";
import {
  decodeImageData,
  DEFAULT_IMAGE_BOX,
  FALLBACK_IMAGE_BOX,
  imageBoxFromSetting,
  MAX_QUALITY,
  MIN_QUALITY,
  planImageOutput,
  qualityForScale,
  sniffImage,
} from "../../server/modules/catalog/product-images.service";

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="30%" fill="#123"/></svg>`) }])
    .jpeg({ quality: 95 })
    .toBuffer();
const png = (width: number, height: number, alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: { r: 10, g: 120, b: 200, alpha: alpha ? 0.5 : 1 } } })
    .png()
    .toBuffer();
const SVG = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#6b46c1"/></svg>`;

describe("the resizing rules (pure)", () => {
  it("fits inside 1440×1080 keeping the aspect ratio, never enlarging, skipping images already inside", () => {
    expect(planImageOutput({ width: 4000, height: 3000 })).toMatchObject({ resize: true, width: 1440, height: 1080 });
    expect(planImageOutput({ width: 3000, height: 1000 })).toMatchObject({ resize: true, width: 1440, height: 480 });
    expect(planImageOutput({ width: 1000, height: 3000 })).toMatchObject({ resize: true, width: 360, height: 1080 });
    expect(planImageOutput({ width: 800, height: 600 })).toEqual({ resize: false, width: 800, height: 600, scale: 1, quality: null });
    expect(planImageOutput({ width: 1440, height: 1080 })).toMatchObject({ resize: false, quality: null });
    expect(planImageOutput({ width: 1441, height: 1080 })).toMatchObject({ resize: true, width: 1440 });
    for (const [w, h] of [
      [2881, 1999],
      [5000, 17],
      [1081, 4321],
    ]) {
      const p = planImageOutput({ width: w!, height: h! });
      expect(p.width).toBeLessThanOrEqual(1440);
      expect(p.height).toBeLessThanOrEqual(1080);
      expect(Math.abs(p.width / p.height - w! / h!)).toBeLessThan(0.1 * (w! / h!));
    }
  });

  it("chooses a quality between 0.8 and 0.9, higher for a heavier downscale", () => {
    const light = planImageOutput({ width: 1500, height: 1100 }).quality!;
    const heavy = planImageOutput({ width: 8000, height: 6000 }).quality!;
    expect(light).toBeGreaterThanOrEqual(MIN_QUALITY);
    expect(heavy).toBeLessThanOrEqual(MAX_QUALITY);
    expect(heavy).toBeGreaterThan(light);
    expect(qualityForScale(0.99)).toBe(0.8);
    expect(qualityForScale(0.25)).toBe(0.9);
    expect(qualityForScale(0.05)).toBe(0.9);
    let last = 0;
    for (let s = 0.95; s > 0.2; s -= 0.05) {
      const q = qualityForScale(s);
      expect(q).toBeGreaterThanOrEqual(last);
      expect(q).toBeGreaterThanOrEqual(0.8);
      expect(q).toBeLessThanOrEqual(0.9);
      last = q;
    }
  });

  it("reads the box from the setting: the spec's default unset, the fallback 1400×1080 when unusable", () => {
    expect(imageBoxFromSetting(undefined)).toEqual({ box: DEFAULT_IMAGE_BOX, problem: null });
    expect(imageBoxFromSetting("1920x1080")).toEqual({ box: { width: 1920, height: 1080 }, problem: null });
    for (const bad of ["huge", "1440", "0x0", "50x50", "99999x1080", "-1x5"]) {
      const r = imageBoxFromSetting(bad);
      expect(r.box).toEqual(FALLBACK_IMAGE_BOX);
      expect(r.problem).toMatch(/PRODUCT_IMAGE_MAX_SIZE/);
    }
    expect(planImageOutput({ width: 4000, height: 3000 }, FALLBACK_IMAGE_BOX)).toMatchObject({ width: 1400, height: 1050 });
  });

  it("recognises the type by content and decodes base64 and data URLs", async () => {
    expect(sniffImage(await jpeg(20, 20))).toBe("jpeg");
    expect(sniffImage(await png(20, 20))).toBe("png");
    expect(
      sniffImage(
        await sharp(await png(20, 20))
          .webp()
          .toBuffer(),
      ),
    ).toBe("webp");
    expect(
      sniffImage(
        await sharp(await png(20, 20))
          .gif()
          .toBuffer(),
      ),
    ).toBe("gif");
    expect(sniffImage(Buffer.from(SVG))).toBe("svg");
    expect(sniffImage(Buffer.from("hello, not an image"))).toBeNull();
    expect(sniffImage(Buffer.from("<html><svg></svg></html>"))).toBeNull();
    expect(decodeImageData(`data:image/svg+xml;base64,${Buffer.from(SVG).toString("base64")}`)).toEqual({ bytes: Buffer.from(SVG), declared: "image/svg+xml" });
    expect(decodeImageData("data:image/svg+xml;base64,@@not base64!!")).toEqual({ bytes: null, declared: "image/svg+xml" });
    expect(decodeImageData("data:image/svg+xml,<svg/>").bytes).toBeNull();
    expect(decodeImageData("aGVsbG8").bytes?.toString()).toBe("hello");
  });
});

let app: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let seller: Record<string, string>;
let productId: string;
let productSlug: string;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  app = await startTestApp();
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
  customer = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password)}` };
  seller = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password)}` };
  const [row] = await app.server.dataSource.query(
    `SELECT p.id, t.slug FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en' WHERE p.enabled ORDER BY p.id LIMIT 1`,
  );
  productId = String(row.id);
  productSlug = row.slug;
});
afterAll(() => app?.close());

const IMAGES = `productId maxWidth maxHeight maxBytes galleryMax
  cover { src width height alt bytes contentType uploaded } gallery { src width height alt bytes contentType uploaded }`;
const UPLOAD = `mutation($input: UploadProductImageInput!) { uploadProductImage(input: $input) {
  __typename ... on AdminProductImages { ${IMAGES} } ... on ProductImageRejectedError { errorCode message maxBytes maxWidth maxHeight } } }`;

async function adminGql<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const r = await app.gql<T>(query, variables, admin);
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data!;
}
const images = async (id = productId) => (await adminGql(`query($id: ID!) { adminProductImages(productId: $id) { ${IMAGES} } }`, { id })).adminProductImages;

/** POST the file as the raw body. */
async function uploadRaw(body: Buffer, query: string, headers: Record<string, string> = admin, type = "image/jpeg", id = productId) {
  const res = await fetch(`${app.url}/api/admin/products/${id}/images?${query}`, { method: "POST", body, headers: { ...headers, "content-type": type } });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function mediaMeta(src: string) {
  const res = await fetch(app.url + src);
  expect(res.status).toBe(200);
  const body = Buffer.from(await res.arrayBuffer());
  return { body, type: res.headers.get("content-type"), meta: await sharp(body).metadata() };
}

const mediaCount = async () =>
  Number((await app.server.dataSource.query(`SELECT count(*)::int AS n FROM media_assets WHERE key LIKE $1`, [`products/${productId}/%`]))[0].n);

/** Runs a write and waits until this process applied the database's change notification. */
async function notified<T>(write: () => Promise<T>): Promise<T> {
  const clock = app.server.responseCache!.clock;
  const before = clock.now();
  const out = await write();
  for (let i = 0; i < 100 && clock.now() === before; i++) await sleep(10);
  expect(clock.now()).toBeGreaterThan(before);
  return out;
}

describe("uploading", () => {
  it("stores a 4000×3000 JPEG cover at 1440×1080 (aspect kept), and the public product shows it at once", async () => {
    const publicCover = async () =>
      (await app.gql(`query($slug: String!) { product(slug: $slug) { coverImage { src width height } } }`, { slug: productSlug })).body.data.product.coverImage;
    const old = await publicCover();
    expect(await publicCover()).toEqual(old); // cached now

    const big = await jpeg(4000, 3000);
    const r = await notified(() => uploadRaw(big, "slot=cover&mode=REFRESH&alt=Box%20art"));
    expect(r.status).toBe(201);
    expect(r.body.result).toBe("SUCCESS");
    const cover = r.body.images.cover;
    expect(cover).toMatchObject({ width: 1440, height: 1080, alt: "Box art", contentType: "image/jpeg", uploaded: true });
    expect(cover.src).toMatch(new RegExp(`^/media/products/${productId}/cover-[0-9a-f]{16}\\.jpg$`));
    const stored = await mediaMeta(cover.src);
    expect(stored.type).toBe("image/jpeg");
    expect([stored.meta.width, stored.meta.height]).toEqual([1440, 1080]);
    expect(cover.bytes).toBe(stored.body.length);
    expect(cover.bytes).toBeLessThan(big.length);

    expect(await publicCover()).toEqual({ src: cover.src, width: 1440, height: 1080 });
    // and the resized variants are served from it
    const variant = await fetch(`${app.url}/img?src=${encodeURIComponent(cover.src)}&w=640`);
    expect(variant.status).toBe(200);
  });

  it("stores an image already inside the box unchanged (same bytes and format); transparency kept on downscale", async () => {
    const small = await png(800, 600);
    const r = await uploadRaw(small, "slot=gallery&mode=REFRESH", admin, "application/octet-stream");
    expect(r.status).toBe(201);
    const added = r.body.images.gallery.at(-1);
    expect(added).toMatchObject({ width: 800, height: 600, contentType: "image/png", bytes: small.length });
    expect((await mediaMeta(added.src)).body.equals(small)).toBe(true);

    const clear = await png(3000, 1500, true);
    const r2 = await adminGql(UPLOAD, { input: { productId, slot: "GALLERY", mode: "REFRESH", data: clear.toString("base64") } });
    const last = r2.uploadProductImage.gallery.at(-1);
    expect(last).toMatchObject({ width: 1440, height: 720, contentType: "image/webp" });
    expect((await mediaMeta(last.src)).meta.hasAlpha).toBe(true);
  });

  it("REFRESH adds to the gallery, REPLACE replaces it (old uploaded files deleted); a REPLACE cover empties the gallery", async () => {
    const before = await images();
    const n = before.gallery.length;
    const a = await uploadRaw(await jpeg(600, 400), "slot=gallery&mode=0");
    expect(a.body.images.gallery).toHaveLength(n + 1);
    expect(a.body.images.gallery.slice(0, n).map((g: any) => g.src)).toEqual(before.gallery.map((g: any) => g.src));
    const oldSrcs = a.body.images.gallery.filter((g: any) => g.uploaded).map((g: any) => g.src);
    expect(oldSrcs.length).toBeGreaterThan(0);

    const b = await uploadRaw(await jpeg(500, 500), "slot=gallery&mode=REPLACE");
    expect(b.status).toBe(201);
    expect(b.body.images.gallery).toHaveLength(1);
    expect(b.body.images.gallery[0]).toMatchObject({ width: 500, height: 500 });
    for (const src of oldSrcs) expect((await fetch(app.url + src)).status).toBe(404);

    // JSON with base64 works on REST too; mode 1 on the cover also empties the gallery
    const oldCover = b.body.images.cover.src;
    const c = await app.http(
      "POST",
      `/api/admin/products/${productId}/images`,
      { slot: "cover", mode: 1, data: `data:image/png;base64,${(await png(400, 300)).toString("base64")}` },
      admin,
    );
    expect(c.status).toBe(201);
    expect(c.body.images.gallery).toEqual([]);
    expect(c.body.images.cover).toMatchObject({ width: 400, height: 300, contentType: "image/png" });
    expect((await fetch(app.url + oldCover)).status).toBe(404);
    expect(await mediaCount()).toBe(1);
  });

  it("takes base64 bodies far over the general 100 KB limit from admins only (GraphQL)", async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 1200 * 900 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 1200, height: 900, channels: 3 },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(400 * 1024);
    const input = { productId, slot: "GALLERY", mode: "REFRESH", data: `data:image/jpeg;base64,${noise.toString("base64")}` };
    const r = (await adminGql(UPLOAD, { input })).uploadProductImage;
    expect(r.gallery.at(-1)).toMatchObject({ width: 1200, height: 900, bytes: noise.length, contentType: "image/jpeg" });
    const refused = await app.gql(UPLOAD, { input }, customer);
    expect(refused.status).toBe(413);
  });

  it("logs invalid base64 SVG data and stores nothing; a valid SVG is stored as a vector", async () => {
    const before = await images();
    const count = await mediaCount();
    const logged = jest.spyOn(app.server.services.logger, "error");
    try {
      for (const data of ["data:image/svg+xml;base64,@@@not-base64@@@", `data:image/svg+xml;base64,${Buffer.from("<svg><g></svg").toString("base64")}`]) {
        const r = (await adminGql(UPLOAD, { input: { productId, slot: "GALLERY", data } })).uploadProductImage;
        expect(r).toMatchObject({ __typename: "ProductImageRejectedError", errorCode: "INVALID_SVG", maxBytes: 15 * 1024 * 1024, maxWidth: 1440 });
      }
      const scripted = Buffer.from(SVG.replace("<rect", `<script>alert(1)</script><rect`)).toString("base64");
      const r = await app.http("POST", `/api/admin/products/${productId}/images`, { slot: "gallery", data: `data:image/svg+xml;base64,${scripted}` }, admin);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ result: "BAD_REQUEST", code: "images/invalid-svg" });
      expect(logged).toHaveBeenCalledTimes(3);
      expect(logged.mock.calls[0]![1]).toBe("invalid SVG image data");
    } finally {
      logged.mockRestore();
    }
    expect(await images()).toEqual(before);
    expect(await mediaCount()).toBe(count);

    const ok = (await adminGql(UPLOAD, { input: { productId, slot: "GALLERY", data: `data:image/svg+xml;base64,${Buffer.from(SVG).toString("base64")}` } }))
      .uploadProductImage;
    expect(ok.gallery.at(-1)).toMatchObject({ width: 300, height: 200, contentType: "image/svg+xml" });
  });

  it("refuses what is not an image, too big, or of unusable dimensions with clear 4xx and typed errors", async () => {
    const before = await images();
    const notImage = await uploadRaw(Buffer.from("just some text, not a picture"), "slot=cover", admin, "image/png");
    expect(notImage).toMatchObject({ status: 415, body: { result: "BAD_REQUEST", code: "images/not-an-image" } });
    const damaged = await uploadRaw((await jpeg(300, 300)).subarray(0, 200), "slot=cover");
    expect(damaged).toMatchObject({ status: 415, body: { code: "images/not-an-image" } });

    const huge = Buffer.alloc(16 * 1024 * 1024, 1);
    const tooBig = await uploadRaw(huge, "slot=gallery");
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ code: "images/too-large" });
    expect(tooBig.body.message).toMatch(/15 MB/);

    const tiny = await uploadRaw(await png(8, 8), "slot=gallery", admin, "image/png");
    expect(tiny).toMatchObject({ status: 400, body: { code: "images/bad-dimensions" } });
    const strip = await uploadRaw(await png(2100, 50), "slot=gallery", admin, "image/png");
    expect(strip).toMatchObject({ status: 400, body: { code: "images/bad-dimensions" } });

    const gqlNot = (await adminGql(UPLOAD, { input: { productId, slot: "COVER", data: Buffer.from("GIF89a but not really").toString("base64") } }))
      .uploadProductImage;
    expect(gqlNot).toMatchObject({ __typename: "ProductImageRejectedError", errorCode: "NOT_AN_IMAGE" });

    const badSlot = await uploadRaw(await png(100, 100), "slot=banner", admin, "image/png");
    expect(badSlot).toMatchObject({ status: 400, body: { code: "BAD_USER_INPUT" } });
    expect(badSlot.body.message).toMatch(/slot must be cover or gallery/);
    const unknown = await uploadRaw(await png(100, 100), "slot=cover", admin, "image/png", "999999");
    expect(unknown.status).toBe(404);
    expect(await images()).toEqual(before);
  });

  it("refuses customers and sellers (403) and guests (401), on REST and GraphQL", async () => {
    const file = await png(100, 100);
    // A guest browser (with its CSRF token): 401 on REST; without the token the CSRF guard answers first.
    const guest = new Browser(app);
    await guest.csrf();
    const asGuest = await guest.call("POST", `/api/admin/products/${productId}/images`, { slot: "cover", data: file.toString("base64") });
    expect(asGuest.status).toBe(401);
    expect((await uploadRaw(file, "slot=cover", {}, "image/png")).body.code).toBe("csrf/invalid-token");
    for (const [headers, status] of [
      [customer, 403],
      [seller, 403],
      [{}, 401],
    ] as const) {
      if (status !== 401) expect((await uploadRaw(file, "slot=cover", headers, "image/png")).status).toBe(status);
      const gql = (q: string, v?: Record<string, unknown>) => (status === 401 ? guest.gql(q, v) : app.gql(q, v, headers));
      const g = await gql(UPLOAD, { input: { productId, slot: "COVER", data: file.toString("base64") } });
      expect(g.body.errors[0].extensions.code).toBe(status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN");
      const q = await gql(`{ adminProductImages(productId: "${productId}") { productId } }`);
      expect(q.body.errors[0].extensions.code).toBe(status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN");
      const rm = await gql(`mutation { removeProductImage(input: { productId: "${productId}", src: "/x" }) { productId } }`);
      expect(rm.body.errors[0].extensions.code).toBe(status === 401 ? "UNAUTHENTICATED" : "FORBIDDEN");
    }
  });
});

describe("managing the gallery", () => {
  it("reorders, sets alt texts and removes, each audited without image bytes", async () => {
    for (const size of [200, 300, 400]) await uploadRaw(await jpeg(size, size), "slot=gallery");
    const g = (await images()).gallery.map((x: any) => x.src);
    expect(g.length).toBeGreaterThanOrEqual(3);

    const reversed = [...g].reverse();
    const r = (
      await adminGql(`mutation($input: ReorderProductGalleryInput!) { reorderProductGallery(input: $input) { ${IMAGES} } }`, {
        input: { productId, srcs: reversed },
      })
    ).reorderProductGallery;
    expect(r.gallery.map((x: any) => x.src)).toEqual(reversed);
    const stale = await app.gql(
      `mutation($input: ReorderProductGalleryInput!) { reorderProductGallery(input: $input) { productId } }`,
      { input: { productId, srcs: g.slice(1) } },
      admin,
    );
    expect(stale.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");

    const alts = (
      await adminGql(`mutation($input: SetProductImageAltsInput!) { setProductImageAlts(input: $input) { ${IMAGES} } }`, {
        input: {
          productId,
          images: [
            { src: reversed[0], alt: "  First   shot " },
            { src: r.cover.src, alt: "Cover art" },
          ],
        },
      })
    ).setProductImageAlts;
    expect(alts.gallery[0].alt).toBe("First shot");
    expect(alts.cover.alt).toBe("Cover art");

    const removed = (
      await adminGql(`mutation($input: RemoveProductImageInput!) { removeProductImage(input: $input) { ${IMAGES} } }`, {
        input: { productId, src: reversed[0] },
      })
    ).removeProductImage;
    expect(removed.gallery.map((x: any) => x.src)).toEqual(reversed.slice(1));
    expect((await fetch(app.url + reversed[0])).status).toBe(404);
    const coverRm = await app.gql(
      `mutation($input: RemoveProductImageInput!) { removeProductImage(input: $input) { productId } }`,
      { input: { productId, src: r.cover.src } },
      admin,
    );
    expect(coverRm.body.errors[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect(coverRm.body.errors[0].message).toMatch(/cover cannot be removed/);

    const audit: { action: string; before: any; after: any; summary: string }[] = await app.server.dataSource.query(
      `SELECT action, before, after, summary FROM audit_log WHERE target_type = 'product' AND target_id = $1 ORDER BY id`,
      [productId],
    );
    const actions = new Set(audit.map((a) => a.action));
    for (const a of ["product.images.upload", "product.images.reorder", "product.images.alt", "product.images.remove"]) expect(actions.has(a)).toBe(true);
    const upload = audit.find((a) => a.action === "product.images.upload")!;
    expect(upload.after.uploaded).toMatchObject({ src: expect.stringMatching(/^\/media\/products\//), bytes: expect.any(Number) });
    // sources and sizes only: no entry is anywhere near the size of an image
    for (const a of audit) expect(JSON.stringify(a).length).toBeLessThan(20_000);
  });
});
