/**
 * Supplier connections and imports (server/modules/suppliers), against real servers on one
 * database: a web process without job workers and a worker process (JOBS on) whose log is
 * captured. The supplier is a stand-in catalogue (the third party), behind the adapter
 * interface both processes use:
 *  - connecting: typed errors for an unknown seller, credentials without the integration's
 *    fields and a second connection of one shop to one supplier; credentials never answered,
 *    logged or audited (only "set" and the last 4 characters of the client id);
 *  - one import answers every result: OfferCreated, ProductCreated (a hidden draft, Created),
 *    OfferAlreadyExisting, TooManyEqualProducts, Error (unknown platform, unknown region);
 *    the report's counts, its items filtered by result, the mapping and the offers' prices;
 *  - importing again: AlreadyImported with the new price and stock;
 *  - started twice: one run; two workers on one run report each item once;
 *  - the schedule: a connection due at this hour gets a scheduled run (create result Cronjob);
 *  - unknown ids are NOT_FOUND; non-admins are refused.
 */
import "reflect-metadata";
import { Writable } from "node:stream";
import { loadConfig } from "../../server/config";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { systemContext } from "../../server/graphql/context";
import { createLogger } from "../../server/logger";
import { type RunningServer, startServer } from "../../server/server";
import { type SupplierAdapter, SupplierError, type SupplierProduct } from "../../server/modules/suppliers/supplier-adapter";
import type { SupplierCredentials } from "../../server/modules/suppliers/supplier-adapter";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { bearerFor, PASSWORD, signUpVerified } from "./accounts-helpers";
import { waitFor } from "./commerce-helpers";

const CLIENT_ID = "cw-client-7Q2Z";
const CLIENT_SECRET = "super-Secret-Value-93kd";

let app: TestApp;
let worker: RunningServer;
const logLines: string[] = [];
let admin: Record<string, string>;
let customer: Record<string, string>;
let sellerHeaders: Record<string, string>;
let sellerId: number;

/** The stand-in supplier's catalogue (what listProducts walks) and how verify answers. */
let catalogue: SupplierProduct[] = [];
let verifyFails = false;
/** listProducts refuses the credentials. */
let listFails = false;
/** Credentials the adapter factory was given (to check they reach the adapter intact). */
const seenCredentials: SupplierCredentials[] = [];

/** The real adapters' factory of each process (the sandbox supplier is the shop's own). */
const real = new Map<RunningServer, (c: SupplierCredentials) => SupplierAdapter>();

function fakeAdapter(credentials: SupplierCredentials): SupplierAdapter {
  seenCredentials.push(credentials);
  return {
    integration: credentials.integration as SupplierAdapter["integration"],
    async verify() {
      if (verifyFails) throw new SupplierError("codeswholesale" as SupplierAdapter["integration"], "auth", "The client id or secret was refused");
    },
    async *listProducts() {
      if (listFails) throw new SupplierError("codeswholesale" as SupplierAdapter["integration"], "auth", "Invalid client credentials");
      for (const p of catalogue) {
        await new Promise((r) => setTimeout(r, 5));
        yield p;
      }
    },
    async getProduct(id) {
      return catalogue.find((p) => p.externalId === id) ?? null;
    },
    async orderCodes() {
      throw new SupplierError("sandbox", "rejected", "not used here");
    },
  };
}

async function gqlAt<T = any>(url: string, headers: Record<string, string>, query: string, variables?: Record<string, unknown>) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: T; errors?: any[] };
}

/** Admin calls go to the worker (its log is the one captured). */
async function adminGql<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const r = await gqlAt<T>(worker.url, admin, query, variables);
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!;
}

const CONNECTION = `id integration name sellerId sellerName credentialsSet credentialsHint marginPercent roundPrices enabled importHour mappedProducts
  lastRun { id status }`;
const SAVE = `__typename ... on SupplierConnection { ${CONNECTION} } ... on ErrorResult { errorCode message }
  ... on SupplierCredentialsInvalidError { fields } ... on SupplierConnectionExistsError { connectionId } ... on SellerNotFoundError { sellerId }`;
