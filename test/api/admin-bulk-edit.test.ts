/**
 * Product bulk edits as admin jobs (server/modules/admin-jobs), against real servers on one
 * database: a web process without job workers (JOBS off: jobs wait in the queue) and, from the
 * second test on, a worker process (JOBS on), as a deployment runs them:
 *  - a job queued while no worker runs is done by a worker started later (the queue is in the
 *    database); a product deleted meanwhile is reported, not fatal;
 *  - 500 products: progress moves in batches to 500/500, the report counts changed, unchanged
 *    and failed (a list price that would fall below 0.01), the changes are in the database,
 *    one audit entry per changed product with before/after, the storefront shows the change;
 *  - the same edit again: everything unchanged, no audit entries;
 *  - two runs of one job at once never apply a batch twice;
 *  - invalid input refused with clear messages, nothing queued;
 *  - another user's job answers like an unknown one; non-admins cannot start bulk edits.
 */
import "reflect-metadata";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { startServer, type RunningServer } from "../../server/server";
import { systemContext } from "../../server/graphql/context";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { withoutRequestIds } from "../helpers/request-ids";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { bearerFor, Browser, PASSWORD, signUpVerified } from "./accounts-helpers";
import { waitFor } from "./commerce-helpers";

let app: TestApp;
let worker: RunningServer | null = null;
let admin: Record<string, string>;
let customer: Record<string, string>;
let customerId: string;
let seller: Record<string, string>;
/** A leaf category and its platform with demo products, and a new sibling category to move products to. */
let fromCategory: number;
let platformId: number;
let toCategory: number;

const JOB = `id kind status total done failed error createdByEmail createdAt startedAt finishedAt
  report { changed unchanged failures { targetId code message } }`;
const START = `mutation($input: StartProductBulkEditInput!) { startProductBulkEdit(input: $input) { ${JOB} } }`;

async function gqlAs<T = any>(headers: Record<string, string>, query: string, variables?: Record<string, unknown>): Promise<{ data?: T; errors?: any[] }> {
  return (await app.gql<T>(query, variables, headers)).body;
}

async function adminGql<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const r = await gqlAs<T>(admin, query, variables);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!;
}

const start = async (productIds: (number | string)[], changes: Record<string, unknown>) =>
  (await adminGql(START, { input: { productIds: productIds.map(String), changes } })).startProductBulkEdit;

const job = async (id: string) => (await adminGql(`query($id: ID!) { adminJob(id: $id) { ${JOB} } }`, { id })).adminJob;

/** Polls the job until it ends, recording the progress seen on the way. */
async function finish(id: string, seen: number[] = []): Promise<any> {
  return waitFor(
    async () => {
      const j = await job(id);
      if (seen[seen.length - 1] !== j.done) seen.push(j.done);
      return j.status === "done" || j.status === "failed" ? j : null;
    },
    `job ${id}`,
    60_000,
  );
}

/** `n` new products in a category, named "Bulk <tag> <id>"; every `priced`-th one has a list price. */
async function makeProducts(n: number, tag: string, listPriceEur: (i: number) => number | null = () => null): Promise<number[]> {
  const ds = app.server.dataSource;
  const prices = Array.from({ length: n }, (_, i) => listPriceEur(i));
  const rows: { id: number }[] = await ds.query(
    `INSERT INTO products (category_id, platform_id, cover_image, list_price_eur)
     SELECT $1, $2, (SELECT cover_image FROM products ORDER BY id LIMIT 1), p FROM unnest($3::int[]) WITH ORDINALITY AS t(p, i) ORDER BY i RETURNING id`,
    [fromCategory, platformId, prices],
  );
  const ids = rows.map((r) => r.id).sort((a, b) => a - b);
  await ds.query(
    `INSERT INTO product_translations (product_id, locale, name, slug)
     SELECT id, l, 'Bulk ' || $2 || ' ' || id, 'bulk-' || $2 || '-' || id || '-' || l FROM unnest($1::int[]) id, unnest(ARRAY['en', 'it']) l`,
    [ids, tag],
  );
  return ids;
}

async function startWorker(): Promise<RunningServer> {
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: app.server.databaseUrl,
    SEED_DEMO: "false",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    DB_POOL_SIZE: "5",
    JOBS: "true",
  });
  return startServer(config, createLogger(config.LOG_LEVEL));
}

