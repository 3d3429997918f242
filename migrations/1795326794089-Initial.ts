import type { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795326794089 implements MigrationInterface {
  name = "Initial1795326794089";

  public async up(queryRunner: QueryRunner): Promise<void> {
    const db = (await queryRunner.query("SELECT current_database() AS db"))[0].db;
    await queryRunner.query(`CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" text NOT NULL, "name" text NOT NULL DEFAULT '', "surname" text NOT NULL DEFAULT '', "image" text, "marketing_consent" boolean NOT NULL DEFAULT false, "blocked" boolean NOT NULL DEFAULT false, "locale" text NOT NULL DEFAULT 'en', "login_method" text NOT NULL DEFAULT 'password', "customer_id" text, "role" text NOT NULL DEFAULT 'user', "password_hash" text, "email_verified_at" TIMESTAMP WITH TIME ZONE, "referrer" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_users_login_method" CHECK ("login_method" IN ('password', 'google')), CONSTRAINT "chk_users_locale" CHECK ("locale" IN ('en', 'it')), CONSTRAINT "chk_users_role" CHECK ("role" IN ('user', 'seller', 'admin')), CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "seller_profiles" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" uuid NOT NULL, "name" text NOT NULL, "email" text NOT NULL, "registration_name" text NOT NULL, "vat_number" text NOT NULL, "image" text, "state" smallint NOT NULL DEFAULT '1', "rating" smallint NOT NULL DEFAULT '100', "sales_count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_9b0517c80ecf6aadcb9e105c94f" UNIQUE ("user_id"), CONSTRAINT "REL_9b0517c80ecf6aadcb9e105c94" UNIQUE ("user_id"), CONSTRAINT "chk_seller_profiles_rating" CHECK ("rating" BETWEEN 0 AND 100), CONSTRAINT "chk_seller_profiles_state" CHECK ("state" BETWEEN 0 AND 3), CONSTRAINT "PK_13845670b88adfde01026410969" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "macrocategories" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "position" integer NOT NULL DEFAULT '0', "enabled" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_f6ef0407d757a7da5b1f7603ddd" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "macrocategory_translations" ("macrocategory_id" integer NOT NULL, "locale" text NOT NULL, "name" text NOT NULL, "slug" text NOT NULL, CONSTRAINT "chk_macrocategory_translations_locale" CHECK ("locale" IN ('en', 'it')), CONSTRAINT "PK_dba6c87d743c581cb19fb4e69ff" PRIMARY KEY ("macrocategory_id", "locale"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5cd9af9e2217e641047fb20830" ON "macrocategory_translations"  ("locale", "slug") `);
    await queryRunner.query(`CREATE TABLE "categories" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "parent_id" integer, "macrocategory_id" integer, "position" integer NOT NULL DEFAULT '0', "path" text NOT NULL, "depth" smallint NOT NULL DEFAULT '0', "enabled" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_24dbc6126a28ff948da33e97d3b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_8a32124926b56b6e93bf3ff0fe" ON "categories"  ("parent_id", "position") `);
    await queryRunner.query(`CREATE TABLE "category_translations" ("category_id" integer NOT NULL, "locale" text NOT NULL, "name" text NOT NULL, "slug" text NOT NULL, "description" text NOT NULL DEFAULT '', "meta_title" text NOT NULL DEFAULT '', "meta_description" text NOT NULL DEFAULT '', CONSTRAINT "chk_category_translations_locale" CHECK ("locale" IN ('en', 'it')), CONSTRAINT "PK_0e9b8be8a7526b1726dfb8f83ef" PRIMARY KEY ("category_id", "locale"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_240cf593e24ae35328d788e409" ON "category_translations"  ("locale", "slug") `);
    await queryRunner.query(`CREATE TABLE "platforms" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "slug" text NOT NULL, "name" text NOT NULL, "family" text NOT NULL, "position" integer NOT NULL DEFAULT '0', CONSTRAINT "UQ_5bf1e9dbac57a0ee34037a63287" UNIQUE ("slug"), CONSTRAINT "PK_3b879853678f7368d46e52b81c6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "platform_translations" ("platform_id" integer NOT NULL, "locale" text NOT NULL, "activation_guide" text NOT NULL, CONSTRAINT "chk_platform_translations_locale" CHECK ("locale" IN ('en', 'it')), CONSTRAINT "PK_111da6e4abc46e4af04aa8e85b8" PRIMARY KEY ("platform_id", "locale"))`);
    await queryRunner.query(`CREATE TABLE "products" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "category_id" integer NOT NULL, "platform_id" integer NOT NULL, "publisher" text, "manufacturer" text, "steam_app_id" integer, "steam_score" smallint, "region" text NOT NULL DEFAULT 'GLOBAL', "tags" text array NOT NULL DEFAULT '{}', "pre_order" smallint NOT NULL DEFAULT '0', "prepaidforge" boolean NOT NULL DEFAULT false, "release_date" date, "cover_image" jsonb NOT NULL, "gallery_images" jsonb NOT NULL DEFAULT '[]', "igdb_rating_covers" jsonb NOT NULL DEFAULT '[]', "list_price_eur" integer, "list_price_usd" integer, "list_price_gbp" integer, "sales_count" integer NOT NULL DEFAULT '0', "recent_sales_count" integer NOT NULL DEFAULT '0', "enabled" boolean NOT NULL DEFAULT true, "best_price_eur" integer, "best_price_usd" integer, "best_price_gbp" integer, "stock" integer NOT NULL DEFAULT '0', "offer_count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_products_list_prices" CHECK (coalesce("list_price_eur", 1) > 0 AND coalesce("list_price_usd", 1) > 0 AND coalesce("list_price_gbp", 1) > 0), CONSTRAINT "chk_products_region" CHECK ("region" IN ('GLOBAL', 'EUROPE', 'NORTH_AMERICA', 'UNITED_KINGDOM', 'ITALY')), CONSTRAINT "chk_products_tags" CHECK ("tags" <@ ARRAY['Exclusive', 'New']::text[]), CONSTRAINT "chk_products_pre_order" CHECK ("pre_order" IN (0, 1, 2)), CONSTRAINT "PK_0806c755e0aca124e67c0cf6d7d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_e48fc8138b1a0752c3bad847c5" ON "products"  ("release_date") `);
    await queryRunner.query(`CREATE INDEX "IDX_30967f355ea1c43c1c82a278aa" ON "products"  ("platform_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_9a5f6868c96e0069e699f33e12" ON "products"  ("category_id") `);
    await queryRunner.query(`INSERT INTO "typeorm_metadata"("database", "schema", "table", "type", "name", "value") VALUES ($1, $2, $3, $4, $5, $6)`, [db,"public","product_translations","GENERATED_COLUMN","search_vector","setweight(to_tsvector(CASE WHEN locale = 'it' THEN 'italian'::regconfig ELSE 'english'::regconfig END, coalesce(name, '')), 'A') || setweight(to_tsvector(CASE WHEN locale = 'it' THEN 'italian'::regconfig ELSE 'english'::regconfig END, coalesce(meta_keywords, '')), 'B') || setweight(to_tsvector(CASE WHEN locale = 'it' THEN 'italian'::regconfig ELSE 'english'::regconfig END, coalesce(description_short, '')), 'C')"]);
    await queryRunner.query(`CREATE TABLE "product_translations" ("product_id" integer NOT NULL, "locale" text NOT NULL, "name" text NOT NULL, "slug" text NOT NULL, "description" text NOT NULL DEFAULT '', "description_short" text NOT NULL DEFAULT '', "meta_title" text NOT NULL DEFAULT '', "meta_description" text NOT NULL DEFAULT '', "meta_keywords" text NOT NULL DEFAULT '', "requirements" text NOT NULL DEFAULT '', "instructions" text NOT NULL DEFAULT '', "alt" text NOT NULL DEFAULT '', "title" text NOT NULL DEFAULT '', "genres" text array NOT NULL DEFAULT '{}', "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector(CASE WHEN locale = 'it' THEN 'italian'::regconfig ELSE 'english'::regconfig END, coalesce(name, '')), 'A') || setweight(to_tsvector(CASE WHEN locale = 'it' THEN 'italian'::regconfig ELSE 'english'::regconfig END, coalesce(meta_keywords, '')), 'B') || setweight(to_tsvector(CASE WHEN locale = 'it' THEN 'italian'::regconfig ELSE 'english'::regconfig END, coalesce(description_short, '')), 'C')) STORED NOT NULL, CONSTRAINT "chk_product_translations_locale" CHECK ("locale" IN ('en', 'it')), CONSTRAINT "PK_431218829bc5c5ec9230232b960" PRIMARY KEY ("product_id", "locale"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c8fdce846fe4f31642267565b2" ON "product_translations"  ("locale", "slug") `);
    await queryRunner.query(`CREATE TABLE "offers" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "product_id" integer NOT NULL, "seller_id" integer NOT NULL, "price_eur" integer NOT NULL, "price_usd" integer NOT NULL, "price_gbp" integer NOT NULL, "state" smallint NOT NULL DEFAULT '0', "enabled" boolean NOT NULL DEFAULT true, "stock" integer NOT NULL DEFAULT '0', "sales_count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_offers_stock" CHECK ("stock" >= 0), CONSTRAINT "chk_offers_state" CHECK ("state" BETWEEN 0 AND 3), CONSTRAINT "chk_offers_prices" CHECK ("price_eur" > 0 AND "price_usd" > 0 AND "price_gbp" > 0), CONSTRAINT "PK_4c88e956195bba85977da21b8f4" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_7fc60d9f105c297d03d857ffb0" ON "offers"  ("seller_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_d7423016e9abb5f83438cf32b3" ON "offers"  ("product_id", "seller_id") `);
    await queryRunner.query(`CREATE TABLE "settings" ("key" text NOT NULL, "value" jsonb NOT NULL, CONSTRAINT "PK_c8639b7626fa94ba8265628f214" PRIMARY KEY ("key"))`);
    await queryRunner.query(`CREATE TABLE "product_keys" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "offer_id" integer NOT NULL, "product_id" integer NOT NULL, "seller_id" integer NOT NULL, "content_type" text NOT NULL DEFAULT 'text', "state" smallint NOT NULL DEFAULT '0', "value_ciphertext" bytea NOT NULL, "value_key_id" text NOT NULL, "value_hash" bytea NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_product_keys_content_type" CHECK ("content_type" IN ('text', 'jpeg', 'jpg', 'png', 'gif', 'credentials', 'url')), CONSTRAINT "chk_product_keys_state" CHECK ("state" BETWEEN 0 AND 6), CONSTRAINT "PK_a6a3d470b7b7b129318f612dceb" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_5aebf74478ecbd04e8cc19db8d" ON "product_keys"  ("seller_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1c34403ef975650f1e7aa1ce08" ON "product_keys"  ("product_id", "value_hash") `);
    await queryRunner.query(`CREATE TABLE "media_assets" ("key" text NOT NULL, "content_type" text NOT NULL, "body" bytea NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5990af20a8c46e36328bc155eaf" PRIMARY KEY ("key"))`);
    await queryRunner.query(`ALTER TABLE "seller_profiles" ADD CONSTRAINT "FK_9b0517c80ecf6aadcb9e105c94f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "macrocategory_translations" ADD CONSTRAINT "FK_6734965b437c6b1f063f0eb5c16" FOREIGN KEY ("macrocategory_id") REFERENCES "macrocategories"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "categories" ADD CONSTRAINT "FK_88cea2dc9c31951d06437879b40" FOREIGN KEY ("parent_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "categories" ADD CONSTRAINT "FK_2f14a2f203f69fe5ffc42d524a1" FOREIGN KEY ("macrocategory_id") REFERENCES "macrocategories"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "category_translations" ADD CONSTRAINT "FK_87902f79e775e1c1b0082201d7e" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "platform_translations" ADD CONSTRAINT "FK_c97cabdaac94120a6bef69b7199" FOREIGN KEY ("platform_id") REFERENCES "platforms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "products" ADD CONSTRAINT "FK_9a5f6868c96e0069e699f33e124" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "products" ADD CONSTRAINT "FK_30967f355ea1c43c1c82a278aa2" FOREIGN KEY ("platform_id") REFERENCES "platforms"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "product_translations" ADD CONSTRAINT "FK_1b7b07c6049367c6446c5ac5605" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "offers" ADD CONSTRAINT "FK_07d9a626265f252fc5c743c42b5" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "offers" ADD CONSTRAINT "FK_7fc60d9f105c297d03d857ffb0a" FOREIGN KEY ("seller_id") REFERENCES "seller_profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "product_keys" ADD CONSTRAINT "FK_0b22b8468ad17f176044679f038" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const db = (await queryRunner.query("SELECT current_database() AS db"))[0].db;
    await queryRunner.query(`ALTER TABLE "product_keys" DROP CONSTRAINT "FK_0b22b8468ad17f176044679f038"`);
    await queryRunner.query(`ALTER TABLE "offers" DROP CONSTRAINT "FK_7fc60d9f105c297d03d857ffb0a"`);
    await queryRunner.query(`ALTER TABLE "offers" DROP CONSTRAINT "FK_07d9a626265f252fc5c743c42b5"`);
    await queryRunner.query(`ALTER TABLE "product_translations" DROP CONSTRAINT "FK_1b7b07c6049367c6446c5ac5605"`);
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "FK_30967f355ea1c43c1c82a278aa2"`);
    await queryRunner.query(`ALTER TABLE "products" DROP CONSTRAINT "FK_9a5f6868c96e0069e699f33e124"`);
    await queryRunner.query(`ALTER TABLE "platform_translations" DROP CONSTRAINT "FK_c97cabdaac94120a6bef69b7199"`);
    await queryRunner.query(`ALTER TABLE "category_translations" DROP CONSTRAINT "FK_87902f79e775e1c1b0082201d7e"`);
    await queryRunner.query(`ALTER TABLE "categories" DROP CONSTRAINT "FK_2f14a2f203f69fe5ffc42d524a1"`);
    await queryRunner.query(`ALTER TABLE "categories" DROP CONSTRAINT "FK_88cea2dc9c31951d06437879b40"`);
    await queryRunner.query(`ALTER TABLE "macrocategory_translations" DROP CONSTRAINT "FK_6734965b437c6b1f063f0eb5c16"`);
    await queryRunner.query(`ALTER TABLE "seller_profiles" DROP CONSTRAINT "FK_9b0517c80ecf6aadcb9e105c94f"`);
    await queryRunner.query(`DROP TABLE "media_assets"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1c34403ef975650f1e7aa1ce08"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5aebf74478ecbd04e8cc19db8d"`);
    await queryRunner.query(`DROP TABLE "product_keys"`);
    await queryRunner.query(`DROP TABLE "settings"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d7423016e9abb5f83438cf32b3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7fc60d9f105c297d03d857ffb0"`);
    await queryRunner.query(`DROP TABLE "offers"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c8fdce846fe4f31642267565b2"`);
    await queryRunner.query(`DROP TABLE "product_translations"`);
    await queryRunner.query(`DELETE FROM "typeorm_metadata" WHERE "type" = $1 AND "name" = $2 AND "database" = $3 AND "schema" = $4 AND "table" = $5`, ["GENERATED_COLUMN","search_vector",db,"public","product_translations"]);
    await queryRunner.query(`DROP INDEX "public"."IDX_9a5f6868c96e0069e699f33e12"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_30967f355ea1c43c1c82a278aa"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e48fc8138b1a0752c3bad847c5"`);
    await queryRunner.query(`DROP TABLE "products"`);
    await queryRunner.query(`DROP TABLE "platform_translations"`);
    await queryRunner.query(`DROP TABLE "platforms"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_240cf593e24ae35328d788e409"`);
    await queryRunner.query(`DROP TABLE "category_translations"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8a32124926b56b6e93bf3ff0fe"`);
    await queryRunner.query(`DROP TABLE "categories"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5cd9af9e2217e641047fb20830"`);
    await queryRunner.query(`DROP TABLE "macrocategory_translations"`);
    await queryRunner.query(`DROP TABLE "macrocategories"`);
    await queryRunner.query(`DROP TABLE "seller_profiles"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
