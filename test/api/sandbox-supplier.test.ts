/**
 * The built-in sandbox supplier (/sandbox-supplier) of a running shop, called through its adapter
 * (the CodesWholesale v3 adapter pointed at it) and, for the raw answers, over plain HTTP:
 * tokens, the paged catalogue, buying (text and image codes), stock going down, codes unique
 * under concurrent orders, idempotent references, refusals and the test switches.
 */
import { KeyContentType } from "../../server/common/enums";
import { KEY_CODE_PATTERN } from "../../server/modules/keys/key-code";
import { CodesWholesaleAdapter } from "../../server/modules/suppliers/adapters/codeswholesale";
import { createSupplierAdapter } from "../../server/modules/suppliers/adapters/index";
import { SANDBOX_SUPPLIER_ERROR_PRODUCT, SANDBOX_SUPPLIER_TIMEOUT_PRODUCT } from "../../server/modules/suppliers/adapters/sandbox";
import { loadSandboxCatalogue, sandboxCatalogue } from "../../server/modules/suppliers/sandbox-supplier/sandbox-catalogue";
import { SupplierError, type SupplierAdapter, type SupplierProduct } from "../../server/modules/suppliers/supplier-adapter";
import { startTestApp, type TestApp } from "../helpers/test-app";

jest.setTimeout(60_000);

let app: TestApp;
let sandbox: SupplierAdapter;
let products: SupplierProduct[];
let pageCalls = 0;

const eur = (amount: number) => ({ currency: "eur" as never, amount });
const supplierError = async (p: Promise<unknown>): Promise<SupplierError> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof SupplierError) return e;
    throw e;
  }
  throw new Error("expected a SupplierError");
};

beforeAll(async () => {
  await loadSandboxCatalogue();
  app = await startTestApp();
  sandbox = createSupplierAdapter(
    { integration: "sandbox" },
    {
      sandboxBaseUrl: app.url,
      fetch: (input, init) => {
        if (new URL(input).pathname === "/sandbox-supplier/v3/products") pageCalls++;
        return fetch(input, init);
      },
    },
  );
  products = [];
  for await (const p of sandbox.listProducts()) products.push(p);
});
afterAll(() => app?.close());

const byName = (name: string) => products.find((p) => p.name === name)!;
const biggest = () =>
  products
    .filter((p) => p.externalId !== SANDBOX_SUPPLIER_TIMEOUT_PRODUCT && p.externalId !== SANDBOX_SUPPLIER_ERROR_PRODUCT)
    .filter((p) => sandboxCatalogue().byId.get(p.externalId)?.codeType === "CODE_TEXT")
    .sort((a, b) => b.stock - a.stock);

describe("the sandbox supplier's API", () => {
  it("hands out a token only for its client credentials and wants it on every call", async () => {
    const bad = await app.http("POST", "/sandbox-supplier/oauth/token", "grant_type=client_credentials&client_id=keymarket-sandbox&client_secret=wrong", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ error: "invalid_client" });
    const good = await app.http(
      "POST",
      "/sandbox-supplier/oauth/token",
      "grant_type=client_credentials&client_id=keymarket-sandbox&client_secret=sandbox-secret",
      {
        "content-type": "application/x-www-form-urlencoded",
      },
    );
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ token_type: "bearer", expires_in: 3600 });

    expect((await app.http("GET", "/sandbox-supplier/v3/products")).status).toBe(401);
    expect(
      (
        await app.http("GET", "/sandbox-supplier/v3/products", undefined, {
          authorization: "Bearer sbx1.99999999999.forged-signature-forged-signature-forged-sig",
        })
      ).status,
    ).toBe(401);
    const page = await app.http("GET", "/sandbox-supplier/v3/products", undefined, { authorization: `Bearer ${good.body.access_token}` });
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(25);
    expect(typeof page.body.continuationToken).toBe("string");
    const badToken = await app.http("GET", "/sandbox-supplier/v3/products?continuationToken=nonsense", undefined, {
      authorization: `Bearer ${good.body.access_token}`,
    });
    expect(badToken.status).toBe(400);
  });

  it("refuses the adapter with other credentials (auth)", async () => {
    const wrong = new CodesWholesaleAdapter({
      integration: "sandbox",
      clientId: "keymarket-sandbox",
      clientSecret: "guess",
      baseUrl: `${app.url}/sandbox-supplier`,
    });
    const e = await supplierError(wrong.verify());
    expect(e.kind).toBe("auth");
    await expect(sandbox.verify()).resolves.toBeUndefined();
  });
});

