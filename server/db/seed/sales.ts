/**
 * The demo seller's recent sales, so /seller/sales and /seller/payouts have something to show:
 * some of its keys that the catalogue seed marked sold (Delivered or Revealed, with no order)
 * become one-key orders of a few demo buyers over the last 30 days, in the three currencies, each
 * with its captured sandbox payment, timeline and ledger line. Lines older than two weeks were
 * paid out in one payout per currency; a few revealed keys were refunded (their reversal lines
 * Waiting). Dates are relative to the moment the seed runs, so the chart always has data.
 *
 * The buyers have no password (like the other shops' owners) and the demo customer is left
 * alone: its order history and the fraud rules' per-day counts stay as they were.
 */
import type { EntityManager } from "typeorm";
import { ApprovalReason, CurrencyCode, KeyState, OrderStatus, PayoutState } from "../../common/enums.js";
import { Random } from "./rng.js";

const DAY = 86_400_000;
const SALES = 72;
const BUYERS = ["Marco Bianchi", "Giulia Ferrari", "Luca Romano", "Sofia Greco", "Tom Baker", "Emma Wilson"];
/** The marketplace's default commission (MARKETPLACE_COMMISSION_PERCENT), in basis points. */
const COMMISSION_BPS = 1000;
/** Lines older than this were paid out. */
const PAID_AFTER_DAYS = 14;

interface KeyRow {
  id: string;
  state: KeyState;
  offer_id: number;
  product_id: number;
  name: string;
  slug: string;
  price_eur: number;
  price_usd: number;
  price_gbp: number;
}

