/**
 * The admin's payout screen: balances per seller and currency after purchases, a preview of
 * what a payout settles, recording a payout (a batch with reference, amount, lines, who) that
 * moves the lines to Payed and the balance to zero, two concurrent payouts settling nothing
 * twice, the cut-off, a changed amount refused, CSV exports of balances and of a payout's lines,
 * and everyone but admins refused.
 */
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { bearerFor } from "./accounts-helpers";
import { customers, productWithStock, type Customer, paidOrder, sellerHeaders, type PaidOrder } from "./commerce-helpers";

let app: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await startTestApp({ FRAUD_IP_USERS_PER_HOUR: "100000", FRAUD_USER_ORDERS_PER_DAY: "1000" });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
});
afterAll(() => app?.close());

const BALANCES = `query($filter: PayoutBalancesFilter, $sort: PayoutBalanceSort, $skip: Int, $take: Int) {
  payoutBalances(filter: $filter, sort: $sort, skip: $skip, take: $take) { totalItems items {
    seller { id name email } currency waiting { minor amount } waitingLines payed { minor } oldestWaitingAt lastPaidAt lastReference } } }`;
const BATCHES = `query($filter: PayoutBatchesFilter, $take: Int) { payoutBatches(filter: $filter, take: $take) { totalItems items {
  id seller { id name } currency reference upTo lines gross { minor } commission { minor } net { minor } createdAt createdBy { email } } } }`;
const PREVIEW = `query($sellerId: ID!, $currency: CurrencyCode!, $upTo: DateTimeISO) { payoutPreview(sellerId: $sellerId, currency: $currency, upTo: $upTo) {
  seller { id } currency upTo lines gross { minor } commission { minor } net { minor amount } } }`;
const PAY = `mutation($i: RecordSellerPayoutInput!) { recordSellerPayout(input: $i) { batchId sellerId currency reference lines net { minor } } }`;
const SELLER_BALANCES = `query($sellerId: ID) { sellerBalances(sellerId: $sellerId) { currency waiting { minor } waitingLines } }`;