const CREATE = `mutation($input: CreateSupplierConnectionInput!) { createSupplierConnection(input: $input) { ${SAVE} } }`;
const UPDATE = `mutation($input: UpdateSupplierConnectionInput!) { updateSupplierConnection(input: $input) { ${SAVE} } }`;
const RUN = `id connectionId status scheduled processed error failureCode failureParams createdByEmail
  counts { ProductCreated OfferCreated TooManyEqualProducts Error AlreadyImported OfferAlreadyExisting }`;
const START = `mutation($id: ID!) { startSupplierImport(input: { id: $id }) { ${RUN} } }`;
const ITEMS = `items(result: $result, skip: $skip, take: $take) { totalItems items { externalId name result createResult productId productName offerId message messageCode messageParams } }`;
const RUN_WITH_ITEMS = `query($id: ID!, $result: ImportResult, $skip: Int, $take: Int) { supplierImportRun(id: $id) { ${RUN} ${ITEMS} } }`;

async function finish(runId: string): Promise<any> {
  return waitFor(
    async () => {
      const r = (await adminGql(RUN_WITH_ITEMS, { id: runId, take: 100 })).supplierImportRun;
      return r.status === "done" || r.status === "failed" ? r : null;
    },
    `import ${runId}`,
    60_000,
  );
}

/** A catalogue product as the supplier would name it. */
interface Known {
  id: number;
  name: string;
  platform: string;
  region: string;
}
let single: Known; // matches exactly one product, the shop has no offer on it
let ownOffer: Known; // the shop already sells it
let twin: Known; // two products share its name, platform and region

async function pickProducts(): Promise<void> {
  const ds = app.server.dataSource;
  const rows: Known[] = await ds.query(
    `SELECT p.id, t.name, pl.name AS platform, p.region FROM products p
       JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en' JOIN platforms pl ON pl.id = p.platform_id
      WHERE p.enabled AND pl.slug IN ('steam', 'ps5', 'xbox-series', 'epic-games')
        AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id AND o.seller_id = $1)
        AND (SELECT count(*) FROM products q JOIN product_translations u ON u.product_id = q.id AND u.locale = 'en'
              WHERE q.platform_id = p.platform_id AND q.region = p.region AND lower(u.name) = lower(t.name)) = 1
      ORDER BY p.id LIMIT 2`,
    [sellerId],
  );
  [single, twin] = rows as [Known, Known];
  [ownOffer] = await ds.query(
    `SELECT p.id, t.name, pl.name AS platform, p.region FROM offers o JOIN products p ON p.id = o.product_id
       JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en' JOIN platforms pl ON pl.id = p.platform_id
      WHERE o.seller_id = $1 AND pl.slug IN ('steam', 'ps5', 'xbox-series', 'epic-games') ORDER BY p.id LIMIT 1`,
    [sellerId],
  );
  // A second product with the twin's name, platform and region.
  const [copy] = await ds.query(
    `INSERT INTO products (category_id, platform_id, region, cover_image) SELECT category_id, platform_id, region, cover_image FROM products WHERE id = $1 RETURNING id`,
    [twin.id],
  );
  await ds.query(`INSERT INTO product_translations (product_id, locale, name, slug) SELECT $1, l, $2, 'twin-copy-' || l FROM unnest(ARRAY['en', 'it']) l`, [
    copy.id,
    twin.name,
  ]);
}

const REGION_NAME: Record<string, string> = { GLOBAL: "WORLDWIDE", EUROPE: "EU", NORTH_AMERICA: "US", UNITED_KINGDOM: "UK", ITALY: "IT" };
const supplied = (k: Known, externalId: string, amount: number, stock: number, decorate = true): SupplierProduct => ({
  externalId,
  // Suppliers dress names up: upper case, the platform and "Key" around it.
  name: decorate ? `${k.name.toUpperCase()} ${k.platform} Key` : k.name,
  platform: k.platform,
  region: REGION_NAME[k.region] ?? k.region,
  price: { currency: "eur" as SupplierProduct["price"]["currency"], amount },
  stock,
});

