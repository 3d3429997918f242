import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Texts the shop writes for staff, stored as a code with parameters next to the English text
 * (server/common/coded-text.ts), so the screens say them in the viewer's language:
 *
 *  - `supplier_import_items.message_code/message_params` (server/modules/suppliers/supplier-messages.ts);
 *  - `supplier_import_runs.failure_code/failure_params`, why a run failed (same module);
 *  - `ticket_events.note_code/note_params` (server/modules/tickets/ticket-notes.ts).
 *
 * Rows written before get their code back from their English text where it says one of the
 * codes' templates; the rest keep only the text (the screens show it as it is).
 */

/** [code, pattern of the English text, the parameters from the pattern's groups `x.m`] */
type Backfill = [code: string, pattern: string, params: string];

const cents = (whole: number, fraction: number) => `(x.m[${whole}] || x.m[${fraction}])::int`;

const ITEMS: Backfill[] = [
  ["NoName", "^The supplier gave no name$", "NULL"],
  ["NoPurchasePrice", "^The supplier gave no usable purchase price$", "NULL"],
  ["PriceKept", "^Stock (\\d+); price kept: the new one would be outside the allowed offer prices$", "jsonb_build_object('stock', x.m[1]::int)"],
  ["PriceRefreshed", "^Stock (\\d+); price (\\d+)\\.(\\d\\d) EUR$", `jsonb_build_object('stock', x.m[1]::int, 'price', ${cents(2, 3)})`],
  ["UnknownPlatform", '^Unknown platform "(.*)"$', "jsonb_build_object('platform', x.m[1])"],
  ["UnknownRegion", '^Unknown region "(.*)"$', "jsonb_build_object('region', x.m[1])"],
  [
    "PriceOutOfBounds",
    "^The offer price \\((\\d+)\\.(\\d\\d) EUR\\) would be outside the allowed (\\d+)\\.(\\d\\d)–(\\d+)\\.(\\d\\d) EUR$",
    `jsonb_build_object('price', ${cents(1, 2)}, 'min', ${cents(3, 4)}, 'max', ${cents(5, 6)})`,
  ],
  ["NameOnlyPlatformRegion", "^The name says nothing but the platform or region$", "NULL"],
  [
    "TooManyEqualProducts",
    "^(\\d+) catalogue products match: ([\\d, ]+)$",
    "jsonb_build_object('count', x.m[1]::int, 'productIds', to_jsonb(string_to_array(x.m[2], ', ')::int[]))",
  ],
  ["OfferAlreadyExisting", "^The shop already has its own offer on this product$", "NULL"],
  ["NoMatchNoPlatform", "^No catalogue product matches, and without a platform none can be created$", "NULL"],
  ["NoActorForDraft", "^The product could not be created: nobody to act for: save the connection again so scheduled imports act as you$", "NULL"],
  ["NoCategoryForDraft", "^The product could not be created: no shown subcategory to put it in$", "NULL"],
  ["ProductNotCreated", "^The product could not be created: (.+)$", "jsonb_build_object('reason', x.m[1])"],
  ["OfferCreated", "^stock (\\d+); price (\\d+)\\.(\\d\\d) EUR$", `jsonb_build_object('stock', x.m[1]::int, 'price', ${cents(2, 3)})`],
  [
    "DraftProductCreated",
    "^Hidden draft product created; stock (\\d+); price (\\d+)\\.(\\d\\d) EUR$",
    `jsonb_build_object('stock', x.m[1]::int, 'price', ${cents(2, 3)})`,
  ],
  ["InternalError", "^The item could not be imported \\(internal error\\)$", "NULL"],
];

const RUNS: Backfill[] = [
  ["GaveUp", "^Gave up after (\\d+) attempts$", "jsonb_build_object('attempts', x.m[1]::int)"],
  ["ConnectionRemoved", "^The connection was removed$", "NULL"],
  ["SupplierRefused", "^The supplier refused \\(([^)]*)\\): (.*)$", "jsonb_build_object('kind', x.m[1], 'detail', x.m[2])"],
  ["SupplierUnavailable", "^The supplier is unavailable: (.*)$", "jsonb_build_object('detail', x.m[1])"],
  ["NotCompleted", "^The import could not be completed$", "NULL"],
  ["Stopped", "^The import stopped$", "NULL"],
];

