/**
 * The demo's audit log: the admin writes its history already holds, recorded as the admin area
 * would have recorded them (who, when, the row before and after), so /admin/audit opens on real
 * entries: the shops' approvals, the payouts made to the demo seller, the refused proposal and the
 * coupons' creation.
 */
import type { EntityManager } from "typeorm";

export async function seedAuditLog(m: EntityManager, adminEmail: string): Promise<number> {
  const rows = await m.query(
    `WITH admin AS (SELECT id, email FROM users WHERE email = $1),
     entries AS (
       SELECT r.created_at AS at, 'seller.approve' AS action, 'seller' AS target_type, s.id::text AS target_id,
              'Approved shop "' || s.name || '": ' || coalesce(r.reason, '') AS summary,
              jsonb_build_object('name', s.name, 'state', 'Waiting', 'commissionPercent', NULL) AS before,
              jsonb_build_object('name', s.name, 'state', 'Enabled', 'commissionPercent', NULL, 'reason', r.reason) AS after
         FROM seller_reviews r JOIN seller_profiles s ON s.id = r.seller_id
        WHERE r.action = 'approved'
       UNION ALL
       SELECT b.created_at, 'payout.record', 'payout', b.id::text,
              'Payout to seller ' || b.seller_id || ': ' || to_char(b.net / 100.0, 'FM999999990.00') || ' ' || upper(b.currency) || ', ' || b.lines || ' line(s), reference ' || b.reference,
              jsonb_build_object('sellerId', b.seller_id::text, 'currency', b.currency, 'waitingLines', b.lines, 'waitingNet', b.net / 100.0),
              jsonb_build_object('sellerId', b.seller_id::text, 'currency', b.currency, 'reference', b.reference, 'upTo', b.up_to, 'lines', b.lines,
                                 'gross', b.gross / 100.0, 'commission', b.commission / 100.0, 'net', b.net / 100.0)
         FROM payout_batches b
       UNION ALL
       SELECT p.decided_at, 'proposal.refuse', 'proposal', p.id::text, 'Refused proposal "' || p.name || '": ' || p.reason,
              jsonb_build_object('state', 'Waiting', 'name', p.name, 'sellerId', p.seller_id::text),
              jsonb_build_object('state', 'Refused', 'name', p.name, 'sellerId', p.seller_id::text, 'reason', p.reason)
         FROM product_proposals p WHERE p.state = 2
       UNION ALL
       SELECT c.created_at, 'coupon.create', 'coupon', c.id::text, 'Created coupon ' || c.code, NULL,
              jsonb_build_object('code', c.code, 'description', c.description, 'descriptionIt', c.description_it, 'kind', c.kind,
                                 'percentOff', c.percent_off, 'maxUses', c.max_uses, 'maxUsesPerUser', c.max_uses_per_user,
                                 'validFrom', c.valid_from, 'validUntil', c.valid_until, 'enabled', c.enabled)
         FROM coupons c)
     INSERT INTO audit_log (created_at, actor_user_id, actor_email, actor_role, ip, action, target_type, target_id, summary, before, after)
     SELECT e.at, a.id, a.email, 'admin', '127.0.0.1', e.action, e.target_type, e.target_id, e.summary, e.before, e.after
       FROM entries e CROSS JOIN admin a
      ORDER BY e.at, e.action, e.target_id
     RETURNING id`,
    [adminEmail],
  );
  return rows.length;
}