beforeAll(async () => {
  app = await startTestApp({ JOBS: "false" });
  const capture = new Writable({
    write(chunk, _enc, cb) {
      logLines.push(String(chunk));
      cb();
    },
  });
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: app.server.databaseUrl,
    SEED_DEMO: "false",
    LOG_LEVEL: "debug",
    DB_POOL_SIZE: "5",
    JOBS: "true",
  });
  worker = await startServer(config, createLogger("debug", capture));
  // The stand-in answers for CodesWholesale; the sandbox supplier is the real one, served by each process.
  for (const server of [app.server, worker]) {
    const factory = server.services.suppliers.createAdapter;
    real.set(server, factory);
    server.services.suppliers.createAdapter = (c) => (c.integration === "sandbox" ? factory(c) : fakeAdapter(c));
  }
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
  sellerHeaders = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password)}` };
  const me = await signUpVerified(app);
  customer = { authorization: `Bearer ${await bearerFor(app, me.email, PASSWORD)}` };
  [{ id: sellerId }] = await app.server.dataSource.query(`SELECT s.id FROM seller_profiles s JOIN users u ON u.id = s.user_id WHERE u.email = $1`, [
    DEMO_ACCOUNTS.seller.email,
  ]);
  await pickProducts();
}, 90_000);

afterAll(async () => {
  await worker?.close();
  await app?.close();
});

let connectionId: string;
let firstRun: any;

describe("connecting a supplier", () => {
  it("refuses an unknown seller, credentials without the integration's fields and a second connection of a shop, with typed errors", async () => {
    const base = { integration: "codeswholesale", name: "CW", credentials: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } };
    expect((await adminGql(CREATE, { input: { ...base, sellerId: "987654" } })).createSupplierConnection).toMatchObject({
      __typename: "SellerNotFoundError",
      errorCode: "SELLER_NOT_FOUND",
      sellerId: "987654",
    });
    const bad = (await adminGql(CREATE, { input: { ...base, sellerId: String(sellerId), credentials: { clientId: CLIENT_ID, email: "x@example.com" } } }))
      .createSupplierConnection;
    expect(bad).toMatchObject({ __typename: "SupplierCredentialsInvalidError", errorCode: "SUPPLIER_CREDENTIALS_INVALID" });
    expect(bad.fields.sort()).toEqual(["clientSecret", "email"]);
    const invalidUrl = await gqlAt(worker.url, admin, CREATE, {
      input: { ...base, sellerId: String(sellerId), credentials: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, baseUrl: "ftp://x" } },
    });
    expect(invalidUrl.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await app.server.dataSource.query(`SELECT count(*)::int AS n FROM supplier_connections WHERE seller_id = $1`, [sellerId]))[0].n).toBe(0);
  });

  it("stores the credentials encrypted and answers only that they are set and the client id's last 4 characters", async () => {
    const created = (
      await adminGql(CREATE, {
        input: {
          integration: "codeswholesale",
          name: "CodesWholesale test",
          sellerId: String(sellerId),
          credentials: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
          marginPercent: 10,
          roundPrices: true,
        },
      })
    ).createSupplierConnection;
    expect(created).toMatchObject({
      __typename: "SupplierConnection",
      integration: "codeswholesale",
      sellerId: String(sellerId),
      credentialsSet: true,
      credentialsHint: "7Q2Z",
      marginPercent: 10,
      roundPrices: true,
      enabled: false,
      importHour: null,
      mappedProducts: 0,
      lastRun: null,
    });
    connectionId = created.id;
    const again = (
      await adminGql(CREATE, {
        input: { integration: "codeswholesale", name: "Again", sellerId: String(sellerId), credentials: { clientId: "other-id", clientSecret: "x" } },
      })
    ).createSupplierConnection;
    expect(again).toMatchObject({ __typename: "SupplierConnectionExistsError", errorCode: "SUPPLIER_CONNECTION_EXISTS", connectionId });
    const [row] = await app.server.dataSource.query(`SELECT credentials_cipher::text AS c FROM supplier_connections WHERE id = $1`, [connectionId]);
    expect(Buffer.from(row.c.slice(2), "hex").toString("latin1")).not.toContain(CLIENT_SECRET);
    const audit = await app.server.dataSource.query(`SELECT action, before, after FROM audit_log WHERE target_id = $1`, [connectionId]);
    expect(audit.map((a: any) => a.action)).toEqual(["supplier_connection.create"]);
    expect(JSON.stringify(audit)).not.toContain(CLIENT_SECRET);
    expect(JSON.stringify(audit)).not.toContain(CLIENT_ID);
  });

  it("tests the connection with the stored credentials: ok, or the supplier's refusal", async () => {
    const TEST = `mutation($id: ID!) { testSupplierConnection(input: { id: $id }) { ok errorKind message } }`;
    expect((await adminGql(TEST, { id: connectionId })).testSupplierConnection).toEqual({ ok: true, errorKind: null, message: null });
    expect(seenCredentials.at(-1)).toEqual({ integration: "codeswholesale", clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
    verifyFails = true;
    expect((await adminGql(TEST, { id: connectionId })).testSupplierConnection).toEqual({
      ok: false,
      errorKind: "auth",
      message: "The client id or secret was refused",
    });
    verifyFails = false;
  });

  it("edits a connection (new credentials replace the stored ones) and refuses credentials of another integration", async () => {
    const edited = (await adminGql(UPDATE, { input: { id: connectionId, marginPercent: 20, roundPrices: false, importHour: 3 } })).updateSupplierConnection;
    expect(edited).toMatchObject({ marginPercent: 20, roundPrices: false, importHour: 3, credentialsHint: "7Q2Z" });
    const wrong = (await adminGql(UPDATE, { input: { id: connectionId, credentials: { email: "a@example.com", password: "pw" } } })).updateSupplierConnection;
    expect(wrong.__typename).toBe("SupplierCredentialsInvalidError");
    const hourOff = (await adminGql(UPDATE, { input: { id: connectionId, importHour: -1 } })).updateSupplierConnection;
    expect(hourOff.importHour).toBeNull();
  });
});

describe("an import", () => {
  it("answers every result, with counts, items filterable by result, the mapping and the offers' prices", async () => {
    catalogue = [
      supplied(single, "S-1", 1000, 7),
      supplied(ownOffer, "S-2", 1500, 3),
      supplied(twin, "S-3", 800, 2),
      {
        externalId: "S-4",
        name: "Zorblax Quest Remastered",
        platform: "Steam",
        region: "WORLDWIDE",
        price: { currency: "eur" as any, amount: 1234 },
        stock: 9,
      },
      { externalId: "S-5", name: "Some Amiga Game", platform: "Amiga 500", region: "EU", price: { currency: "eur" as any, amount: 500 }, stock: 1 },
      { externalId: "S-6", name: "Some Lunar Game", platform: "Steam", region: "Moon", price: { currency: "eur" as any, amount: 500 }, stock: 1 },
    ];
    const started = (await adminGql(START, { id: connectionId })).startSupplierImport;
    expect(started).toMatchObject({ connectionId, status: "queued", scheduled: false, processed: 0, createdByEmail: DEMO_ACCOUNTS.admin.email });
    firstRun = await finish(started.id);
    expect(firstRun).toMatchObject({
      status: "done",
      processed: 6,
      counts: { OfferCreated: 1, OfferAlreadyExisting: 1, TooManyEqualProducts: 1, ProductCreated: 1, Error: 2, AlreadyImported: 0 },
    });
    const by = Object.fromEntries(firstRun.items.items.map((i: any) => [i.externalId, i]));
    expect(by["S-1"]).toMatchObject({ result: "OfferCreated", createResult: null, productId: String(single.id), productName: single.name });
    expect(by["S-2"]).toMatchObject({ result: "OfferAlreadyExisting", productId: String(ownOffer.id) });
    expect(by["S-3"]).toMatchObject({ result: "TooManyEqualProducts", productId: null, offerId: null });
    expect(by["S-3"].message).toContain("2 catalogue products match");
    // The English text and its code with parameters, for screens in other languages.
    expect(by["S-3"]).toMatchObject({ messageCode: "TooManyEqualProducts", messageParams: { count: 2, productIds: expect.arrayContaining([twin.id]) } });
    expect(by["S-3"].messageParams.productIds).toHaveLength(2);
    expect(by["S-3"].message).toBe(`2 catalogue products match: ${by["S-3"].messageParams.productIds.join(", ")}`);
    expect(by["S-1"]).toMatchObject({ message: "stock 7; price 12.00 EUR", messageCode: "OfferCreated", messageParams: { stock: 7, price: 1200 } });
    expect(by["S-2"]).toMatchObject({ messageCode: "OfferAlreadyExisting", messageParams: null });
    expect(by["S-4"]).toMatchObject({ messageCode: "DraftProductCreated", messageParams: { stock: 9, price: expect.any(Number) } });
    expect(by["S-4"].message).toBe(`Hidden draft product created; stock 9; price ${(by["S-4"].messageParams.price / 100).toFixed(2)} EUR`);
    expect(by["S-4"]).toMatchObject({ result: "ProductCreated", createResult: "Created", productName: "Zorblax Quest Remastered" });
    expect(by["S-5"]).toMatchObject({
      result: "Error",
      message: 'Unknown platform "Amiga 500"',
      messageCode: "UnknownPlatform",
      messageParams: { platform: "Amiga 500" },
    });
    expect(by["S-6"]).toMatchObject({ result: "Error", message: 'Unknown region "Moon"', messageCode: "UnknownRegion", messageParams: { region: "Moon" } });

    // The created product is a hidden draft on Steam; the offers carry the margin (20 %, not rounded).
    const ds = app.server.dataSource;
    const [draft] = await ds.query(`SELECT p.enabled, pl.slug, p.region FROM products p JOIN platforms pl ON pl.id = p.platform_id WHERE p.id = $1`, [
      by["S-4"].productId,
    ]);
    expect(draft).toEqual({ enabled: false, slug: "steam", region: "GLOBAL" });
    const [offer] = await ds.query(`SELECT seller_id, price_eur, product_id FROM offers WHERE id = $1`, [by["S-1"].offerId]);
    expect(offer).toEqual({ seller_id: sellerId, price_eur: 1200, product_id: single.id });
    const links = await ds.query(`SELECT external_id, stock, offer_id, created_product FROM supplier_products WHERE connection_id = $1 ORDER BY external_id`, [
      connectionId,
    ]);
    expect(links).toEqual([
      { external_id: "S-1", stock: 7, offer_id: Number(by["S-1"].offerId), created_product: false },
      { external_id: "S-4", stock: 9, offer_id: Number(by["S-4"].offerId), created_product: true },
    ]);
    // The product creation is audited as the admin who started the import.
    const [created] = await ds.query(`SELECT actor_email FROM audit_log WHERE action = 'product.create' AND target_id = $1`, [String(by["S-4"].productId)]);
    expect(created.actor_email).toBe(DEMO_ACCOUNTS.admin.email);

    const errors = (await adminGql(RUN_WITH_ITEMS, { id: started.id, result: "Error", take: 1 })).supplierImportRun.items;
    expect(errors.totalItems).toBe(2);
    expect(errors.items.map((i: any) => i.externalId)).toEqual(["S-5"]);
    const next = (await adminGql(RUN_WITH_ITEMS, { id: started.id, result: "Error", skip: 1, take: 1 })).supplierImportRun.items;
    expect(next.items.map((i: any) => i.externalId)).toEqual(["S-6"]);

    const listed = (await adminGql(`{ supplierConnections { totalItems items { id mappedProducts lastRun { id status counts { OfferCreated } } } } }`))
      .supplierConnections;
    expect(listed.items.find((c: any) => c.id === connectionId)).toMatchObject({
      mappedProducts: 2,
      lastRun: { id: started.id, status: "done", counts: { OfferCreated: 1 } },
    });
  });

  it("imports again: what was imported is AlreadyImported with the new price and stock", async () => {
    catalogue = [supplied(single, "S-1", 2000, 4), { ...catalogue[3]!, stock: 0 }];
    const run = await finish((await adminGql(START, { id: connectionId })).startSupplierImport.id);
    expect(run.counts).toMatchObject({ AlreadyImported: 2, OfferCreated: 0, ProductCreated: 0 });
    expect(run.items.items.find((i: any) => i.externalId === "S-1")).toMatchObject({
      message: "Stock 4; price 24.00 EUR",
      messageCode: "PriceRefreshed",
      messageParams: { stock: 4, price: 2400 },
    });
    const [offer] = await app.server.dataSource.query(
      `SELECT o.price_eur, sp.stock FROM supplier_products sp JOIN offers o ON o.id = sp.offer_id WHERE sp.connection_id = $1 AND sp.external_id = 'S-1'`,
      [connectionId],
    );
    expect(offer).toEqual({ price_eur: 2400, stock: 4 });
    const runs = (await adminGql(`query($c: ID!) { supplierImportRuns(connectionId: $c, take: 10) { totalItems items { id } } }`, { c: connectionId }))
      .supplierImportRuns;
    expect(runs.totalItems).toBe(2);
    expect(runs.items[0].id).toBe(run.id);
  });

  it("runs once: started twice it answers the same run, and two workers on one run report each item once", async () => {
    catalogue = Array.from({ length: 30 }, (_, i) => ({
      externalId: `X-${i}`,
      name: `Quasar Drift Chapter ${i + 100}`,
      platform: "PlayStation 5",
      region: "EU",
      price: { currency: "usd" as any, amount: 1090 },
      stock: i,
    }));
    const a = (await adminGql(START, { id: connectionId })).startSupplierImport;
    const b = (await adminGql(START, { id: connectionId })).startSupplierImport;
    expect(b.id).toBe(a.id);
    // A second worker on the same run at the same time (as a retried job racing the first).
    await Promise.all([
      worker.services.supplierImports.processRun(systemContext(worker.dataSource, worker.services), a.id),
      app.server.services.supplierImports.processRun(systemContext(app.server.dataSource, app.server.services), a.id),
    ]);
    const run = await finish(a.id);
    expect(run.processed).toBe(30);
    expect(run.counts.ProductCreated).toBe(30);
    const [{ n }] = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM supplier_products WHERE connection_id = $1 AND external_id LIKE 'X-%'`, [
      connectionId,
    ]);
    expect(n).toBe(30);
    // 10.90 USD = 10.00 EUR, + 20 %.
    const [price] = await app.server.dataSource.query(
      `SELECT o.price_eur, o.price_usd FROM supplier_products sp JOIN offers o ON o.id = sp.offer_id WHERE sp.external_id = 'X-0' AND sp.connection_id = $1`,
      [connectionId],
    );
    expect(price).toEqual({ price_eur: 1200, price_usd: 1308 });
  });

  it("the schedule starts the daily import of a connection due this hour; products it creates are Cronjob", async () => {
    const hour = new Date().getUTCHours();
    await adminGql(UPDATE, { input: { id: connectionId, enabled: true, importHour: hour } });
    catalogue = [
      { externalId: "C-1", name: "Nebula Ferry Simulator", platform: "Steam", region: null, price: { currency: "gbp" as any, amount: 850 }, stock: 2 },
    ];
    const ctx = systemContext(app.server.dataSource, app.server.services);
    expect(await app.server.services.supplierImports.startScheduled(ctx)).toBe(1);
    expect(await app.server.services.supplierImports.startScheduled(ctx)).toBe(0); // not twice in one hour
    const [latest] = (await adminGql(`query($c: ID!) { supplierImportRuns(connectionId: $c, take: 1) { items { id scheduled } } }`, { c: connectionId }))
      .supplierImportRuns.items;
    expect(latest.scheduled).toBe(true);
    const run = await finish(latest.id);
    expect(run.items.items[0]).toMatchObject({ externalId: "C-1", result: "ProductCreated", createResult: "Cronjob" });
  });

  it("fails a run the supplier refuses, with the reason", async () => {
    await adminGql(UPDATE, { input: { id: connectionId, enabled: false } });
    listFails = true;
    const run = await finish((await adminGql(START, { id: connectionId })).startSupplierImport.id);
    listFails = false;
    expect(run).toMatchObject({
      status: "failed",
      processed: 0,
      error: "The supplier refused (auth): Invalid client credentials",
      failureCode: "SupplierRefused",
      failureParams: { kind: "auth", detail: "Invalid client credentials" },
    });
  });

  it("never writes the credentials to the log", () => {
    const all = logLines.join("");
    expect(all).toContain("supplier import done");
    expect(all).toContain("supplier import failed");
    expect(all).not.toContain(CLIENT_SECRET);
    expect(all).not.toContain(CLIENT_ID);
  });
});

