/**
 * Bulk key uploads and a seller's keys: pasted text, CSV files, images, credentials and URLs,
 * each line reported (accepted, malformed with a reason, duplicate within the upload, already
 * in the marketplace — never naming the other seller); a 10,000-key upload runs as a job whose
 * progress can be read until it is done, its staged values never in clear text; counts per
 * state; withdrawing unsold keys (never a reserved one); the REST shim; foreign ids NOT_FOUND.
 */
import "reflect-metadata";
import sharp from "sharp";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { systemContext } from "../../server/graphql/context";
import { waitFor } from "./commerce-helpers";

let app: TestApp;
let a: { offerId: number; sellerId: number; productId: number };
let b: { offerId: number; sellerId: number; productId: number; name: string };
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  // Job workers on: large uploads run as pg-boss jobs.
  app = await startTestApp({ JOBS: "true" });
  const rows = await app.server.dataSource.query(
    `SELECT o.id AS "offerId", o.seller_id AS "sellerId", o.product_id AS "productId", s.name
       FROM offers o JOIN seller_profiles s ON s.id = o.seller_id ORDER BY o.seller_id, o.id`,
  );
  a = rows[0];
  b = rows.find((r: any) => r.sellerId !== a.sellerId);
  tokenA = await sellerToken(a.sellerId);
  tokenB = await sellerToken(b.sellerId);
}, 60_000);
afterAll(() => app?.close());

async function sellerToken(sellerId: number): Promise<string> {
  const [{ user_id }] = await app.server.dataSource.query(`SELECT user_id FROM seller_profiles WHERE id = $1`, [sellerId]);
  return (await app.server.services.sessions.create(systemContext(app.server.dataSource, app.server.services), user_id)).token;
}

const UPLOAD_FIELDS = `id offerId source contentType fileName state totalLines processed accepted malformed duplicateInUpload duplicateInMarketplace
  lines(take: 500) { totalItems items { line status problem } }`;
const UPLOAD = `mutation($i: UploadKeysInput!) { uploadKeys(input: $i) { ${UPLOAD_FIELDS} } }`;
const GET = `query($id: ID!) { keyUpload(id: $id) { ${UPLOAD_FIELDS} } }`;

const as = (token: string) => ({ authorization: `Bearer ${token}` });
async function upload(input: Record<string, unknown>, token = tokenA) {
  const r = await app.gql(UPLOAD, { i: { offerId: String(a.offerId), ...input } }, as(token));
  return r;
}
const linesOf = (u: any, status: string) => u.lines.items.filter((l: any) => l.status === status).map((l: any) => (l.problem ? [l.line, l.problem] : l.line));
const b64 = (s: string | Buffer) => Buffer.from(s).toString("base64");
const unique = (p: string) => `${p}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`.toUpperCase();

/** The decrypted values of an offer's newest keys. */
async function newestValues(offerId: number, n: number): Promise<{ value: string; contentType: string }[]> {
  const rows = await app.server.dataSource.query(
    `SELECT value_ciphertext, value_key_id, content_type FROM product_keys WHERE offer_id = $1 ORDER BY created_at DESC LIMIT $2`,
    [offerId, n],
  );
  return rows.map((r: any) => ({ value: app.server.services.vault.decrypt(r.value_ciphertext, r.value_key_id), contentType: r.content_type }));
}