beforeAll(async () => {
  // The web process: no job workers, so a job waits in the queue until a worker runs.
  app = await startTestApp({ JOBS: "false" });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
  seller = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password)}` };
  const me = await signUpVerified(app);
  customerId = me.id;
  customer = { authorization: `Bearer ${await bearerFor(app, me.email, PASSWORD)}` };
  const [leaf] = await app.server.dataSource.query(
    `SELECT p.category_id AS "categoryId", p.platform_id AS "platformId", c.parent_id AS "parentId"
       FROM products p JOIN categories c ON c.id = p.category_id WHERE c.parent_id IS NOT NULL ORDER BY p.id LIMIT 1`,
  );
  fromCategory = leaf.categoryId;
  platformId = leaf.platformId;
  const created = await adminGql(`mutation($input: CreateCategoryInput!) { createCategory(input: $input) { __typename ... on AdminCategory { id } } }`, {
    input: {
      parentId: String(leaf.parentId),
      translations: [
        { locale: "en", name: "Bulk moved", slug: "bulk-moved" },
        { locale: "it", name: "Spostati in blocco", slug: "spostati-in-blocco" },
      ],
    },
  });
  toCategory = Number(created.createCategory.id);
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await app?.close();
});

describe("a job and the queue", () => {
  it("waits while no worker runs, and a worker started later does it; a product deleted meanwhile is reported", async () => {
    const ids = await makeProducts(5, "queued");
    const started = await start(ids, { region: "EUROPE" });
    expect(started).toMatchObject({ kind: "productBulkEdit", status: "queued", total: 5, done: 0, failed: 0, createdByEmail: DEMO_ACCOUNTS.admin.email });
    await new Promise((r) => setTimeout(r, 2500));
    expect((await job(started.id)).status).toBe("queued");
    await app.server.dataSource.query(`DELETE FROM products WHERE id = $1`, [ids[2]]);

    worker = await startWorker();
    const ended = await finish(started.id);
    expect(ended).toMatchObject({ status: "done", total: 5, done: 5, failed: 1, error: null });
    expect(ended.report).toEqual({
      changed: 4,
      unchanged: 0,
      failures: [{ targetId: String(ids[2]), code: "PRODUCT_GONE", message: "The product was deleted after the job started" }],
    });
    expect(ended.startedAt).toBeTruthy();
    expect(ended.finishedAt).toBeTruthy();
    const regions = await app.server.dataSource.query(`SELECT DISTINCT region FROM products WHERE id = ANY($1::int[])`, [ids]);
    expect(regions).toEqual([{ region: "EUROPE" }]);
  }, 90_000);
});

describe("a bulk edit of 500 products", () => {
  let ids: number[];
  let tiny: number;
  let jobId: string;

  beforeAll(async () => {
    // Every other product has a list price of 10.00 EUR; one has 0.01 (60% off would be 0.004: refused for it).
    ids = await makeProducts(500, "many", (i) => (i === 7 ? 1 : i % 2 === 0 ? 1000 : null));
    const [row] = await app.server.dataSource.query(`SELECT id FROM products WHERE id = ANY($1::int[]) AND list_price_eur = 1`, [ids]);
    tiny = row.id;
  });

  const storefrontCount = async () =>
    (await app.gql(`query($c: ID!) { products(filter: { categoryId: $c }, take: 1) { totalItems } }`, { c: String(toCategory) })).body.data.products
      .totalItems as number;

  it("completes with progress in batches, a report, the changes, audit entries, and the storefront showing it", async () => {
    const before = await storefrontCount(); // also fills the storefront's cache
    const seen: number[] = [];
    const started = await start(ids, { categoryId: String(toCategory), addTags: ["New"], listPrice: { action: "ADJUST", percent: -60 } });
    jobId = started.id;
    const ended = await finish(started.id, seen);
    expect(ended).toMatchObject({ status: "done", total: 500, done: 500, failed: 1 });
    expect(ended.report.changed).toBe(499);
    expect(ended.report.unchanged).toBe(0);
    expect(ended.report.failures).toEqual([
      { targetId: String(tiny), code: "LIST_PRICE_OUT_OF_RANGE", message: "The EUR list price would be 0.00, outside 0.01–100,000" },
    ]);
    // Progress only grows, in whole batches of 200 but the last.
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    for (const d of seen) expect([0, 200, 400, 500]).toContain(d);

    const rows: { id: number; category_id: number; tags: string[]; list_price_eur: number | null }[] = await app.server.dataSource.query(
      `SELECT id, category_id, tags, list_price_eur FROM products WHERE id = ANY($1::int[]) ORDER BY id`,
      [ids],
    );
    const changed = rows.filter((r) => r.id !== tiny);
    expect(changed.every((r) => r.category_id === toCategory && r.tags.includes("New"))).toBe(true);
    expect(new Set(changed.map((r) => r.list_price_eur))).toEqual(new Set([400, null]));
    const untouched = rows.find((r) => r.id === tiny)!;
    expect(untouched).toMatchObject({ category_id: fromCategory, tags: [], list_price_eur: 1 });

    // One audit entry per changed product, naming the admin, with the changed fields only.
    const audit = await app.server.dataSource.query(
      `SELECT target_id, actor_email, actor_role, before, after FROM audit_log WHERE action = 'product.bulk_update' AND after->>'adminJobId' = $1`,
      [started.id],
    );
    expect(audit).toHaveLength(499);
    expect(new Set(audit.map((a: any) => a.target_id)).has(String(tiny))).toBe(false);
    const priced = audit.find((a: any) => a.target_id === String(ids[0]));
    expect(priced).toMatchObject({
      actor_email: DEMO_ACCOUNTS.admin.email,
      actor_role: "admin",
      before: { categoryId: fromCategory, tags: [], listPriceEur: 10 },
      after: { categoryId: toCategory, tags: ["New"], listPriceEur: 4, adminJobId: started.id },
    });

    // The storefront (its cache told by the products trigger) lists them in the new category.
    await waitFor(async () => (await storefrontCount()) === before + 499, "the storefront to show the moved products");
  }, 120_000);

  it("changes nothing the second time: every product unchanged, no audit entries", async () => {
    const started = await start(ids, { categoryId: String(toCategory), addTags: ["New"] });
    const ended = await finish(started.id);
    expect(ended).toMatchObject({ status: "done", done: 500, failed: 0, report: { changed: 1, unchanged: 499, failures: [] } });
    const [{ n }] = await app.server.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'product.bulk_update' AND after->>'adminJobId' = $1`,
      [started.id],
    );
    expect(n).toBe(1); // the product the first edit refused
  }, 60_000);

  it("lists recent jobs, newest first, by kind", async () => {
    const { adminJobs } = await adminGql(`{ adminJobs(kind: productBulkEdit, take: 2) { totalItems items { id total status } } }`);
    expect(adminJobs.totalItems).toBe(3);
    expect(adminJobs.items).toHaveLength(2);
    expect(adminJobs.items[1]).toMatchObject({ id: jobId, total: 500, status: "done" });
  });

  it("is hidden from other users: another user's job answers like an unknown one", async () => {
    const theirs = await gqlAs(customer, `query($id: ID!) { adminJob(id: $id) { id } }`, { id: jobId });
    const unknown = await gqlAs(customer, `query($id: ID!) { adminJob(id: $id) { id } }`, { id: "00000000-0000-4000-8000-000000000000" });
    expect(theirs.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(withoutRequestIds(theirs)).toEqual(withoutRequestIds(unknown));
    expect((await gqlAs(customer, `{ adminJobs { totalItems } }`)).data).toEqual({ adminJobs: { totalItems: 0 } });
    expect((await gqlAs(admin, `{ adminJob(id: "not-a-uuid") { id } }`)).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    // A job row a user started themself is theirs to read.
    const [own] = await app.server.dataSource.query(
      `INSERT INTO admin_jobs (kind, status, total, input, report, created_by, actor_email) VALUES ('product_bulk_edit', 'done', 0, '{}', $2, $1, 'me') RETURNING id`,
      [customerId, JSON.stringify({ changed: 0, unchanged: 0, failures: [] })],
    );
    expect((await gqlAs(customer, `query($id: ID!) { adminJob(id: $id) { id } }`, { id: own.id })).data).toEqual({ adminJob: { id: own.id } });
  });

  it("never applies a batch twice when two runs work one job at once", async () => {
    const more = await makeProducts(450, "twice");
    // Stop the worker so the job waits, then run it twice at once here (as two processes would).
    await worker!.close();
    worker = null;
    const started = await start(more, { enabled: false });
    const ctx = systemContext(app.server.dataSource, app.server.services);
    await Promise.all([app.server.services.adminJobs.processJob(ctx, started.id), app.server.services.adminJobs.processJob(ctx, started.id)]);
    const ended = await job(started.id);
    expect(ended).toMatchObject({ status: "done", done: 450, failed: 0, report: { changed: 450, unchanged: 0, failures: [] } });
    const [{ n }] = await app.server.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'product.bulk_update' AND after->>'adminJobId' = $1`,
      [started.id],
    );
    expect(n).toBe(450);
    const [{ hidden }] = await app.server.dataSource.query(`SELECT count(*)::int AS hidden FROM products WHERE id = ANY($1::int[]) AND NOT enabled`, [more]);
    expect(hidden).toBe(450);
    worker = await startWorker();
  }, 90_000);
});

describe("refusals", () => {
  const refused = async (productIds: (number | string)[], changes: Record<string, unknown>, headers = admin) => {
    const r = await gqlAs(headers, START, { input: { productIds: productIds.map(String), changes } });
    expect(r.data?.startProductBulkEdit ?? null).toBeNull();
    return { code: r.errors?.[0]?.extensions?.code, message: r.errors?.[0]?.message as string };
  };

  it("refuses invalid input with clear messages and queues nothing", async () => {
    const [{ n: jobsBefore }] = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM admin_jobs`);
    const [some] = await makeProducts(1, "refused");
    expect(await refused([some], {})).toEqual({ code: "BAD_USER_INPUT", message: "changes: choose at least one change" });
    expect(await refused([], { enabled: true })).toEqual({ code: "BAD_USER_INPUT", message: "productIds must contain at least 1 elements" });
    expect(await refused([some, 999_999, 999_998], { enabled: true })).toEqual({
      code: "BAD_USER_INPUT",
      message: "productIds: 2 products do not exist: 999999, 999998",
    });
    expect(await refused(["abc"], { enabled: true })).toEqual({ code: "BAD_USER_INPUT", message: 'productIds: "abc" is not a product id' });
    expect(await refused([some], { categoryId: "999999" })).toEqual({ code: "BAD_USER_INPUT", message: "changes.categoryId: category 999999 does not exist" });
    expect(await refused([some], { platformId: "999999" })).toEqual({ code: "BAD_USER_INPUT", message: "changes.platformId: platform 999999 does not exist" });
    expect(await refused([some], { addTags: ["New"], removeTags: ["New"] })).toEqual({
      code: "BAD_USER_INPUT",
      message: "changes: New cannot be both added and removed",
    });
    expect((await refused([some], { listPrice: { action: "SET" } })).message).toBe(
      "changes.listPrice: give the list price in at least one currency (eur, usd, gbp)",
    );
    expect((await refused([some], { listPrice: { action: "ADJUST", percent: 0 } })).message).toBe(
      "changes.listPrice: give the percent to add or take off (not 0)",
    );
    expect((await refused([some], { listPrice: { action: "CLEAR", eur: 5 } })).message).toBe("changes.listPrice: CLEAR takes no amounts and no percent");
    expect((await refused([some], { listPrice: { action: "SET", eur: 0 } })).code).toBe("BAD_USER_INPUT");
    const tooMany = Array.from({ length: 10_001 }, (_, i) => i + 1);
    expect(await refused(tooMany, { enabled: true })).toEqual({ code: "BAD_USER_INPUT", message: "productIds must contain at most 10000 elements" });
    const [{ n: jobsAfter }] = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM admin_jobs`);
    expect(jobsAfter).toBe(jobsBefore);
  });

  it("refuses non-admins", async () => {
    const [some] = await makeProducts(1, "roles");
    expect((await refused([some], { enabled: false }, customer)).code).toBe("FORBIDDEN");
    expect((await refused([some], { enabled: false }, seller)).code).toBe("FORBIDDEN");
    const guest = new Browser(app);
    await guest.csrf();
    const asGuest = await guest.gql(START, { input: { productIds: [String(some)], changes: { enabled: false } } });
    expect(asGuest.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const [{ enabled }] = await app.server.dataSource.query(`SELECT enabled FROM products WHERE id = $1`, [some]);
    expect(enabled).toBe(true);
  });
});
