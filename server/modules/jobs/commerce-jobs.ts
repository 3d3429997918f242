/**
 * The commerce jobs: reservations that run out, abandoned carts, pre-order deliveries and
 * favourites' price drops. Each handler is idempotent (moves are conditional), so a job retried
 * or run by two processes does its work once.
 */
import { Locale } from "../../common/enums.js";
import { money } from "../../common/money.js";
import type { DataSource } from "typeorm";
import { systemContext } from "../../graphql/context.js";
import { DELIVER_PREORDERS_JOB, EXPIRE_RESERVATION_JOB, type Services } from "../../services.js";
import { Order } from "../orders/order.entities.js";

const formatMoney = (minor: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale === Locale.it ? "it-IT" : "en-IE", { style: "currency", currency: currency.toUpperCase() }).format(
    money(minor, currency as never).amount,
  );

export function defineCommerceJobs(services: Services, dataSource: DataSource): void {
  const { jobs, checkout, carts, favourites, mail, config, logger } = services;
  const ctx = () => systemContext(dataSource, services);

  // One order's reservation, at the time it ends (scheduled by checkout).
  jobs.define<{ orderId?: string }>({
    name: EXPIRE_RESERVATION_JOB,
    handler: async ({ orderId }) => {
      if (!orderId) return;
      const order = await dataSource.getRepository(Order).findOneBy({ id: orderId });
      if (order?.reservationExpiresAt && order.reservationExpiresAt <= new Date()) await checkout.expireReservations(ctx(), 100);
    },
  });

  // The sweep behind it: any reservation past its end (a lost job, a process that died).
  jobs.define({ name: "orders.sweep-reservations", cron: "* * * * *", handler: () => checkout.expireReservations(ctx()) });

  // Pre-order lines whose seller has keys now.
  jobs.define({ name: DELIVER_PREORDERS_JOB, cron: "* * * * *", handler: () => checkout.deliverPreOrders(ctx()) });

  // Carts left untouched: marked Abandoned, one recovery mail each.
  jobs.define({
    name: "carts.abandonment",
    cron: "*/5 * * * *",
    handler: async () => {
      const c = ctx();
      const abandoned = await carts.markAbandoned(c, new Date(Date.now() - config.CART_ABANDON_AFTER_MINUTES * 60_000));
      const ids: number[] = [];
      for (const a of abandoned) {
        const [user] = await c.manager.query(`SELECT email, name, locale FROM users WHERE id = $1 AND deleted_at IS NULL AND NOT blocked`, [a.userId]);
        if (!user) continue;
        const lines: { name: string; quantity: number }[] = await c.manager.query(
          `SELECT t.name, i.quantity FROM cart_items i JOIN product_translations t ON t.product_id = i.product_id AND t.locale = $2 WHERE i.cart_id = $1 ORDER BY i.added_at`,
          [a.cartId, user.locale],
        );
        const items = lines.map((l) => (l.quantity > 1 ? `${l.name} × ${l.quantity}` : l.name)).join(", ");
        // One address for both languages: the restore answers with the cart page in the cart's language.
        ids.push(
          await mail.enqueue(c, {
            template: "cart-recovery",
            to: user.email,
            locale: user.locale,
            vars: { name: user.name, items, link: mail.link(`/cart/restore?token=${a.token}`) },
          }),
        );
      }
      await mail.deliver(...ids);
      if (abandoned.length) logger.info(`cart abandonment: ${abandoned.length} cart(s) marked, recovery mails queued`);
    },
  });

  // Favourites whose price dropped, for users who asked to be told.
  jobs.define({
    name: "favourites.price-drops",
    cron: "*/10 * * * *",
    handler: async () => {
      const c = ctx();
      const drops = await favourites.takePriceDrops(c);
      const ids: number[] = [];
      for (const d of drops) {
        const [p] = await c.manager.query(`SELECT t.name FROM product_translations t WHERE t.product_id = $1 AND t.locale = $2`, [d.productId, d.locale]);
        const [product] = await c.services.catalog.productsByIds(c, [d.productId], d.locale);
        const url = product ? await c.services.catalog.productUrl(c, product) : "/";
        ids.push(
          await mail.enqueue(c, {
            template: "price-drop",
            to: d.email,
            locale: d.locale,
            vars: {
              name: d.name,
              product: p?.name ?? "",
              price: formatMoney(d.now, d.currency, d.locale),
              was: formatMoney(d.was, d.currency, d.locale),
              link: mail.link(url),
            },
          }),
        );
      }
      await mail.deliver(...ids);
    },
  });
}
