/**
 * Helpers of the commerce tests: customers with sessions (made through the services, quickly),
 * GraphQL as a customer, a product with stock, the billing address, the sandbox payment page.
 */
import { randomUUID } from "node:crypto";
import type { TestApp } from "../helpers/test-app";
import { systemContext } from "../../server/graphql/context";
import { hashPassword } from "../../server/modules/accounts/password";
import { OrderStatus } from "../../server/common/enums";

export const BILLING = {
  name: "Ada",
  surname: "Lovelace",
  email: "ada@example.com",
  address: "Via Roma 1",
  city: "Milano",
  code: "20100",
  country: "Italy",
  country_code: "IT",
};

export interface Customer {
  id: string;
  email: string;
  token: string;
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: { data?: T; errors?: any } }>;
  http(method: string, path: string, body?: unknown): ReturnType<TestApp["http"]>;
}

let passwordHash: Promise<string> | undefined;

/**
 * Verified customers with a Bearer session each, created in bulk through the database and the
 * session service (signing up hundreds over HTTP would only time argon2). `ageHours` sets how
 * old the accounts look (the fraud rules read it).
 */
export async function customers(app: TestApp, n: number, opts: { ageHours?: number; role?: string } = {}): Promise<Customer[]> {
  passwordHash ??= hashPassword("Correct-Horse-42");
  const hash = await passwordHash;
  const ds = app.server.dataSource;
  const ids = Array.from({ length: n }, () => randomUUID());
  const emails = ids.map((id) => `buyer.${id.slice(0, 8)}@example.com`);
  await ds.query(
    `INSERT INTO users (id, email, name, surname, password_hash, email_verified_at, role, created_at)
     SELECT id, email, 'Test', 'Buyer', $3, now(), $4, now() - make_interval(hours => $5)
       FROM unnest($1::uuid[], $2::text[]) AS t(id, email)`,
    [ids, emails, hash, opts.role ?? "user", opts.ageHours ?? 24 * 30],
  );
  const ctx = systemContext(ds, app.server.services);
  const out: Customer[] = [];
  for (let i = 0; i < n; i++) {
    const { token } = await app.server.services.sessions.create(ctx, ids[i]!);
    const headers = { authorization: `Bearer ${token}` };
    out.push({
      id: ids[i]!,
      email: emails[i]!,
      token,
      gql: (query, variables) => app.gql(query, variables, headers),
      http: (method, path, body) => app.http(method, path, body, headers),
    });
  }
  return out;
}

/** An in-stock product (not a pre-order) of a root category whose best offer has at least `min` Available keys. */
export async function productWithStock(
  app: TestApp,
  opts: { min?: number; root?: string; exclude?: number[] } = {},
): Promise<{ productId: number; offerId: number; sellerId: number; available: number; priceEur: number }> {
  const rows = await app.server.dataSource.query(
    `SELECT p.id AS "productId", o.id AS "offerId", o.seller_id AS "sellerId", o.price_eur AS "priceEur",
            (SELECT count(*)::int FROM product_keys k WHERE k.offer_id = o.id AND k.state = 0) AS available
       FROM products p
       JOIN categories c ON c.id = p.category_id
       JOIN category_translations rt ON rt.category_id = split_part(c.path, '/', 2)::int AND rt.locale = 'en'
       JOIN LATERAL (SELECT * FROM offers o WHERE o.product_id = p.id AND o.enabled AND o.state = 0 AND o.stock > 0 ORDER BY o.price_eur, o.stock DESC, o.id LIMIT 1) o ON true
      WHERE p.enabled AND p.pre_order = 0 AND ($1::text IS NULL OR rt.slug = $1) AND NOT (p.id = ANY($3::int[]))
        AND (SELECT count(*) FROM product_keys k WHERE k.offer_id = o.id AND k.state = 0) >= $2
        AND NOT EXISTS (SELECT 1 FROM offers o2 WHERE o2.product_id = p.id AND o2.id <> o.id AND o2.enabled AND o2.state = 0 AND o2.stock > 0 AND o2.price_eur <= o.price_eur)
      ORDER BY p.id LIMIT 1`,
    [opts.root ?? null, opts.min ?? 1, opts.exclude ?? []],
  );
  if (!rows[0]) throw new Error("no product with enough stock in the demo data");
  return rows[0];
}

