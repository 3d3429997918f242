/**
 * The admin dashboard and attribution: purchases with and without tracking cookies (with and
 * without marketing consent) record only consented, well-formed values; the dashboard's daily
 * revenue per currency, top products and sellers, low stock, review queue, pending sellers and
 * signups are right for the period; attribution by source, channel and campaign and its CSV;
 * everyone but admins refused.
 *
 * The demo data has orders and signups of its own, so this file's are moved to a period of their
 * own (a random year in the future) where every figure is exactly this file's.
 */
import { randomUUID } from "node:crypto";
import { startTestApp, type TestApp, UNHURRIED } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { OrderStatus } from "../../server/common/enums";
import { CONSENT_MAX_AGE_MS, newConsent, serializeConsent } from "../../server/ssr/consent";
import { bearerFor } from "./accounts-helpers";
import { customers, orderRow, PLACE_ORDER, BILLING, payApproved, productWithStock, waitFor, type Customer } from "./commerce-helpers";

let app: TestApp;
let admin: Record<string, string>;
const q = (sql: string, params?: unknown[]) => app.server.dataSource.query(sql, params);

const YEAR = 2040 + Math.floor(Math.random() * 50);
const DAY1 = `${YEAR}-03-02`;
const DAY2 = `${YEAR}-03-04`;
const FROM = `${YEAR}-03-01`;
const TO = `${YEAR}-03-07`;

beforeAll(async () => {
  // Unhurried: switching off the demo's ~1,600 low-stock offers (each through the offers' triggers)
  // outlasts a request's statement timeout on a busy machine.
  app = await startTestApp({ FRAUD_IP_USERS_PER_HOUR: "100000", FRAUD_USER_ORDERS_PER_DAY: "1000", ...UNHURRIED });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
});
afterAll(() => app?.close());

const consent = (marketing: boolean, at = Date.now()) => serializeConsent(newConsent({ functional: true, analytics: false, marketing }, at));
const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

/** A shop of its own (Enabled by default). */
async function ownShop(state = 0) {
  const [seller] = await customers(app, 1, { role: "seller" });
  const name = `Dash Shop ${randomUUID().slice(0, 6)}`;
  const [row] = await q(
    `INSERT INTO seller_profiles (user_id, name, email, registration_name, vat_number, state) VALUES ($1, $2, 'shop@example.com', $2, 'IT01234567890', $3) RETURNING id`,
    [seller!.id, name, state],
  );
  return { id: Number(row.id), name };
}

/** An offer of the shop priced 1.00 above the product's best price (so no other test buys it), with `keys` Available keys. */
async function offerWithKeys(sellerId: number, productId: number, keys: number, enabled = true) {
  const [offer] = await q(
    `INSERT INTO offers (product_id, seller_id, price_eur, price_usd, price_gbp, enabled)
     SELECT p.id, $2, p.best_price_eur + 100, p.best_price_usd + 100, p.best_price_gbp + 100, $3 FROM products p WHERE p.id = $1 RETURNING id`,
    [productId, sellerId, enabled],
  );
  const vault = app.server.services.vault;
  const values = Array.from({ length: keys }, () => `DASH-${randomUUID()}`);
  await q(
    `INSERT INTO product_keys (offer_id, product_id, seller_id, content_type, state, value_ciphertext, value_key_id, value_hash)
     SELECT $1, $2, $3, 'text', 0, t.c, t.k, t.h FROM unnest($4::bytea[], $5::text[], $6::bytea[]) AS t(c, k, h)`,
    [
      offer.id,
      productId,
      sellerId,
      values.map((v) => vault.encrypt(v).ciphertext),
      values.map((v) => vault.encrypt(v).keyId),
      values.map((v) => vault.hash(v)),
    ],
  );
  return Number(offer.id);
}

