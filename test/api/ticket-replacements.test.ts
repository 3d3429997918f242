/**
 * "Key not working" replacements from a support ticket: the reported key becomes Changed and a
 * fresh key of the same offer becomes Replaced on the same line (the buyer reveals it; it stays
 * Replaced), the seller's ledger reverses the old key's sale and books the new key's, the
 * customer is mailed and the ticket records it; without stock the key is refunded through the
 * partial refund. Who may replace which key, what is refused, and concurrency: two replacements
 * of one key → one wins; 20 at once on an offer with 5 spare keys → each spare key given at most
 * once, the rest refunded.
 */
import { KeyState, OrderStatus } from "../../server/common/enums";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { bearerFor } from "./accounts-helpers";
import { customers, orderRow, paidOrder, productWithStock, sellerHeaders, type Customer } from "./commerce-helpers";

let app: TestApp;
let support: Record<string, string>;

const REPLACE = `mutation($t: ID!, $k: ID!) { replaceTicketKey(input: { ticketId: $t, keyId: $k }) { __typename
  ... on KeyReplaced { newKey { id state deliveredAt revealedAt } ticket { status canReplaceKey keys { id state } events { kind party note noteCode noteParams } messages { party body } } }
  ... on KeyRefundedForNoStock { refunded { minor currency } ticket { keys { id state } events { kind note noteCode noteParams } messages { party body } } }
  ... on ErrorResult { errorCode message } } }`;
const OPEN = `mutation($input: OpenTicketInput!) { openTicket(input: $input) { __typename ... on Ticket { id canReplaceKey } ... on ErrorResult { errorCode } } }`;
const REVEAL = `mutation($id: ID!) { revealKey(input: { keyId: $id }) { keyId value revealedAt } }`;

const q = <T = any>(sql: string, params: unknown[] = []) => app.server.dataSource.query(sql, params) as Promise<T[]>;
const codeOf = (r: { body: { errors?: { extensions: { code: string } }[] } }) => r.body.errors?.[0]?.extensions.code;
const replace = async (who: Record<string, string>, t: string, k: string) => {
  const r = await app.gql(REPLACE, { t, k }, who);
  expect(r.body.errors).toBeUndefined();
  return r.body.data.replaceTicketKey;
};

/** A customer's paid order of one key of `productId`, and a ticket about it. */
async function boughtWithTicket(c: Customer, productId: number, reason = "key_not_working") {
  const order = await paidOrder(app, c, { buyNow: { productId: String(productId) } });
  const itemId = order.items[0]!.id;
  const [key] = await q<{ id: string }>(`SELECT id FROM product_keys WHERE order_item_id = $1`, [itemId]);
  const t = (await c.gql(OPEN, { input: { orderItemId: itemId, reason, subject: "Key does not work", body: "Activation fails with an error." } })).body.data
    .openTicket;
  expect(t.__typename).toBe("Ticket");
  return { orderId: order.id, itemId, keyId: key!.id, ticketId: t.id as string };
}

