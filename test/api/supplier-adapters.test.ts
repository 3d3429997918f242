/**
 * The CodesWholesale (API v3) and PrepaidForge (API 1.0) adapters against msw standing in for the
 * suppliers, with the request and answer shapes of their documentation: tokens (fetch, reuse,
 * refresh, refusal), pagination, price and stock mapping, text and image codes, pending orders,
 * every error kind, timeouts. Plain HTTP clients: no server, no database.
 */
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { CurrencyCode, KeyContentType } from "../../server/common/enums";
import { CodesWholesaleAdapter } from "../../server/modules/suppliers/adapters/codeswholesale";
import { createSupplierAdapter } from "../../server/modules/suppliers/adapters/index";
import { PrepaidForgeAdapter } from "../../server/modules/suppliers/adapters/prepaidforge";
import { priceToMinor } from "../../server/modules/suppliers/adapters/supplier-http";
import { SupplierError, type SupplierProduct } from "../../server/modules/suppliers/supplier-adapter";

const CW = "https://sandbox.codeswholesale.com";
const PF = "https://api.prepaidforge.com/v1";
const SECRET = "$2a$10$client-secret-never-logged";
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString("base64");

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  text: string;
  json: any;
}
let calls: Call[] = [];
const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

async function record(request: Request): Promise<Call> {
  const text = await request.clone().text();
  let json: any = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const url = new URL(request.url);
  const call = { method: request.method, path: url.pathname, query: url.searchParams, headers: Object.fromEntries(request.headers), text, json };
  calls.push(call);
  return call;
}

let tokensIssued = 0;
let tokenLifetime = 3600;
const cwToken = http.post(`${CW}/oauth/token`, async ({ request }) => {
  const call = await record(request);
  const form = new URLSearchParams(call.text);
  if (form.get("grant_type") !== "client_credentials" || form.get("client_id") !== "client-id" || form.get("client_secret") !== SECRET) {
    return HttpResponse.json({ error: "invalid_client", error_description: "Bad client credentials" }, { status: 401 });
  }
  tokensIssued++;
  return HttpResponse.json({ access_token: `cw-token-${tokensIssued}`, token_type: "bearer", expires_in: tokenLifetime, scope: "read write" });
});

let pfSignIns = 0;
const pfSignIn = http.post(`${PF}/1.0/signInWithApi`, async ({ request }) => {
  const call = await record(request);
  if (call.json?.email !== "buyer@shop.example" || call.json?.password !== "pf-password")
    return HttpResponse.json({ message: "Bad credentials" }, { status: 401 });
  pfSignIns++;
  return HttpResponse.json({ apiToken: `pf-token-${pfSignIns}`, tokenValidUntil: new Date(Date.now() + 3_600_000).toISOString() });
});

const mock = setupServer(cwToken, pfSignIn);
beforeAll(() => mock.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  calls = [];
  tokensIssued = 0;
  pfSignIns = 0;
  tokenLifetime = 3600;
});
afterEach(() => mock.resetHandlers());
afterAll(() => mock.close());

const eur = (amount: number) => ({ currency: CurrencyCode.EUR, amount });

async function supplierError(p: Promise<unknown>): Promise<SupplierError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof SupplierError) return e;
    throw e;
  }
  throw new Error("expected a SupplierError");
}

async function all<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

describe("prices", () => {
  it("turn supplier decimals into cents exactly, rounding a fraction of a cent up", () => {
    expect(priceToMinor(10.5)).toBe(1050);
    expect(priceToMinor(19.99)).toBe(1999);
    expect(priceToMinor(0.07)).toBe(7);
    expect(priceToMinor("12")).toBe(1200);
    expect(priceToMinor(8.6726)).toBe(868);
    expect(priceToMinor(-1)).toBeNull();
    expect(priceToMinor("abc")).toBeNull();
    expect(priceToMinor(null)).toBeNull();
  });
});

// ===================================================================== CodesWholesale

