import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A mail's Reply-To address: the contact form's messages reach support from the shop's own
 * sender (MAIL_FROM), and answering them goes to the customer who wrote.
 */
export class MailReplyTo1795800000000 implements MigrationInterface {
  name = "MailReplyTo1795800000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "mails" ADD "reply_to" text`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "mails" DROP COLUMN "reply_to"`);
  }
}
