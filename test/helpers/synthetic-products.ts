/**
 * `n` synthetic products, each with an English and an Italian name, for tests and benchmarks of
 * large catalogues: in stock, priced in the three currencies, in the first category and platform.
 * Their names and publisher carry `&` and `<` (escaping in feeds). Returns the highest product id
 * before them (the new ones have larger ids).
 */
export async function insertSyntheticProducts(query: (sql: string, params?: unknown[]) => Promise<any[]>, n: number): Promise<number> {
  const [{ max }] = await query(`SELECT coalesce(max(id), 0) AS max FROM products`);
  await query(
    `INSERT INTO products (category_id, platform_id, region, cover_image, best_price_eur, best_price_usd, best_price_gbp, stock, offer_count, publisher)
     SELECT (SELECT category_id FROM products ORDER BY id LIMIT 1), (SELECT platform_id FROM products ORDER BY id LIMIT 1), 'GLOBAL',
            '{"src": "/media/covers/1.svg"}', 500 + g % 5000, 550 + g % 5000, 450 + g % 5000, 1 + g % 20, 1, 'Synthetic & Co'
       FROM generate_series(1, $1) g`,
    [n],
  );
  await query(
    `INSERT INTO product_translations (product_id, locale, name, slug, description_short)
     SELECT p.id, l.locale, 'Synthetic product ' || p.id || ' <' || l.locale || '>', 'synthetic-' || p.id || '-' || l.locale,
            repeat('A synthetic product description. ', 20)
       FROM products p CROSS JOIN (VALUES ('en'), ('it')) l(locale) WHERE p.id > $1`,
    [max],
  );
  return Number(max);
}