describe("CodesWholesale adapter", () => {
  const cw = (opts: Partial<ConstructorParameters<typeof CodesWholesaleAdapter>[0]> = {}) =>
    new CodesWholesaleAdapter({ clientId: "client-id", clientSecret: SECRET, baseUrl: CW, pollIntervalMs: 5, ...opts });

  const product = (id: string, over: Record<string, unknown> = {}) => ({
    productId: id,
    identifier: `ID-${id}`,
    name: `Game ${id}`,
    platform: "Steam",
    regions: ["WORLDWIDE"],
    languages: ["Multilanguage"],
    prices: [
      { from: 1, to: 9, value: 10.5 },
      { from: 10, to: null, value: 9.8 },
    ],
    quantity: 42,
    releaseDate: "2024-02-20",
    images: [
      { format: "SMALL", image: `https://img.example/${id}-s.jpg` },
      { format: "MEDIUM", image: `https://img.example/${id}-m.jpg` },
    ],
    ...over,
  });

  const productHandler = (body: unknown, status = 200) =>
    http.get(`${CW}/v3/products/:id`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(body as never, { status });
    });

  const order = (status: string, codes: object[], id = "8b2c1d44-0000-4000-8000-000000000001") => ({
    orderId: id,
    clientOrderId: "line-1",
    identifier: "CW-1",
    status,
    createdOn: "2026-11-26T10:00:00Z",
    totalPrice: 21,
    products: [{ productId: "p-1", name: "Game p-1", unitPrice: 10.5, codes }],
  });

  it("fetches a token with the client credentials once, reuses it, and fetches a new one when it runs out", async () => {
    mock.use(productHandler(product("p-1")));
    tokenLifetime = 1; // refreshed after half its life
    const adapter = cw();
    await adapter.getProduct("p-1");
    await adapter.getProduct("p-1");
    expect(tokensIssued).toBe(1);
    const tokenCall = callsTo("POST", "/oauth/token")[0]!;
    expect(tokenCall.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(callsTo("GET", "/v3/products/p-1").map((c) => c.headers.authorization)).toEqual(["Bearer cw-token-1", "Bearer cw-token-1"]);
    await new Promise((r) => setTimeout(r, 600));
    await adapter.getProduct("p-1");
    expect(tokensIssued).toBe(2);
    expect(callsTo("GET", "/v3/products/p-1")[2]!.headers.authorization).toBe("Bearer cw-token-2");
  });

  it("asks concurrent callers' token once", async () => {
    mock.use(productHandler(product("p-1")));
    const adapter = cw();
    await Promise.all([adapter.getProduct("p-1"), adapter.getProduct("p-1"), adapter.getProduct("p-1")]);
    expect(tokensIssued).toBe(1);
  });

  it("fetches a new token once when a call answers 401, and reports auth when that fails too", async () => {
    let refused = 1;
    mock.use(
      http.get(`${CW}/v3/products/:id`, async ({ request }) => {
        await record(request);
        if (refused-- > 0) return HttpResponse.json({ error: "invalid_token" }, { status: 401 });
        return HttpResponse.json(product("p-1"));
      }),
    );
    await expect(cw().getProduct("p-1")).resolves.toMatchObject({ externalId: "p-1" });
    expect(tokensIssued).toBe(2);

    mock.use(
      http.get(`${CW}/v3/products/:id`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ error: "invalid_token" }, { status: 401 });
      }),
    );
    const e = await supplierError(cw().getProduct("p-1"));
    expect(e.kind).toBe("auth");
  });

  it("reports refused client credentials as auth, without the secret in the message", async () => {
    const e = await supplierError(cw({ clientSecret: "wrong-secret" }).verify());
    expect(e).toMatchObject({ kind: "auth", status: 401, integration: "codeswholesale" });
    expect(e.message).toMatch(/invalid_client/);
    expect(e.message).not.toMatch(/wrong-secret/);
    await expect(cw().verify()).resolves.toBeUndefined();
  });

  it("walks the product list page by page with the continuation token and maps price, stock, platform and regions", async () => {
    mock.use(
      http.get(`${CW}/v3/products`, async ({ request }) => {
        const call = await record(request);
        const token = call.query.get("continuationToken");
        if (!token)
          return HttpResponse.json({
            items: [product("p-1"), product("p-2", { regions: ["EU", "UK"], platform: "PlayStation 5", quantity: 0 })],
            continuationToken: "page-2",
          });
        if (token === "page-2")
          return HttpResponse.json({
            items: [product("p-3", { prices: [] }), product("p-4", { prices: [{ from: 1, to: null, value: 0.07 }] })],
            continuationToken: "page-3",
          });
        return HttpResponse.json({ items: [product("p-5", { platform: null, regions: [], images: [] })], continuationToken: null });
      }),
    );
    const products = await all(cw().listProducts());
    expect(callsTo("GET", "/v3/products").map((c) => c.query.get("continuationToken"))).toEqual([null, "page-2", "page-3"]);
    // p-3 has no price: it cannot be bought and is left out.
    expect(products.map((p) => p.externalId)).toEqual(["p-1", "p-2", "p-4", "p-5"]);
    expect(products[0]).toEqual<SupplierProduct>({
      externalId: "p-1",
      name: "Game p-1",
      platform: "Steam",
      region: "WORLDWIDE",
      price: { currency: CurrencyCode.EUR, amount: 1050 },
      stock: 42,
      imageUrl: "https://img.example/p-1-m.jpg",
      releaseDate: "2024-02-20",
    });
    expect(products[1]).toMatchObject({ platform: "PlayStation 5", region: "EU, UK", stock: 0 });
    expect(products[2]!.price.amount).toBe(7);
    expect(products[3]).toMatchObject({ platform: null, region: null, imageUrl: null });
  });

  it("stops on a repeated continuation token and on an unreadable page (invalid_answer)", async () => {
    mock.use(
      http.get(`${CW}/v3/products`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ items: [product("p-1")], continuationToken: "again" });
      }),
    );
    expect((await supplierError(all(cw().listProducts()))).kind).toBe("invalid_answer");
    mock.use(http.get(`${CW}/v3/products`, () => new HttpResponse("<html>maintenance</html>", { status: 200, headers: { "content-type": "text/html" } })));
    expect((await supplierError(all(cw().listProducts()))).kind).toBe("invalid_answer");
    mock.use(http.get(`${CW}/v3/products`, () => HttpResponse.json({ products: [] })));
    expect((await supplierError(all(cw().listProducts()))).kind).toBe("invalid_answer");
  });

  it("answers null for a product the supplier no longer has", async () => {
    mock.use(productHandler({ code: 404, message: "Product not found" }, 404));
    await expect(cw().getProduct("gone")).resolves.toBeNull();
  });

  it("orders text codes with the reference and the accepted price, at the price break of the quantity", async () => {
    mock.use(
      productHandler(product("p-1")),
      http.post(`${CW}/v3/orders`, async ({ request }) => {
        const call = await record(request);
        const quantity = call.json.products[0].quantity;
        return HttpResponse.json({
          ...order(
            "COMPLETED",
            Array.from({ length: quantity }, (_, i) => ({ codeId: `c${i}`, codeType: "CODE_TEXT", code: ` AAAA-BBBB-CCCC-000${i} ` })),
          ),
          products: [
            {
              productId: "p-1",
              unitPrice: call.json.products[0].price,
              codes: Array.from({ length: quantity }, (_, i) => ({ codeId: `c${i}`, codeType: "CODE_TEXT", code: `AAAA-BBBB-CCCC-000${i}` })),
            },
          ],
        });
      }),
    );
    const result = await cw().orderCodes({ externalId: "p-1", quantity: 2, maxUnitPrice: eur(1100), reference: "line-1" });
    expect(callsTo("POST", "/v3/orders")[0]!.json).toEqual({
      allowPreOrder: false,
      clientOrderId: "line-1",
      products: [{ productId: "p-1", quantity: 2, price: 10.5 }],
    });
    expect(result).toEqual({
      externalOrderId: "8b2c1d44-0000-4000-8000-000000000001",
      codes: [
        { contentType: KeyContentType.text, value: "AAAA-BBBB-CCCC-0000" },
        { contentType: KeyContentType.text, value: "AAAA-BBBB-CCCC-0001" },
      ],
      unitPrice: eur(1050),
    });
    const ten = await cw().orderCodes({ externalId: "p-1", quantity: 10, maxUnitPrice: eur(1000), reference: "line-2" });
    expect(callsTo("POST", "/v3/orders")[1]!.json.products[0].price).toBe(9.8);
    expect(ten.codes).toHaveLength(10);
    expect(ten.unitPrice).toEqual(eur(980));
  });

  it("reads image codes (base64) with their type", async () => {
    mock.use(
      productHandler(product("p-1")),
      http.post(`${CW}/v3/orders`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(order("COMPLETED", [{ codeId: "c1", codeType: "CODE_IMAGE", code: PNG, filename: "card.PNG" }]));
      }),
    );
    const result = await cw().orderCodes({ externalId: "p-1", quantity: 1, maxUnitPrice: eur(1050), reference: "line-1" });
    expect(result.codes).toEqual([{ contentType: KeyContentType.png, value: PNG }]);
  });

  it("polls a pending order until its codes are there", async () => {
    let reads = 0;
    mock.use(
      productHandler(product("p-1")),
      http.post(`${CW}/v3/orders`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(order("PENDING", []));
      }),
      http.get(`${CW}/v3/orders/:id`, async ({ request, params }) => {
        await record(request);
        expect(params.id).toBe("8b2c1d44-0000-4000-8000-000000000001");
        reads++;
        if (reads === 1) return HttpResponse.json(order("PROCESSING", [{ codeId: "c1", codeType: "CODE_TEXT", code: "AAAA-BBBB-CCCC-0001" }]));
        return HttpResponse.json(
          order("COMPLETED", [
            { codeId: "c1", codeType: "CODE_TEXT", code: "AAAA-BBBB-CCCC-0001" },
            { codeId: "c2", codeType: "CODE_IMAGE", code: `data:image/jpeg;base64,${PNG}`, filename: "c2.jpg" },
          ]),
        );
      }),
    );
    const result = await cw().orderCodes({ externalId: "p-1", quantity: 2, maxUnitPrice: eur(1050), reference: "line-1" });
    expect(reads).toBe(2);
    expect(result.codes).toEqual([
      { contentType: KeyContentType.text, value: "AAAA-BBBB-CCCC-0001" },
      { contentType: KeyContentType.jpg, value: PNG },
    ]);
  });

  it("gives up on an order that stays pending (unavailable) or fails (rejected), returning the codes received", async () => {
    mock.use(
      productHandler(product("p-1")),
      http.post(`${CW}/v3/orders`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(order("PROCESSING", [{ codeId: "c1", codeType: "CODE_TEXT", code: "AAAA-BBBB-CCCC-0001" }]));
      }),
      http.get(`${CW}/v3/orders/:id`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(order("PROCESSING", [{ codeId: "c1", codeType: "CODE_TEXT", code: "AAAA-BBBB-CCCC-0001" }]));
      }),
    );
    const slow = await supplierError(cw({ pollAttempts: 3 }).orderCodes({ externalId: "p-1", quantity: 2, maxUnitPrice: eur(1050), reference: "line-1" }));
    expect(slow.kind).toBe("unavailable");
    expect(callsTo("GET", "/v3/orders/8b2c1d44-0000-4000-8000-000000000001")).toHaveLength(3);
    expect(slow.partial).toEqual({
      externalOrderId: "8b2c1d44-0000-4000-8000-000000000001",
      codes: [{ contentType: KeyContentType.text, value: "AAAA-BBBB-CCCC-0001" }],
    });

    mock.use(
      http.get(`${CW}/v3/orders/:id`, async ({ request }) => {
        await record(request);
        return HttpResponse.json(order("FAILED", []));
      }),
    );
    const failed = await supplierError(cw().orderCodes({ externalId: "p-1", quantity: 2, maxUnitPrice: eur(1050), reference: "line-2" }));
    expect(failed.kind).toBe("rejected");
    expect(failed.partial?.externalOrderId).toBe("8b2c1d44-0000-4000-8000-000000000001");
  });

  it("buys nothing when the price is above the accepted one or the stock is too low", async () => {
    mock.use(productHandler(product("p-1", { quantity: 1 })));
    const priced = await supplierError(cw().orderCodes({ externalId: "p-1", quantity: 1, maxUnitPrice: eur(1049), reference: "line-1" }));
    expect(priced.kind).toBe("price_changed");
    const stock = await supplierError(cw().orderCodes({ externalId: "p-1", quantity: 2, maxUnitPrice: eur(1050), reference: "line-1" }));
    expect(stock.kind).toBe("out_of_stock");
    const usd = await supplierError(
      cw().orderCodes({ externalId: "p-1", quantity: 1, maxUnitPrice: { currency: CurrencyCode.USD, amount: 5000 }, reference: "line-1" }),
    );
    expect(usd.kind).toBe("rejected");
    mock.use(productHandler({ code: 404, message: "Product not found" }, 404));
    expect((await supplierError(cw().orderCodes({ externalId: "gone", quantity: 1, maxUnitPrice: eur(1050), reference: "line-1" }))).kind).toBe("out_of_stock");
    expect(callsTo("POST", "/v3/orders")).toHaveLength(0);
  });

  it("maps the supplier's refusals of an order to their kinds", async () => {
    const refusing = (status: number, body: object) =>
      mock.use(
        productHandler(product("p-1")),
        http.post(`${CW}/v3/orders`, async ({ request }) => {
          await record(request);
          return HttpResponse.json(body, { status });
        }),
      );
    const attempt = () => supplierError(cw().orderCodes({ externalId: "p-1", quantity: 1, maxUnitPrice: eur(1050), reference: "line-1" }));
    refusing(400, { code: 10002, message: "Not enough stock for this product" });
    expect((await attempt()).kind).toBe("out_of_stock");
    refusing(400, { code: 10005, message: "Price has changed", developerMessage: "price to validate 10.50 < 11.00" });
    expect((await attempt()).kind).toBe("price_changed");
    refusing(402, { code: 10001, message: "Insufficient balance" });
    expect((await attempt()).kind).toBe("rejected");
    refusing(409, { message: "clientOrderId already used" });
    expect((await attempt()).kind).toBe("rejected");
    refusing(500, { message: "Internal error" });
    expect(await attempt()).toMatchObject({ kind: "unavailable", status: 500 });
    refusing(429, { message: "Too many requests" });
    expect((await attempt()).kind).toBe("unavailable");
    refusing(200, { status: "COMPLETED" });
    expect((await attempt()).kind).toBe("invalid_answer");
  });

  it("reports timeouts and network failures as unavailable", async () => {
    mock.use(
      http.get(`${CW}/v3/products/:id`, async () => {
        await delay(800);
        return HttpResponse.json(product("p-1"));
      }),
    );
    const started = Date.now();
    const slow = await supplierError(cw({ timeoutMs: 150 }).getProduct("p-1"));
    expect(slow.kind).toBe("unavailable");
    expect(slow.message).toMatch(/no answer within 150 ms/);
    expect(Date.now() - started).toBeLessThan(1500);

    mock.use(http.get(`${CW}/v3/products/:id`, () => HttpResponse.error()));
    expect((await supplierError(cw().getProduct("p-1"))).kind).toBe("unavailable");
    mock.use(http.post(`${CW}/oauth/token`, () => HttpResponse.error()));
    expect((await supplierError(cw().verify())).kind).toBe("unavailable");
  });

  it("stops when the caller's signal aborts", async () => {
    mock.use(
      http.get(`${CW}/v3/products/:id`, async () => {
        await delay(800);
        return HttpResponse.json(product("p-1"));
      }),
    );
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("import cancelled")), 50);
    await expect(cw().getProduct("p-1", controller.signal)).rejects.toThrow("import cancelled");
  });
});