export const PLACE_ORDER = `mutation($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    __typename
    ... on PlaceOrderSuccess { redirectUrl order { id number status paymentStatus total { amount minor } items { id quantity keys { id state } } } }
    ... on ErrorResult { errorCode message }
    ... on OutOfStockError { lines { productId requested quantityAvailable } }
    ... on CouponNotApplicableError { reason }
    ... on PriceChangedError { expectedTotal { amount } currentTotal { amount } }
  }
}`;

/** Places an order (sandbox, buy-now by default). */
export function placeOrder(c: Customer, input: Record<string, unknown> = {}) {
  return c.gql(PLACE_ORDER, { input: { provider: "Sandbox", acceptTerms: true, waiveWithdrawal: true, billing: BILLING, ...input } });
}

export const CARDS = { approve: "4242 4242 4242 4242", decline: "4000 0000 0000 0002", challenge: "4000 0000 0000 3220" };

/** Pays on the sandbox page: the payment id is the last segment of the redirect URL. */
export async function paySandbox(app: TestApp, redirectUrl: string, card: string = CARDS.approve) {
  const id = redirectUrl.split("/").pop()!;
  return app.http("POST", `/api/sandbox/payments/${id}/pay`, { cardNumber: card, expiry: "12/39", cvc: "123" });
}

/** Pays with an approving card, passing the 3-D Secure challenge when the shop asks for one. */
export async function payApproved(app: TestApp, redirectUrl: string, card: string = CARDS.approve) {
  const paid = await paySandbox(app, redirectUrl, card);
  if (paid.body?.status !== "challenge") return paid;
  return app.http("POST", `/api/sandbox/payments/${redirectUrl.split("/").pop()}/challenge`, { code: "1234" });
}

/** An order placed and paid with the approving card, once it is Sold (its number as people see it, KM-000123). */
export interface PaidOrder {
  id: string;
  number: string;
  items: { id: string; quantity: number; keys: { id: string; state: string }[] }[];
}

/** Places an order of `input`, pays it with the approving card and waits until it is Sold. */
export async function paidOrder(app: TestApp, c: Customer, input: Record<string, unknown>): Promise<PaidOrder> {
  const ok = (await placeOrder(c, input)).body.data.placeOrder;
  expect(ok.__typename).toBe("PlaceOrderSuccess");
  expect((await paySandbox(app, ok.redirectUrl, CARDS.approve)).body.status).toBe("captured");
  await waitFor(async () => (await orderRow(app, ok.order.id)).status === OrderStatus.Sold, "the order to be Sold");
  return ok.order;
}

/** A Bearer session for the owner of a seller profile (the demo shops other than PixelVault have no password). */
export async function sellerHeaders(app: TestApp, sellerId: number): Promise<Record<string, string>> {
  const [{ user_id }] = await app.server.dataSource.query(`SELECT user_id FROM seller_profiles WHERE id = $1`, [sellerId]);
  const { token } = await app.server.services.sessions.create(systemContext(app.server.dataSource, app.server.services), user_id);
  return { authorization: `Bearer ${token}` };
}

/** Waits until `check` returns something truthy (webhooks arrive just after the page's answer). */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false>, what = "condition", timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function orderRow(
  app: TestApp,
  id: string,
): Promise<{ status: number; payment_status: string; approval_reason: string | null; payment_decision: string | null; fraud_decision: string | null }> {
  const [row] = await app.server.dataSource.query(
    `SELECT status, payment_status, approval_reason, payment_decision, fraud_decision FROM orders WHERE id = $1`,
    [id],
  );
  return row;
}

export async function keyStates(app: TestApp, offerId: number): Promise<Record<number, number>> {
  const rows: { state: number; n: number }[] = await app.server.dataSource.query(
    `SELECT state, count(*)::int AS n FROM product_keys WHERE offer_id = $1 GROUP BY state`,
    [offerId],
  );
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}