describe("the catalogue", () => {
  it("comes page by page: the demo catalogue's products, new ones, ambiguous titles and the switches", () => {
    const catalogue = sandboxCatalogue().list;
    expect(products).toHaveLength(catalogue.length);
    expect(pageCalls).toBe(Math.ceil(catalogue.length / 25));
    expect(new Set(products.map((p) => p.externalId)).size).toBe(products.length);
    expect(products.map((p) => p.externalId)).toEqual(expect.arrayContaining([SANDBOX_SUPPLIER_TIMEOUT_PRODUCT, SANDBOX_SUPPLIER_ERROR_PRODUCT]));
    // Products the shop does not sell, and bare titles without platform.
    expect(byName("Starfall Couriers")).toMatchObject({ platform: "Steam", region: "WORLDWIDE" });
    expect(products.filter((p) => p.platform === null)).toHaveLength(2);
    for (const p of products) {
      expect(p.price.currency).toBe("eur");
      expect(Number.isInteger(p.price.amount) && p.price.amount >= 50).toBe(true);
    }
    expect(products.some((p) => p.stock === 0)).toBe(true);
  });

  it("has the shop's own products under their titles, platforms and regions", async () => {
    const fresh = new Set(["Starfall Couriers", "Hollow Lantern Remastered", "Tidebound Tactics", "Neon Drift Rally"]);
    const sold = products.filter((p) => p.platform && p.region && !fresh.has(p.name) && !p.name.startsWith("Sandbox test switch"));
    expect(sold.length).toBeGreaterThan(40);
    for (const p of sold.slice(0, 4)) {
      const found = await app.gql(`query ($search: String!) { products(filter: { search: $search }, take: 50) { items { name } } }`, { search: p.name });
      const names: string[] = found.body.data.products.items.map((i: { name: string }) => i.name);
      expect(names.some((n) => n.startsWith(p.name))).toBe(true);
    }
    expect(
      await app
        .gql(`{ products(filter: { search: "Starfall Couriers" }) { items { name } } }`)
        .then((r) => r.body.data.products.items.map((i: { name: string }) => i.name)),
    ).not.toContain("Starfall Couriers");
  });

  it("answers one product, or null for an unknown id", async () => {
    const p = products.find((x) => x.stock > 0)!;
    await expect(sandbox.getProduct(p.externalId)).resolves.toEqual(p);
    await expect(sandbox.getProduct("00000000-0000-4000-8000-000000000000")).resolves.toBeNull();
  });
});

