import type { MigrationInterface, QueryRunner } from "typeorm";

/** The support role (customer service): users.role may now be 'support'. */
export class SupportRole1796106000000 implements MigrationInterface {
  name = "SupportRole1796106000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT "chk_users_role"`);
    await q.query(`ALTER TABLE "users" ADD CONSTRAINT "chk_users_role" CHECK ("role" IN ('user', 'seller', 'support', 'admin'))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "users" SET "role" = 'user' WHERE "role" = 'support'`);
    await q.query(`ALTER TABLE "users" DROP CONSTRAINT "chk_users_role"`);
    await q.query(`ALTER TABLE "users" ADD CONSTRAINT "chk_users_role" CHECK ("role" IN ('user', 'seller', 'admin'))`);
  }
}
