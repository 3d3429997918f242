/**
 * A seller's sales and payouts: after a purchase the seller sees each sold key with price,
 * commission and net, its ledger line Waiting and the balance per currency; a refund shows as
 * Refunded with a reversal line and the balance drops; the daily series adds up to the sales;
 * the CSV exports carry the filtered rows with formula cells neutralised; another seller sees
 * none of it, customers are refused, bad filters are validation errors.
 */
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { bearerFor, signedInBrowser } from "./accounts-helpers";
import { BILLING, customers, productWithStock, type Customer, paidOrder, sellerHeaders, type PaidOrder } from "./commerce-helpers";

let app: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await startTestApp({ FRAUD_IP_USERS_PER_HOUR: "100000", FRAUD_USER_ORDERS_PER_DAY: "1000" });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
});
afterAll(() => app?.close());

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const SALES = `query($filter: SellerSalesFilter, $skip: Int, $take: Int, $sellerId: ID) {
  sellerSales(filter: $filter, skip: $skip, take: $take, sellerId: $sellerId) { totalItems items {
    id sellerId orderNumber orderedAt soldAt productId productName offerId keyId currency status refundedAt payoutState
    price { minor currency } commission { minor } net { minor } } } }`;
const LINES = `query($filter: SellerPayoutLinesFilter, $take: Int) { sellerPayoutLines(filter: $filter, take: $take) { totalItems items {
  id kind orderNumber productName currency state paidAt reference gross { minor } commission { minor } net { minor } } } }`;
const BALANCES = `{ sellerBalances { currency waiting { minor } payed { minor } waitingLines } }`;
const DAILY = `query($from: String, $to: String, $currency: CurrencyCode) { sellerSalesDaily(from: $from, to: $to, currency: $currency) {
  day currency keys gross { minor } net { minor } refundedKeys refunded { minor } } }`;

const waitingEur = async (h: Record<string, string>) =>
  ((await app.gql(BALANCES, {}, h)).body.data.sellerBalances.find((b: any) => b.currency === "EUR")?.waiting.minor as number | undefined) ?? 0;