it("pasted text: malformed lines, duplicates within the upload and in the marketplace, without naming the other seller", async () => {
  const [theirs] = await newestValues(b.offerId, 1);
  const k1 = unique("PASTE");
  const k2 = unique("PASTE");
  const text = [k1, "", k2, ` ${k1.toLowerCase()} `, "X".repeat(2001), theirs!.value, "BAD\u0007KEY"].join("\n");
  const r = await upload({ text });
  expect(r.body.errors).toBeUndefined();
  const u = r.body.data.uploadKeys;
  expect(u).toMatchObject({ source: "paste", contentType: "text", state: "done", totalLines: 6, processed: 6, accepted: 2, malformed: 2 });
  expect(u).toMatchObject({ duplicateInUpload: 1, duplicateInMarketplace: 1 });
  expect(linesOf(u, "accepted")).toEqual([1, 3]);
  expect(linesOf(u, "duplicateInUpload")).toEqual([4]);
  expect(linesOf(u, "malformed")).toEqual([
    [5, "tooLong"],
    [7, "controlCharacters"],
  ]);
  expect(linesOf(u, "duplicateInMarketplace")).toEqual([6]);
  // Nothing in the answer names the seller who holds the duplicate.
  const answer = JSON.stringify(r.body);
  expect(answer).not.toContain(b.name);
  expect(answer).not.toMatch(new RegExp(`"sellerId"|"${b.offerId}"`));
  // Filtered report.
  const only = await app.gql(
    `query($id: ID!) { keyUpload(id: $id) { lines(status: malformed) { totalItems items { line problem } } } }`,
    { id: u.id },
    as(tokenA),
  );
  const problems = await app.gql(`query($id: ID!) { keyUpload(id: $id) { lines(problems: true) { items { line status } } } }`, { id: u.id }, as(tokenA));
  expect(problems.body.data.keyUpload.lines.items.map((l: any) => l.line)).toEqual([4, 5, 6, 7]);
  expect(only.body.data.keyUpload.lines).toEqual({
    totalItems: 2,
    items: [
      { line: 5, problem: "tooLong" },
      { line: 7, problem: "controlCharacters" },
    ],
  });
  // Encrypted at rest.
  const raw = await app.server.dataSource.query(`SELECT value_ciphertext FROM product_keys WHERE offer_id = $1 ORDER BY created_at DESC LIMIT 2`, [a.offerId]);
  for (const k of raw) expect(Buffer.from(k.value_ciphertext).toString("latin1")).not.toContain("PASTE");
});

it("a CSV file: the first column, a header row skipped, file line numbers reported; a broken file is refused whole", async () => {
  const [c1, c2, c3] = [unique("CSV"), unique("CSV"), unique("CSV")];
  const csv = `key,note\n${c1},first\n"${c2}",second\n\n${c3};x\n${c1},again\n`;
  const r = await upload({ file: { name: "keys.csv", data: b64(csv) } });
  expect(r.body.errors).toBeUndefined();
  const u = r.body.data.uploadKeys;
  expect(u).toMatchObject({ source: "csv", fileName: "keys.csv", accepted: 3, duplicateInUpload: 1, totalLines: 4 });
  expect(linesOf(u, "accepted")).toEqual([2, 3, 5]);
  expect(linesOf(u, "duplicateInUpload")).toEqual([6]);

  const broken = await upload({ file: { name: "bad.csv", data: b64(`key\n"unclosed,quote\n`) } });
  expect(broken.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  expect(broken.body.errors[0].message).toMatch(/CSV file could not be read/);

  // Credentials as two columns.
  const creds = await upload({
    contentType: "credentials",
    file: { name: "accounts.csv", data: b64(`login,password\n${unique("csvuser")},pw-1\nonly-login\n`) },
  });
  expect(creds.body.data.uploadKeys).toMatchObject({ source: "csv", contentType: "credentials", accepted: 1, malformed: 1 });
  expect(linesOf(creds.body.data.uploadKeys, "malformed")).toEqual([[3, "notCredentials"]]);
});

it("image files: checked by their bytes (a fake image is refused), stored encrypted with the file's content type", async () => {
  const img = (format: "png" | "jpeg" | "gif", color: string) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
      [format]()
      .toBuffer();
  const png = await img(
    "png",
    `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, "0")}`,
  );
  const jpeg = await img(
    "jpeg",
    `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, "0")}`,
  );
  const gif = await img(
    "gif",
    `#${Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, "0")}`,
  );
  const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("not really an image")]);
  const r = await upload({
    images: [
      { name: "a.png", data: b64(png) },
      { name: "b.jpg", data: `data:image/jpeg;base64,${b64(jpeg)}` },
      { name: "c.gif", data: b64(gif) },
      { name: "fake.png", data: b64(fakePng) },
      { name: "text.png", data: b64("hello, I am text") },
      { name: "again.png", data: b64(png) },
    ],
  });
  expect(r.body.errors).toBeUndefined();
  const u = r.body.data.uploadKeys;
  expect(u).toMatchObject({ source: "images", contentType: null, accepted: 3, malformed: 2, duplicateInUpload: 1 });
  expect(linesOf(u, "malformed")).toEqual([
    [4, "notImage"],
    [5, "notImage"],
  ]);
  const stored = await newestValues(a.offerId, 3);
  expect(stored.map((s) => s.contentType).sort()).toEqual(["gif", "jpeg", "png"]);
  const pngKey = stored.find((s) => s.contentType === "png")!;
  expect(Buffer.from(pngKey.value, "base64").equals(png)).toBe(true);
});

