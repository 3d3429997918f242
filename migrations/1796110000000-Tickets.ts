import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Support tickets: tickets (about an order line or general), their messages, image attachments
 * and timeline events. Ticket numbers start at 1001.
 */
export class Tickets1796110000000 implements MigrationInterface {
  name = "Tickets1796110000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "tickets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "number" SERIAL NOT NULL, "user_id" uuid NOT NULL, "order_id" uuid, "order_item_id" uuid, "seller_id" integer, "reason" text NOT NULL, "subject" text NOT NULL, "status" smallint NOT NULL DEFAULT '2', "priority" smallint NOT NULL DEFAULT '2', "assignee_id" uuid, "last_message_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_customer_at" TIMESTAMP WITH TIME ZONE, "last_seller_at" TIMESTAMP WITH TIME ZONE, "last_staff_at" TIMESTAMP WITH TIME ZONE, "last_reply_at" TIMESTAMP WITH TIME ZONE, "customer_read_at" TIMESTAMP WITH TIME ZONE, "seller_read_at" TIMESTAMP WITH TIME ZONE, "staff_read_at" TIMESTAMP WITH TIME ZONE, "escalated_at" TIMESTAMP WITH TIME ZONE, "resolved_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_78e08cc1101fc17f77c6f11b4c7" UNIQUE ("number"), CONSTRAINT "chk_tickets_reason" CHECK ("reason" IN ('key_not_working', 'wrong_region', 'not_received', 'other')), CONSTRAINT "chk_tickets_priority" CHECK ("priority" BETWEEN 1 AND 4), CONSTRAINT "chk_tickets_status" CHECK ("status" BETWEEN 2 AND 5), CONSTRAINT "PK_343bc942ae261cf7a1377f48fd0" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_tickets_order_item" ON "tickets"  ("order_item_id") `);
    await q.query(`CREATE INDEX "idx_tickets_assignee" ON "tickets"  ("assignee_id", "status") `);
    await q.query(`CREATE INDEX "idx_tickets_queue" ON "tickets"  ("status", "priority", "created_at") `);
    await q.query(`CREATE INDEX "idx_tickets_seller" ON "tickets"  ("seller_id", "last_message_at") `);
    await q.query(`CREATE INDEX "idx_tickets_user" ON "tickets"  ("user_id", "last_message_at") `);
    await q.query(`CREATE TABLE "ticket_messages" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "ticket_id" uuid NOT NULL, "party" text NOT NULL, "author_id" uuid, "body" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_ticket_messages_party" CHECK ("party" IN ('customer', 'seller', 'staff', 'system')), CONSTRAINT "PK_37beb692dedf7eccb4e519ccec1" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_ticket_messages_ticket" ON "ticket_messages"  ("ticket_id", "id") `);
    await q.query(`CREATE TABLE "ticket_attachments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "uploader_id" uuid NOT NULL, "ticket_id" uuid, "message_id" bigint, "file_name" text NOT NULL, "content_type" text NOT NULL, "size" integer NOT NULL, "data" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_ticket_attachments_type" CHECK ("content_type" IN ('image/jpeg', 'image/png')), CONSTRAINT "PK_7e5011f87f95e78fe4bd7d982a3" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_ticket_attachments_uploader" ON "ticket_attachments"  ("uploader_id", "created_at") `);
    await q.query(`CREATE INDEX "idx_ticket_attachments_message" ON "ticket_attachments"  ("message_id") `);
    await q.query(`CREATE TABLE "ticket_events" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "ticket_id" uuid NOT NULL, "kind" text NOT NULL, "party" text NOT NULL, "actor_id" uuid, "from_status" smallint, "to_status" smallint, "from_priority" smallint, "to_priority" smallint, "note" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_ticket_events_party" CHECK ("party" IN ('customer', 'seller', 'staff', 'system')), CONSTRAINT "PK_d61d07653b492eca67f9bad8ec2" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_ticket_events_ticket" ON "ticket_events"  ("ticket_id", "id") `);
    await q.query(`ALTER TABLE "tickets" ADD CONSTRAINT "FK_2e445270177206a97921e461710" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "tickets" ADD CONSTRAINT "FK_bd5636236f799b19f132abf8d70" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "tickets" ADD CONSTRAINT "FK_fbc9270a40d40d55e26921d01f8" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "tickets" ADD CONSTRAINT "FK_2219067e8f4914e288cf9edcc2d" FOREIGN KEY ("seller_id") REFERENCES "seller_profiles"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "tickets" ADD CONSTRAINT "FK_dff6e2b44c9b5e177114588772f" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ticket_messages" ADD CONSTRAINT "FK_75b3a5f421dbf7b73778da519cb" FOREIGN KEY ("ticket_id") REFERENCES "tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ticket_messages" ADD CONSTRAINT "FK_f4bb678401a3375965ddd013f94" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ticket_attachments" ADD CONSTRAINT "FK_ba3a3e3ff53b832d827383985cc" FOREIGN KEY ("uploader_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ticket_attachments" ADD CONSTRAINT "FK_0301cfaf908edba6ce419eb66b0" FOREIGN KEY ("ticket_id") REFERENCES "tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ticket_attachments" ADD CONSTRAINT "FK_0571b827b74076e72e0221d13de" FOREIGN KEY ("message_id") REFERENCES "ticket_messages"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ticket_events" ADD CONSTRAINT "FK_9cf43c4478294faa98129c47c21" FOREIGN KEY ("ticket_id") REFERENCES "tickets"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "ticket_events" ADD CONSTRAINT "FK_f13e732854401f6f00cdd045f23" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER SEQUENCE "tickets_number_seq" RESTART WITH 1001`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "ticket_events" DROP CONSTRAINT "FK_f13e732854401f6f00cdd045f23"`);
    await q.query(`ALTER TABLE "ticket_events" DROP CONSTRAINT "FK_9cf43c4478294faa98129c47c21"`);
    await q.query(`ALTER TABLE "ticket_attachments" DROP CONSTRAINT "FK_0571b827b74076e72e0221d13de"`);
    await q.query(`ALTER TABLE "ticket_attachments" DROP CONSTRAINT "FK_0301cfaf908edba6ce419eb66b0"`);
    await q.query(`ALTER TABLE "ticket_attachments" DROP CONSTRAINT "FK_ba3a3e3ff53b832d827383985cc"`);
    await q.query(`ALTER TABLE "ticket_messages" DROP CONSTRAINT "FK_f4bb678401a3375965ddd013f94"`);
    await q.query(`ALTER TABLE "ticket_messages" DROP CONSTRAINT "FK_75b3a5f421dbf7b73778da519cb"`);
    await q.query(`ALTER TABLE "tickets" DROP CONSTRAINT "FK_dff6e2b44c9b5e177114588772f"`);
    await q.query(`ALTER TABLE "tickets" DROP CONSTRAINT "FK_2219067e8f4914e288cf9edcc2d"`);
    await q.query(`ALTER TABLE "tickets" DROP CONSTRAINT "FK_fbc9270a40d40d55e26921d01f8"`);
    await q.query(`ALTER TABLE "tickets" DROP CONSTRAINT "FK_bd5636236f799b19f132abf8d70"`);
    await q.query(`ALTER TABLE "tickets" DROP CONSTRAINT "FK_2e445270177206a97921e461710"`);
    await q.query(`DROP INDEX "public"."idx_ticket_events_ticket"`);
    await q.query(`DROP TABLE "ticket_events"`);
    await q.query(`DROP INDEX "public"."idx_ticket_attachments_message"`);
    await q.query(`DROP INDEX "public"."idx_ticket_attachments_uploader"`);
    await q.query(`DROP TABLE "ticket_attachments"`);
    await q.query(`DROP INDEX "public"."idx_ticket_messages_ticket"`);
    await q.query(`DROP TABLE "ticket_messages"`);
    await q.query(`DROP INDEX "public"."idx_tickets_user"`);
    await q.query(`DROP INDEX "public"."idx_tickets_seller"`);
    await q.query(`DROP INDEX "public"."idx_tickets_queue"`);
    await q.query(`DROP INDEX "public"."idx_tickets_assignee"`);
    await q.query(`DROP INDEX "public"."idx_tickets_order_item"`);
    await q.query(`DROP TABLE "tickets"`);
  }
}
