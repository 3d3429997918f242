/**
 * Dev check of the demo seed: seeds two fresh databases on the local Postgres, asserts the
 * contents with SQL, compares fingerprints of both runs (determinism), checks a decrypted
 * key and that every generated SVG is well-formed XML, then drops the databases.
 *
 *   npx tsx scripts/seed-verify.ts         (DATABASE_ADMIN_URL overrides postgres://postgres@127.0.0.1:5432/postgres)
 */
import "reflect-metadata";
import { Client } from "pg";
import type { DataSource } from "typeorm";
import { createDataSource } from "../server/db/data-source.js";
import { KeyVault } from "../server/modules/keys/key-vault.js";
import { KEY_CODE_PATTERN } from "../server/modules/keys/key-code.js";
import { verifyPassword } from "../server/modules/accounts/password.js";
import { isReservedSlug } from "../server/common/routes.js";
import { DEMO_ACCOUNTS } from "../server/db/seed/accounts.js";
import { seedDemoData, type SeedSummary } from "../server/db/seed/index.js";

const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const FONT = "DejaVu Sans, Arial, sans-serif";

let failures = 0;
function check(ok: boolean, what: string, detail?: unknown): void {
  if (ok) console.log(`  ok   ${what}`);
  else {
    failures++;
    console.log(`  FAIL ${what}${detail === undefined ? "" : `: ${typeof detail === "string" ? detail : JSON.stringify(detail)}`}`);
  }
}

/**
 * Minimal XML well-formedness check for the generated SVGs: balanced tags, quoted and
 * unique attributes, only predefined or numeric entities, one root element.
 * Returns null when well-formed, else what is wrong.
 */
export function xmlProblem(xml: string): string | null {
  const stack: string[] = [];
  const badAmp = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
  let roots = 0;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const text = lt < 0 ? xml.slice(i) : xml.slice(i, lt);
    if (badAmp.test(text)) return `unescaped & in text near "${text.slice(0, 40)}"`;
    if (text.includes(">")) return `raw > in text near "${text.slice(0, 40)}"`;
    if (stack.length === 0 && text.trim()) return "text outside the root element";
    if (lt < 0) break;
    const gt = xml.indexOf(">", lt);
    if (gt < 0) return "unterminated tag";
    const tag = xml.slice(lt + 1, gt);
    if (tag.includes("<")) return `"<" inside tag <${tag.slice(0, 40)}`;
    if (tag.startsWith("/")) {
      const name = tag.slice(1).trim();
      const open = stack.pop();
      if (open !== name) return `</${name}> closes <${open ?? "nothing"}>`;
    } else if (tag.startsWith("?") || tag.startsWith("!--")) {
      // declaration or comment
    } else {
      const selfClosing = tag.endsWith("/");
      const body = selfClosing ? tag.slice(0, -1) : tag;
      const name = /^[A-Za-z_][\w:.-]*/.exec(body)?.[0];
      if (!name) return `bad tag <${tag.slice(0, 40)}`;
      const rest = body.slice(name.length);
      const attr = /\s+([A-Za-z_:][\w:.-]*)="([^"]*)"/y;
      const seen = new Set<string>();
      let pos = 0;
      let m: RegExpExecArray | null;
      for (;;) {
        attr.lastIndex = pos;
        m = attr.exec(rest);
        if (!m) break;
        if (seen.has(m[1]!)) return `duplicate attribute ${m[1]} on <${name}>`;
        seen.add(m[1]!);
        if (badAmp.test(m[2]!)) return `unescaped & in attribute ${m[1]}`;
        pos = attr.lastIndex;
      }
      if (rest.slice(pos).trim()) return `malformed attributes on <${name}>: "${rest.slice(pos, pos + 40)}"`;
      if (stack.length === 0) roots++;
      if (!selfClosing) stack.push(name);
    }
    i = gt + 1;
  }
  if (stack.length) return `unclosed <${stack.join("><")}>`;
  if (roots !== 1) return `${roots} root elements`;
  return null;
}

async function withAdmin<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

