/**
 * The commerce jobs, run by pg-boss workers in the server (JOBS on): an abandoned cart gets one
 * recovery mail (in the user's language) whose link restores it; a favourite's price drop mails
 * once per drop; a reservation's own expiry job gives its keys back.
 */
import "reflect-metadata";
import { CartLifecycle, KeyState, OrderStatus } from "../../server/common/enums";
import { EXPIRE_RESERVATION_JOB } from "../../server/services";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { customers, keyStates, orderRow, placeOrder, productWithStock, waitFor } from "./commerce-helpers";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ JOBS: "true", FRAUD_IP_USERS_PER_HOUR: "100000" });
});
afterAll(() => app?.close());

const q = (sql: string, params?: unknown[]) => app.server.dataSource.query(sql, params);
const mails = (to: string, template: string): Promise<{ text: string; subject: string }[]> =>
  q(`SELECT text, subject FROM mails WHERE "to" = $1 AND template = $2 ORDER BY id`, [to, template]);

describe("abandoned carts", () => {
  it("are marked Abandoned with one recovery mail; its link puts the lines back (Restored)", async () => {
    const [c] = await customers(app, 1);
    await q(`UPDATE users SET locale = 'it' WHERE id = $1`, [c.id]);
    const p = await productWithStock(app, { min: 2 });
    await c.gql(`mutation($i: AddItemToCartInput!) { addItemToCart(input: $i) { __typename } }`, { i: { productId: String(p.productId), quantity: 2 } });
    await q(`UPDATE carts SET updated_at = now() - interval '2 days', locale = 'it' WHERE user_id = $1`, [c.id]);

    await app.server.services.jobs.send("carts.abandonment", {});
    const [mail] = await waitFor(async () => {
      const m = await mails(c.email, "cart-recovery");
      return m.length ? m : null;
    }, "the recovery mail");
    expect(mail!.subject).toBe("Hai lasciato qualcosa nel carrello");
    const [cart] = await q(`SELECT lifecycle FROM carts WHERE user_id = $1`, [c.id]);
    expect(cart.lifecycle).toBe(CartLifecycle.Abandoned);

    // Once per abandonment: the job again sends nothing.
    await app.server.services.jobs.send("carts.abandonment", {});
    await new Promise((r) => setTimeout(r, 3000));
    expect(await mails(c.email, "cart-recovery")).toHaveLength(1);

    // The shopper emptied the cart meanwhile; the link puts the lines back.
    await c.gql(`mutation($i: RemoveCartItemInput!) { removeCartItem(input: $i) { quantity } }`, { i: { productId: String(p.productId) } });
    const link = /https?:\/\/\S+\/cart\/restore\?token=[\w-]+/.exec(mail!.text)![0];
    const restored = await fetch(app.url + new URL(link).pathname + new URL(link).search, { redirect: "manual" });
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe("/it/cart?restored=1");
    const after = (await c.gql(`{ cart { quantity lifecycle } }`)).body.data.cart;
    expect(after).toEqual({ quantity: 2, lifecycle: "Restored" });
    const bogus = await fetch(`${app.url}/cart/restore?token=nope`, { redirect: "manual" });
    expect(bogus.headers.get("location")).toBe("/cart?restored=0");
  });
});

describe("price-drop alerts", () => {
  it("mail once when a favourite's best price falls below the price it had, and again only for a further drop", async () => {
    const [c, quiet] = await customers(app, 2);
    const p = await productWithStock(app, { min: 1 });
    const [{ best }] = await q(`SELECT best_price_eur AS best FROM products WHERE id = $1`, [p.productId]);
    await c.gql(`mutation($i: AddFavoriteInput!) { addFavorite(input: $i) { productId } }`, { i: { productId: String(p.productId), priceAlert: true } });
    await quiet.gql(`mutation($i: AddFavoriteInput!) { addFavorite(input: $i) { productId } }`, { i: { productId: String(p.productId) } }); // alert off

    await q(`UPDATE offers SET price_eur = $2 WHERE id = $1`, [p.offerId, best - 100]);
    await app.server.services.jobs.send("favourites.price-drops", {});
    const [first] = await waitFor(async () => {
      const m = await mails(c.email, "price-drop");
      return m.length ? m : null;
    }, "the price-drop mail");
    expect(first!.text).toContain(`€${((best - 100) / 100).toFixed(2)}`);

    await app.server.services.jobs.send("favourites.price-drops", {});
    await new Promise((r) => setTimeout(r, 3000));
    expect(await mails(c.email, "price-drop")).toHaveLength(1); // the same drop: no second mail
    expect(await mails(quiet.email, "price-drop")).toHaveLength(0);

    await q(`UPDATE offers SET price_eur = $2 WHERE id = $1`, [p.offerId, best - 200]);
    await app.server.services.jobs.send("favourites.price-drops", {});
    await waitFor(async () => (await mails(c.email, "price-drop")).length === 2, "a second mail for a further drop");
  });
});

describe("reservations", () => {
  it("an order's own expiry job gives its keys back", async () => {
    const [c] = await customers(app, 1);
    const p = await productWithStock(app, { min: 2 });
    const before = await keyStates(app, p.offerId);
    const placed = (await placeOrder(c, { buyNow: { productId: String(p.productId) } })).body.data.placeOrder;
    expect((await keyStates(app, p.offerId))[KeyState.Using]).toBe((before[KeyState.Using] ?? 0) + 1);
    await q(`UPDATE orders SET reservation_expires_at = now() - interval '1 second' WHERE id = $1`, [placed.order.id]);
    await app.server.services.jobs.send(EXPIRE_RESERVATION_JOB, { orderId: placed.order.id });
    await waitFor(async () => (await orderRow(app, placed.order.id)).status === OrderStatus.Cancelled, "the order to be cancelled");
    expect(await keyStates(app, p.offerId)).toEqual(before);
  });
});