describe("the admin's payouts", () => {
  let buyer: Customer;
  let p: Awaited<ReturnType<typeof productWithStock>>;
  let seller: Record<string, string>;
  let order: PaidOrder;
  let sellerId: string;

  const eurBalance = async () => {
    const r = await app.gql(BALANCES, { filter: { search: sellerId, currency: "EUR" } }, admin);
    expect(r.body.errors).toBeUndefined();
    return r.body.data.payoutBalances.items.find((b: any) => b.seller.id === sellerId);
  };

  beforeAll(async () => {
    [buyer] = await customers(app, 1);
    p = await productWithStock(app, { min: 4 });
    sellerId = String(p.sellerId);
    seller = await sellerHeaders(app, p.sellerId);
    order = await paidOrder(app, buyer, { buyNow: { productId: String(p.productId), quantity: 2 } });
  });

  it("shows each seller's balance per currency, as the seller's own ledger adds it up", async () => {
    const b = await eurBalance();
    const own = (await app.gql(SELLER_BALANCES, { sellerId }, admin)).body.data.sellerBalances.find((x: any) => x.currency === "EUR");
    expect(b).toMatchObject({ currency: "EUR", waiting: { minor: own.waiting.minor }, waitingLines: own.waitingLines, seller: { id: sellerId } });
    expect(b.waitingLines).toBeGreaterThanOrEqual(2);
    expect(b.oldestWaitingAt).toBeTruthy();
    // Paging: every balance once, the total with every page (also past the end).
    const all = await app.gql(BALANCES, { take: 100 }, admin);
    const total = all.body.data.payoutBalances.totalItems;
    expect(all.body.data.payoutBalances.items).toHaveLength(Math.min(total, 100));
    const past = await app.gql(BALANCES, { skip: 10_000, take: 5 }, admin);
    expect(past.body.data.payoutBalances).toEqual({ totalItems: total, items: [] });
    // Filters: currency, waiting only, a search that matches nothing; bad input is a validation error.
    const usd = await app.gql(BALANCES, { filter: { currency: "USD" }, take: 100 }, admin);
    expect(usd.body.data.payoutBalances.items.every((x: any) => x.currency === "USD")).toBe(true);
    const waiting = await app.gql(BALANCES, { filter: { waitingOnly: true }, take: 100 }, admin);
    expect(waiting.body.data.payoutBalances.items.every((x: any) => x.waitingLines > 0)).toBe(true);
    expect((await app.gql(BALANCES, { filter: { search: "no-such-shop-zzz" } }, admin)).body.data.payoutBalances.totalItems).toBe(0);
    expect((await app.gql(BALANCES, { take: 1000 }, admin)).body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const sorted = (await app.gql(BALANCES, { sort: "WAITING_DESC", take: 100 }, admin)).body.data.payoutBalances.items.map((x: any) => x.waiting.minor);
    expect(sorted).toEqual([...sorted].sort((a: number, b: number) => b - a));
  });

  it("refuses everyone but admins", async () => {
    const [customer] = await customers(app, 1);
    for (const q of [BALANCES, BATCHES]) {
      expect((await app.gql(q, {}, seller)).body.errors[0].extensions.code).toBe("FORBIDDEN");
      expect((await customer!.gql(q, {})).body.errors[0].extensions.code).toBe("FORBIDDEN");
      expect((await app.gql(q, {})).body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    }
    expect((await app.gql(PREVIEW, { sellerId, currency: "EUR" }, seller)).body.errors[0].extensions.code).toBe("FORBIDDEN");
    expect((await app.http("GET", "/api/admin/payouts/balances.csv", undefined, seller)).status).toBe(403);
    expect((await app.http("GET", "/api/admin/payouts/batches/1/lines.csv", undefined, seller)).status).toBe(403);
    expect((await app.http("GET", "/api/admin/payouts/balances.csv")).status).toBe(401);
  });

  it("exports the balances as CSV", async () => {
    const r = await app.http("GET", `/api/admin/payouts/balances.csv?currency=eur&search=${sellerId}`, undefined, admin);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/csv/);
    const rows = r.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(rows[0]).toBe("seller_id,seller,seller_email,currency,waiting,waiting_lines,oldest_waiting,payed,last_paid_at,last_reference");
    const b = await eurBalance();
    const mine = rows.find((l) => l.startsWith(`${sellerId},`));
    expect(mine).toContain(`,EUR,${(b.waiting.minor / 100).toFixed(2)},${b.waitingLines},`);
    expect((await app.http("GET", "/api/admin/payouts/balances.csv?currency=xyz", undefined, admin)).status).toBe(400);
    expect((await app.http("GET", "/api/admin/payouts/balances.csv?bogus=1", undefined, admin)).status).toBe(400);
  });

  it("previews a payout, refuses a changed amount and a missing reference, and changes nothing then", async () => {
    const b = await eurBalance();
    const preview = (await app.gql(PREVIEW, { sellerId, currency: "EUR" }, admin)).body.data.payoutPreview;
    expect(preview).toMatchObject({ seller: { id: sellerId }, currency: "EUR", lines: b.waitingLines, net: { minor: b.waiting.minor } });
    expect(preview.gross.minor - preview.commission.minor).toBe(preview.net.minor);
    const input = { sellerId, currency: "EUR", reference: "TR-1", upTo: preview.upTo };
    const changed = await app.gql(PAY, { i: { ...input, expectedNet: preview.net.amount + 1 } }, admin);
    expect(changed.body.errors[0].extensions.code).toBe("ILLEGAL_OPERATION");
    expect((await app.gql(PAY, { i: { ...input, reference: "  " } }, admin)).body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect((await app.gql(PAY, { i: { sellerId, currency: "EUR", upTo: preview.upTo } }, admin)).body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(await eurBalance()).toEqual(b);
    expect((await app.gql(PREVIEW, { sellerId: "999999", currency: "EUR" }, admin)).body.errors[0].extensions.code).toBe("NOT_FOUND");
  });

  it("records a payout once, even when two admins confirm at the same moment", async () => {
    const b = await eurBalance();
    const preview = (await app.gql(PREVIEW, { sellerId, currency: "EUR" }, admin)).body.data.payoutPreview;
    const input = { sellerId, currency: "EUR", reference: "=SUM(A1) TR-2026-7", upTo: preview.upTo, expectedNet: preview.net.amount };
    const [a, c] = await Promise.all([app.gql(PAY, { i: input }, admin), app.gql(PAY, { i: input }, admin)]);
    const ok = [a, c].filter((r) => !r.body.errors);
    const refused = [a, c].filter((r) => r.body.errors);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.errors[0].extensions.code).toBe("ILLEGAL_OPERATION");
    const paid = ok[0]!.body.data.recordSellerPayout;
    expect(paid).toMatchObject({ sellerId, currency: "EUR", lines: b.waitingLines, net: { minor: b.waiting.minor } });
    // The balance moved: nothing waiting, the payout added to what was paid.
    expect(await eurBalance()).toMatchObject({
      waiting: { minor: 0 },
      waitingLines: 0,
      payed: { minor: b.payed.minor + b.waiting.minor },
      lastReference: input.reference,
    });
    const [{ n }] = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM payout_lines WHERE batch_id = $1 AND state = 0`, [paid.batchId]);
    expect(n).toBe(b.waitingLines);
    // The batch is listed, newest first, with who recorded it.
    const batches = (await app.gql(BATCHES, { filter: { sellerId, currency: "EUR" } }, admin)).body.data.payoutBatches;
    expect(batches.items[0]).toMatchObject({
      id: paid.batchId,
      seller: { id: sellerId },
      reference: input.reference,
      lines: b.waitingLines,
      net: { minor: b.waiting.minor },
      createdBy: { email: DEMO_ACCOUNTS.admin.email },
    });
    expect(batches.items[0].gross.minor - batches.items[0].commission.minor).toBe(b.waiting.minor);
    const found = (await app.gql(BATCHES, { filter: { search: "tr-2026-7" } }, admin)).body.data.payoutBatches.items;
    expect(found.map((x: any) => x.id)).toContain(paid.batchId);

    // Its lines as CSV: one row per settled line, formula-looking cells neutralised.
    const csv = await app.http("GET", `/api/admin/payouts/batches/${paid.batchId}/lines.csv`, undefined, admin);
    expect(csv.status).toBe(200);
    const rows = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(rows[0]).toBe("line_id,date,kind,order,product,key_id,currency,gross,commission,net");
    expect(rows).toHaveLength(1 + b.waitingLines);
    expect(rows.filter((l) => l.includes(order.number))).toHaveLength(2);
    const sum = rows.slice(1).reduce((s, l) => s + Math.round(Number(l.split(",").at(-1)) * 100), 0);
    expect(sum).toBe(b.waiting.minor);
    const balancesCsv = await app.http("GET", `/api/admin/payouts/balances.csv?currency=EUR&search=${sellerId}`, undefined, admin);
    expect(balancesCsv.text).toContain(`,'=SUM(A1) TR-2026-7`);
    expect((await app.http("GET", "/api/admin/payouts/batches/999999/lines.csv", undefined, admin)).status).toBe(404);
    expect((await app.http("GET", "/api/admin/payouts/batches/abc/lines.csv", undefined, admin)).status).toBe(404);
  });

  it("answers a page of balances or payouts in the same number of SQL statements whatever its size", async () => {
    // The server runs in this process: count the statements its pg clients send (the fewest of three tries, against stray background work).
    const { Client } = require("pg") as typeof import("pg");
    const statements = async (query: string, variables: Record<string, unknown>) => {
      let fewest = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 3; i++) {
        const spy = jest.spyOn(Client.prototype, "query");
        const r = await app.gql(query, variables, admin);
        expect(r.body.errors).toBeUndefined();
        fewest = Math.min(fewest, spy.mock.calls.length);
        spy.mockRestore();
      }
      return fewest;
    };
    expect((await app.gql(BALANCES, { filter: { waitingOnly: false }, take: 100 }, admin)).body.data.payoutBalances.items.length).toBeGreaterThan(1);
    expect((await app.gql(BATCHES, { take: 100 }, admin)).body.data.payoutBatches.items.length).toBeGreaterThan(1);
    expect(await statements(BALANCES, { filter: { waitingOnly: false }, take: 100 })).toBe(
      await statements(BALANCES, { filter: { waitingOnly: false }, take: 1 }),
    );
    expect(await statements(BATCHES, { take: 100 })).toBe(await statements(BATCHES, { take: 1 }));
  });

  it("settles only lines up to the cut-off", async () => {
    const before = new Date(Date.now() - 1000).toISOString();
    const next = await paidOrder(app, buyer, { buyNow: { productId: String(p.productId), quantity: 1 } });
    const early = (await app.gql(PREVIEW, { sellerId, currency: "EUR", upTo: before }, admin)).body.data.payoutPreview;
    expect(early.lines).toBe(0);
    expect((await app.gql(PAY, { i: { sellerId, currency: "EUR", reference: "TR-3", upTo: before } }, admin)).body.errors[0].extensions.code).toBe(
      "ILLEGAL_OPERATION",
    );
    const now = (await app.gql(PREVIEW, { sellerId, currency: "EUR" }, admin)).body.data.payoutPreview;
    expect(now.lines).toBe(1);
    const paid = await app.gql(PAY, { i: { sellerId, currency: "EUR", reference: "TR-4", upTo: now.upTo, expectedNet: now.net.amount } }, admin);
    expect(paid.body.data.recordSellerPayout).toMatchObject({ lines: 1, net: { minor: now.net.minor } });
    const csv = await app.http("GET", `/api/admin/payouts/batches/${paid.body.data.recordSellerPayout.batchId}/lines.csv`, undefined, admin);
    expect(csv.text).toContain(next.number);
  });
});
