/**
 * A partial refund at /admin/orders/:id in Debian's Chromium against the built app: the demo
 * customer buys two keys of one offer (one line, quantity 2) through the API and pays in the
 * sandbox (README "A script can buy without a browser"), then reveals one of them; the demo
 * admin opens the order, refunds one key of the line (half the order) with a reason and
 * confirms. The order is Partially refunded with an "order.refunded" timeline entry naming the
 * admin and the reason; in the database the unrevealed key is Available again and counted in
 * the offer's stock, the revealed one stays with the buyer, and one refund of half the total is
 * recorded. No console errors; screenshots of the dialog and of the refunded order at 1280 and
 * 390 px in test-results/screenshots/, nothing wider than the screen.
 */
import { Client } from "pg";
import { KeyState, OrderStatus } from "../../server/common/enums";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { e2eSuite, shot } from "./storefront-server";

jest.setTimeout(240_000);

// No 3-D Secure challenge and no review: the order is Sold as soon as it is paid.
const suite = e2eSuite(
  { FRAUD_3DS_SCORE: "1000", FRAUD_REVIEW_AMOUNT: "1000000", FRAUD_NEW_ACCOUNT_AMOUNT: "1000000", FRAUD_GIFT_CARD_AMOUNT: "1000000" },
  { signIn: { account: DEMO_ACCOUNTS.admin, destination: "/admin/orders" } },
);

const customer = DEMO_ACCOUNTS.customer;
const REASON = "The second key was never used: the customer bought one too many";

async function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  const db = new Client({ connectionString: suite.app.databaseUrl });
  await db.connect();
  try {
    return (await db.query(text, params)).rows as T[];
  } finally {
    await db.end();
  }
}