describe("the sandbox supplier", () => {
  it("imports its catalogue into the demo connection's shop: offers on matching products, ambiguous bare titles, new hidden drafts", async () => {
    // The demo data connects the sandbox supplier to the second demo shop.
    const listed = (await adminGql(`{ supplierConnections { items { ${CONNECTION} } } }`)).supplierConnections.items;
    const created = listed.find((c: any) => c.integration === "sandbox");
    expect(created).toMatchObject({ name: "Sandbox supplier (demo)", credentialsSet: true, credentialsHint: "", enabled: false, lastRun: null });
    expect(created.sellerId).not.toBe(String(sellerId));
    const twice = (await adminGql(CREATE, { input: { integration: "sandbox", name: "Twice", sellerId: created.sellerId, credentials: {} } }))
      .createSupplierConnection;
    expect(twice).toMatchObject({ __typename: "SupplierConnectionExistsError", connectionId: created.id });
    const TEST = `mutation($id: ID!) { testSupplierConnection(input: { id: $id }) { ok errorKind message } }`;
    expect((await adminGql(TEST, { id: created.id })).testSupplierConnection).toEqual({ ok: true, errorKind: null, message: null });
    const run = await finish((await adminGql(START, { id: created.id })).startSupplierImport.id);
    expect(run.status).toBe("done");
    expect(run.processed).toBeGreaterThan(50);
    // The demo shop already sells some of them (its own offers stay).
    expect(run.counts.OfferCreated).toBeGreaterThan(10);
    expect(run.counts.OfferCreated + run.counts.OfferAlreadyExisting).toBeGreaterThan(30);
    expect(run.counts.TooManyEqualProducts).toBeGreaterThanOrEqual(1);
    expect(run.counts.ProductCreated).toBeGreaterThanOrEqual(1);
    const total = Object.values(run.counts as Record<string, number>).reduce((a, n) => a + n, 0);
    expect(total).toBe(run.processed);
    // Again: everything mapped before is AlreadyImported.
    const again = await finish((await adminGql(START, { id: created.id })).startSupplierImport.id);
    expect(again.counts.AlreadyImported).toBe(run.counts.OfferCreated + run.counts.ProductCreated);
    expect(again.counts.OfferCreated + again.counts.ProductCreated).toBe(0);
  });
});

