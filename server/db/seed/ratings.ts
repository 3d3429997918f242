/**
 * Demo seller ratings: the demo buyers rate most of the order lines whose key they revealed
 * (the demo seller's recent sales, seed/sales.ts), mostly 4 and 5 stars, some with a comment,
 * a few hours after the reveal (never later than now). The shop's count and score sum follow through the trigger of
 * migration SellerRatings, so the product pages show the demo seller's score while the other
 * shops, without rated sales, show "New seller". A line already rated is left alone (ON
 * CONFLICT), so running it again changes nothing.
 */
import type { EntityManager } from "typeorm";
import { Random } from "./rng.js";

const COMMENTS = [
  "Key arrived instantly and worked first time.",
  "Fast delivery, activated without problems.",
  "Codice arrivato subito, tutto perfetto.",
  "Good price, smooth activation.",
  "Ottimo venditore, consigliato.",
  "Took a moment to find the activation page, but the key was fine.",
  "The first key was already used; support replaced it the next day.",
];

/** Rates most revealed order lines of the demo sales; returns how many ratings were written. */
export async function seedSellerRatings(m: EntityManager): Promise<number> {
  const r = new Random("seller-ratings");
  const lines: { id: string; seller_id: number; user_id: string; revealed_at: Date }[] = await m.query(
    `SELECT i.id, i.seller_id, o.user_id, min(k.revealed_at) AS revealed_at
       FROM order_items i JOIN orders o ON o.id = i.order_id JOIN product_keys k ON k.order_item_id = i.id
      WHERE k.revealed_at IS NOT NULL
      GROUP BY i.id, i.seller_id, o.user_id
      ORDER BY min(k.revealed_at), i.id`,
  );
  const rated = lines
    .filter(() => r.chance(0.8))
    .map((l) => {
      const x = r.next();
      const score = x < 0.55 ? 5 : x < 0.85 ? 4 : x < 0.95 ? 3 : 2;
      const comment = r.chance(0.5) ? COMMENTS[score <= 3 ? COMMENTS.length - 1 : r.int(0, COMMENTS.length - 2)]! : null;
      const at = new Date(new Date(l.revealed_at).getTime() + r.int(1, 20) * 3_600_000);
      return { ...l, score, comment, at };
    });
  if (!rated.length) return 0;
  const written: unknown[] = await m.query(
    `INSERT INTO seller_ratings (order_item_id, seller_id, user_id, score, comment, created_at, updated_at)
     SELECT t.item_id, t.seller_id, t.user_id, t.score, t.comment, least(t.at, now()), least(t.at, now())
       FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::int2[], $5::text[], $6::timestamptz[]) AS t(item_id, seller_id, user_id, score, comment, at)
      ORDER BY t.at
     ON CONFLICT (order_item_id) DO NOTHING
     RETURNING id`,
    [
      rated.map((l) => l.id),
      rated.map((l) => l.seller_id),
      rated.map((l) => l.user_id),
      rated.map((l) => l.score),
      rated.map((l) => l.comment),
      rated.map((l) => l.at.toISOString()),
    ],
  );
  return written.length;
}