// ===================================================================== PrepaidForge

describe("PrepaidForge adapter", () => {
  const pf = (opts: Partial<ConstructorParameters<typeof PrepaidForgeAdapter>[0]> = {}) =>
    new PrepaidForgeAdapter({ email: "buyer@shop.example", password: "pf-password", ...opts });

  const pfProduct = (sku: string, over: Record<string, unknown> = {}) => ({
    id: 1,
    sku,
    name: `Card ${sku}`,
    brand: "iTunes",
    faceValue: { amount: 10, currency: "USD" },
    defaultPrice: { amount: 9.5, currency: "EUR" },
    currencyCode: "USD",
    imageUrl: `https://img.example/${sku}.png`,
    active: true,
    countries: ["US"],
    platforms: ["iTunes"],
    productType: "MPV",
    ...over,
  });

  let stockTable: Record<string, { type: string; quantity: number; purchasePrice: number }[]> = {};
  const stocksHandler = http.post(`${PF}/1.0/findStocks`, async ({ request }) => {
    const call = await record(request);
    if (call.headers["x-prepaidforge-api-token"] !== `pf-token-${pfSignIns}`) return HttpResponse.json({ message: "Unauthorized" }, { status: 401 });
    const skus: string[] = call.json.skus;
    return HttpResponse.json(skus.flatMap((sku) => (stockTable[sku] ?? []).map((s) => ({ product: sku, ...s }))));
  });
  beforeEach(() => {
    stockTable = {
      "itunes-10-usd": [
        { type: "TEXT", quantity: 3, purchasePrice: 8.6726 },
        { type: "SCAN", quantity: 5, purchasePrice: 8.5 },
        { type: "TEXT", quantity: 0, purchasePrice: 7 },
      ],
      "psn-20-eur": [{ type: "TEXT", quantity: 0, purchasePrice: 18.9 }],
    };
  });

  it("signs in with the account, keeps the token, and signs in again once on a 401", async () => {
    mock.use(stocksHandler);
    const adapter = pf();
    await adapter.getProduct("itunes-10-usd");
    await adapter.getProduct("itunes-10-usd");
    expect(pfSignIns).toBe(1);
    expect(callsTo("POST", "/v1/1.0/signInWithApi")[0]!.json).toEqual({ email: "buyer@shop.example", password: "pf-password" });
    expect(callsTo("POST", "/v1/1.0/findStocks")[0]!.headers["x-prepaidforge-api-token"]).toBe("pf-token-1");
    // The supplier forgets the token: one new sign-in, and the call goes through.
    pfSignIns = 5;
    await expect(adapter.getProduct("itunes-10-usd")).resolves.not.toBeNull();
    expect(callsTo("POST", "/v1/1.0/signInWithApi")).toHaveLength(2);
  });

  it("reports a refused sign-in as auth, without the password in the message", async () => {
    const e = await supplierError(pf({ password: "wrong-password" }).verify());
    expect(e).toMatchObject({ kind: "auth", integration: "prepaidforge" });
    expect(e.message).not.toMatch(/wrong-password/);
  });

  it("lists products with their cheapest stock's price and all their keys, asking stocks in batches", async () => {
    const many = Array.from({ length: 60 }, (_, i) => pfProduct(`bulk-${i}`));
    stockTable = { ...stockTable, ...Object.fromEntries(many.map((p, i) => [p.sku, [{ type: "TEXT", quantity: i, purchasePrice: 1 + i / 100 }]])) };
    mock.use(
      stocksHandler,
      http.get(`${PF}/1.0/findAllProducts`, async ({ request }) => {
        await record(request);
        return HttpResponse.json([
          pfProduct("itunes-10-usd"),
          pfProduct("psn-20-eur", { platforms: [], countries: [] }),
          pfProduct("old-card", { active: false }),
          pfProduct("no-stock"),
          ...many,
        ]);
      }),
    );
    const products = await all(pf().listProducts());
    const stockCalls = callsTo("POST", "/v1/1.0/findStocks");
    expect(stockCalls).toHaveLength(2);
    expect(stockCalls[0]!.json.types).toEqual(["TEXT", "OCR", "SCAN", "FULLSCAN"]);
    expect(stockCalls[0]!.json.skus).toHaveLength(50);
    expect(stockCalls[0]!.json.skus).not.toContain("old-card");
    // no-stock has no stock entries at all: left out; old-card is inactive.
    expect(products.map((p) => p.externalId)).toEqual(["itunes-10-usd", "psn-20-eur", ...many.map((p) => p.sku)]);
    expect(products[0]).toEqual<SupplierProduct>({
      externalId: "itunes-10-usd",
      name: "Card itunes-10-usd",
      platform: "iTunes",
      region: "US",
      price: { currency: CurrencyCode.EUR, amount: 850 },
      stock: 8,
      imageUrl: "https://img.example/itunes-10-usd.png",
    });
    expect(products[1]).toMatchObject({ platform: null, region: null, stock: 0, price: { amount: 1890 } });
  });

  it("buys one code per key with its own reference, at the stock's price, cheapest first", async () => {
    let n = 0;
    mock.use(
      stocksHandler,
      http.post(`${PF}/1.0/getResponseOfSingleCodeRequest`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ message: "No order for this reference" }, { status: 404 });
      }),
      http.post(`${PF}/1.0/createOrder`, async ({ request }) => {
        const call = await record(request);
        n++;
        if (call.json.codeType === "SCAN")
          return HttpResponse.json({
            codeType: "SCAN",
            serial: `S${n}`,
            image: { filename: `scan-${n}.png`, filetype: "image/png", downloadLink: `${PF}/files/scan-${n}` },
          });
        return HttpResponse.json({ codeType: "TEXT", code: `TEXT-CODE-${n}`, serial: `S${n}` });
      }),
      http.get(`${PF}/files/:name`, async ({ request }) => {
        const call = await record(request);
        expect(call.headers["x-prepaidforge-api-token"]).toBe("pf-token-1");
        return new HttpResponse(Buffer.from(PNG, "base64"), { headers: { "content-type": "image/png" } });
      }),
    );
    const result = await pf().orderCodes({ externalId: "itunes-10-usd", quantity: 6, maxUnitPrice: eur(900), reference: "line-7" });
    const orders = callsTo("POST", "/v1/1.0/createOrder").map((c) => c.json);
    expect(orders.map((o) => o.customOrderReference)).toEqual(["line-7:1", "line-7:2", "line-7:3", "line-7:4", "line-7:5", "line-7:6"]);
    expect(orders[0]).toEqual({ sku: "itunes-10-usd", price: 8.5, quantity: 1, customOrderReference: "line-7:1", codeType: "SCAN" });
    expect(orders[5]).toEqual({ sku: "itunes-10-usd", price: 8.6726, quantity: 1, customOrderReference: "line-7:6", codeType: "TEXT" });
    expect(result.codes.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => ({ contentType: KeyContentType.png, value: PNG })));
    expect(result.codes[5]).toEqual({ contentType: KeyContentType.text, value: "TEXT-CODE-6" });
    expect(result.unitPrice).toEqual(eur(868));
  });

  it("never buys twice for a reference it already bought", async () => {
    mock.use(
      stocksHandler,
      http.post(`${PF}/1.0/getResponseOfSingleCodeRequest`, async ({ request }) => {
        const call = await record(request);
        if (call.json.customOrderReference === "line-8:1") return HttpResponse.json({ codeType: "TEXT", code: "BOUGHT-BEFORE" });
        return new HttpResponse(null, { status: 404 });
      }),
      http.post(`${PF}/1.0/createOrder`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ codeType: "TEXT", code: "NEW-CODE" });
      }),
    );
    stockTable["itunes-10-usd"] = [{ type: "TEXT", quantity: 5, purchasePrice: 8 }];
    const result = await pf().orderCodes({ externalId: "itunes-10-usd", quantity: 2, maxUnitPrice: eur(800), reference: "line-8" });
    expect(result.codes.map((c) => c.value)).toEqual(["BOUGHT-BEFORE", "NEW-CODE"]);
    expect(callsTo("POST", "/v1/1.0/createOrder").map((c) => c.json.customOrderReference)).toEqual(["line-8:2"]);
  });

  it("buys nothing above the accepted price or without enough keys", async () => {
    mock.use(stocksHandler);
    expect((await supplierError(pf().orderCodes({ externalId: "itunes-10-usd", quantity: 1, maxUnitPrice: eur(849), reference: "l" }))).kind).toBe(
      "price_changed",
    );
    // 5 keys at 8.50, 3 more at 8.68: at most 8.50 gives only 5.
    expect((await supplierError(pf().orderCodes({ externalId: "itunes-10-usd", quantity: 6, maxUnitPrice: eur(850), reference: "l" }))).kind).toBe(
      "price_changed",
    );
    expect((await supplierError(pf().orderCodes({ externalId: "itunes-10-usd", quantity: 9, maxUnitPrice: eur(5000), reference: "l" }))).kind).toBe(
      "out_of_stock",
    );
    expect((await supplierError(pf().orderCodes({ externalId: "psn-20-eur", quantity: 1, maxUnitPrice: eur(5000), reference: "l" }))).kind).toBe(
      "out_of_stock",
    );
    expect(callsTo("POST", "/v1/1.0/createOrder")).toHaveLength(0);
  });

  it("returns the codes already bought when a later key fails", async () => {
    let n = 0;
    mock.use(
      stocksHandler,
      http.post(`${PF}/1.0/getResponseOfSingleCodeRequest`, () => new HttpResponse(null, { status: 404 })),
      http.post(`${PF}/1.0/createOrder`, async ({ request }) => {
        await record(request);
        if (++n === 2) return HttpResponse.json({ message: "Stock sold out" }, { status: 400 });
        return HttpResponse.json({ codeType: "TEXT", code: `CODE-${n}` });
      }),
    );
    stockTable["itunes-10-usd"] = [{ type: "TEXT", quantity: 5, purchasePrice: 8 }];
    const e = await supplierError(pf().orderCodes({ externalId: "itunes-10-usd", quantity: 3, maxUnitPrice: eur(800), reference: "line-9" }));
    expect(e.kind).toBe("out_of_stock");
    expect(e.partial).toEqual({ externalOrderId: "line-9", codes: [{ contentType: KeyContentType.text, value: "CODE-1" }] });
  });

  it("reports outages, timeouts and unreadable answers", async () => {
    mock.use(http.post(`${PF}/1.0/findStocks`, () => HttpResponse.json({ message: "down" }, { status: 503 })));
    expect((await supplierError(pf().getProduct("itunes-10-usd"))).kind).toBe("unavailable");
    mock.use(
      http.post(`${PF}/1.0/findStocks`, async () => {
        await delay(800);
        return HttpResponse.json([]);
      }),
    );
    expect((await supplierError(pf({ timeoutMs: 150 }).getProduct("itunes-10-usd"))).kind).toBe("unavailable");
    mock.use(http.post(`${PF}/1.0/findStocks`, () => HttpResponse.json({ stocks: [] })));
    expect((await supplierError(pf().getProduct("itunes-10-usd"))).kind).toBe("invalid_answer");
    mock.use(http.post(`${PF}/1.0/findStocks`, () => new HttpResponse("not json", { status: 200 })));
    expect((await supplierError(pf().getProduct("itunes-10-usd"))).kind).toBe("invalid_answer");
  });
});