/** A bearer session of the demo customer (REST login with the CSRF token). */
async function customerToken(): Promise<string> {
  const csrf = await fetch(`${suite.app.url}/api/csrf`);
  const jar = new Map(csrf.headers.getSetCookie().map((c) => c.split(";")[0]!.split("=") as [string, string]));
  const token = ((await csrf.json()) as { csrfToken: string }).csrfToken;
  const r = await fetch(`${suite.app.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), "x-csrf-token": token },
    body: JSON.stringify({ email: customer.email, password: customer.password, bearer: true }),
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { token: string }).token;
}

let bearer: string;

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await fetch(`${suite.app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await r.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

interface BuyerOrder {
  id: string;
  number: string;
  status: string;
  items: { id: string; quantity: number; keys: { id: string; state: string }[] }[];
}

const ORDER = `query Order($id: ID!) { order(id: $id) { id number status items { id quantity keys { id state } } } }`;

/** The cheapest offer (of an enabled shop, not a pre-order) with at least three keys in stock. */
interface Offer {
  productId: number;
  offerId: number;
  priceEur: number;
  stock: number;
}

let offer: Offer;
let order: BuyerOrder;
let revealedKey: string;
let unrevealedKey: string;

const offerStock = async () =>
  (
    await sql<{ stock: number; available: number }>(
      `SELECT o.stock, (SELECT count(*)::int FROM product_keys k WHERE k.offer_id = o.id AND k.state = ${KeyState.Available}) AS available
     FROM offers o WHERE o.id = $1`,
      [offer.offerId],
    )
  )[0]!;

describe("a partial refund at /admin/orders/:id", () => {
  beforeAll(async () => {
    [offer] = await sql<Offer>(
      `SELECT p.id AS "productId", o.id AS "offerId", o.price_eur AS "priceEur", o.stock
         FROM products p JOIN offers o ON o.product_id = p.id
        WHERE p.enabled AND p.pre_order = 0 AND o.enabled AND o.state = 0 AND o.seller_state = 0
          AND (SELECT count(*) FROM product_keys k WHERE k.offer_id = o.id AND k.state = ${KeyState.Available}) >= 3
        ORDER BY o.price_eur, o.id LIMIT 1`,
    );
    expect(offer).toBeDefined();
    bearer = await customerToken();

    // Two keys of the offer, paid with the sandbox's approving card.
    const placed = await gql<{ placeOrder: { __typename: string; redirectUrl?: string; order?: { id: string }; message?: string } }>(
      `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderSuccess { redirectUrl order { id } } ... on ErrorResult { errorCode message } } }`,
      {
        input: {
          provider: "Sandbox",
          acceptTerms: true,
          waiveWithdrawal: true,
          buyNow: { productId: String(offer.productId), offerId: String(offer.offerId), quantity: 2 },
          billing: {
            name: "Carla",
            surname: "Rossi",
            email: customer.email,
            address: "Via Roma 1",
            city: "Milano",
            code: "20100",
            country: "Italy",
            country_code: "IT",
          },
        },
      },
    );
    expect(placed.placeOrder).toMatchObject({ __typename: "PlaceOrderSuccess" });
    const payment = placed.placeOrder.redirectUrl!.replace(/.*\//, "");
    const paid = await fetch(`${suite.app.url}/api/sandbox/payments/${payment}/pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cardNumber: "4242424242424242", expiry: "12/30", cvc: "123" }),
    });
    const answer = (await paid.json()) as { status: string; redirectUrl: string };
    expect(answer.status).toBe("captured");
    // The shopper's return settles the order (the webhook would too).
    await fetch(answer.redirectUrl, { redirect: "manual" });
    for (let i = 0; i < 40; i++) {
      order = (await gql<{ order: BuyerOrder }>(ORDER, { id: placed.placeOrder.order!.id })).order;
      if (order.status !== "Processing" && order.status !== "PaymentProcessing") break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(order.status).toBe("Sold");
    expect(order.items).toHaveLength(1);
    expect(order.items[0]!.quantity).toBe(2);
    const keys = order.items[0]!.keys;
    expect(keys.map((k) => k.state)).toEqual(["Delivered", "Delivered"]);
    expect((await offerStock()).stock).toBe(offer.stock - 2);

    // The customer looks at one of the keys.
    [revealedKey, unrevealedKey] = [keys[0]!.id, keys[1]!.id];
    await gql(`mutation Reveal($id: ID!) { revealKey(input: { keyId: $id }) { keyId } }`, { id: revealedKey });
    order = (await gql<{ order: BuyerOrder }>(ORDER, { id: order.id })).order;
    expect(Object.fromEntries(order.items[0]!.keys.map((k) => [k.id, k.state]))).toEqual({ [revealedKey]: "Revealed", [unrevealedKey]: "Delivered" });
  });

  it("the refund dialog offers the line's keys one by one, with a required reason (390 px)", async () => {
    const page = await suite.open(`/admin/orders/${order.id}`, { width: 390 });
    await page.waitForSelector("[data-testid=admin-order][data-status=Sold]");
    expect(await page.locator("[data-testid=order-lines] [data-key-state=Revealed]").count()).toBe(1);
    expect(await page.locator("[data-testid=order-lines] [data-key-state=Delivered]").count()).toBe(1);
    await page.click("[data-testid=order-refund]");
    const dialog = page.locator("[data-testid=refund-dialog]");
    await dialog.waitFor();
    await dialog.locator("[data-testid=refund-partial]").click();
    const quantity = dialog.locator("[data-testid=refund-lines] [data-testid=refund-quantity]");
    expect(await quantity.count()).toBe(1);
    expect(await quantity.locator("option").evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value))).toEqual(["0", "1", "2"]);
    await quantity.selectOption("1");
    // No reason yet: nothing can be refunded.
    expect(await dialog.locator("[data-testid=confirm]").isDisabled()).toBe(true);
    await dialog.locator("[data-testid=refund-reason]").fill(REASON);
    expect(await dialog.locator("[data-testid=confirm]").isDisabled()).toBe(false);
    await shot(page, "admin-order-partial-refund-dialog-390-en", { settle: true, fullPage: false });
    // Cancelled here: nothing happens.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.close();
    expect(await sql(`SELECT id FROM refunds WHERE order_id = $1`, [order.id])).toEqual([]);
  });

  it("an admin refunds the unrevealed key: Partially refunded, the key back in stock, the revealed one kept", async () => {
    const before = await offerStock();
    // Two keys of the same price, no coupon: half the order is one key.
    const total = (await sql<{ total: number }>(`SELECT total FROM orders WHERE id = $1`, [order.id]))[0]!.total;
    expect(total).toBe(offer.priceEur * 2);
    // The shop writes euros as "3,49 €" in every language.
    const half = `${(total / 2 / 100).toFixed(2).replace(".", ",")}\u00a0€`;
    const page = await suite.open(`/admin/orders/${order.id}`);
    await page.waitForSelector("[data-testid=admin-order][data-status=Sold]");
    await page.click("[data-testid=order-refund]");
    const dialog = page.locator("[data-testid=refund-dialog]");
    await dialog.waitFor();
    // The dialog starts afresh: a full refund, no reason.
    expect(await dialog.locator("[data-testid=refund-full]").getAttribute("aria-pressed")).toBe("true");
    await dialog.locator("[data-testid=refund-partial]").click();
    await dialog.locator("[data-testid=refund-quantity]").selectOption("1");
    await dialog.locator("[data-testid=refund-reason]").fill(REASON);
    await shot(page, "admin-order-partial-refund-dialog-1280-en", { settle: true, fullPage: false });
    await dialog.locator("[data-testid=confirm]").click();
    await page.getByText(`Order ${order.number}: ${half} refunded`).waitFor();
    await dialog.waitFor({ state: "detached" });
    await page.waitForSelector("[data-testid=admin-order][data-status=RefundedPartially]");
    // The status label, the refunded amount, the line's badge and the one key it still has.
    expect(await page.locator("[data-testid=admin-order] [data-status=RefundedPartially]").first().textContent()).toBe("Partially refunded");
    expect(await page.textContent("[data-testid=order-refunded]")).toBe(half);
    expect(await page.textContent("[data-testid=order-lines]")).toContain("1 key refunded");
    expect(await page.locator("[data-testid=order-lines] [data-key-state]").evaluateAll((k) => k.map((e) => e.getAttribute("data-key-state")))).toEqual([
      "Revealed",
    ]);
    // The timeline: refunded by the admin, with the reason, to Partially refunded.
    const entry = page.locator("[data-testid=order-timeline] [data-event='order.refunded']");
    expect(await entry.count()).toBe(1);
    expect(await entry.textContent()).toContain("Refunded");
    expect(await entry.locator("[data-testid=event-actor]").textContent()).toContain(DEMO_ACCOUNTS.admin.email);
    expect(await entry.locator("[data-testid=event-reason]").textContent()).toBe(REASON);
    expect(await entry.locator("[data-status=RefundedPartially]").count()).toBe(1);
    // What is left can still be refunded.
    expect(await page.locator("[data-testid=order-refund]").count()).toBe(1);
    await shot(page, "admin-order-partially-refunded-1280-en", { settle: true });
    await page.close();

    const phone = await suite.open(`/admin/orders/${order.id}`, { width: 390 });
    await phone.waitForSelector("[data-testid=admin-order][data-status=RefundedPartially]");
    await phone.waitForSelector("[data-testid=order-timeline] [data-event='order.refunded']");
    await shot(phone, "admin-order-partially-refunded-390-en", { settle: true });
    await phone.close();

    // The database: the unrevealed key is Available again, off the order, and counted in the offer's stock.
    const [row] = await sql<{ id: string; status: number; total: number; refunded_amount: number; item: string; refunded_quantity: number }>(
      `SELECT o.id, o.status, o.total, o.refunded_amount, i.id AS item, i.refunded_quantity FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id = $1`,
      [order.id],
    );
    expect(row).toMatchObject({ status: OrderStatus.RefundedPartially, total, refunded_amount: total / 2, refunded_quantity: 1 });
    const keys = await sql<{ id: string; state: number; order_item_id: string | null; offer_id: number }>(
      `SELECT id, state, order_item_id, offer_id FROM product_keys WHERE id = ANY($1::uuid[]) ORDER BY id`,
      [[revealedKey, unrevealedKey]],
    );
    expect(Object.fromEntries(keys.map((k) => [k.id, { state: k.state, item: k.order_item_id, offer: k.offer_id }]))).toEqual({
      [unrevealedKey]: { state: KeyState.Available, item: null, offer: offer.offerId },
      [revealedKey]: { state: KeyState.Revealed, item: row!.item, offer: offer.offerId },
    });
    expect(await offerStock()).toEqual({ stock: before.stock + 1, available: before.available + 1 });
    expect(before.stock).toBe(offer.stock - 2);

    // One refund, of half the order, through the sandbox.
    const refunds = await sql<{ amount: number; currency: string; reason: string; status: string; items: unknown }>(
      `SELECT amount, currency, reason, status, items FROM refunds WHERE order_id = $1`,
      [order.id],
    );
    expect(refunds).toEqual([{ amount: total / 2, currency: "eur", reason: REASON, status: "completed", items: [{ orderItemId: row!.item, quantity: 1 }] }]);

    // The buyer keeps the revealed key, and only it.
    const mine = (await gql<{ order: BuyerOrder }>(ORDER, { id: order.id })).order;
    expect(mine.status).toBe("RefundedPartially");
    expect(mine.items[0]!.keys).toEqual([{ id: revealedKey, state: "Revealed" }]);
  });
});