beforeAll(async () => {
  app = await startTestApp({ FRAUD_IP_USERS_PER_HOUR: "100000", FRAUD_USER_ORDERS_PER_DAY: "1000" });
  support = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.support.email, DEMO_ACCOUNTS.support.password)}` };
});
afterAll(() => app?.close());

describe("a replacement with stock", () => {
  let c: Customer;
  let p: Awaited<ReturnType<typeof productWithStock>>;
  let seller: Record<string, string>;
  let bought: Awaited<ReturnType<typeof boughtWithTicket>>;
  let newKeyId: string;

  beforeAll(async () => {
    [c] = await customers(app, 1);
    p = await productWithStock(app, { min: 4, root: "softwares" });
    seller = await sellerHeaders(app, p.sellerId);
    bought = await boughtWithTicket(c, p.productId);
  });

  it("is refused to the customer (FORBIDDEN) and to another shop (NOT_FOUND, like an unknown ticket)", async () => {
    expect(codeOf(await c.gql(REPLACE, { t: bought.ticketId, k: bought.keyId }))).toBe("FORBIDDEN");
    const [other] = await q<{ id: number }>(`SELECT id FROM seller_profiles WHERE id <> $1 ORDER BY id LIMIT 1`, [p.sellerId]);
    const r = await app.gql(REPLACE, { t: bought.ticketId, k: bought.keyId }, await sellerHeaders(app, other!.id));
    expect(codeOf(r)).toBe("NOT_FOUND");
    expect(codeOf(await app.gql(REPLACE, { t: "00000000-0000-4000-8000-000000000000", k: bought.keyId }, seller))).toBe("NOT_FOUND");
    expect((await q(`SELECT state FROM product_keys WHERE id = $1`, [bought.keyId]))[0].state).toBe(KeyState.Delivered);
  });

  it("refuses a key that is not the ticket line's", async () => {
    const [foreign] = await q<{ id: string }>(`SELECT id FROM product_keys WHERE offer_id = $1 AND state = 0 LIMIT 1`, [p.offerId]);
    for (const k of [foreign!.id, "00000000-0000-4000-8000-000000000000", "nope"])
      expect(await replace(seller, bought.ticketId, k)).toMatchObject({ __typename: "KeyNotReplaceableError", errorCode: "KEY_NOT_REPLACEABLE" });
  });

  it("by the key's seller: old key Changed, a fresh key of the offer Replaced on the line, ledger moved, ticket and mail", async () => {
    const [oldSale] = await q(`SELECT gross, commission, net FROM payout_lines WHERE key_id = $1 AND kind = 'sale'`, [bought.keyId]);
    const spareBefore = (await q(`SELECT count(*)::int AS n FROM product_keys WHERE offer_id = $1 AND state = 0`, [p.offerId]))[0].n;
    const r = await replace(seller, bought.ticketId, bought.keyId);
    expect(r.__typename).toBe("KeyReplaced");
    newKeyId = r.newKey.id;
    expect(r.newKey).toMatchObject({ state: "Replaced", revealedAt: null });
    expect(r.newKey.deliveredAt).toBeTruthy();
    const rows = await q<{ id: string; state: number; order_item_id: string; offer_id: number }>(
      `SELECT id, state, order_item_id, offer_id FROM product_keys WHERE id = ANY($1::uuid[])`,
      [[bought.keyId, newKeyId]],
    );
    expect(rows.find((k) => k.id === bought.keyId)).toMatchObject({ state: KeyState.Changed, order_item_id: bought.itemId });
    expect(rows.find((k) => k.id === newKeyId)).toMatchObject({ state: KeyState.Replaced, order_item_id: bought.itemId, offer_id: p.offerId });
    expect((await q(`SELECT count(*)::int AS n FROM product_keys WHERE offer_id = $1 AND state = 0`, [p.offerId]))[0].n).toBe(spareBefore - 1);
    // The ledger: the old sale reversed, the new key sold at the same amounts.
    const ledger = await q(`SELECT key_id, kind, gross, commission, net FROM payout_lines WHERE order_item_id = $1 ORDER BY id`, [bought.itemId]);
    expect(ledger).toEqual([
      { key_id: bought.keyId, kind: "sale", ...oldSale },
      { key_id: bought.keyId, kind: "reversal", gross: -oldSale.gross, commission: -oldSale.commission, net: -oldSale.net },
      { key_id: newKeyId, kind: "sale", ...oldSale },
    ]);
    // The ticket: both keys, the event with the seller as actor, a system message.
    expect(r.ticket.keys).toEqual(
      expect.arrayContaining([
        { id: bought.keyId, state: "Changed" },
        { id: newKeyId, state: "Replaced" },
      ]),
    );
    expect(r.ticket.events.at(-1)).toMatchObject({ kind: "replaced", party: "seller" });
    expect(r.ticket.events.at(-1)).toMatchObject({
      note: `Key ${bought.keyId.slice(0, 4)}… changed; new key delivered`,
      noteCode: "KeyReplaced",
      noteParams: { key: bought.keyId.slice(0, 4) },
    });
    expect(r.ticket.messages.at(-1).party).toBe("system");
    const mails = await q(`SELECT subject FROM mails WHERE "to" = $1 AND template = 'ticket-key-replaced'`, [c.email]);
    expect(mails.length).toBe(1);
    const [ev] = await q(`SELECT actor, type FROM order_events WHERE order_id = $1 AND type = 'key.replaced'`, [bought.orderId]);
    expect(ev).toEqual({ actor: "System", type: "key.replaced" });
  });

  it("lets the buyer reveal the new key; it stays Replaced with its reveal time; the old one cannot be revealed", async () => {
    const r = await c.gql(REVEAL, { id: newKeyId });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.revealKey.value).toBeTruthy();
    const [k] = await q(`SELECT state, revealed_at FROM product_keys WHERE id = $1`, [newKeyId]);
    expect(k.state).toBe(KeyState.Replaced);
    expect(k.revealed_at).toBeTruthy();
    expect(codeOf(await c.gql(REVEAL, { id: bought.keyId }))).toBe("ILLEGAL_OPERATION");
  });

  it("refuses replacing the Changed key again, but a bad replacement can be replaced (by support, audited)", async () => {
    expect(await replace(seller, bought.ticketId, bought.keyId)).toMatchObject({ __typename: "KeyNotReplaceableError" });
    const r = await replace(support, bought.ticketId, newKeyId);
    expect(r.__typename).toBe("KeyReplaced");
    expect(r.ticket.events.at(-1)).toMatchObject({ kind: "replaced", party: "staff" });
    expect((await q(`SELECT state FROM product_keys WHERE id = $1`, [newKeyId]))[0].state).toBe(KeyState.Changed);
    const [a] = await q(`SELECT action, actor_role FROM audit_log WHERE target_type = 'ticket' AND target_id = $1 ORDER BY id DESC LIMIT 1`, [bought.ticketId]);
    expect(a).toEqual({ action: "ticket.replace_key", actor_role: "support" });
    const sales = await q(`SELECT count(*)::int AS n FROM payout_lines WHERE order_item_id = $1 AND kind = 'sale'`, [bought.itemId]);
    const reversals = await q(`SELECT count(*)::int AS n FROM payout_lines WHERE order_item_id = $1 AND kind = 'reversal'`, [bought.itemId]);
    expect([sales[0].n, reversals[0].n]).toEqual([3, 2]);
  });

  it("refuses on a Closed ticket and on a ticket whose reason is not about a bad key", async () => {
    const other = await boughtWithTicket(c, p.productId, "other");
    expect((await app.gql(`query($id: ID!) { ticket(id: $id) { canReplaceKey } }`, { id: other.ticketId }, support)).body.data.ticket.canReplaceKey).toBe(
      false,
    );
    expect(await replace(support, other.ticketId, other.keyId)).toMatchObject({ __typename: "KeyNotReplaceableError" });
    await q(`UPDATE tickets SET status = 5 WHERE id = $1`, [bought.ticketId]);
    const [live] = await q<{ id: string }>(`SELECT id FROM product_keys WHERE order_item_id = $1 AND state = ${KeyState.Replaced}`, [bought.itemId]);
    expect(await replace(support, bought.ticketId, live!.id)).toMatchObject({ __typename: "KeyNotReplaceableError" });
    expect((await q(`SELECT state FROM product_keys WHERE id = $1`, [live!.id]))[0].state).toBe(KeyState.Replaced);
  });
});

describe("a refunded key", () => {
  it("cannot be replaced: the refund took it back", async () => {
    const [c] = await customers(app, 1);
    const p = await productWithStock(app, { min: 3, root: "softwares" });
    const bought = await boughtWithTicket(c, p.productId);
    expect((await c.gql(REVEAL, { id: bought.keyId })).body.errors).toBeUndefined();
    const admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
    const refunded = await app.gql(
      `mutation($id: ID!) { refundOrder(input: { orderId: $id, reason: "Customer request" }) { status } }`,
      { id: bought.orderId },
      admin,
    );
    expect(refunded.body.errors).toBeUndefined();
    expect(await replace(support, bought.ticketId, bought.keyId)).toMatchObject({ __typename: "KeyNotReplaceableError", errorCode: "KEY_NOT_REPLACEABLE" });
    expect((await q(`SELECT state FROM product_keys WHERE id = $1`, [bought.keyId]))[0].state).toBe(KeyState.Revealed);
  });
});

describe("without stock", () => {
  it("refunds the key through the partial refund: old key Changed, sale reversed, order refunded, ticket and mail", async () => {
    const [c] = await customers(app, 1);
    const p = await productWithStock(app, { min: 2, root: "softwares" });
    const bought = await boughtWithTicket(c, p.productId);
    await q(`DELETE FROM product_keys WHERE offer_id = $1 AND state = 0`, [p.offerId]);
    const [item] = await q(`SELECT total FROM order_items WHERE id = $1`, [bought.itemId]);
    const r = await replace(support, bought.ticketId, bought.keyId);
    expect(r.__typename).toBe("KeyRefundedForNoStock");
    expect(r.refunded).toEqual({ minor: item.total, currency: "EUR" });
    expect(r.ticket.keys).toEqual([{ id: bought.keyId, state: "Changed" }]);
    expect(r.ticket.events.at(-1)).toMatchObject({ kind: "refunded" });
    expect(r.ticket.events.at(-1).note).toMatch(/^No stock: line refunded/);
    // The amount as a parameter (minor units and currency), for screens that say it in the reader's language.
    expect(r.ticket.events.at(-1)).toMatchObject({ noteCode: "RefundedNoStock", noteParams: { amount: item.total, currency: "EUR" } });
    expect(r.ticket.events.at(-1).note).toBe(
      `No stock: line refunded (${new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR" }).format(item.total / 100)})`,
    );
    expect(r.ticket.messages.at(-1).party).toBe("system");
    expect((await orderRow(app, bought.orderId)).status).toBe(OrderStatus.Refunded);
    expect((await q(`SELECT refunded_quantity FROM order_items WHERE id = $1`, [bought.itemId]))[0].refunded_quantity).toBe(1);
    expect(await q(`SELECT kind FROM payout_lines WHERE key_id = $1 ORDER BY id`, [bought.keyId])).toEqual([{ kind: "sale" }, { kind: "reversal" }]);
    expect((await q(`SELECT state FROM product_keys WHERE id = $1`, [bought.keyId]))[0].state).toBe(KeyState.Changed);
    expect((await q(`SELECT count(*)::int AS n FROM refunds WHERE order_id = $1`, [bought.orderId]))[0].n).toBe(1);
    expect((await q(`SELECT count(*)::int AS n FROM mails WHERE "to" = $1 AND template = 'ticket-key-refunded'`, [c.email]))[0].n).toBe(1);
    // Nothing left to refund or replace: refused, and the key stays as it was.
    expect(await replace(support, bought.ticketId, bought.keyId)).toMatchObject({ __typename: "KeyNotReplaceableError" });
  });
});

