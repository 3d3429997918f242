/**
 * The demo seller's integration, so /seller/api has something to show: an API token (its value
 * is thrown away: only its hash is stored, as for any token) and a switched-off webhook endpoint
 * with two past deliveries in its log (one delivered at once, one after two failed attempts).
 */
import { randomUUID } from "node:crypto";
import type { EntityManager } from "typeorm";
import { newApiToken } from "../../core/auth/api-tokens.js";
import type { KeyVault } from "../../modules/keys/key-vault.js";
import { newWebhookSecret } from "../../modules/seller-api/webhook-sender.js";

export async function seedSellerApi(m: EntityManager, vault: KeyVault, sellerId: number, now: Date): Promise<void> {
  const [{ user_id: userId }] = await m.query(`SELECT user_id FROM seller_profiles WHERE id = $1`, [sellerId]);
  const token = newApiToken();
  await m.query(
    `INSERT INTO api_tokens (seller_id, user_id, name, prefix, token_hash, created_at, expires_at, last_used_at)
     VALUES ($1, $2, 'ERP sync (demo)', $3, $4, $5::timestamptz - interval '20 days', $5::timestamptz + interval '70 days', $5::timestamptz - interval '2 hours')`,
    [sellerId, userId, token.prefix, token.hash, now.toISOString()],
  );
  const secret = vault.encrypt(newWebhookSecret());
  const [{ id: endpointId }] = await m.query(
    `INSERT INTO webhook_endpoints (seller_id, url, description, events, enabled, secret_cipher, secret_key_id, created_at, updated_at)
     VALUES ($1, 'https://erp.example.com/keymarket/webhooks', 'ERP (demo, switched off)', ARRAY['key.sold', 'key.refunded'], false, $2, $3,
             $4::timestamptz - interval '20 days', $4::timestamptz - interval '1 day') RETURNING id`,
    [sellerId, secret.ciphertext, secret.keyId, now.toISOString()],
  );
  const [line] = await m.query(
    `SELECT i.id, i.offer_id, i.product_id, i.unit_price, i.total, i.quantity, o.number, o.currency
       FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.seller_id = $1 ORDER BY o.created_at DESC LIMIT 1`,
    [sellerId],
  );
  if (!line) return;
  const deliveries: { codes: number[]; hoursAgo: number }[] = [
    { codes: [200], hoursAgo: 26 },
    { codes: [503, 500, 200], hoursAgo: 50 },
  ];
  for (const d of deliveries) {
    const at = new Date(now.getTime() - d.hoursAgo * 3_600_000);
    const eventId = randomUUID();
    const body = JSON.stringify({
      id: eventId,
      type: "key.sold",
      occurredAt: at.toISOString(),
      data: {
        orderReference: `KM-${String(line.number).padStart(6, "0")}`,
        orderItemId: line.id,
        offerId: String(line.offer_id),
        productId: String(line.product_id),
        quantity: 1,
        unitPrice: line.unit_price / 100,
        amount: Math.round(line.total / line.quantity) / 100,
        currency: String(line.currency).toUpperCase(),
      },
    });
    const [{ id }] = await m.query(
      `INSERT INTO webhook_deliveries (endpoint_id, seller_id, event_id, event_type, body, status, attempts, last_status_code, last_attempt_at, completed_at, created_at)
       VALUES ($1, $2, $3, 'key.sold', $4, 'succeeded', $5, 200, $6, $6, $7) RETURNING id`,
      [endpointId, sellerId, eventId, body, d.codes.length, new Date(at.getTime() + (d.codes.length - 1) * 90_000).toISOString(), at.toISOString()],
    );
    for (const [i, code] of d.codes.entries()) {
      await m.query(`INSERT INTO webhook_attempts (delivery_id, attempt, status_code, duration_ms, response, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
        id,
        i + 1,
        code,
        120 + i * 45,
        code === 200 ? '{"received":true}' : "Service Unavailable",
        new Date(at.getTime() + i * 45_000).toISOString(),
      ]);
    }
  }
}
