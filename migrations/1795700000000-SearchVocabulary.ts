import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * What search needs beyond the products' text vectors:
 *
 *   search_words     every word of the product names (both languages) with the number of names it
 *                    is in: the vocabulary a misspelt word is corrected against ("eldn" → "elden"),
 *                    by trigram distance (GiST) and edit distance (fuzzystrmatch). A materialized
 *                    view, refreshed at start-up and by a job (server/modules/catalog/search.ts).
 *   search_synonyms  short names and abbreviations shoppers type and the words they stand for
 *                    ("gta" → "grand theft auto"); admins extend it. Terms are single lower-case words.
 *                    A change makes every process drop its cached answers.
 */
export class SearchVocabulary1795700000000 implements MigrationInterface {
  name = "SearchVocabulary1795700000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
    // Schema-qualified: Postgres 17 builds and refreshes materialized views with a search_path of
    // pg_catalog alone.
    await q.query(`CREATE MATERIALIZED VIEW search_words AS
      SELECT word, ndoc FROM ts_stat($$SELECT pg_catalog.to_tsvector('simple', name) FROM public.product_translations$$)`);
    await q.query(`CREATE UNIQUE INDEX idx_search_words_word ON search_words (word)`);
    await q.query(`CREATE INDEX idx_search_words_trgm ON search_words USING gist (word gist_trgm_ops)`);
    await q.query(`CREATE TABLE search_synonyms (
      term text PRIMARY KEY CHECK (term ~ '^[[:alnum:]]+$' AND term = lower(term)),
      expansion text NOT NULL CHECK (length(expansion) BETWEEN 1 AND 200),
      created_at timestamptz NOT NULL DEFAULT now())`);
    // A synonym changes what searches find: every process drops its cached answers ("*").
    await q.query(`CREATE FUNCTION km_notify_search_synonyms() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM km_notify_tags(ARRAY['*']); RETURN NULL; END $$`);
    await q.query(`CREATE TRIGGER trg_search_synonyms_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
      FOR EACH STATEMENT EXECUTE FUNCTION km_notify_search_synonyms()`);
    const synonyms: [string, string][] = [
      ["gta", "grand theft auto"],
      ["cod", "call of duty"],
      ["mw", "modern warfare"],
      ["bo", "black ops"],
      ["rdr", "red dead redemption"],
      ["rdr2", "red dead redemption 2"],
      ["ac", "assassin's creed"],
      ["nfs", "need for speed"],
      ["ff", "final fantasy"],
      ["ffxiv", "final fantasy xiv"],
      ["tes", "elder scrolls"],
      ["eso", "elder scrolls online"],
      ["botw", "breath of the wild"],
      ["totk", "tears of the kingdom"],
      ["cp2077", "cyberpunk 2077"],
      ["re", "resident evil"],
      ["mk", "mortal kombat"],
      ["bf", "battlefield"],
      ["aoe", "age of empires"],
      ["civ", "civilization"],
      ["ck3", "crusader kings iii"],
      ["psn", "playstation network"],
      ["ps", "playstation"],
      ["xgp", "xbox game pass"],
      ["gamepass", "game pass"],
      ["eafc", "ea sports fc"],
      ["fifa", "ea sports fc"],
      ["office", "microsoft 365 office"],
      ["win", "windows"],
    ];
    for (const [term, expansion] of synonyms) {
      await q.query(`INSERT INTO search_synonyms (term, expansion) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [term, expansion]);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS search_synonyms`);
    await q.query(`DROP FUNCTION IF EXISTS km_notify_search_synonyms()`);
    await q.query(`DROP MATERIALIZED VIEW IF EXISTS search_words`);
  }
}