/** Buys `quantity` keys of one offer with these cookies, pays, and dates the payment `day` (noon UTC). */
async function purchase(
  c: Customer,
  opts: { productId: number; offerId: number; quantity?: number; currency?: string; cookies?: Record<string, string>; day: string },
) {
  const headers: Record<string, string> = { authorization: `Bearer ${c.token}` };
  if (opts.cookies) headers.cookie = cookieHeader(opts.cookies);
  const placed = await app.gql(
    PLACE_ORDER,
    {
      input: {
        provider: "Sandbox",
        acceptTerms: true,
        waiveWithdrawal: true,
        billing: BILLING,
        currency: (opts.currency ?? "EUR").toUpperCase(),
        buyNow: { productId: String(opts.productId), offerId: String(opts.offerId), quantity: opts.quantity ?? 1 },
      },
    },
    headers,
  );
  const ok = placed.body.data?.placeOrder;
  expect(ok?.__typename).toBe("PlaceOrderSuccess");
  expect((await payApproved(app, ok.redirectUrl)).body.status).toBe("captured");
  await waitFor(async () => (await orderRow(app, ok.order.id)).status === OrderStatus.Sold, "the order to be Sold");
  await q(`UPDATE orders SET paid_at = $2::date + interval '12 hours' WHERE id = $1`, [ok.order.id, opts.day]);
  const [row] = await q(`SELECT total, currency, tracking FROM orders WHERE id = $1`, [ok.order.id]);
  return { id: ok.order.id as string, total: Number(row.total), currency: row.currency as string, tracking: row.tracking as Record<string, string> };
}

const DASHBOARD = `query($from: String, $to: String) { adminDashboard(from: $from, to: $to) {
  from to daily { day currency orders revenue { minor currency } } totals { currency orders revenue { minor } }
  topProducts { productId name currency keys revenue { minor } } topSellers { sellerId name currency keys revenue { minor } }
  lowStock { offerId productId productName sellerId sellerName stock } lowStockTotal reviewQueue pendingSellers
  signups { day count } signupsTotal } }`;
const ATTRIBUTION = `query($from: String, $to: String, $groupBy: [AttributionDimension!]) { attributionReport(from: $from, to: $to, groupBy: $groupBy) {
  from to groupBy rows { source channel campaign currency orders revenue { minor } } } }`;