describe("concurrency", () => {
  it("two replacements of the same key at once: one wins", async () => {
    const [c] = await customers(app, 1);
    const p = await productWithStock(app, { min: 4, root: "softwares" });
    const seller = await sellerHeaders(app, p.sellerId);
    const bought = await boughtWithTicket(c, p.productId);
    const spare = (await q(`SELECT count(*)::int AS n FROM product_keys WHERE offer_id = $1 AND state = 0`, [p.offerId]))[0].n;
    const results = await Promise.all([replace(support, bought.ticketId, bought.keyId), replace(seller, bought.ticketId, bought.keyId)]);
    expect(results.map((r) => r.__typename).sort()).toEqual(["KeyNotReplaceableError", "KeyReplaced"]);
    expect((await q(`SELECT count(*)::int AS n FROM product_keys WHERE offer_id = $1 AND state = 0`, [p.offerId]))[0].n).toBe(spare - 1);
    expect((await q(`SELECT count(*)::int AS n FROM product_keys WHERE order_item_id = $1 AND state = ${KeyState.Replaced}`, [bought.itemId]))[0].n).toBe(1);
  });

  it("20 replacements at once on an offer with 5 spare keys: each spare key given once, the other 15 refunded", async () => {
    const p = await productWithStock(app, { min: 25 });
    const buyers = await customers(app, 20);
    const bought: Awaited<ReturnType<typeof boughtWithTicket>>[] = [];
    for (let i = 0; i < buyers.length; i += 5) bought.push(...(await Promise.all(buyers.slice(i, i + 5).map((c) => boughtWithTicket(c, p.productId)))));
    expect(new Set(bought.map((b) => (b ? p.offerId : 0))).size).toBe(1);
    const offers = await q<{ offer_id: number }>(`SELECT DISTINCT offer_id FROM order_items WHERE id = ANY($1::uuid[])`, [bought.map((b) => b.itemId)]);
    expect(offers).toEqual([{ offer_id: p.offerId }]);
    // Exactly 5 spare keys left in the offer.
    await q(`DELETE FROM product_keys WHERE id IN (SELECT id FROM product_keys WHERE offer_id = $1 AND state = 0 ORDER BY created_at, id OFFSET 5)`, [
      p.offerId,
    ]);
    const spares = (await q<{ id: string }>(`SELECT id FROM product_keys WHERE offer_id = $1 AND state = 0`, [p.offerId])).map((r) => r.id);
    expect(spares.length).toBe(5);
    const results = await Promise.all(bought.map((b) => replace(support, b.ticketId, b.keyId)));
    const replaced = results.filter((r) => r.__typename === "KeyReplaced");
    const refunded = results.filter((r) => r.__typename === "KeyRefundedForNoStock");
    expect([replaced.length, refunded.length]).toEqual([5, 15]);
    expect(new Set(replaced.map((r) => r.newKey.id))).toEqual(new Set(spares));
    // Each spare key on exactly one line; every reported key Changed; every refund recorded once.
    const given = await q(`SELECT id, order_item_id FROM product_keys WHERE id = ANY($1::uuid[]) AND state = ${KeyState.Replaced}`, [spares]);
    expect(new Set(given.map((g) => g.order_item_id)).size).toBe(5);
    const states = await q<{ n: number }>(`SELECT count(*)::int AS n FROM product_keys WHERE id = ANY($1::uuid[]) AND state = ${KeyState.Changed}`, [
      bought.map((b) => b.keyId),
    ]);
    expect(states[0]!.n).toBe(20);
    const refunds = await q<{ n: number }>(`SELECT count(*)::int AS n FROM refunds WHERE order_id = ANY($1::uuid[])`, [bought.map((b) => b.orderId)]);
    expect(refunds[0]!.n).toBe(15);
    const reversals = await q<{ n: number }>(`SELECT count(*)::int AS n FROM payout_lines WHERE key_id = ANY($1::uuid[]) AND kind = 'reversal'`, [
      bought.map((b) => b.keyId),
    ]);
    expect(reversals[0]!.n).toBe(20);
    expect((await q(`SELECT count(*)::int AS n FROM product_keys WHERE offer_id = $1 AND state = 0`, [p.offerId]))[0].n).toBe(0);
  });
});