describe("ids and roles", () => {
  it("answers unknown ids as NOT_FOUND", async () => {
    const nobody = "00000000-0000-4000-8000-000000000000";
    for (const [q, v] of [
      [`query($id: ID!) { supplierConnection(id: $id) { id } }`, { id: nobody }],
      [`query($id: ID!) { supplierImportRun(id: $id) { id } }`, { id: "not-a-uuid" }],
      [`query($id: ID!) { supplierImportRuns(connectionId: $id) { totalItems } }`, { id: nobody }],
      [START, { id: nobody }],
      [`mutation($id: ID!) { deleteSupplierConnection(input: { id: $id }) { id } }`, { id: nobody }],
    ] as const) {
      const r = await gqlAt(worker.url, admin, q, v);
      expect(r.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
  });

  it("refuses sellers and customers", async () => {
    for (const headers of [sellerHeaders, customer]) {
      const list = await gqlAt(app.url, headers, `{ supplierConnections { totalItems } }`);
      expect(list.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const start = await gqlAt(app.url, headers, START, { id: connectionId });
      expect(start.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
  });

  it("removes a connection with its reports and mapping; the offers stay with the shop", async () => {
    const [{ offer_id }] = await app.server.dataSource.query(`SELECT offer_id FROM supplier_products WHERE connection_id = $1 LIMIT 1`, [connectionId]);
    expect(
      (await adminGql(`mutation($id: ID!) { deleteSupplierConnection(input: { id: $id }) { id } }`, { id: connectionId })).deleteSupplierConnection.id,
    ).toBe(connectionId);
    const ds = app.server.dataSource;
    expect((await ds.query(`SELECT count(*)::int AS n FROM supplier_import_runs WHERE connection_id = $1`, [connectionId]))[0].n).toBe(0);
    expect((await ds.query(`SELECT count(*)::int AS n FROM offers WHERE id = $1`, [offer_id]))[0].n).toBe(1);
    const [audit] = await ds.query(`SELECT actor_email FROM audit_log WHERE action = 'supplier_connection.delete' AND target_id = $1`, [connectionId]);
    expect(audit.actor_email).toBe(DEMO_ACCOUNTS.admin.email);
  });
});