/** Writes the demo seller's sales (in the seed's transaction); returns how many keys were sold. */
export async function seedSellerSales(m: EntityManager, sellerId: number, now = new Date()): Promise<number> {
  const r = new Random("seller-sales");
  const keys: KeyRow[] = await m.query(
    `SELECT k.id, k.state, k.offer_id, k.product_id, t.name, rt.slug, o.price_eur, o.price_usd, o.price_gbp
       FROM product_keys k
       JOIN offers o ON o.id = k.offer_id
       JOIN products p ON p.id = k.product_id
       JOIN product_translations t ON t.product_id = k.product_id AND t.locale = 'en'
       JOIN categories c ON c.id = p.category_id
       JOIN category_translations rt ON rt.category_id = split_part(c.path, '/', 2)::int AND rt.locale = 'en'
      WHERE k.seller_id = $1 AND k.state IN (${KeyState.Delivered}, ${KeyState.Revealed}) AND k.order_item_id IS NULL
      ORDER BY k.id LIMIT $2`,
    [sellerId, SALES],
  );
  if (!keys.length) return 0;

  const buyers = BUYERS.map((full, i) => {
    const [name, surname] = full.split(" ") as [string, string];
    return { id: r.uuid(), name, surname, email: `buyer${i + 1}@keymarket.test`, country: i < 4 ? "IT" : "GB" };
  });
  await m.query(
    `INSERT INTO users (id, email, name, surname, role, locale, login_method, email_verified_at, created_at, updated_at)
     SELECT id, email, name, surname, 'user', 'en', 'password', $5::timestamptz - interval '90 days', $5::timestamptz - interval '90 days', $5::timestamptz - interval '90 days'
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) AS t(id, email, name, surname)`,
    [buyers.map((b) => b.id), buyers.map((b) => b.email), buyers.map((b) => b.name), buyers.map((b) => b.surname), now.toISOString()],
  );

  const sales = keys.map((k, i) => {
    // More sales lately: days ago skewed towards today, at a daytime hour.
    const daysAgo = Math.min(29, Math.floor(r.next() ** 1.4 * 30));
    const at = new Date(now.getTime() - daysAgo * DAY - r.int(0, 10) * 3_600_000 - r.int(0, 59) * 60_000);
    const x = r.next();
    const currency = x < 0.65 ? CurrencyCode.EUR : x < 0.87 ? CurrencyCode.USD : CurrencyCode.GBP;
    const price = currency === CurrencyCode.EUR ? k.price_eur : currency === CurrencyCode.USD ? k.price_usd : k.price_gbp;
    const commission = Math.floor((price * COMMISSION_BPS + 5000) / 10000);
    // About one in twelve revealed keys, sold at least three days ago, was refunded the next day.
    const refunded = k.state === KeyState.Revealed && daysAgo > 2 && r.chance(0.12);
    return {
      key: k,
      buyer: buyers[i % buyers.length]!,
      orderId: r.uuid(),
      itemId: r.uuid(),
      paymentId: r.uuid(),
      at,
      currency,
      price,
      commission,
      refunded,
      refundAt: new Date(at.getTime() + DAY),
      paid: at.getTime() < now.getTime() - PAID_AFTER_DAYS * DAY,
    };
  });
  sales.sort((a, b) => a.at.getTime() - b.at.getTime());
  const col = <T>(f: (s: (typeof sales)[number]) => T): T[] => sales.map(f);
  const iso = (d: Date) => d.toISOString();

  await m.query(
    `INSERT INTO orders (id, user_id, status, payment_status, payment_decision, fraud_decision, approval_reason, currency, subtotal, total, refunded_amount,
                         billing, email, locale, provider, terms_accepted_at, withdrawal_waived_at, paid_at, delivered_at, created_at, updated_at)
     SELECT t.id, t.user_id, t.status, 'captured', 'approved', 'ALLOW', '${ApprovalReason.AutomaticApprovalCorrectPayment}', t.currency, t.total, t.total,
            CASE WHEN t.status = ${OrderStatus.Refunded} THEN t.total ELSE 0 END,
            jsonb_build_object('name', t.name, 'surname', t.surname, 'email', t.email, 'address', 'Via Roma 1', 'city', CASE WHEN t.country = 'IT' THEN 'Milano' ELSE 'London' END,
                               'code', CASE WHEN t.country = 'IT' THEN '20100' ELSE 'SW1A 1AA' END, 'country', CASE WHEN t.country = 'IT' THEN 'Italy' ELSE 'United Kingdom' END, 'country_code', t.country),
            t.email, 'en', 'Sandbox', t.at, t.at, t.at, t.at, t.at, t.at
       FROM unnest($1::uuid[], $2::uuid[], $3::int2[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[], $9::text[], $10::timestamptz[])
            AS t(id, user_id, status, currency, total, name, surname, email, country, at)`,
    [
      col((s) => s.orderId),
      col((s) => s.buyer.id),
      col((s) => (s.refunded ? OrderStatus.Refunded : OrderStatus.Sold)),
      col((s) => s.currency),
      col((s) => s.price),
      col((s) => s.buyer.name),
      col((s) => s.buyer.surname),
      col((s) => s.buyer.email),
      col((s) => s.buyer.country),
      col((s) => iso(s.at)),
    ],
  );
  await m.query(
    `INSERT INTO order_items (id, order_id, product_id, offer_id, seller_id, quantity, unit_price, discount, total, name, type, refunded_quantity, created_at)
     SELECT t.id, t.order_id, t.product_id, t.offer_id, $10, 1, t.price, 0, t.price, t.name, t.type, t.refunded, t.at
       FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[], $8::int2[], $9::timestamptz[])
            AS t(id, order_id, product_id, offer_id, price, name, type, refunded, at)`,
    [
      col((s) => s.itemId),
      col((s) => s.orderId),
      col((s) => s.key.product_id),
      col((s) => s.key.offer_id),
      col((s) => s.price),
      col((s) => s.key.name),
      col((s) => s.key.slug),
      col((s) => (s.refunded ? 1 : 0)),
      col((s) => iso(s.at)),
      sellerId,
    ],
  );
  // What the shoppers' consented tracking cookies recorded at checkout (the admin dashboard's
  // attribution): a mix of campaigns, an affiliate, Google Ads, Awin, and direct visits. By a
  // hash of the order id, so the seed's random sequence stays as it was.
  await m.query(
    `UPDATE orders o SET tracking = CASE abs(hashtext(o.id::text)) % 10
         WHEN 0 THEN '{"utm_source":"newsletter","utm_medium":"email","utm_campaign":"black-friday","source":"cart"}'::jsonb
         WHEN 1 THEN '{"utm_source":"newsletter","utm_medium":"email","utm_campaign":"weekly-deals","source":"cart"}'::jsonb
         WHEN 2 THEN '{"gclid":"seed-gclid","last_paid_source":"google","source":"buy_now"}'::jsonb
         WHEN 3 THEN '{"aff":"gamerdeals","chan":"blog","referrer":"gamerdeals.example","source":"cart"}'::jsonb
         WHEN 4 THEN '{"awc":"1234_seed","awin_source":"aw","last_paid_source":"awin","source":"cart"}'::jsonb
         WHEN 5 THEN '{"utm_source":"facebook","utm_medium":"cpc","utm_campaign":"winter-sale","last_paid_source":"facebook","source":"buy_now"}'::jsonb
         ELSE '{"source":"cart"}'::jsonb END
      WHERE o.id = ANY($1::uuid[])`,
    [col((s) => s.orderId)],
  );
  await m.query(
    `INSERT INTO payments (id, order_id, provider, provider_ref, capture_ref, status, amount, currency, created_at, updated_at)
     SELECT t.id, t.order_id, 'Sandbox', 'seed-' || t.id, 'seed-capture-' || t.id, 'captured', t.amount, t.currency, t.at, t.at
       FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::timestamptz[]) AS t(id, order_id, amount, currency, at)`,
    [col((s) => s.paymentId), col((s) => s.orderId), col((s) => s.price), col((s) => s.currency), col((s) => iso(s.at))],
  );
  await m.query(
    `INSERT INTO order_events (order_id, actor, type, from_status, to_status, payment_status, reason, created_at)
     SELECT t.order_id, 'System', e.type, e.from_status, e.to_status, e.payment_status, e.reason, t.at + e.after
       FROM unnest($1::uuid[], $2::timestamptz[], $3::bool[]) AS t(order_id, at, refunded)
       CROSS JOIN LATERAL (VALUES
         ('order.placed', NULL::int2, ${OrderStatus.PaymentProcessing}::int2, 'created', NULL::text, interval '0'),
         ('payment.captured', ${OrderStatus.PaymentProcessing}::int2, ${OrderStatus.Sold}::int2, 'captured', '${ApprovalReason.AutomaticApprovalCorrectPayment}', interval '1 second'),
         ('keys.delivered', NULL::int2, NULL::int2, NULL::text, NULL::text, interval '2 seconds'),
         ('order.refunded', ${OrderStatus.Sold}::int2, ${OrderStatus.Refunded}::int2, NULL::text, 'Customer request', interval '1 day')
       ) AS e(type, from_status, to_status, payment_status, reason, after)
      WHERE e.type <> 'order.refunded' OR t.refunded
      ORDER BY t.at, e.after`,
    [col((s) => s.orderId), col((s) => iso(s.at)), col((s) => s.refunded)],
  );
  await m.query(
    `UPDATE product_keys k SET order_item_id = t.item_id, delivered_at = t.at,
            revealed_at = CASE WHEN k.state = ${KeyState.Revealed} THEN t.at + interval '5 minutes' ELSE NULL END
       FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[]) AS t(key_id, item_id, at) WHERE k.id = t.key_id`,
    [col((s) => s.key.id), col((s) => s.itemId), col((s) => iso(s.at))],
  );

  // The ledger: a sale line per key (paid out when older than two weeks), a reversal per refund.
  const payoutAt = new Date(now.getTime() - PAID_AFTER_DAYS * DAY + 3_600_000);
  const reference = (c: CurrencyCode) => `PO-${iso(payoutAt).slice(0, 10).replaceAll("-", "")}-${c.toUpperCase()}`;
  await m.query(
    `INSERT INTO payout_lines (seller_id, order_id, order_item_id, key_id, kind, currency, gross, commission, net, state, paid_at, reference, created_at)
     SELECT $1, t.order_id, t.item_id, t.key_id, 'sale', t.currency, t.gross, t.commission, t.gross - t.commission, t.state, t.paid_at, t.reference, t.at
       FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::int[], $7::int[], $8::int2[], $9::timestamptz[], $10::text[], $11::timestamptz[])
            AS t(order_id, item_id, key_id, currency, gross, commission, state, paid_at, reference, at)
      ORDER BY t.at`,
    [
      sellerId,
      col((s) => s.orderId),
      col((s) => s.itemId),
      col((s) => s.key.id),
      col((s) => s.currency),
      col((s) => s.price),
      col((s) => s.commission),
      col((s) => (s.paid ? PayoutState.Payed : PayoutState.Waiting)),
      col((s) => (s.paid ? iso(payoutAt) : null)),
      col((s) => (s.paid ? reference(s.currency) : null)),
      col((s) => iso(s.at)),
    ],
  );
  const refunds = sales.filter((s) => s.refunded);
  if (refunds.length) {
    await m.query(
      `INSERT INTO payout_lines (seller_id, order_id, order_item_id, key_id, kind, currency, gross, commission, net, state, created_at)
       SELECT l.seller_id, l.order_id, l.order_item_id, l.key_id, 'reversal', l.currency, -l.gross, -l.commission, -l.net, ${PayoutState.Waiting}, t.at
         FROM unnest($1::uuid[], $2::timestamptz[]) AS t(key_id, at) JOIN payout_lines l ON l.key_id = t.key_id AND l.kind = 'sale'
        ORDER BY t.at`,
      [refunds.map((s) => s.key.id), refunds.map((s) => iso(s.refundAt))],
    );
  }
  // The payouts of the paid lines, one batch per currency, as /admin/payouts lists them.
  await m.query(
    `WITH groups AS (
        SELECT currency, reference, paid_at, count(*)::int AS n, sum(gross) AS gross, sum(commission) AS commission, sum(net) AS net, max(created_at) AS up_to
          FROM payout_lines WHERE seller_id = $1 AND state = ${PayoutState.Payed} AND batch_id IS NULL AND paid_at IS NOT NULL AND reference IS NOT NULL
         GROUP BY currency, reference, paid_at),
      ins AS (
        INSERT INTO payout_batches (seller_id, currency, reference, up_to, lines, gross, commission, net, created_by, created_at)
        SELECT $1, g.currency, g.reference, g.up_to, g.n, g.gross, g.commission, g.net, (SELECT id FROM users WHERE role = 'admin' ORDER BY created_at LIMIT 1), g.paid_at
          FROM groups g
        RETURNING id, currency, reference)
      UPDATE payout_lines l SET batch_id = ins.id FROM ins
       WHERE l.seller_id = $1 AND l.state = ${PayoutState.Payed} AND l.batch_id IS NULL AND l.currency = ins.currency AND l.reference = ins.reference`,
    [sellerId],
  );
  return sales.length;
}
