// The ceiling: plain node:http + pg running the same SQL the GraphQL path runs for the
// 20-product catalogue page (page query and count, then offers, sellers, platforms and
// categories by id), assembled into the same JSON. No framework, no ORM, no cache.
import http from "node:http";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const PORT = Number(process.env.PORT ?? 4402);

const PAGE = `SELECT p.id, t.name, t.slug, p.category_id, p.platform_id, p.best_price_eur, p.stock
  FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = $1
  WHERE p.enabled ORDER BY p.sales_count DESC, p.id OFFSET $2 LIMIT $3`;
const COUNT = `SELECT count(*)::int AS n FROM products p WHERE p.enabled AND $1::text IS NOT NULL`;
const OFFERS = `SELECT o.id, o.product_id, o.seller_id, o.stock, o.price_eur, o.price_usd, o.price_gbp
  FROM offers o WHERE o.product_id = ANY($1) AND o.enabled AND o.state = 0 ORDER BY o.product_id, o.price_eur, o.id`;
const SELLERS = `SELECT id, name FROM seller_profiles WHERE id = ANY($1)`;
const PLATFORMS = `SELECT pl.id, pl.name, pl.slug FROM platforms pl JOIN platform_translations pt ON pt.platform_id = pl.id AND pt.locale = 'en' WHERE pl.id = ANY($1)`;
const CATEGORIES = `SELECT c.id, c.path, ct.name, ct.slug FROM categories c JOIN category_translations ct ON ct.category_id = c.id AND ct.locale = 'en'
  WHERE c.id IN (SELECT unnest(string_to_array(trim(both '/' from x.path), '/'))::int FROM categories x WHERE x.id = ANY($1))`;

async function page() {
  const { rows } = await pool.query(PAGE, ["en", 0, 20]);
  const ids = rows.map((r) => r.id);
  const [offers, platforms, categories, count] = await Promise.all([
    pool.query(OFFERS, [ids]),
    pool.query(PLATFORMS, [[...new Set(rows.map((r) => r.platform_id))]]),
    pool.query(CATEGORIES, [[...new Set(rows.map((r) => r.category_id))]]),
    pool.query(COUNT, ["en"]),
  ]);
  const sellers = await pool.query(SELLERS, [[...new Set(offers.rows.map((o) => o.seller_id))]]);
  const sellerName = new Map(sellers.rows.map((s) => [s.id, s.name]));
  const platform = new Map(platforms.rows.map((p) => [p.id, p]));
  const category = new Map(categories.rows.map((c) => [c.id, c]));
  const url = (c, slug) =>
    "/" +
    [
      ...c.path
        .split("/")
        .filter(Boolean)
        .map((id) => category.get(Number(id)).slug),
      slug,
    ].join("/");
  return {
    data: {
      products: {
        totalItems: count.rows[0].n,
        items: rows.map((r) => {
          const c = category.get(r.category_id);
          return {
            id: String(r.id),
            name: r.name,
            slug: r.slug,
            url: url(c, r.slug),
            inStock: r.stock > 0,
            bestPrice: r.best_price_eur == null ? null : { amount: r.best_price_eur / 100 },
            platform: { name: platform.get(r.platform_id).name },
            category: { name: c.name },
            offers: offers.rows
              .filter((o) => o.product_id === r.id && o.stock > 0)
              .map((o) => ({
                id: String(o.id),
                sellerName: sellerName.get(o.seller_id),
                stock: o.stock,
                prices: { eur: o.price_eur / 100, usd: o.price_usd / 100, gbp: o.price_gbp / 100 },
              })),
          };
        }),
      },
    },
  };
}

http
  .createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      page().then(
        (body) => {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify(body));
        },
        (e) => {
          res.writeHead(500);
          res.end(String(e));
        },
      );
    });
  })
  .listen(PORT, "127.0.0.1", () => console.log(`raw ceiling on ${PORT}`));