describe("a seller's sales and payouts", () => {
  let buyer: Customer;
  let p: Awaited<ReturnType<typeof productWithStock>>;
  let seller: Record<string, string>;
  let order: PaidOrder;
  let before: number;

  beforeAll(async () => {
    [buyer] = await customers(app, 1);
    p = await productWithStock(app, { min: 3 });
    seller = await sellerHeaders(app, p.sellerId);
    before = await waitingEur(seller);
    order = await paidOrder(app, buyer, { buyNow: { productId: String(p.productId), quantity: 2 } });
  });

  it("shows each sold key with price, commission and net, never the buyer or the key's value", async () => {
    const r = await app.gql(SALES, { filter: { productId: String(p.productId), from: today(), to: today() } }, seller);
    expect(r.body.errors).toBeUndefined();
    const mine = r.body.data.sellerSales.items.filter((s: any) => s.orderNumber === order.number);
    expect(mine).toHaveLength(2);
    const [{ total }] = await app.server.dataSource.query(`SELECT total FROM orders WHERE id = $1`, [order.id]);
    expect(mine.reduce((n: number, s: any) => n + s.price.minor, 0)).toBe(total);
    for (const s of mine) {
      expect(s).toMatchObject({
        sellerId: String(p.sellerId),
        productId: String(p.productId),
        offerId: String(p.offerId),
        currency: "EUR",
        status: "Delivered",
        refundedAt: null,
        payoutState: "Waiting",
        price: { currency: "EUR" },
      });
      expect(s.commission.minor).toBe(Math.round(s.price.minor / 10));
      expect(s.net.minor).toBe(s.price.minor - s.commission.minor);
    }
    const text = JSON.stringify(r.body);
    expect(text).not.toContain(buyer.email);
    expect(text).not.toContain(BILLING.email);
    expect(text).not.toContain(BILLING.surname);
  });

  it("writes Waiting ledger lines and raises the balance per currency", async () => {
    const lines = (await app.gql(LINES, { filter: { state: "Waiting", currency: "EUR", from: today() }, take: 100 }, seller)).body.data.sellerPayoutLines;
    const mine = lines.items.filter((l: any) => l.orderNumber === order.number);
    expect(mine).toHaveLength(2);
    for (const l of mine) expect(l).toMatchObject({ kind: "sale", state: "Waiting", paidAt: null, reference: null, currency: "EUR" });
    const net = mine.reduce((n: number, l: any) => n + l.net.minor, 0);
    expect(await waitingEur(seller)).toBe(before + net);
    const balances = (await app.gql(BALANCES, {}, seller)).body.data.sellerBalances;
    expect(balances.map((b: any) => b.currency)).toEqual(expect.arrayContaining(["EUR"]));
    // Only Payed lines with the Payed filter.
    const paid = (await app.gql(LINES, { filter: { state: "Payed" }, take: 100 }, seller)).body.data.sellerPayoutLines.items;
    expect(paid.every((l: any) => l.state === "Payed" && l.paidAt && l.reference)).toBe(true);
  });

  it("adds the daily series up to the sales of the range", async () => {
    const from = daysAgo(29);
    const to = today();
    const days = (await app.gql(DAILY, { from, to, currency: "EUR" }, seller)).body.data.sellerSalesDaily;
    expect(days).toHaveLength(30);
    expect(days[0].day).toBe(from);
    expect(days[29].day).toBe(to);
    let keys = 0;
    let gross = 0;
    let skip = 0;
    for (;;) {
      const page = (await app.gql(SALES, { filter: { from, to, currency: "EUR" }, skip, take: 100 }, seller)).body.data.sellerSales;
      keys += page.items.length;
      gross += page.items.reduce((n: number, s: any) => n + s.price.minor, 0);
      skip += 100;
      if (skip >= page.totalItems) break;
    }
    expect(days.reduce((n: number, d: any) => n + d.keys, 0)).toBe(keys);
    expect(days.reduce((n: number, d: any) => n + d.gross.minor, 0)).toBe(gross);
    expect(days[29].keys).toBeGreaterThanOrEqual(2);
    // The default range is the last 30 days, with EUR always present.
    const dflt = (await app.gql(`{ sellerSalesDaily { day currency keys } }`, {}, seller)).body.data.sellerSalesDaily;
    expect(dflt.filter((d: any) => d.currency === "EUR")).toHaveLength(30);
    expect(dflt.at(-1).day).toBe(to);
  });

  it("exports the filtered sales as CSV, streamed, with formula cells neutralised", async () => {
    await app.server.dataSource.query(`UPDATE product_translations SET name = '=cmd|'' /C calc''!A0' WHERE product_id = $1 AND locale = 'en'`, [p.productId]);
    const r = await app.http("GET", `/api/seller/sales.csv?from=${today()}&to=${today()}&productId=${p.productId}&currency=EUR`, undefined, seller);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(r.headers.get("content-disposition")).toMatch(/^attachment; filename="sales_/);
    const rows = r.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(rows[0]).toBe("sold_at,order_date,order,product_id,product,key_id,currency,price,commission,net,key_status,refunded_at,payout");
    const mine = rows.filter((l) => l.includes(order.number));
    expect(mine).toHaveLength(2);
    for (const l of mine) {
      expect(l).toContain(`'=cmd|' /C calc'!A0`);
      expect(l).not.toMatch(/,=cmd/);
      expect(l).toContain(",EUR,");
      expect(l).toContain(",Delivered,");
    }
    expect(rows.length - 1).toBe(
      (await app.gql(SALES, { filter: { from: today(), to: today(), productId: String(p.productId), currency: "EUR" } }, seller)).body.data.sellerSales
        .totalItems,
    );
    const payouts = await app.http("GET", `/api/seller/payouts.csv?state=Waiting&from=${today()}`, undefined, seller);
    expect(payouts.status).toBe(200);
    const lines = payouts.text.split("\n").filter((l) => l.includes(order.number));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(",sale,");
    expect(lines[0]).toContain(`'=cmd|' /C calc'!A0`);
  });

  it("shows a refund as Refunded with a reversal line, and the balance drops", async () => {
    const waiting = await waitingEur(seller);
    const refund = await app.gql(
      `mutation($i: RefundOrderInput!) { refundOrder(input: $i) { status } }`,
      { i: { orderId: order.id, reason: "customer request", lines: [{ orderItemId: order.items[0]!.id, quantity: 1 }] } },
      admin,
    );
    expect(refund.body.data.refundOrder.status).toBe("RefundedPartially");
    const sales = (await app.gql(SALES, { filter: { productId: String(p.productId), from: today() } }, seller)).body.data.sellerSales.items.filter(
      (s: any) => s.orderNumber === order.number,
    );
    expect(sales.map((s: any) => s.status).sort()).toEqual(["Delivered", "Refunded"]);
    const refunded = sales.find((s: any) => s.status === "Refunded");
    expect(refunded.refundedAt).toBeTruthy();
    const lines = (await app.gql(LINES, { filter: { from: today() }, take: 100 }, seller)).body.data.sellerPayoutLines.items.filter(
      (l: any) => l.orderNumber === order.number,
    );
    const reversal = lines.find((l: any) => l.kind === "reversal");
    expect(reversal).toMatchObject({ state: "Waiting", gross: { minor: -refunded.price.minor }, net: { minor: -refunded.net.minor } });
    expect(await waitingEur(seller)).toBe(waiting - refunded.net.minor);
    const day = (await app.gql(DAILY, { from: today(), to: today(), currency: "EUR" }, seller)).body.data.sellerSalesDaily[0];
    expect(day.refundedKeys).toBeGreaterThanOrEqual(1);
    expect(day.refunded.minor).toBeGreaterThanOrEqual(refunded.price.minor);
  });

  it("records a payout (admins): the Waiting lines become Payed with date and reference, the balance moves", async () => {
    const PAY = `mutation($i: RecordSellerPayoutInput!) { recordSellerPayout(input: $i) { sellerId currency reference paidAt lines net { minor } } }`;
    const before = (await app.gql(BALANCES, {}, seller)).body.data.sellerBalances.find((b: any) => b.currency === "EUR");
    const input = { sellerId: String(p.sellerId), currency: "EUR", reference: "TR-2026-0042" };
    // Sellers cannot record their own payouts.
    expect((await app.gql(PAY, { i: input }, seller)).body.errors[0].extensions.code).toBe("FORBIDDEN");
    const paid = await app.gql(PAY, { i: input }, admin);
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data.recordSellerPayout).toMatchObject({
      sellerId: String(p.sellerId),
      currency: "EUR",
      reference: "TR-2026-0042",
      lines: before.waitingLines,
      net: { minor: before.waiting.minor },
    });
    const after = (await app.gql(BALANCES, {}, seller)).body.data.sellerBalances.find((b: any) => b.currency === "EUR");
    expect(after).toMatchObject({ waiting: { minor: 0 }, waitingLines: 0, payed: { minor: before.payed.minor + before.waiting.minor } });
    const lines = (await app.gql(LINES, { filter: { from: today(), state: "Payed" }, take: 100 }, seller)).body.data.sellerPayoutLines.items.filter(
      (l: any) => l.orderNumber === order.number,
    );
    expect(lines).toHaveLength(3);
    for (const l of lines) expect(l).toMatchObject({ state: "Payed", reference: "TR-2026-0042", paidAt: expect.any(String) });
    const sales = (await app.gql(SALES, { filter: { productId: String(p.productId), from: today() } }, seller)).body.data.sellerSales.items;
    expect(sales.filter((s: any) => s.orderNumber === order.number).map((s: any) => s.payoutState)).toEqual(["Payed", "Payed"]);
    // Nothing left: refused, nothing changes; unknown sellers and bad input likewise.
    expect((await app.gql(PAY, { i: input }, admin)).body.errors[0].extensions.code).toBe("ILLEGAL_OPERATION");
    expect((await app.gql(PAY, { i: { ...input, sellerId: "999999" } }, admin)).body.errors[0].extensions.code).toBe("NOT_FOUND");
    expect((await app.gql(PAY, { i: { ...input, reference: " " } }, admin)).body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect((await app.gql(PAY, { i: { ...input, sellerId: "99999999999" } }, admin)).body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("shows another seller none of it, and an admin all of it", async () => {
    const [{ id: otherId }] = await app.server.dataSource.query(`SELECT id FROM seller_profiles WHERE id <> $1 ORDER BY id LIMIT 1`, [p.sellerId]);
    const other = await sellerHeaders(app, otherId);
    // Asking for the first seller's rows by id changes nothing for a seller.
    const theirs = await app.gql(SALES, { filter: { productId: String(p.productId) }, take: 100, sellerId: String(p.sellerId) }, other);
    expect(theirs.body.data.sellerSales.items.filter((s: any) => s.orderNumber === order.number)).toEqual([]);
    expect(JSON.stringify((await app.gql(LINES, { take: 100 }, other)).body)).not.toContain(order.number);
    expect((await app.http("GET", `/api/seller/sales.csv?sellerId=${p.sellerId}`, undefined, other)).text).not.toContain(order.number);
    expect((await app.http("GET", `/api/seller/payouts.csv`, undefined, other)).text).not.toContain(order.number);

    const adminView = await app.gql(SALES, { filter: { productId: String(p.productId), from: today() }, sellerId: String(p.sellerId) }, admin);
    expect(adminView.body.data.sellerSales.items.filter((s: any) => s.orderNumber === order.number)).toHaveLength(2);
    const adminOther = await app.gql(SALES, { filter: { productId: String(p.productId), from: today() }, sellerId: String(otherId) }, admin);
    expect(adminOther.body.data.sellerSales.items.filter((s: any) => s.orderNumber === order.number)).toEqual([]);
  });

  it("answers a page in the same number of SQL statements whatever its size", async () => {
    // The server runs in this process: count the statements its pg clients send (the fewest of three tries, against stray background work).
    const { Client } = require("pg") as typeof import("pg");
    const statements = async (query: string, variables: Record<string, unknown>) => {
      let fewest = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 3; i++) {
        const spy = jest.spyOn(Client.prototype, "query");
        const r = await app.gql(query, variables, seller);
        expect(r.body.errors).toBeUndefined();
        fewest = Math.min(fewest, spy.mock.calls.length);
        spy.mockRestore();
      }
      return fewest;
    };
    const from = daysAgo(365);
    expect((await app.gql(SALES, { filter: { from }, take: 100 }, seller)).body.data.sellerSales.items.length).toBeGreaterThan(1);
    for (const q of [SALES, LINES]) {
      const many = await statements(q, { filter: { from }, take: 100 });
      expect(many).toBeGreaterThanOrEqual(2); // the count and the page (and the session)
      expect(many).toBe(await statements(q, { filter: { from }, take: 1 }));
    }
  });

  it("refuses customers and guests, on GraphQL and CSV alike", async () => {
    for (const q of [SALES, LINES, BALANCES, DAILY]) {
      expect((await buyer.gql(q)).body.errors[0].extensions.code).toBe("FORBIDDEN");
      expect((await app.gql(q)).body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    }
    expect((await buyer.http("GET", "/api/seller/sales.csv")).status).toBe(403);
    expect((await buyer.http("GET", "/api/seller/payouts.csv")).status).toBe(403);
    expect((await app.http("GET", "/api/seller/sales.csv")).status).toBe(401);
  });

  it("answers bad filters with a validation error", async () => {
    const bad = async (query: string, variables: Record<string, unknown>) => (await app.gql(query, variables, seller)).body.errors?.[0]?.extensions?.code;
    expect(await bad(SALES, { filter: { from: "2026-02-30" } })).toBe("BAD_USER_INPUT");
    expect(await bad(SALES, { filter: { from: "yesterday" } })).toBe("BAD_USER_INPUT");
    expect(await bad(SALES, { filter: { from: today(), to: daysAgo(3) } })).toBe("BAD_USER_INPUT");
    expect(await bad(SALES, { take: 101 })).toBe("BAD_USER_INPUT");
    expect(await bad(SALES, { filter: { productId: "abc" } })).toBe("BAD_USER_INPUT");
    expect(await bad(DAILY, { from: "2024-01-01", to: "2026-01-01" })).toBe("BAD_USER_INPUT");
    for (const q of ["from=2026-13-01", "currency=chf", "productId=-1", "unknown=1"]) {
      const r = await app.http("GET", `/api/seller/sales.csv?${q}`, undefined, seller);
      expect({ q, status: r.status, code: r.body?.code }).toEqual({ q, status: 400, code: "BAD_USER_INPUT" });
    }
    expect((await app.http("GET", `/api/seller/payouts.csv?state=Done`, undefined, seller)).status).toBe(400);
  });
});

describe("the demo seller", () => {
  it("has sales over the last 30 days, some paid out, in more than one currency", async () => {
    const seller = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password)}` };
    const days = (await app.gql(`{ sellerSalesDaily { day currency keys } }`, {}, seller)).body.data.sellerSalesDaily;
    expect(days.filter((d: any) => d.keys > 0).length).toBeGreaterThan(10);
    expect(new Set(days.filter((d: any) => d.keys > 0).map((d: any) => d.currency)).size).toBeGreaterThan(1);
    const balances = (await app.gql(BALANCES, {}, seller)).body.data.sellerBalances;
    expect(balances.some((b: any) => b.payed.minor > 0)).toBe(true);
    expect(balances.some((b: any) => b.waiting.minor > 0)).toBe(true);
    // The console's download links use the session cookie.
    const b = await signedInBrowser(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password);
    const csv = await b.call("GET", `/api/seller/payouts.csv?state=Payed`);
    expect(csv.status).toBe(200);
    const rows = csv.text.trim().split("\n").slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/,Payed,\d{4}-\d{2}-\d{2}T[^,]+,PO-\d{8}-(EUR|USD|GBP)$/);
  });
});