it("credentials (login:password lines) and URLs (http/https only)", async () => {
  const login = unique("user");
  const creds = await upload({ contentType: "credentials", text: `${login}:secret:with:colons\nno-password-here\n${login}-2; pw2` });
  expect(creds.body.data.uploadKeys).toMatchObject({ source: "credentials", accepted: 2, malformed: 1 });
  expect(linesOf(creds.body.data.uploadKeys, "malformed")).toEqual([[2, "notCredentials"]]);
  const values = (await newestValues(a.offerId, 2)).map((v) => v.value).sort();
  expect(values).toEqual([`login: ${login}\npassword: secret:with:colons`, `login: ${login}-2\npassword: pw2`].sort());

  const path = unique("p").toLowerCase();
  const urls = await upload({
    contentType: "url",
    keys: [`https://redeem.example.com/${path}`, "ftp://files.example.com/x", "javascript:alert(1)", `http://redeem.example.com/${path}-2`],
  });
  expect(urls.body.data.uploadKeys).toMatchObject({ source: "url", accepted: 2, malformed: 2 });
  expect(linesOf(urls.body.data.uploadKeys, "malformed")).toEqual([
    [2, "notUrl"],
    [3, "notUrl"],
  ]);
});

it("a 10,000-key upload runs as a job: staged encrypted, progress readable until done, then the staging is gone", async () => {
  // The job's keys may complete waiting pre-orders: it asks for their delivery as keys arrive.
  const keysService = app.server.services.keys as unknown as { afterUpload: (offerId: number) => Promise<void> };
  const original = keysService.afterUpload;
  const asked: number[] = [];
  keysService.afterUpload = (offerId) => {
    asked.push(offerId);
    return original(offerId);
  };
  const prefix = unique("BULK");
  const keys = Array.from({ length: 10_000 }, (_, i) => `${prefix}-${String(i).padStart(5, "0")}`);
  keys[9_999] = keys[0]!; // one duplicate within the upload
  const r = await upload({ text: keys.join("\n") });
  expect(r.body.errors).toBeUndefined();
  const started = r.body.data.uploadKeys;
  expect(["queued", "running"]).toContain(started.state);
  expect(started.totalLines).toBe(10_000);
  // While it waits, the values are staged encrypted, never in clear text.
  const [staged] = await app.server.dataSource.query(`SELECT staged_ciphertext FROM key_uploads WHERE id = $1`, [started.id]);
  if (staged.staged_ciphertext) expect(Buffer.from(staged.staged_ciphertext).toString("latin1")).not.toContain(prefix);
  // The page finds the running upload again (a reload) and polls it.
  const listed = await app.gql(`query($o: ID!) { keyUploads(offerId: $o, take: 1) { items { id } } }`, { o: String(a.offerId) }, as(tokenA));
  expect(listed.body.data.keyUploads.items[0].id).toBe(started.id);
  const seen: number[] = [];
  const done = await waitFor(
    async () => {
      const u = (await app.gql(GET, { id: started.id }, as(tokenA))).body.data.keyUpload;
      seen.push(u.processed);
      return u.state === "done" ? u : null;
    },
    "the upload job",
    60_000,
  );
  expect(done).toMatchObject({ processed: 10_000, accepted: 9_999, duplicateInUpload: 1, malformed: 0 });
  const dup = await app.gql(`query($id: ID!) { keyUpload(id: $id) { lines(status: duplicateInUpload) { items { line } } } }`, { id: started.id }, as(tokenA));
  expect(dup.body.data.keyUpload.lines.items).toEqual([{ line: 10_000 }]);
  const page = await app.gql(
    `query($id: ID!) { keyUpload(id: $id) { lines(skip: 9997, take: 5) { totalItems items { line status } } } }`,
    { id: started.id },
    as(tokenA),
  );
  expect(page.body.data.keyUpload.lines).toEqual({
    totalItems: 10_000,
    items: [
      { line: 9998, status: "accepted" },
      { line: 9999, status: "accepted" },
      { line: 10_000, status: "duplicateInUpload" },
    ],
  });
  expect(seen).toEqual([...seen].sort((x, y) => x - y)); // progress only moves forward
  const [after] = await app.server.dataSource.query(`SELECT staged_ciphertext, staged_key_id FROM key_uploads WHERE id = $1`, [started.id]);
  expect(after).toEqual({ staged_ciphertext: null, staged_key_id: null });
  const [{ n }] = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM product_keys WHERE offer_id = $1 AND state = 0`, [a.offerId]);
  expect(n).toBeGreaterThanOrEqual(9_999);
  keysService.afterUpload = original;
  expect(asked.length).toBeGreaterThan(0);
  expect(new Set(asked)).toEqual(new Set([a.offerId]));
}, 90_000);

it("an upload run twice at once (a retried job beside the first) inserts each chunk once", async () => {
  const [{ before }] = await app.server.dataSource.query(`SELECT count(*)::int AS before FROM product_keys WHERE offer_id = $1`, [a.offerId]);
  const prefix = unique("TWICE");
  const r = await upload({ keys: Array.from({ length: 5_000 }, (_, i) => `${prefix}-${i}`) });
  const id = r.body.data.uploadKeys.id;
  const ctx = systemContext(app.server.dataSource, app.server.services);
  // Two more runs beside the queue's own worker.
  await Promise.all([app.server.services.keys.processUpload(ctx, id), app.server.services.keys.processUpload(ctx, id)]);
  const done = await waitFor(async () => {
    const u = (await app.gql(GET, { id }, as(tokenA))).body.data.keyUpload;
    return u.state === "done" ? u : null;
  }, "the upload");
  expect(done).toMatchObject({ processed: 5_000, accepted: 5_000, duplicateInUpload: 0, duplicateInMarketplace: 0, malformed: 0 });
  const [{ after }] = await app.server.dataSource.query(`SELECT count(*)::int AS after FROM product_keys WHERE offer_id = $1`, [a.offerId]);
  expect(after - before).toBe(5_000);
}, 60_000);

it("counts per state, the key list without sold values, and withdrawing: never a reserved key", async () => {
  const o = String(a.offerId);
  const COUNTS = `query($o: ID!) { offerKeyCounts(offerId: $o) { available using delivered revealed notDelivered changed replaced } }`;
  const before = (await app.gql(COUNTS, { o }, as(tokenA))).body.data.offerKeyCounts;
  const expectedStates = await app.server.dataSource.query(`SELECT state, count(*)::int AS n FROM product_keys WHERE offer_id = $1 GROUP BY state`, [
    a.offerId,
  ]);
  const names = ["available", "using", "delivered", "revealed", "notDelivered", "changed", "replaced"];
  for (const { state, n } of expectedStates) expect(before[names[state]!]).toBe(n);

  // Two fresh keys; one is then reserved by a checkout (Using).
  const [k1, k2] = [unique("WD"), unique("WD")];
  await upload({ keys: [k1, k2] });
  const LIST = `query($o: ID!, $s: KeyState) { offerKeys(offerId: $o, state: $s, take: 100) { totalItems items { id state hint } } }`;
  const fresh = (await app.gql(LIST, { o, s: "Available" }, as(tokenA))).body.data.offerKeys.items.slice(0, 2);
  expect(fresh.map((k: any) => k.hint).sort()).toEqual([k1.slice(-4), k2.slice(-4)].sort());
  const [{ id: itemId }] = await app.server.dataSource.query(`SELECT id FROM order_items LIMIT 1`);
  await app.server.dataSource.query(`UPDATE product_keys SET state = 1, order_item_id = $2, reserved_at = now() WHERE id = $1`, [fresh[0].id, itemId]);
  const using = (await app.gql(LIST, { o, s: "Using" }, as(tokenA))).body.data.offerKeys.items;
  expect(using.find((k: any) => k.id === fresh[0].id)).toEqual({ id: fresh[0].id, state: "Using", hint: null });
  // Sold keys never show anything of their value.
  const sold = (await app.gql(LIST, { o, s: "Delivered" }, as(tokenA))).body.data.offerKeys.items;
  for (const k of sold) expect(k.hint).toBeNull();

  const WITHDRAW = `mutation($i: WithdrawKeysInput!) { withdrawKeys(input: $i) { __typename ... on KeysWithdrawn { withdrawn } ... on KeysNotWithdrawableError { errorCode keyIds } } }`;
  const refused = (await app.gql(WITHDRAW, { i: { offerId: o, keyIds: [fresh[0].id, fresh[1].id] } }, as(tokenA))).body.data.withdrawKeys;
  expect(refused).toEqual({ __typename: "KeysNotWithdrawableError", errorCode: "KEYS_NOT_WITHDRAWABLE", keyIds: [fresh[0].id] });
  const [{ n: still }] = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM product_keys WHERE id = ANY($1::uuid[])`, [
    [fresh[0].id, fresh[1].id],
  ]);
  expect(still).toBe(2); // nothing withdrawn

  const one = (await app.gql(WITHDRAW, { i: { offerId: o, keyIds: [fresh[1].id] } }, as(tokenA))).body.data.withdrawKeys;
  expect(one).toEqual({ __typename: "KeysWithdrawn", withdrawn: 1 });
  const counts = (await app.gql(COUNTS, { o }, as(tokenA))).body.data.offerKeyCounts;
  const all = (await app.gql(WITHDRAW, { i: { offerId: o, all: true } }, as(tokenA))).body.data.withdrawKeys;
  expect(all).toEqual({ __typename: "KeysWithdrawn", withdrawn: counts.available });
  const end = (await app.gql(COUNTS, { o }, as(tokenA))).body.data.offerKeyCounts;
  expect(end).toMatchObject({ available: 0, using: counts.using });
  // A withdrawn value can be uploaded again.
  const again = await upload({ keys: [[k1, k2].find((k) => k.slice(-4) === fresh[1].hint)!] });
  expect(again.body.data.uploadKeys.accepted).toBe(1);

  const nothing = await app.gql(WITHDRAW, { i: { offerId: o } }, as(tokenA));
  expect(nothing.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
});