describe("buying", () => {
  it("sells text codes at the listed price and takes them off the stock; the same reference never buys twice", async () => {
    const p = biggest()[0]!;
    const result = await sandbox.orderCodes({ externalId: p.externalId, quantity: 3, maxUnitPrice: eur(p.price.amount), reference: "line-buy-1" });
    expect(result.codes).toHaveLength(3);
    for (const c of result.codes) {
      expect(c.contentType).toBe(KeyContentType.text);
      expect(c.value).toMatch(KEY_CODE_PATTERN);
    }
    expect(new Set(result.codes.map((c) => c.value)).size).toBe(3);
    expect(result.unitPrice).toEqual(p.price);
    expect((await sandbox.getProduct(p.externalId))!.stock).toBe(p.stock - 3);

    const again = await sandbox.orderCodes({ externalId: p.externalId, quantity: 3, maxUnitPrice: eur(p.price.amount), reference: "line-buy-1" });
    expect(again.externalOrderId).toBe(result.externalOrderId);
    expect(again.codes).toEqual(result.codes);
    expect((await sandbox.getProduct(p.externalId))!.stock).toBe(p.stock - 3);
  });

  it("delivers the printed card as PNG images once the pending order is read again", async () => {
    const card = products.find((p) => sandboxCatalogue().byId.get(p.externalId)?.codeType === "CODE_IMAGE")!;
    const raw = await rawOrder({ clientOrderId: "line-image-raw", products: [{ productId: card.externalId, quantity: 1, price: card.price.amount / 100 }] });
    expect(raw.status).toBe(200);
    expect(raw.body).toMatchObject({ status: "PROCESSING", products: [{ codes: [] }] });

    const result = await sandbox.orderCodes({ externalId: card.externalId, quantity: 2, maxUnitPrice: eur(card.price.amount), reference: "line-image-1" });
    expect(result.codes).toHaveLength(2);
    for (const c of result.codes) {
      expect(c.contentType).toBe(KeyContentType.png);
      expect(Buffer.from(c.value, "base64").subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    }
    expect(result.codes[0]!.value).not.toBe(result.codes[1]!.value);
  });

  it("never sells a code twice, and counts the stock right, under 20 concurrent orders", async () => {
    const p = biggest()[1]!;
    const before = (await sandbox.getProduct(p.externalId))!.stock;
    expect(before).toBeGreaterThanOrEqual(40);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        sandbox.orderCodes({ externalId: p.externalId, quantity: 2, maxUnitPrice: eur(p.price.amount), reference: `line-race-${i}` }),
      ),
    );
    const codes = results.flatMap((r) => r.codes.map((c) => c.value));
    expect(codes).toHaveLength(40);
    expect(new Set(codes).size).toBe(40);
    expect(new Set(results.map((r) => r.externalOrderId)).size).toBe(20);
    expect((await sandbox.getProduct(p.externalId))!.stock).toBe(before - 40);
  });

  it("refuses without buying: a price above the accepted one, too few keys, no keys, an unknown product", async () => {
    const p = biggest()[2]!;
    const priced = await supplierError(
      sandbox.orderCodes({ externalId: p.externalId, quantity: 1, maxUnitPrice: eur(p.price.amount - 1), reference: "line-cheap" }),
    );
    expect(priced.kind).toBe("price_changed");
    const many = await supplierError(
      sandbox.orderCodes({ externalId: p.externalId, quantity: p.stock + 1, maxUnitPrice: eur(p.price.amount), reference: "line-many" }),
    );
    expect(many.kind).toBe("out_of_stock");
    expect((await sandbox.getProduct(p.externalId))!.stock).toBe(p.stock);

    const empty = products.find((x) => x.stock === 0)!;
    expect(
      (await supplierError(sandbox.orderCodes({ externalId: empty.externalId, quantity: 1, maxUnitPrice: eur(100_000), reference: "line-empty" }))).kind,
    ).toBe("out_of_stock");
    expect((await supplierError(sandbox.orderCodes({ externalId: "nope", quantity: 1, maxUnitPrice: eur(100_000), reference: "line-unknown" }))).kind).toBe(
      "out_of_stock",
    );

    // The supplier itself checks the price and the stock too (a price that moved between the adapter's look and the order).
    const tooCheap = await rawOrder({ clientOrderId: "raw-cheap", products: [{ productId: p.externalId, quantity: 1, price: 0.01 }] });
    expect(tooCheap.status).toBe(400);
    expect(tooCheap.body.code).toBe("PRICE_CHANGED");
    const tooMany = await rawOrder({ clientOrderId: "raw-many", products: [{ productId: p.externalId, quantity: p.stock + 1 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe(p.stock + 1 > 100 ? "INVALID_QUANTITY" : "NOT_ENOUGH_STOCK");
    const bad = await rawOrder({ products: [{ productId: p.externalId, quantity: "two" }] });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("INVALID_QUANTITY");
    expect((await rawOrder({ products: [] })).status).toBe(400);
    expect((await sandbox.getProduct(p.externalId))!.stock).toBe(p.stock);
  });
});

describe("test switches", () => {
  it("answers an error for the error product (unavailable)", async () => {
    const e = await supplierError(
      sandbox.orderCodes({ externalId: SANDBOX_SUPPLIER_ERROR_PRODUCT, quantity: 1, maxUnitPrice: eur(100), reference: "line-error" }),
    );
    expect(e.kind).toBe("unavailable");
    expect(e.status).toBe(503);
  });

  it("never answers for the timeout product: the caller's timeout ends it (unavailable)", async () => {
    const quick = createSupplierAdapter({ integration: "sandbox" }, { sandboxBaseUrl: app.url, timeoutMs: 700 });
    const started = Date.now();
    const e = await supplierError(
      quick.orderCodes({ externalId: SANDBOX_SUPPLIER_TIMEOUT_PRODUCT, quantity: 1, maxUnitPrice: eur(100), reference: "line-timeout" }),
    );
    expect(e.kind).toBe("unavailable");
    expect(e.message).toMatch(/no answer within 700 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

async function rawOrder(body: unknown) {
  const token = await app.http("POST", "/sandbox-supplier/oauth/token", {
    grant_type: "client_credentials",
    client_id: "keymarket-sandbox",
    client_secret: "sandbox-secret",
  });
  return app.http("POST", "/sandbox-supplier/v3/orders", body, { authorization: `Bearer ${token.body.access_token}` });
}

describe("turned off", () => {
  it("answers 404 to every sandbox supplier call (SANDBOX_SUPPLIER=false)", async () => {
    const off = await startTestApp({ SANDBOX_SUPPLIER: "false" });
    try {
      const token = await off.http("POST", "/sandbox-supplier/oauth/token", {
        grant_type: "client_credentials",
        client_id: "keymarket-sandbox",
        client_secret: "sandbox-secret",
      });
      expect(token.status).toBe(404);
      expect((await off.http("GET", "/sandbox-supplier/v3/products")).status).toBe(404);
      const e = await supplierError(createSupplierAdapter({ integration: "sandbox" }, { sandboxBaseUrl: off.url }).verify());
      expect(e.kind).toBe("invalid_answer");
    } finally {
      await off.close();
    }
  });
});