export class CodedTexts1796116000000 implements MigrationInterface {
  name = "CodedTexts1796116000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "supplier_import_items" ADD "message_code" text`);
    await q.query(`ALTER TABLE "supplier_import_items" ADD "message_params" jsonb`);
    await q.query(`ALTER TABLE "supplier_import_runs" ADD "failure_code" text`);
    await q.query(`ALTER TABLE "supplier_import_runs" ADD "failure_params" jsonb`);
    await q.query(`ALTER TABLE "ticket_events" ADD "note_code" text`);
    await q.query(`ALTER TABLE "ticket_events" ADD "note_params" jsonb`);

    // ---- the codes of rows written before, from their English text (first pattern that fits) ----
    for (const [code, pattern, params] of ITEMS) {
      await q.query(
        `UPDATE supplier_import_items i SET message_code = $1, message_params = ${params}
           FROM (SELECT id, regexp_match(message, $2) AS m FROM supplier_import_items WHERE message_code IS NULL) x
          WHERE x.id = i.id AND x.m IS NOT NULL`,
        [code, pattern],
      );
    }
    for (const [code, pattern, params] of RUNS) {
      await q.query(
        `UPDATE supplier_import_runs r SET failure_code = $1, failure_params = ${params}
           FROM (SELECT id, regexp_match(error, $2) AS m FROM supplier_import_runs WHERE failure_code IS NULL AND error IS NOT NULL) x
          WHERE x.id = r.id AND x.m IS NOT NULL`,
        [code, pattern],
      );
    }
    await q.query(
      `UPDATE ticket_events e SET note_code = 'KeyReplaced', note_params = jsonb_build_object('key', x.m[1])
         FROM (SELECT id, regexp_match(note, '^Key (.{1,4})… changed; new key delivered$') AS m FROM ticket_events WHERE kind = 'replaced' AND note_code IS NULL) x
        WHERE x.id = e.id AND x.m IS NOT NULL`,
    );
    // The amount was written formatted ("12,34 €"): its digits are the minor units; the currency is the order's.
    await q.query(
      `UPDATE ticket_events e SET note_code = 'RefundedNoStock',
              note_params = jsonb_build_object('amount', regexp_replace(x.m[1], '\\D', '', 'g')::int, 'currency', upper(o.currency))
         FROM (SELECT id, ticket_id, regexp_match(note, '^No stock: line refunded \\((.*\\d.*)\\)$') AS m FROM ticket_events WHERE kind = 'refunded' AND note_code IS NULL) x
         JOIN tickets t ON t.id = x.ticket_id JOIN orders o ON o.id = t.order_id
        WHERE x.id = e.id AND x.m IS NOT NULL`,
    );
    await q.query(
      `UPDATE ticket_events e SET note_code = 'EscalatedNoReply', note_params = jsonb_build_object('hours', x.m[1]::int)
         FROM (SELECT id, regexp_match(note, '^No reply for (\\d+) hours$') AS m FROM ticket_events WHERE kind = 'escalated' AND note_code IS NULL) x
        WHERE x.id = e.id AND x.m IS NOT NULL`,
    );
    await q.query(
      `UPDATE ticket_events e SET note_code = 'AutoClosedNoReply', note_params = jsonb_build_object('days', x.m[1]::int)
         FROM (SELECT id, regexp_match(note, '^No reply for (\\d+) days$') AS m FROM ticket_events WHERE kind = 'auto_closed' AND note_code IS NULL) x
        WHERE x.id = e.id AND x.m IS NOT NULL`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "ticket_events" DROP COLUMN "note_params"`);
    await q.query(`ALTER TABLE "ticket_events" DROP COLUMN "note_code"`);
    await q.query(`ALTER TABLE "supplier_import_runs" DROP COLUMN "failure_params"`);
    await q.query(`ALTER TABLE "supplier_import_runs" DROP COLUMN "failure_code"`);
    await q.query(`ALTER TABLE "supplier_import_items" DROP COLUMN "message_params"`);
    await q.query(`ALTER TABLE "supplier_import_items" DROP COLUMN "message_code"`);
  }
}