it("another seller's offer and upload answer NOT_FOUND like unknown ones; bad input is refused", async () => {
  const o = String(a.offerId);
  const mine = (await upload({ keys: [unique("OWN")] })).body.data.uploadKeys;
  const calls: [string, Record<string, unknown>][] = [
    [UPLOAD, { i: { offerId: o, keys: ["FOREIGN-1"] } }],
    [`query($o: ID!) { offerKeyCounts(offerId: $o) { available } }`, { o }],
    [`query($o: ID!) { offerKeys(offerId: $o) { totalItems } }`, { o }],
    [`query($o: ID!) { keyUploads(offerId: $o) { totalItems } }`, { o }],
    [`mutation($o: ID!) { withdrawKeys(input: { offerId: $o, all: true }) { __typename } }`, { o }],
    [GET, { id: mine.id }],
    [GET, { id: "not-a-uuid" }],
  ];
  for (const [q, v] of calls) {
    const r = await app.gql(q, v, as(tokenB));
    expect(r.body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  }
  const two = await upload({ keys: ["A"], text: "B" });
  expect(two.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  const image = await upload({ contentType: "png" as never, keys: ["A"] });
  expect(image.body.errors[0].extensions.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED/);
});

it("REST: the spec's Key entries { productId, keys[] } for the caller's offer of that product", async () => {
  const k = unique("REST");
  const r = await app.http("POST", "/api/seller/keys/upload", { productId: a.productId, keys: [k, k, ""] }, as(tokenA));
  expect(r.status).toBe(201);
  expect(r.body.upload).toMatchObject({ offerId: a.offerId, state: "done", accepted: 1, duplicateInUpload: 1, malformed: 1 });
  expect(r.body.upload.report).toBeUndefined();
  const foreign = await app.http("POST", "/api/seller/keys/upload", { productId: a.productId, keys: [unique("REST")] }, as(tokenB));
  // Seller B may sell the same product; otherwise its offer is unknown.
  const bSells = (await app.server.dataSource.query(`SELECT 1 FROM offers WHERE product_id = $1 AND seller_id = $2`, [a.productId, b.sellerId])).length > 0;
  expect(foreign.status).toBe(bSells ? 201 : 404);
});

it("large bodies: a seller's 10,000 keys fit, an anonymous caller keeps the small limit", async () => {
  const big = JSON.stringify({
    query: UPLOAD,
    variables: { i: { offerId: String(a.offerId), keys: Array.from({ length: 6000 }, (_, i) => `X${i}`.padEnd(30, "Y")) } },
  });
  expect(big.length).toBeGreaterThan(150_000);
  const anon = await app.http("POST", "/graphql", big, { "content-type": "application/json" });
  expect(anon.status).toBe(413);
});