function urlFor(db: string): string {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${db}`;
  return u.toString();
}

async function freshSeeded(db: string): Promise<{ ds: DataSource; summary: SeedSummary; migrateMs: number }> {
  await withAdmin((c) => c.query(`CREATE DATABASE ${db}`));
  const ds = createDataSource({ url: urlFor(db), poolSize: 4 });
  const t = Date.now();
  await ds.initialize();
  await ds.runMigrations();
  const migrateMs = Date.now() - t;
  const summary = await seedDemoData(ds, { vault: new KeyVault(undefined) });
  return { ds, summary, migrateMs };
}

const FINGERPRINTS: Record<string, string> = {
  // The sales' buyers are dated relative to the day of seeding (the dashboards' last 30 days), so their dates are left out.
  users: `SELECT md5(string_agg(concat_ws('|', id, email, name, surname, role, locale, marketing_consent, password_hash IS NOT NULL,
            CASE WHEN email NOT LIKE 'buyer%' THEN concat_ws('|', email_verified_at, created_at) END), E'\\n' ORDER BY id)) FROM users`,
  seller_profiles: `SELECT md5(string_agg(concat_ws('|', id, user_id, name, email, registration_name, vat_number, state, rating, sales_count, created_at), E'\\n' ORDER BY id)) FROM seller_profiles`,
  categories: `SELECT md5(string_agg(concat_ws('|', c.id, c.parent_id, c.macrocategory_id, c.position, c.path, c.depth, t.locale, t.name, t.slug, t.description, t.meta_title, t.meta_description), E'\\n' ORDER BY c.id, t.locale)) FROM categories c JOIN category_translations t ON t.category_id = c.id`,
  platforms: `SELECT md5(string_agg(concat_ws('|', p.id, p.slug, p.name, p.family, p.position, t.locale, t.activation_guide), E'\\n' ORDER BY p.id, t.locale)) FROM platforms p JOIN platform_translations t ON t.platform_id = p.id`,
  products: `SELECT md5(string_agg(concat_ws('|', id, category_id, platform_id, publisher, manufacturer, steam_app_id, steam_score, region, tags, pre_order, prepaidforge, release_date, cover_image, gallery_images, igdb_rating_covers, list_price_eur, list_price_usd, list_price_gbp, sales_count, recent_sales_count, best_price_eur, best_price_usd, best_price_gbp, stock, offer_count, created_at), E'\\n' ORDER BY id)) FROM products`,
  product_translations: `SELECT md5(string_agg(concat_ws('|', product_id, locale, name, slug, description, description_short, meta_title, meta_description, meta_keywords, requirements, instructions, alt, title, genres, search_vector), E'\\n' ORDER BY product_id, locale)) FROM product_translations`,
  offers: `SELECT md5(string_agg(concat_ws('|', id, product_id, seller_id, price_eur, price_usd, price_gbp, state, enabled, stock, sales_count, created_at), E'\\n' ORDER BY id)) FROM offers`,
  product_keys: `SELECT md5(string_agg(concat_ws('|', id, offer_id, product_id, seller_id, content_type, state, value_key_id, encode(value_hash, 'hex')), E'\\n' ORDER BY id)) FROM product_keys`,
  media_assets: `SELECT md5(string_agg(concat_ws('|', key, content_type, width, height, md5(body)), E'\\n' ORDER BY key)) FROM media_assets`,
  settings: `SELECT md5(string_agg(concat_ws('|', key, value), E'\\n' ORDER BY key)) FROM settings`,
};

async function fingerprints(ds: DataSource): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, sql] of Object.entries(FINGERPRINTS)) out[name] = (await ds.query(sql))[0].md5;
  return out;
}

async function one<T = Record<string, unknown>>(ds: DataSource, sql: string, params: unknown[] = []): Promise<T> {
  return (await ds.query(sql, params))[0] as T;
}

async function assertContents(ds: DataSource, summary: SeedSummary): Promise<void> {
  console.log("counts");
  const c = await one<Record<string, number>>(
    ds,
    `SELECT (SELECT count(*)::int FROM users) users, (SELECT count(*)::int FROM seller_profiles) sellers,
            (SELECT count(*)::int FROM categories) categories, (SELECT count(*)::int FROM categories WHERE depth = 1) leaves,
            (SELECT count(*)::int FROM macrocategories) macros, (SELECT count(*)::int FROM platforms) platforms,
            (SELECT count(*)::int FROM products) products, (SELECT count(*)::int FROM product_translations) translations,
            (SELECT count(*)::int FROM offers) offers, (SELECT count(*)::int FROM product_keys) keys,
            (SELECT count(*)::int FROM media_assets) media, (SELECT count(*)::int FROM settings) settings`,
  );
  console.log(`  ${JSON.stringify(c)}`);
  check(c.users === 19 && summary.users === 13, "13 users (demo accounts and seller shops) + 6 buyers of the seeded sales", c.users);
  check(c.sellers === 10 && summary.sellers === 10, "10 seller profiles", c.sellers);
  check(c.categories === 24 && c.leaves === 20 && c.macros === 4, "4 roots + 20 leaves, 4 macrocategories");
  check(c.platforms === 20, "20 platforms");
  check(c.products! >= 520 && c.products === summary.products, "≥ 520 products", c.products);
  check(c.translations === c.products! * 2, "en + it translation for every product");
  check(c.offers! >= 1600 && c.offers === summary.offers, "≥ 1,600 offers", c.offers);
  check(c.keys! >= 22000 && c.keys === summary.keys, "≥ 22,000 keys", c.keys);
  check(c.media === c.products! * 4 + 5 && c.media === summary.media, "4 images per product + 5 PEGI badges", c.media);
  check(c.settings === 2, "2 settings");

  console.log("structure");
  const platformOrder = (await ds.query(`SELECT slug FROM platforms ORDER BY position`)).map((r: { slug: string }) => r.slug).join(",");
  check(
    platformOrder ===
      "keymarket,ea-app,epic-games,gog,mog-station,ncsoft,nintendo-switch,ps-vita,ps3,ps4,ps5,rockstar,steam,ubisoft-connect,windows-10-home,windows-10-pro,windows-10-education,xbox-360,xbox-one,xbox-series",
    "platforms in the required order",
    platformOrder,
  );
  const emptyPlatforms = await ds.query(`SELECT slug FROM platforms p WHERE NOT EXISTS (SELECT 1 FROM products WHERE platform_id = p.id)`);
  check(emptyPlatforms.length === 0, "every platform has products", emptyPlatforms);
  const guides = await ds.query(
    `SELECT p.slug, t.locale, array_length(string_to_array(t.activation_guide, E'\\n'), 1) AS n FROM platforms p JOIN platform_translations t ON t.platform_id = p.id
     WHERE array_length(string_to_array(t.activation_guide, E'\\n'), 1) NOT BETWEEN 5 AND 8`,
  );
  check(
    guides.length === 0 && (await one<{ n: number }>(ds, `SELECT count(*)::int n FROM platform_translations`)).n === 40,
    "activation guides en+it with 5–8 steps",
    guides,
  );
  const emptyLeaves = await ds.query(
    `SELECT c.id, t.slug FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.locale = 'en'
     WHERE c.depth = 1 AND NOT EXISTS (SELECT 1 FROM products WHERE category_id = c.id)`,
  );
  check(emptyLeaves.length === 0, "every leaf category has products", emptyLeaves);
  const nonLeaf = await one<{ n: number }>(ds, `SELECT count(*)::int n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.depth <> 1`);
  check(nonLeaf.n === 0, "products sit in leaf categories");
  const badPaths = await ds.query(
    `SELECT id, path FROM categories WHERE path <> CASE WHEN parent_id IS NULL THEN '/' || id || '/' ELSE '/' || parent_id || '/' || id || '/' END
        OR macrocategory_id IS NULL OR depth <> CASE WHEN parent_id IS NULL THEN 0 ELSE 1 END
        OR macrocategory_id <> coalesce((SELECT macrocategory_id FROM categories r WHERE r.id = categories.parent_id), macrocategory_id)`,
  );
  check(badPaths.length === 0, "category paths, depths and macrocategories", badPaths);
  const rootSlugs = (await ds.query(
    `SELECT t.locale, string_agg(t.slug, ',' ORDER BY c.position) s FROM categories c JOIN category_translations t ON t.category_id = c.id WHERE c.depth = 0 GROUP BY t.locale ORDER BY t.locale`,
  )) as { locale: string; s: string }[];
  check(rootSlugs[0]?.s === "games,softwares,cards,accounts" && rootSlugs[1]?.s === "giochi,software,carte-regalo,account-digitali", "root slugs", rootSlugs);
  const catSlugs = (await ds.query(`SELECT locale, slug FROM category_translations`)) as { locale: string; slug: string }[];
  check(
    catSlugs.every((r) => SLUG.test(r.slug) && !isReservedSlug(r.slug)),
    "category slugs lowercase and not reserved",
  );
  check(new Set(catSlugs.map((r) => `${r.locale}:${r.slug}`)).size === catSlugs.length, "category slugs unique per locale");
  const catText = await one<{ n: number }>(
    ds,
    `SELECT count(*)::int n FROM category_translations WHERE description = '' OR meta_title = '' OR meta_description = ''`,
  );
  check(catText.n === 0, "category descriptions and meta filled");

  console.log("products");
  const prodSlugs = (await ds.query(`SELECT locale, slug FROM product_translations`)) as { locale: string; slug: string }[];
  check(
    prodSlugs.every((r) => SLUG.test(r.slug)),
    "product slugs lowercase [a-z0-9-]",
    prodSlugs.filter((r) => !SLUG.test(r.slug)).slice(0, 5),
  );
  check(new Set(prodSlugs.map((r) => `${r.locale}:${r.slug}`)).size === prodSlugs.length, "product slugs unique per locale");
  const emptyText = await one<{ n: number }>(
    ds,
    `SELECT count(*)::int n FROM product_translations WHERE name = '' OR description = '' OR description_short = '' OR meta_title = '' OR meta_description = ''
       OR meta_keywords = '' OR instructions = '' OR alt = '' OR title = '' OR cardinality(genres) = 0`,
  );
  check(emptyText.n === 0, "every translation field filled");
  const reqs = await one<{ pc_games_without: number; consoles_with: number; software_without: number }>(
    ds,
    `SELECT count(*) FILTER (WHERE c.path LIKE r.path || '%' AND rt.slug = 'games' AND pl.family <> 'console' AND t.requirements = '')::int pc_games_without,
            count(*) FILTER (WHERE pl.family = 'console' AND t.requirements <> '')::int consoles_with,
            count(*) FILTER (WHERE rt.slug = 'softwares' AND t.requirements = '')::int software_without
     FROM product_translations t JOIN products p ON p.id = t.product_id JOIN platforms pl ON pl.id = p.platform_id
     JOIN categories c ON c.id = p.category_id JOIN categories r ON r.id = c.parent_id JOIN category_translations rt ON rt.category_id = r.id AND rt.locale = 'en'`,
  );
  check(reqs.pc_games_without === 0 && reqs.consoles_with === 0 && reqs.software_without === 0, "requirements for PC games and software only", reqs);
  const images = await one<{ n: number }>(
    ds,
    `SELECT count(*)::int n FROM products p WHERE cover_image->>'src' <> '/media/covers/' || p.id || '.svg' OR (cover_image->>'width')::int <> 600
       OR jsonb_array_length(gallery_images) <> 3 OR NOT EXISTS (SELECT 1 FROM media_assets m WHERE '/media/' || m.key = p.cover_image->>'src')
       OR EXISTS (SELECT 1 FROM jsonb_array_elements(gallery_images || igdb_rating_covers) g WHERE NOT EXISTS (SELECT 1 FROM media_assets m WHERE '/media/' || m.key = g->>'src'))`,
  );
  check(images.n === 0, "cover, gallery and rating images point at stored media");
  const steam = await one<{ n: number; with: number }>(
    ds,
    `SELECT count(*) FILTER (WHERE p.steam_app_id IS NOT NULL AND pl.slug <> 'steam')::int n, count(*) FILTER (WHERE p.steam_app_id IS NOT NULL)::int "with" FROM products p JOIN platforms pl ON pl.id = p.platform_id`,
  );
  check(steam.n === 0 && steam.with > 50, "steam_app_id only on Steam products", steam);
  const mix = await one<Record<string, number>>(
    ds,
    `SELECT count(*)::int total,
            count(*) FILTER (WHERE 'New' = ANY(tags))::int "new", count(*) FILTER (WHERE 'Exclusive' = ANY(tags))::int exclusive,
            count(*) FILTER (WHERE pre_order = 1)::int pre1, count(*) FILTER (WHERE pre_order = 1 AND release_date >= '2027-01-01')::int pre1_2027,
            count(*) FILTER (WHERE pre_order = 2)::int pre2, count(*) FILTER (WHERE list_price_eur IS NOT NULL)::int listed,
            count(*) FILTER (WHERE prepaidforge)::int prepaidforge, count(*) FILTER (WHERE stock = 0)::int out_of_stock,
            count(*) FILTER (WHERE recent_sales_count > sales_count)::int bad_recent,
            count(*) FILTER (WHERE created_at < timestamptz '2026-11-01' - interval '541 days' OR created_at > timestamptz '2026-11-01')::int bad_created,
            count(*) FILTER (WHERE region NOT IN ('GLOBAL','EUROPE','NORTH_AMERICA','UNITED_KINGDOM','ITALY'))::int bad_region
     FROM products`,
  );
  console.log(`  ${JSON.stringify(mix)}`);
  const total = mix.total!;
  check(mix.new! > total * 0.06 && mix.new! < total * 0.15, "~10% New");
  check(mix.exclusive! > total * 0.02 && mix.exclusive! < total * 0.09, "~5% Exclusive");
  check(mix.pre1! > 0 && mix.pre1 === mix.pre1_2027 && mix.pre2! > 0, "pre-orders (1 released in 2027, and some 2)");
  check(mix.listed! > total * 0.62 && mix.listed! < total * 0.78, "~70% with list prices");
  check(mix.out_of_stock! > total * 0.03 && mix.out_of_stock! < total * 0.1, "~5% products out of stock");
  check(mix.bad_recent === 0 && mix.bad_created === 0 && mix.bad_region === 0, "recent ≤ total sales, created_at within 540 days, valid regions");

  console.log("offers and stock (triggers)");
  const offerStock = await one<{ n: number }>(
    ds,
    `SELECT count(*)::int n FROM offers o WHERE o.stock <> (SELECT count(*) FROM product_keys k WHERE k.offer_id = o.id AND k.state IN (0, 1))`,
  );
  check(offerStock.n === 0, "offers.stock = keys in state 0/1");
  const best = await one<{ missing: number; wrong: number }>(
    ds,
    `SELECT count(*) FILTER (WHERE p.stock > 0 AND (p.best_price_eur IS NULL OR p.best_price_usd IS NULL OR p.best_price_gbp IS NULL))::int missing,
            count(*) FILTER (WHERE p.best_price_eur IS DISTINCT FROM s.eur OR p.stock <> s.stock OR p.offer_count <> s.n)::int wrong
     FROM products p JOIN LATERAL (SELECT min(price_eur) FILTER (WHERE stock > 0) eur, coalesce(sum(stock), 0) stock, count(*) FILTER (WHERE stock > 0) n
                                   FROM offers o WHERE o.product_id = p.id AND o.enabled AND o.state = 0) s ON true`,
  );
  check(best.missing === 0 && best.wrong === 0, "products with stock have best prices; stock/offer_count agree with offers", best);
  const o = await one<Record<string, number>>(
    ds,
    `SELECT count(*)::int total, count(*) FILTER (WHERE NOT enabled)::int disabled, count(*) FILTER (WHERE state = 1)::int waiting,
            count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM product_keys k WHERE k.offer_id = offers.id))::int no_keys,
            count(*) FILTER (WHERE price_eur <= 0 OR price_usd <= 0 OR price_gbp <= 0)::int bad_price,
            (SELECT min(n) FROM (SELECT count(*) n FROM offers GROUP BY product_id) x)::int min_per_product,
            (SELECT max(n) FROM (SELECT count(*) n FROM offers GROUP BY product_id) x)::int max_per_product,
            (SELECT max(n) FROM (SELECT count(*) n FROM product_keys GROUP BY offer_id) x)::int max_keys
     FROM offers`,
  );
  console.log(`  ${JSON.stringify(o)}`);
  check(o.min_per_product === 2 && o.max_per_product === 5, "2–5 offers per product");
  check(o.max_keys! <= 30 && o.no_keys! > o.total! * 0.05 && o.no_keys! < o.total! * 0.12, "0–30 keys per offer, ~8% with none");
  check(o.disabled! > 0 && o.waiting! > 0 && o.bad_price === 0, "some disabled and waiting offers, all prices > 0");
  const consistency = await one<{ n: number }>(
    ds,
    `SELECT count(*)::int n FROM product_keys k JOIN offers o ON o.id = k.offer_id WHERE k.product_id <> o.product_id OR k.seller_id <> o.seller_id`,
  );
  check(consistency.n === 0, "keys' product and seller match their offer");
  const states = await ds.query(`SELECT state, content_type, count(*)::int n FROM product_keys GROUP BY 1, 2 ORDER BY 1, 2`);
  console.log(`  key states/types: ${states.map((r: { state: number; content_type: string; n: number }) => `${r.state}/${r.content_type}=${r.n}`).join(" ")}`);
  const accountsText = await one<{ n: number }>(
    ds,
    `SELECT count(*)::int n FROM product_keys k JOIN products p ON p.id = k.product_id JOIN categories c ON c.id = p.category_id
     JOIN category_translations t ON t.category_id = c.parent_id AND t.locale = 'en'
     WHERE (t.slug = 'accounts') <> (k.content_type = 'credentials')`,
  );
  check(accountsText.n === 0, "credentials exactly for account products");

  console.log("keys");
  const vault = new KeyVault(undefined);
  const samples = (await ds.query(
    `SELECT DISTINCT ON (content_type) content_type, value_ciphertext, value_key_id, value_hash FROM product_keys ORDER BY content_type, id`,
  )) as { content_type: string; value_ciphertext: Buffer; value_key_id: string; value_hash: Buffer }[];
  for (const s of samples) {
    const value = vault.decrypt(s.value_ciphertext, s.value_key_id);
    const shape =
      s.content_type === "text"
        ? KEY_CODE_PATTERN.test(value)
        : s.content_type === "credentials"
          ? /^login: \S+@\S+\npassword: \S{8,}$/.test(value)
          : /^https:\/\/\S+$/.test(value);
    check(shape && vault.hash(value).equals(s.value_hash), `a ${s.content_type} key decrypts to a well-formed value with a matching hash`, value);
  }

  console.log("accounts and settings");
  for (const [role, acc] of Object.entries(DEMO_ACCOUNTS)) {
    const u = await one<{ password_hash: string; role: string; email_verified_at: Date | null; locale: string }>(
      ds,
      `SELECT password_hash, role, email_verified_at, locale FROM users WHERE email = $1`,
      [acc.email],
    );
    check(
      !!u && u.role === acc.role && !!u.email_verified_at && u.locale === acc.locale && (await verifyPassword(u.password_hash, acc.password)),
      `${role} can sign in with the demo password`,
    );
  }
  const unverified = await one<{ n: number; login: number }>(
    ds,
    `SELECT count(*) FILTER (WHERE email_verified_at IS NULL)::int n, count(*) FILTER (WHERE password_hash IS NOT NULL)::int login FROM users`,
  );
  check(
    unverified.n === 0 && unverified.login === Object.keys(DEMO_ACCOUNTS).length,
    `all users verified, only the ${Object.keys(DEMO_ACCOUNTS).length} demo accounts have passwords`,
    unverified,
  );
  const pixel = await one<{ email: string }>(ds, `SELECT u.email FROM seller_profiles s JOIN users u ON u.id = s.user_id WHERE s.name = 'PixelVault'`);
  check(pixel?.email === DEMO_ACCOUNTS.seller.email, "the demo seller owns PixelVault");
  const settings = await one<{ t: { score: number }; p: unknown[] }>(
    ds,
    `SELECT (SELECT value FROM settings WHERE key = 'trustpilot') t, (SELECT value FROM settings WHERE key = 'payments') p`,
  );
  check(settings.t?.score === 4.7 && Array.isArray(settings.p) && settings.p.length === 2, "trustpilot and payments settings");

  console.log("images");
  // The age-rating badges are PNG bitmaps (as IGDB's are); the cover art and screenshots SVG.
  const badges = (await ds.query(
    `SELECT key, content_type AS type, substring(body from 1 for 8) = '\\x89504e470d0a1a0a'::bytea AS png, length(body) AS size
       FROM media_assets WHERE key LIKE 'ratings/%'`,
  )) as { key: string; type: string; png: boolean; size: number }[];
  check(
    badges.length === 5 && badges.every((b) => b.key.endsWith(".png") && b.type === "image/png" && b.png && b.size < 8_000),
    "5 PEGI badges, PNG (< 8 KB each)",
    badges,
  );
  const media = (await ds.query(`SELECT key, convert_from(body, 'UTF8') AS svg FROM media_assets WHERE content_type = 'image/svg+xml'`)) as {
    key: string;
    svg: string;
  }[];
  const broken: string[] = [];
  let largest = 0;
  for (const m of media) {
    const problem = xmlProblem(m.svg);
    const fonts = [...m.svg.matchAll(/font-family="([^"]*)"/g)].every((f) => f[1] === FONT);
    const external =
      /(href|src)="(?!#)|url\((?!#)|@import|<image|<script|<foreignObject/i.test(m.svg) ||
      m.svg.replace('xmlns="http://www.w3.org/2000/svg"', "").includes("http");
    largest = Math.max(largest, Buffer.byteLength(m.svg));
    if (problem || !fonts || external) broken.push(`${m.key}: ${problem ?? (!fonts ? "font" : "external reference")}`);
  }
  check(broken.length === 0, `all ${media.length} SVGs are well-formed XML, system fonts only, no external references`, broken.slice(0, 5));
  check(largest <= 4300, `largest SVG ${largest} bytes (≤ ~4 KB)`);
}

async function main(): Promise<void> {
  const stamp = Date.now();
  const dbs = [`km_seed_check_${stamp}`, `km_seed_check_${stamp}_b`];
  const sources: DataSource[] = [];
  try {
    console.log(`seeding ${dbs[0]}`);
    const a = await freshSeeded(dbs[0]!);
    sources.push(a.ds);
    console.log(`  migrations ${a.migrateMs} ms; seed ${JSON.stringify(a.summary)}`);
    check(a.summary.ms < 8000, `seed took ${a.summary.ms} ms (< 8 s)`);
    await assertContents(a.ds, a.summary);

    console.log(`seeding ${dbs[1]} (determinism)`);
    const b = await freshSeeded(dbs[1]!);
    sources.push(b.ds);
    console.log(`  migrations ${b.migrateMs} ms; seed ${JSON.stringify(b.summary)}`);
    check(b.summary.ms < 8000, `second seed took ${b.summary.ms} ms (< 8 s)`);
    const [fa, fb] = [await fingerprints(a.ds), await fingerprints(b.ds)];
    for (const table of Object.keys(FINGERPRINTS)) check(fa[table] === fb[table], `identical ${table} (${fa[table]})`, `${fa[table]} vs ${fb[table]}`);
  } finally {
    for (const ds of sources) await ds.destroy().catch(() => undefined);
    await withAdmin(async (c) => {
      for (const db of dbs) await c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    });
    console.log(`dropped ${dbs.join(", ")}`);
  }
  console.log(failures ? `\n${failures} check(s) FAILED` : "\nall checks passed");
  process.exitCode = failures ? 1 : 0;
}

void main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