describe("the admin dashboard and attribution", () => {
  let shop: { id: number; name: string };
  let p1: number;
  let p2: number;
  let offerA: number;
  let offerB: number;
  let offerOff: number;
  const orders: Awaited<ReturnType<typeof purchase>>[] = [];
  let buyers: Customer[];

  beforeAll(async () => {
    shop = await ownShop();
    p1 = (await productWithStock(app, { min: 1, root: "games" })).productId;
    p2 = (await productWithStock(app, { min: 1, exclude: [p1] })).productId;
    offerA = await offerWithKeys(shop.id, p1, 6);
    offerB = await offerWithKeys(shop.id, p2, 6);
    offerOff = await offerWithKeys(shop.id, (await productWithStock(app, { min: 1, exclude: [p1, p2] })).productId, 1, false);
    buyers = await customers(app, 5);
    const [a, b, c, d, e] = buyers as [Customer, Customer, Customer, Customer, Customer];
    const yes = consent(true);
    // A: a newsletter campaign, 2 keys of A on day 1 (EUR).
    orders.push(
      await purchase(a, {
        productId: p1,
        offerId: offerA,
        quantity: 2,
        day: DAY1,
        cookies: { km_consent: yes, utm_source: "Newsletter", utm_medium: "email", utm_campaign: "black-friday", referrer: "mail.example.org" },
      }),
    );
    // B: Google Ads (gclid) on day 1, plus a value that is no tracking cookie and a malformed one.
    orders.push(
      await purchase(b, {
        productId: p1,
        offerId: offerA,
        day: DAY1,
        cookies: { km_consent: yes, gclid: "Cj0KCQ-abc", last_paid_source: "google", session_hint: "x", aff: "%3Cscript%3E" },
      }),
    );
    // C: an affiliate with a channel, day 2, in USD.
    orders.push(await purchase(c, { productId: p2, offerId: offerB, currency: "USD", day: DAY2, cookies: { km_consent: yes, aff: "partner7", chan: "blog" } }));
    // D: tracking cookies but marketing refused: nothing recorded.
    orders.push(
      await purchase(d, {
        productId: p1,
        offerId: offerA,
        day: DAY2,
        cookies: { km_consent: consent(false), utm_source: "newsletter", aff: "partner7", gclid: "zzz" },
      }),
    );
    // E: marketing consent given longer ago than it lasts: nothing recorded.
    orders.push(
      await purchase(e, {
        productId: p2,
        offerId: offerB,
        day: DAY2,
        cookies: { km_consent: consent(true, Date.now() - CONSENT_MAX_AGE_MS - 60_000), awc: "1234_abc", awin_source: "aw" },
      }),
    );
    // The buyers signed up in the period: 3 on day 1, 2 on day 2.
    await q(`UPDATE users SET created_at = $2::date + interval '8 hours' WHERE id = ANY($1::uuid[])`, [buyers.slice(0, 3).map((x) => x.id), DAY1]);
    await q(`UPDATE users SET created_at = $2::date + interval '8 hours' WHERE id = ANY($1::uuid[])`, [buyers.slice(3).map((x) => x.id), DAY2]);
  }, 120_000);

  it("records only consented, well-formed tracking values at checkout", () => {
    const [a, b, c, d, e] = orders;
    expect(a!.tracking).toEqual({
      utm_source: "Newsletter",
      utm_medium: "email",
      utm_campaign: "black-friday",
      referrer: "mail.example.org",
      source: "buy_now",
    });
    expect(b!.tracking).toEqual({ gclid: "Cj0KCQ-abc", last_paid_source: "google", source: "buy_now" });
    expect(c!.tracking).toEqual({ aff: "partner7", chan: "blog", source: "buy_now" });
    expect(d!.tracking).toEqual({ source: "buy_now" });
    expect(e!.tracking).toEqual({ source: "buy_now" });
  });

  it("shows revenue and orders per day and currency, top products and sellers, low stock, queues and signups", async () => {
    // This file's database is its own copy of the demo: the demo's low-stock offers are switched off, leaving this shop's.
    const [{ before }] = await q(
      `SELECT count(*)::int AS before FROM offers WHERE enabled AND state = 0 AND seller_state = 0 AND stock < 5 AND seller_id <> $1`,
      [shop.id],
    );
    const r0 = await app.gql(`{ adminDashboard { lowStockTotal } }`, undefined, admin);
    expect(r0.body.data.adminDashboard.lowStockTotal).toBe(before + 2);
    await q(`UPDATE offers SET enabled = false WHERE stock < 5 AND seller_id <> $1`, [shop.id]);
    const r = await app.gql(DASHBOARD, { from: FROM, to: TO }, admin);
    expect(r.body.errors).toBeUndefined();
    const d = r.body.data.adminDashboard;
    expect(d).toMatchObject({ from: FROM, to: TO });
    const [a, b, c, dd, e] = orders as [any, any, any, any, any];
    // 7 days × (EUR, USD), zeros included.
    expect(d.daily).toHaveLength(14);
    const day = (dd_: string, cur: string) => d.daily.find((x: any) => x.day === dd_ && x.currency === cur);
    expect(day(DAY1, "EUR")).toMatchObject({ orders: 2, revenue: { minor: a.total + b.total, currency: "EUR" } });
    expect(day(DAY2, "EUR")).toMatchObject({ orders: 2, revenue: { minor: dd.total + e.total } });
    expect(day(DAY2, "USD")).toMatchObject({ orders: 1, revenue: { minor: c.total, currency: "USD" } });
    expect(day(`${YEAR}-03-03`, "EUR")).toMatchObject({ orders: 0, revenue: { minor: 0 } });
    expect(d.totals).toEqual([
      { currency: "EUR", orders: 4, revenue: { minor: a.total + b.total + dd.total + e.total } },
      { currency: "USD", orders: 1, revenue: { minor: c.total } },
    ]);
    // Top products: p1 (4 keys) then p2 (1 key) in EUR; p2 alone in USD.
    expect(d.topProducts.map((x: any) => [x.productId, x.currency, x.keys])).toEqual([
      [String(p1), "EUR", 4],
      [String(p2), "EUR", 1],
      [String(p2), "USD", 1],
    ]);
    expect(d.topProducts[0].revenue.minor).toBe(a.total + b.total + dd.total);
    expect(d.topSellers).toEqual([
      { sellerId: String(shop.id), name: shop.name, currency: "EUR", keys: 5, revenue: { minor: a.total + b.total + dd.total + e.total } },
      { sellerId: String(shop.id), name: shop.name, currency: "USD", keys: 1, revenue: { minor: c.total } },
    ]);
    // Low stock: offer A has 2 usable keys left; B has 4; the disabled offer is not listed.
    const low = d.lowStock.filter((x: any) => x.sellerId === String(shop.id));
    expect(low.map((x: any) => [x.offerId, x.stock])).toEqual([
      [String(offerA), 2],
      [String(offerB), 4],
    ]);
    expect(low[0]).toMatchObject({ productId: String(p1), sellerName: shop.name });
    expect(low.some((x: any) => x.offerId === String(offerOff))).toBe(false);
    expect(d.lowStock).toHaveLength(2);
    expect(d.lowStockTotal).toBe(2);
    // Signups: 3 on day 1, 2 on day 2.
    expect(d.signups).toHaveLength(7);
    expect(d.signups.find((x: any) => x.day === DAY1).count).toBe(3);
    expect(d.signups.find((x: any) => x.day === DAY2).count).toBe(2);
    expect(d.signupsTotal).toBe(5);
  });

  it("counts the review queue (orders in Manual) and the shops waiting for approval", async () => {
    const waiting = await ownShop(1);
    await q(`UPDATE orders SET status = ${OrderStatus.Manual} WHERE id = $1`, [orders[1]!.id]);
    try {
      const r = await app.gql(`{ adminDashboard(from: "${FROM}", to: "${TO}") { reviewQueue pendingSellers } }`, undefined, admin);
      const [{ manual, pending }] = await q(
        `SELECT (SELECT count(*)::int FROM orders WHERE status = 6) AS manual, (SELECT count(*)::int FROM seller_profiles WHERE state = 1) AS pending`,
      );
      expect(r.body.data.adminDashboard.reviewQueue).toBe(manual);
      expect(manual).toBeGreaterThanOrEqual(1);
      expect(r.body.data.adminDashboard.pendingSellers).toBe(pending);
      expect(pending).toBeGreaterThanOrEqual(1);
    } finally {
      await q(`UPDATE orders SET status = ${OrderStatus.Sold} WHERE id = $1`, [orders[1]!.id]);
      await q(`UPDATE seller_profiles SET state = 2 WHERE id = $1`, [waiting.id]);
    }
  });

  it("reports orders and revenue by source, channel and campaign per currency", async () => {
    const [a, b, c, dd, e] = orders as [any, any, any, any, any];
    const bySource = await app.gql(ATTRIBUTION, { from: FROM, to: TO }, admin);
    expect(bySource.body.errors).toBeUndefined();
    const rows = bySource.body.data.attributionReport.rows;
    expect(bySource.body.data.attributionReport.groupBy).toEqual(["SOURCE"]);
    const find = (source: string, currency: string) => rows.find((x: any) => x.source === source && x.currency === currency);
    expect(find("newsletter", "EUR")).toEqual({ source: "newsletter", channel: null, campaign: null, currency: "EUR", orders: 1, revenue: { minor: a.total } });
    expect(find("google", "EUR")).toMatchObject({ orders: 1, revenue: { minor: b.total } });
    expect(find("aff:partner7", "USD")).toMatchObject({ orders: 1, revenue: { minor: c.total } });
    // Without (valid) marketing consent: direct.
    expect(find("direct", "EUR")).toMatchObject({ orders: 2, revenue: { minor: dd.total + e.total } });
    expect(rows).toHaveLength(4);

    const all = await app.gql(ATTRIBUTION, { from: FROM, to: TO, groupBy: ["CAMPAIGN", "SOURCE", "CHANNEL"] }, admin);
    const full = all.body.data.attributionReport.rows;
    expect(all.body.data.attributionReport.groupBy).toEqual(["SOURCE", "CHANNEL", "CAMPAIGN"]);
    expect(full).toContainEqual({ source: "newsletter", channel: "email", campaign: "black-friday", currency: "EUR", orders: 1, revenue: { minor: a.total } });
    expect(full).toContainEqual({ source: "aff:partner7", channel: "blog", campaign: "(none)", currency: "USD", orders: 1, revenue: { minor: c.total } });
    expect(full).toContainEqual({ source: "google", channel: "(none)", campaign: "(none)", currency: "EUR", orders: 1, revenue: { minor: b.total } });

    const byChannel = await app.gql(ATTRIBUTION, { from: FROM, to: TO, groupBy: ["CHANNEL"] }, admin);
    expect(byChannel.body.data.attributionReport.rows).toContainEqual({
      source: null,
      channel: "(none)",
      campaign: null,
      currency: "EUR",
      orders: 3,
      revenue: { minor: b.total + dd.total + e.total },
    });
  });

  it("exports the attribution as CSV", async () => {
    const res = await app.http("GET", `/api/admin/attribution.csv?from=${FROM}&to=${TO}&groupBy=source,channel,campaign`, undefined, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    const text = res.text.replace(/^\uFEFF/, "");
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe("source,channel,campaign,currency,orders,revenue");
    const [a, , c] = orders as [any, any, any];
    expect(lines).toContain(`newsletter,email,black-friday,EUR,1,${(a.total / 100).toFixed(2)}`);
    expect(lines).toContain(`aff:partner7,blog,(none),USD,1,${(c.total / 100).toFixed(2)}`);
    expect(lines).toHaveLength(5);

    const bad = await app.http("GET", `/api/admin/attribution.csv?groupBy=country`, undefined, admin);
    expect(bad.status).toBe(400);
  });

  it("refuses a bad period", async () => {
    const reversed = await app.gql(ATTRIBUTION, { from: TO, to: FROM }, admin);
    expect(reversed.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const long = await app.gql(DASHBOARD, { from: "2026-01-01", to: "2027-06-01" }, admin);
    expect(long.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const notADay = await app.gql(DASHBOARD, { from: "2026-02-30" }, admin);
    expect(notADay.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("refuses everyone but admins", async () => {
    const customer = buyers[0]!;
    const seller = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password)}` };
    for (const headers of [{ authorization: `Bearer ${customer.token}` }, seller]) {
      const r = await app.gql(DASHBOARD, { from: FROM, to: TO }, headers);
      expect(r.body.errors[0].extensions.code).toBe("FORBIDDEN");
      const a = await app.gql(ATTRIBUTION, { from: FROM, to: TO }, headers);
      expect(a.body.errors[0].extensions.code).toBe("FORBIDDEN");
      expect((await app.http("GET", `/api/admin/attribution.csv`, undefined, headers)).status).toBe(403);
    }
    const guest = await app.gql(DASHBOARD, {});
    expect(guest.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    expect((await app.http("GET", `/api/admin/attribution.csv`)).status).toBe(401);
  });
});