// ===================================================================== the factory

describe("createSupplierAdapter", () => {
  it("builds each integration's adapter from its credentials", () => {
    expect(createSupplierAdapter({ integration: "codeswholesale", clientId: "a", clientSecret: "b" })).toBeInstanceOf(CodesWholesaleAdapter);
    expect(createSupplierAdapter({ integration: "prepaidforge", email: "a@b.c", password: "p" })).toBeInstanceOf(PrepaidForgeAdapter);
    const sandbox = createSupplierAdapter({ integration: "sandbox" }, { sandboxBaseUrl: "http://127.0.0.1:1" });
    expect(sandbox.integration).toBe("sandbox");
    expect(() => createSupplierAdapter({ integration: "sandbox" })).toThrow(SupplierError);
    expect(() => createSupplierAdapter({ integration: "codeswholesale", clientId: "", clientSecret: "" })).toThrow(expect.objectContaining({ kind: "auth" }));
  });

  it("passes the timeout and the HTTP client on", async () => {
    const seen: string[] = [];
    const adapter = createSupplierAdapter(
      { integration: "codeswholesale", clientId: "client-id", clientSecret: SECRET, baseUrl: CW },
      {
        fetch: (input, init) => {
          seen.push(new URL(input).pathname);
          return fetch(input, init);
        },
      },
    );
    await adapter.verify();
    expect(seen).toEqual(["/oauth/token"]);
  });
});
