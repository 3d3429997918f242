/**
 * Demo support tickets, so /account/tickets, /seller/tickets and /admin/tickets show something:
 *  - the demo customer bought one key of the demo seller's (PixelVault) three days ago (an order
 *    like the demo sales of ./sales.ts: captured sandbox payment, timeline, ledger line) and
 *    reports it does not work: an Open "key not working" ticket, unread for the seller and staff;
 *  - a demo buyer's ticket about a key of the wrong region on one of the demo sales, answered by
 *    the seller and support, Resolved by the customer.
 * Written once: a database whose demo customer already has tickets is left alone.
 */
import type { EntityManager } from "typeorm";
import { ApprovalReason, KeyState, OrderStatus, PayoutState, TicketPriority, TicketStatus } from "../../common/enums.js";

const DAY = 86_400_000;
const COMMISSION_BPS = 1000;

/** Writes the demo tickets (in the seed's transaction); returns how many were written. */
export async function seedTickets(m: EntityManager, sellerId: number, customerEmail: string, staffEmail: string, now = new Date()): Promise<number> {
  const [customer]: { id: string; name: string; surname: string; email: string }[] = await m.query(
    `SELECT id, name, surname, email FROM users WHERE email = $1`,
    [customerEmail],
  );
  const [staff]: { id: string }[] = await m.query(`SELECT id FROM users WHERE email = $1`, [staffEmail]);
  const [seller]: { user_id: string }[] = await m.query(`SELECT user_id FROM seller_profiles WHERE id = $1`, [sellerId]);
  if (!customer || !staff || !seller) return 0;
  const [{ n: existing }] = await m.query(`SELECT count(*)::int AS n FROM tickets WHERE user_id = $1`, [customer.id]);
  if (existing > 0) return 0;
  let written = 0;
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY + hours * 3_600_000).toISOString();

  // ---- the demo customer's order of one PixelVault key, and its Open "key not working" ticket ----
  const [key]: { id: string; offer_id: number; product_id: number; name: string; slug: string; price_eur: number }[] = await m.query(
    `SELECT k.id, k.offer_id, k.product_id, t.name, rt.slug, o.price_eur
       FROM product_keys k
       JOIN offers o ON o.id = k.offer_id
       JOIN products p ON p.id = k.product_id
       JOIN product_translations t ON t.product_id = k.product_id AND t.locale = 'it'
       JOIN categories c ON c.id = p.category_id
       JOIN category_translations rt ON rt.category_id = split_part(c.path, '/', 2)::int AND rt.locale = 'en'
      WHERE k.seller_id = $1 AND k.state = ${KeyState.Revealed} AND k.order_item_id IS NULL
      ORDER BY k.id LIMIT 1`,
    [sellerId],
  );
  if (key) {
    const bought = at(3);
    const [order]: { id: string }[] = await m.query(
      `INSERT INTO orders (user_id, status, payment_status, payment_decision, fraud_decision, approval_reason, currency, subtotal, total,
                           billing, email, locale, provider, terms_accepted_at, withdrawal_waived_at, paid_at, delivered_at, created_at, updated_at)
       VALUES ($1, ${OrderStatus.Sold}, 'captured', 'approved', 'ALLOW', '${ApprovalReason.AutomaticApprovalCorrectPayment}', 'eur', $2, $2,
               jsonb_build_object('name', $3::text, 'surname', $4::text, 'email', $5::text, 'address', 'Via Roma 1', 'city', 'Milano', 'code', '20100',
                                  'country', 'Italy', 'country_code', 'IT'),
               $5, 'it', 'Sandbox', $6, $6, $6, $6, $6, $6)
       RETURNING id`,
      [customer.id, key.price_eur, customer.name, customer.surname, customer.email, bought],
    );
    const [item]: { id: string }[] = await m.query(
      `INSERT INTO order_items (order_id, product_id, offer_id, seller_id, quantity, unit_price, discount, total, name, type, created_at)
       VALUES ($1, $2, $3, $4, 1, $5, 0, $5, $6, $7, $8) RETURNING id`,
      [order!.id, key.product_id, key.offer_id, sellerId, key.price_eur, key.name, key.slug, bought],
    );
    await m.query(
      `INSERT INTO payments (order_id, provider, provider_ref, capture_ref, status, amount, currency, created_at, updated_at)
       VALUES ($1, 'Sandbox', $4, $5, 'captured', $2, 'eur', $3, $3)`,
      [order!.id, key.price_eur, bought, `seed-${order!.id}`, `seed-capture-${order!.id}`],
    );
    await m.query(
      `INSERT INTO order_events (order_id, actor, type, from_status, to_status, payment_status, reason, created_at)
       VALUES ($1, 'System', 'order.placed', NULL, ${OrderStatus.PaymentProcessing}, 'created', NULL, $2::timestamptz),
              ($1, 'System', 'payment.captured', ${OrderStatus.PaymentProcessing}, ${OrderStatus.Sold}, 'captured', '${ApprovalReason.AutomaticApprovalCorrectPayment}', $2::timestamptz + interval '1 second'),
              ($1, 'System', 'keys.delivered', NULL, NULL, NULL, NULL, $2::timestamptz + interval '2 seconds')`,
      [order!.id, bought],
    );
    await m.query(
      `UPDATE product_keys SET order_item_id = $2, delivered_at = $3::timestamptz, revealed_at = $3::timestamptz + interval '10 minutes' WHERE id = $1`,
      [key.id, item!.id, bought],
    );
    const commission = Math.floor((key.price_eur * COMMISSION_BPS + 5000) / 10000);
    await m.query(
      `INSERT INTO payout_lines (seller_id, order_id, order_item_id, key_id, kind, currency, gross, commission, net, state, created_at)
       VALUES ($1, $2, $3, $4, 'sale', 'eur', $5, $6, $7, ${PayoutState.Waiting}, $8)`,
      [sellerId, order!.id, item!.id, key.id, key.price_eur, commission, key.price_eur - commission, bought],
    );
    const opened = at(0, -5);
    const [t]: { id: string }[] = await m.query(
      `INSERT INTO tickets (user_id, order_id, order_item_id, seller_id, reason, subject, status, priority, last_message_at, last_customer_at, customer_read_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'key_not_working', 'La chiave risulta già utilizzata', ${TicketStatus.Open}, ${TicketPriority.Medium}, $5, $5, $5, $5, $5)
       RETURNING id`,
      [customer.id, order!.id, item!.id, sellerId, opened],
    );
    await m.query(`INSERT INTO ticket_messages (ticket_id, party, author_id, body, created_at) VALUES ($1, 'customer', $2, $3, $4)`, [
      t!.id,
      customer.id,
      'Ciao, quando provo ad attivare la chiave su Steam ricevo il messaggio "Il codice prodotto è già stato attivato da un altro account". Potete sostituirla?',
      opened,
    ]);
    await m.query(
      `INSERT INTO ticket_events (ticket_id, kind, party, actor_id, to_status, created_at) VALUES ($1, 'opened', 'customer', $2, ${TicketStatus.Open}, $3)`,
      [t!.id, customer.id, opened],
    );
    written++;
  }

  // ---- a demo buyer's Resolved "wrong region" ticket on one of PixelVault's demo sales ----
  const [sale]: { order_id: string; item_id: string; user_id: string; at: Date }[] = await m.query(
    `SELECT i.order_id, i.id AS item_id, o.user_id, o.created_at AS at
       FROM order_items i JOIN orders o ON o.id = i.order_id JOIN product_keys k ON k.order_item_id = i.id
      WHERE i.seller_id = $1 AND o.status = ${OrderStatus.Sold} AND o.user_id <> $2 AND k.state = ${KeyState.Revealed}
        AND o.created_at < $3::timestamptz - interval '4 days' AND NOT EXISTS (SELECT 1 FROM tickets x WHERE x.order_item_id = i.id)
      ORDER BY o.created_at DESC, i.id LIMIT 1`,
    [sellerId, customer.id, now.toISOString()],
  );
  if (sale) {
    const base = new Date(sale.at).getTime();
    const h = (hours: number) => new Date(base + hours * 3_600_000).toISOString();
    const [t]: { id: string }[] = await m.query(
      `INSERT INTO tickets (user_id, order_id, order_item_id, seller_id, reason, subject, status, priority, last_message_at, last_customer_at, last_seller_at,
                            last_staff_at, last_reply_at, customer_read_at, seller_read_at, staff_read_at, resolved_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'wrong_region', 'Key asks for a different region', ${TicketStatus.Resolved}, ${TicketPriority.Low},
               $8, $8, $6, $7, $7, $8, $8, $8, $8, $5, $8)
       RETURNING id`,
      [sale.user_id, sale.order_id, sale.item_id, sellerId, h(2), h(5), h(9), h(30)],
    );
    const messages: [string, string, string, string][] = [
      ["customer", sale.user_id, "The activation page says this key is not valid in my region (UK). The product page said worldwide.", h(2)],
      [
        "seller",
        seller.user_id,
        "Sorry about that: this key is worldwide, but the platform sometimes needs the store region set first. Could you try from the desktop client?",
        h(5),
      ],
      ["staff", staff.id, "Hi, KeyMarket support here: if the desktop client still refuses it, reply and we will replace the key.", h(9)],
      ["customer", sale.user_id, "It worked from the desktop client, thank you!", h(30)],
    ];
    for (const [party, author, body, when] of messages)
      await m.query(`INSERT INTO ticket_messages (ticket_id, party, author_id, body, created_at) VALUES ($1, $2, $3, $4, $5)`, [
        t!.id,
        party,
        author,
        body,
        when,
      ]);
    await m.query(
      `INSERT INTO ticket_events (ticket_id, kind, party, actor_id, from_status, to_status, created_at)
       VALUES ($1, 'opened', 'customer', $2, NULL, ${TicketStatus.Open}, $4),
              ($1, 'status', 'seller', $3, ${TicketStatus.Open}, ${TicketStatus.Pending}, $5),
              ($1, 'status', 'customer', $2, ${TicketStatus.Pending}, ${TicketStatus.Resolved}, $6)`,
      [t!.id, sale.user_id, seller.user_id, h(2), h(5), h(30)],
    );
    await m.query(
      `INSERT INTO ticket_events (ticket_id, kind, party, actor_id, from_priority, to_priority, created_at)
       VALUES ($1, 'priority', 'staff', $2, ${TicketPriority.Medium}, ${TicketPriority.Low}, $3)`,
      [t!.id, staff.id, h(9)],
    );
    written++;
  }
  return written;
}
