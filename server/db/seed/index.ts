/**
 * The demo data of KeyMarket: accounts, shops, the category tree, platforms, ~1,000
 * products with translations and generated cover art, offers and encrypted keys, the demo
 * seller's recent sales and payout ledger (./sales.ts), the demo customer's back-in-stock alert, and
 * the public settings. Everything is written in one transaction with bulk statements, from
 * seeded random streams, so two runs on empty databases produce the same rows (apart from
 * AES IVs, password salts, the timestamps left to their defaults and the demo sales' dates,
 * which are relative to the day of seeding).
 */
import sharp from "sharp";
import type { DataSource } from "typeorm";
import { Locale, LoginMethod, Role } from "../../common/enums.js";
import { hashPassword } from "../../modules/accounts/password.js";
import type { KeyVault } from "../../modules/keys/key-vault.js";
import type { StoredImage } from "../../modules/catalog/catalog.entities.js";
import { DEMO_ACCOUNTS, PENDING_SELLER_SHOPS, SELLER_SHOPS } from "./accounts.js";
import { DEMO_COUPONS } from "./coupons.js";
import { CATEGORY_TREE, categoryMeta, type CategoryDef } from "./categories.js";
import { coverSvg, gallerySvg, PEGI_AGES, pegiSvg } from "./cover-art.js";
import { planOffers } from "./offers.js";
import { PLATFORMS } from "./platforms.js";
import { buildProductSpecs, SEED_NOW, type ProductSpec } from "./products.js";
import { Random } from "./rng.js";
import { bulkInsert, idsInOrder } from "./sql.js";
import { seedSellerSales } from "./sales.js";
import { seedSellerRatings } from "./ratings.js";
import { seedSellerApi } from "./seller-api.js";
import { seedSupplierConnection } from "./suppliers.js";
import { seedAuditLog } from "./audit.js";
import { seedTickets } from "./tickets.js";
import { productTexts, type ProductText } from "./texts.js";

export { DEMO_ACCOUNTS } from "./accounts.js";

export interface SeedSummary {
  users: number;
  sellers: number;
  categories: number;
  platforms: number;
  products: number;
  offers: number;
  keys: number;
  media: number;
  ms: number;
}

const iso = (d: Date) => d.toISOString();
const LOCALES = [Locale.en, Locale.it] as const;

/** Public site settings read by the storefront. */
export const DEMO_SETTINGS: Record<string, unknown> = {
  trustpilot: { score: 4.7, reviewCount: 18342, url: "https://www.trustpilot.com/review/keymarket.example" },
  payments: [
    { provider: "Paypal", label: "PayPal", methods: ["paypal"] },
    { provider: "Checkout", label: "Credit or debit card", methods: ["visa", "mastercard", "amex", "applepay", "googlepay"] },
  ],
};

interface UserRow {
  id: string;
  email: string;
  name: string;
  surname: string;
  role: Role;
  locale: Locale;
  marketingConsent: boolean;
  password: string | null;
  createdAt: Date;
}

function userRows(): UserRow[] {
  const r = new Random("users");
  const at = (daysBefore: number) => new Date(SEED_NOW.getTime() - daysBefore * 86_400_000);
  const demo = [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.seller, DEMO_ACCOUNTS.customer].map(
    (a, i): UserRow => ({
      id: r.uuid(),
      email: a.email,
      name: a.name,
      surname: a.surname,
      role: a.role,
      locale: a.locale,
      marketingConsent: a.marketingConsent,
      password: a.password,
      createdAt: at(600 - i * 20),
    }),
  );
  const sellers = SELLER_SHOPS.slice(1).map(
    (s, i): UserRow => ({
      id: r.uuid(),
      email: s.userEmail,
      name: s.ownerName,
      surname: s.ownerSurname,
      role: Role.seller,
      locale: s.locale,
      marketingConsent: false,
      password: null,
      createdAt: at(590 - i * 7),
    }),
  );
  const pending = PENDING_SELLER_SHOPS.map(
    (s, i): UserRow => ({
      id: r.uuid(),
      email: s.userEmail,
      name: s.ownerName,
      surname: s.ownerSurname,
      role: Role.seller,
      locale: s.locale,
      marketingConsent: false,
      password: null,
      createdAt: at(3 - i),
    }),
  );
  // Last, so the ids drawn before it stay the same.
  const support: UserRow = {
    id: r.uuid(),
    email: DEMO_ACCOUNTS.support.email,
    name: DEMO_ACCOUNTS.support.name,
    surname: DEMO_ACCOUNTS.support.surname,
    role: DEMO_ACCOUNTS.support.role,
    locale: DEMO_ACCOUNTS.support.locale,
    marketingConsent: DEMO_ACCOUNTS.support.marketingConsent,
    password: DEMO_ACCOUNTS.support.password,
    createdAt: at(540),
  };
  return [...demo, ...sellers, ...pending, support];
}

/** Writes the demo data into an empty, migrated database and reports what it wrote. */
export async function seedDemoData(ds: DataSource, opts: { vault: KeyVault; log?: (m: string) => void }): Promise<SeedSummary> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  let last = started;
  const step = (what: string) => {
    const now = Date.now();
    log(`seed: ${what} (${now - last} ms)`);
    last = now;
  };

  const users = userRows();
  // argon2id is deliberately slow: hash the four passwords in parallel while the rest is planned.
  const hashes = Promise.all(users.map((u) => (u.password ? hashPassword(u.password) : Promise.resolve(null))));

  const specs = buildProductSpecs();
  const texts = specs.map(productTexts);
  for (const locale of LOCALES) {
    const slugs = new Set<string>();
    for (const t of texts) {
      if (slugs.has(t[locale].slug)) throw new Error(`duplicate ${locale} product slug ${t[locale].slug}`);
      slugs.add(t[locale].slug);
    }
  }
  const offers = planOffers(specs);
  const keyCount = offers.reduce((n, o) => n + o.keys.length, 0);
  step(`planned ${specs.length} products, ${offers.length} offers, ${keyCount} keys`);

  // Encrypt while nothing else is waiting on the CPU; values never leave this function in clear.
  const keyRows = new Array<{ o: number; id: string; type: string; state: number; cipher: string; keyId: string; hash: string }>(keyCount);
  let k = 0;
  offers.forEach((offer, o) => {
    for (const key of offer.keys) {
      const enc = opts.vault.encrypt(key.value);
      keyRows[k++] = {
        o,
        id: key.id,
        type: key.contentType,
        state: key.state,
        cipher: enc.ciphertext.toString("hex"),
        keyId: enc.keyId,
        hash: opts.vault.hash(key.value).toString("hex"),
      };
    }
  });
  step("encrypted keys");

  const passwordHashes = await hashes;
  step("hashed passwords");

  const summary = await ds.transaction(async (m) => {
    // ---- users and shops ----
    await bulkInsert(m, "users", users.length, [
      { name: "id", type: "uuid", value: (i) => users[i]!.id },
      { name: "email", type: "text", value: (i) => users[i]!.email },
      { name: "name", type: "text", value: (i) => users[i]!.name },
      { name: "surname", type: "text", value: (i) => users[i]!.surname },
      { name: "role", type: "text", value: (i) => users[i]!.role },
      { name: "locale", type: "text", value: (i) => users[i]!.locale },
      { name: "login_method", type: "text", value: () => LoginMethod.password },
      { name: "marketing_consent", type: "bool", value: (i) => users[i]!.marketingConsent },
      { name: "password_hash", type: "text", value: (i) => passwordHashes[i] },
      { name: "email_verified_at", type: "timestamptz", value: (i) => iso(new Date(users[i]!.createdAt.getTime() + 600_000)) },
      { name: "created_at", type: "timestamptz", value: (i) => iso(users[i]!.createdAt) },
      { name: "updated_at", type: "timestamptz", value: (i) => iso(users[i]!.createdAt) },
    ]);
    const userIdByEmail = new Map(users.map((u) => [u.email, u.id]));
    // Marketing consent and the newsletter are one switch (accounts/marketing-consent.ts): a
    // consenting account is subscribed, recorded locally (the seed asks no provider).
    const subscribers = users.filter((u) => u.marketingConsent);
    await bulkInsert(m, "newsletter_subscriptions", subscribers.length, [
      { name: "email", type: "text", value: (i) => subscribers[i]!.email.toLowerCase() },
      { name: "user_id", type: "uuid", value: (i) => subscribers[i]!.id },
      { name: "provider", type: "text", value: () => "local" },
    ]);

    const sellerSales = SELLER_SHOPS.map(() => 0);
    for (const o of offers) sellerSales[o.seller]! += o.salesCount;
    const sellerIds = idsInOrder(
      await bulkInsert<{ id: number }>(
        m,
        "seller_profiles",
        SELLER_SHOPS.length,
        [
          { name: "user_id", type: "uuid", value: (i) => userIdByEmail.get(SELLER_SHOPS[i]!.userEmail) },
          { name: "name", type: "text", value: (i) => SELLER_SHOPS[i]!.name },
          { name: "email", type: "text", value: (i) => SELLER_SHOPS[i]!.email },
          { name: "registration_name", type: "text", value: (i) => SELLER_SHOPS[i]!.registrationName },
          { name: "vat_number", type: "text", value: (i) => SELLER_SHOPS[i]!.vatNumber },
          { name: "state", type: "int2", value: () => 0 },
          { name: "rating", type: "int2", value: (i) => SELLER_SHOPS[i]!.rating },
          { name: "sales_count", type: "int", value: (i) => sellerSales[i] },
          { name: "created_at", type: "timestamptz", value: (i) => iso(new Date(SEED_NOW.getTime() - (580 - i * 9) * 86_400_000)) },
        ],
        { returning: "id" },
      ),
      SELLER_SHOPS.length,
    );
    // Shops waiting for an admin's approval (no offers), and every shop's history: registered,
    // then (the eight selling ones) approved by the demo admin a day later.
    const pendingIds = idsInOrder(
      await bulkInsert<{ id: number }>(
        m,
        "seller_profiles",
        PENDING_SELLER_SHOPS.length,
        [
          { name: "user_id", type: "uuid", value: (i) => userIdByEmail.get(PENDING_SELLER_SHOPS[i]!.userEmail) },
          { name: "name", type: "text", value: (i) => PENDING_SELLER_SHOPS[i]!.name },
          { name: "email", type: "text", value: (i) => PENDING_SELLER_SHOPS[i]!.email },
          { name: "registration_name", type: "text", value: (i) => PENDING_SELLER_SHOPS[i]!.registrationName },
          { name: "vat_number", type: "text", value: (i) => PENDING_SELLER_SHOPS[i]!.vatNumber },
          { name: "state", type: "int2", value: () => 1 },
          { name: "created_at", type: "timestamptz", value: (i) => iso(new Date(SEED_NOW.getTime() - (2 - i) * 86_400_000)) },
        ],
        { returning: "id" },
      ),
      PENDING_SELLER_SHOPS.length,
    );
    await m.query(
      `INSERT INTO seller_reviews (seller_id, action, from_state, to_state, reason, actor_user_id, created_at)
       SELECT s.id, 'registered', NULL, 1, NULL, s.user_id, s.created_at FROM seller_profiles s WHERE s.id = ANY($1::int[])
       UNION ALL
       SELECT s.id, 'approved', 1, 0, 'Documents and VAT number checked.', $3::uuid, s.created_at + interval '1 day'
         FROM seller_profiles s WHERE s.id = ANY($2::int[])
       ORDER BY 7, 1`,
      [[...sellerIds, ...pendingIds], sellerIds, userIdByEmail.get(DEMO_ACCOUNTS.admin.email)],
    );
    step("users and shops");

    // ---- macrocategories and categories ----
    const macroIds = idsInOrder(
      await bulkInsert<{ id: number }>(m, "macrocategories", CATEGORY_TREE.length, [{ name: "position", type: "int", value: (i) => i }], { returning: "id" }),
      CATEGORY_TREE.length,
    );
    await bulkInsert(m, "macrocategory_translations", CATEGORY_TREE.length * 2, [
      { name: "macrocategory_id", type: "int", value: (i) => macroIds[i >> 1] },
      { name: "locale", type: "text", value: (i) => LOCALES[i & 1] },
      { name: "name", type: "text", value: (i) => CATEGORY_TREE[i >> 1]!.macro[LOCALES[i & 1]!].name },
      { name: "slug", type: "text", value: (i) => CATEGORY_TREE[i >> 1]!.macro[LOCALES[i & 1]!].slug },
    ]);
    const rootIds = idsInOrder(
      await bulkInsert<{ id: number }>(
        m,
        "categories",
        CATEGORY_TREE.length,
        [
          { name: "macrocategory_id", type: "int", value: (i) => macroIds[i] },
          { name: "position", type: "int", value: (i) => i },
          { name: "path", type: "text", value: () => "/" },
          { name: "depth", type: "int2", value: () => 0 },
        ],
        { returning: "id" },
      ),
      CATEGORY_TREE.length,
    );
    const children = CATEGORY_TREE.flatMap((root, r) => root.children.map((leaf, position) => ({ leaf, r, position })));
    const childIds = idsInOrder(
      await bulkInsert<{ id: number }>(
        m,
        "categories",
        children.length,
        [
          { name: "parent_id", type: "int", value: (i) => rootIds[children[i]!.r] },
          { name: "macrocategory_id", type: "int", value: (i) => macroIds[children[i]!.r] },
          { name: "position", type: "int", value: (i) => children[i]!.position },
          { name: "path", type: "text", value: () => "/" },
          { name: "depth", type: "int2", value: () => 1 },
        ],
        { returning: "id" },
      ),
      children.length,
    );
    await m.query(
      `UPDATE categories SET path = CASE WHEN parent_id IS NULL THEN '/' || id || '/' ELSE '/' || parent_id || '/' || id || '/' END WHERE id = ANY($1::int[])`,
      [[...rootIds, ...childIds]],
    );
    const allCategories: { def: CategoryDef; id: number }[] = [
      ...CATEGORY_TREE.map((def, i) => ({ def: def as CategoryDef, id: rootIds[i]! })),
      ...children.map((c, i) => ({ def: c.leaf, id: childIds[i]! })),
    ];
    const leafId = new Map(children.map((c, i) => [c.leaf.key, childIds[i]!]));
    await bulkInsert(m, "category_translations", allCategories.length * 2, [
      { name: "category_id", type: "int", value: (i) => allCategories[i >> 1]!.id },
      { name: "locale", type: "text", value: (i) => LOCALES[i & 1] },
      { name: "name", type: "text", value: (i) => allCategories[i >> 1]!.def[LOCALES[i & 1]!].name },
      { name: "slug", type: "text", value: (i) => allCategories[i >> 1]!.def[LOCALES[i & 1]!].slug },
      { name: "description", type: "text", value: (i) => allCategories[i >> 1]!.def[LOCALES[i & 1]!].description },
      { name: "meta_title", type: "text", value: (i) => categoryMeta(allCategories[i >> 1]!.def[LOCALES[i & 1]!], LOCALES[i & 1]!).metaTitle },
      { name: "meta_description", type: "text", value: (i) => categoryMeta(allCategories[i >> 1]!.def[LOCALES[i & 1]!], LOCALES[i & 1]!).metaDescription },
    ]);
    step("categories");

    // ---- platforms ----
    const platformIds = idsInOrder(
      await bulkInsert<{ id: number }>(
        m,
        "platforms",
        PLATFORMS.length,
        [
          { name: "slug", type: "text", value: (i) => PLATFORMS[i]!.slug },
          { name: "name", type: "text", value: (i) => PLATFORMS[i]!.name },
          { name: "family", type: "text", value: (i) => PLATFORMS[i]!.family },
          { name: "position", type: "int", value: (i) => i },
        ],
        { returning: "id" },
      ),
      PLATFORMS.length,
    );
    const platformId = new Map(PLATFORMS.map((p, i) => [p.slug, platformIds[i]!]));
    await bulkInsert(m, "platform_translations", PLATFORMS.length * 2, [
      { name: "platform_id", type: "int", value: (i) => platformIds[i >> 1] },
      { name: "locale", type: "text", value: (i) => LOCALES[i & 1] },
      { name: "activation_guide", type: "text", value: (i) => PLATFORMS[i >> 1]!.guide[LOCALES[i & 1]!].join("\n") },
    ]);
    step("platforms");

    // ---- products ----
    const s = (i: number) => specs[i]!;
    const productRows = await bulkInsert<{ id: number; platform_id: number; category_id: number }>(
      m,
      "products",
      specs.length,
      [
        { name: "category_id", type: "int", value: (i) => leafId.get(s(i).leaf) },
        { name: "platform_id", type: "int", value: (i) => platformId.get(s(i).platform.slug) },
        { name: "publisher", type: "text", value: (i) => s(i).publisher },
        { name: "manufacturer", type: "text", value: (i) => s(i).manufacturer },
        { name: "steam_app_id", type: "int", value: (i) => s(i).steamAppId },
        { name: "steam_score", type: "int2", value: (i) => (s(i).kind === "game" ? s(i).steamScore : null) },
        { name: "region", type: "text", value: (i) => s(i).region },
        { name: "tags", type: "text", expr: "string_to_array(t.tags, ',')", value: (i) => s(i).tags.join(",") },
        { name: "pre_order", type: "int2", value: (i) => s(i).preOrder },
        { name: "prepaidforge", type: "bool", value: (i) => s(i).prepaidforge },
        { name: "release_date", type: "date", value: (i) => s(i).releaseDate },
        { name: "cover_image", type: "text", expr: "'{}'::jsonb", value: () => "" },
        { name: "list_price_eur", type: "int", value: (i) => s(i).listPrice?.eur ?? null },
        { name: "list_price_usd", type: "int", value: (i) => s(i).listPrice?.usd ?? null },
        { name: "list_price_gbp", type: "int", value: (i) => s(i).listPrice?.gbp ?? null },
        { name: "sales_count", type: "int", value: (i) => s(i).salesCount },
        { name: "recent_sales_count", type: "int", value: (i) => s(i).recentSalesCount },
        { name: "created_at", type: "timestamptz", value: (i) => iso(s(i).createdAt) },
        { name: "updated_at", type: "timestamptz", value: (i) => iso(s(i).createdAt) },
      ],
      { returning: "id, platform_id, category_id", chunk: 1000 },
    );
    const productIds = idsInOrder(productRows, specs.length);
    // Belt and braces: the i-th id must carry the i-th spec's platform and category.
    const byId = new Map(productRows.map((row) => [Number(row.id), row]));
    productIds.forEach((id, i) => {
      const row = byId.get(id)!;
      if (row.platform_id !== platformId.get(s(i).platform.slug) || row.category_id !== leafId.get(s(i).leaf)) {
        throw new Error(`product id ${id} does not match spec ${s(i).key}`);
      }
    });

    const images = specs.map((spec, i) => productImages(spec, productIds[i]!, texts[i]!.en));
    await m.query(
      `UPDATE products p SET cover_image = t.cover::jsonb, gallery_images = t.gallery::jsonb, igdb_rating_covers = t.ratings::jsonb
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS t(id, cover, gallery, ratings) WHERE p.id = t.id`,
      [productIds, images.map((x) => JSON.stringify(x.cover)), images.map((x) => JSON.stringify(x.gallery)), images.map((x) => JSON.stringify(x.ratings))],
    );
    step("products");

    const tr = (i: number) => texts[i >> 1]![LOCALES[i & 1]!];
    await bulkInsert(
      m,
      "product_translations",
      specs.length * 2,
      [
        { name: "product_id", type: "int", value: (i) => productIds[i >> 1] },
        { name: "locale", type: "text", value: (i) => LOCALES[i & 1] },
        ...(
          [
            "name",
            "slug",
            "description",
            "descriptionShort",
            "metaTitle",
            "metaDescription",
            "metaKeywords",
            "requirements",
            "instructions",
            "alt",
            "title",
          ] as const
        ).map((field) => ({
          name: field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
          type: "text",
          value: (i: number) => tr(i)[field as keyof ProductText],
        })),
        { name: "genres", type: "text", expr: "ARRAY(SELECT jsonb_array_elements_text(t.genres::jsonb))", value: (i) => JSON.stringify(tr(i).genres) },
      ],
      { chunk: 1000 },
    );
    step("product translations");

    // ---- generated images ----
    const media: { key: string; contentType: string; body: Buffer; width: number; height: number }[] = [];
    // Age-rating badges are bitmaps, as IGDB's are: an SVG <img> is drawn on the browser's main
    // thread (10–20 ms for this one on a product page's first paint), a PNG decodes off it.
    for (const age of PEGI_AGES) {
      const body = await sharp(Buffer.from(pegiSvg(age)))
        .png({ palette: true })
        .toBuffer();
      media.push({ key: `ratings/pegi-${age}.png`, contentType: "image/png", body, width: 120, height: 146 });
    }
    const svg = (key: string, body: string, width: number, height: number) =>
      media.push({ key, contentType: "image/svg+xml", body: Buffer.from(body), width, height });
    specs.forEach((spec, i) => {
      const id = productIds[i]!;
      svg(`covers/${id}.svg`, coverSvg(spec, id), 600, 800);
      for (const n of [1, 2, 3]) svg(`gallery/${id}-${n}.svg`, gallerySvg(spec, id, n), 1280, 720);
    });
    await bulkInsert(
      m,
      "media_assets",
      media.length,
      [
        { name: "key", type: "text", value: (i) => media[i]!.key },
        { name: "content_type", type: "text", value: (i) => media[i]!.contentType },
        { name: "body", type: "text", expr: "decode(t.body, 'base64')", value: (i) => media[i]!.body.toString("base64") },
        { name: "width", type: "int", value: (i) => media[i]!.width },
        { name: "height", type: "int", value: (i) => media[i]!.height },
      ],
      { chunk: 1000 },
    );
    step(`${media.length} images`);

    // ---- offers (their stock and the products' best prices are kept by triggers) ----
    const o = (i: number) => offers[i]!;
    const offerRows = await bulkInsert<{ id: number; product_id: number; seller_id: number }>(
      m,
      "offers",
      offers.length,
      [
        { name: "product_id", type: "int", value: (i) => productIds[o(i).product] },
        { name: "seller_id", type: "int", value: (i) => sellerIds[o(i).seller] },
        { name: "price_eur", type: "int", value: (i) => o(i).priceEur },
        { name: "price_usd", type: "int", value: (i) => o(i).priceUsd },
        { name: "price_gbp", type: "int", value: (i) => o(i).priceGbp },
        { name: "state", type: "int2", value: (i) => o(i).state },
        { name: "enabled", type: "bool", value: (i) => o(i).enabled },
        { name: "sales_count", type: "int", value: (i) => o(i).salesCount },
        { name: "created_at", type: "timestamptz", value: (i) => iso(o(i).createdAt) },
        { name: "updated_at", type: "timestamptz", value: (i) => iso(o(i).createdAt) },
      ],
      { returning: "id, product_id, seller_id", chunk: 5000 },
    );
    const offerId = new Map(offerRows.map((row) => [`${row.product_id}:${row.seller_id}`, Number(row.id)]));
    const offerIds = offers.map((x) => offerId.get(`${productIds[x.product]}:${sellerIds[x.seller]}`)!);
    step("offers");

    // ---- keys ----
    await bulkInsert(
      m,
      "product_keys",
      keyRows.length,
      [
        { name: "id", type: "uuid", value: (i) => keyRows[i]!.id },
        { name: "offer_id", type: "int", value: (i) => offerIds[keyRows[i]!.o] },
        { name: "product_id", type: "int", value: (i) => productIds[offers[keyRows[i]!.o]!.product] },
        { name: "seller_id", type: "int", value: (i) => sellerIds[offers[keyRows[i]!.o]!.seller] },
        { name: "content_type", type: "text", value: (i) => keyRows[i]!.type },
        { name: "state", type: "int2", value: (i) => keyRows[i]!.state },
        { name: "value_ciphertext", type: "text", expr: "decode(t.value_ciphertext, 'hex')", value: (i) => keyRows[i]!.cipher },
        { name: "value_key_id", type: "text", value: (i) => keyRows[i]!.keyId },
        { name: "value_hash", type: "text", expr: "decode(t.value_hash, 'hex')", value: (i) => keyRows[i]!.hash },
      ],
      { chunk: 10000 },
    );
    step(`${keyRows.length} keys`);
    // ---- the demo seller's keys came in as one pasted upload per offer (its keys page shows it) ----
    await m.query(
      `INSERT INTO key_uploads (offer_id, seller_id, content_type, source, state, total_lines, processed, accepted, report, attempts, created_at, started_at, finished_at)
       SELECT o.id, o.seller_id, 'text', 'paste', 'done', n, n, n,
              jsonb_build_object('accepted', jsonb_build_array(jsonb_build_array(1, n)), 'malformed', '{}'::jsonb,
                                 'duplicateInUpload', '[]'::jsonb, 'duplicateInMarketplace', '[]'::jsonb), 1, at, at, at
         FROM (SELECT k.offer_id, count(*)::int AS n, min(k.created_at) AS at FROM product_keys k WHERE k.seller_id = $1 GROUP BY k.offer_id) k
         JOIN offers o ON o.id = k.offer_id`,
      [sellerIds[0]],
    );

    // ---- the demo seller's recent sales and payout ledger (the first shop is the demo seller's) ----
    step(`${await seedSellerSales(m, sellerIds[0]!)} demo sales`);
    // ---- the demo buyers rate the shop of most keys they revealed (scores on the product pages) ----
    step(`${await seedSellerRatings(m)} seller ratings`);
    // ---- support tickets: the demo customer's Open "key not working" one, a demo buyer's Resolved one ----
    step(`${await seedTickets(m, sellerIds[0]!, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.support.email)} support tickets`);
    // ---- the demo seller's API token and webhook endpoint, with a short delivery log ----
    await seedSellerApi(m, opts.vault, sellerIds[0]!, SEED_NOW);
    step("seller API demo");
    // ---- the sandbox supplier connected to the second shop (admins import it at /admin/suppliers) ----
    await seedSupplierConnection(m, opts.vault, sellerIds[1]!, DEMO_ACCOUNTS.admin.email);
    step("supplier connection demo");
    // ---- the demo seller's offers console: two offers on automatic pricing (repriced by the job's
    // sweep within minutes), a product proposal waiting for the admins and one they refused ----
    await m.query(
      `UPDATE offers o SET auto_pricing = true, own_price_eur = o.price_eur, own_price_usd = o.price_usd, own_price_gbp = o.price_gbp,
              floor_price_eur = greatest(10, round(o.price_eur * 0.85)::int), floor_price_usd = greatest(10, round(o.price_usd * 0.85)::int),
              floor_price_gbp = greatest(10, round(o.price_gbp * 0.85)::int)
        WHERE o.id IN (SELECT o2.id FROM offers o2 WHERE o2.seller_id = $1 AND o2.enabled AND o2.stock > 0
                          AND EXISTS (SELECT 1 FROM offers x WHERE x.product_id = o2.product_id AND x.seller_id <> o2.seller_id AND x.enabled AND x.state = 0 AND x.stock > 0)
                        ORDER BY o2.id LIMIT 2)`,
      [sellerIds[0]],
    );
    await m.query(
      `INSERT INTO product_proposals (seller_id, name, name_it, platform_id, category_id, description, description_it, publisher, state, reason, decided_at, created_at)
       SELECT $1, p.name, p.name_it, pl.id, c.id, p.description, p.description_it, p.publisher, p.state, p.reason,
              CASE WHEN p.state = 0 THEN NULL ELSE $2::timestamptz END, $2::timestamptz - interval '2 days'
         FROM (VALUES ('Hollow Lanterns (Steam)', 'Hollow Lanterns (Steam)', 'A hand-drawn metroidvania lit by lanterns.', 'Una metroidvania disegnata a mano, illuminata da lanterne.', 'Lantern Works', 0, NULL),
                      ('Mega Bundle 3000 (Steam)', NULL, '', '', NULL, 2, 'We could not find this product at any publisher: send us a link to it.')) AS p(name, name_it, description, description_it, publisher, state, reason)
         JOIN platforms pl ON pl.slug = 'steam'
         JOIN LATERAL (SELECT c.id FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.locale = 'en'
                        WHERE c.depth > 0 ORDER BY c.id LIMIT 1) c ON true`,
      [sellerIds[0], SEED_NOW],
    );
    step("offers console demo");

    // ---- coupons ----
    for (const c of DEMO_COUPONS) {
      await m.query(
        `INSERT INTO coupons (code, description, kind, percent_off, amount_eur, amount_usd, amount_gbp, min_purchase_eur, min_purchase_usd, min_purchase_gbp,
                              valid_from, valid_until, max_uses, max_uses_per_user, category_ids, description_it)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
                 ARRAY(SELECT c.id FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.locale = 'en' WHERE c.parent_id IS NULL AND t.slug = ANY($15::text[])), $16)`,
        [
          c.code,
          c.description,
          c.kind,
          c.percentOff ?? null,
          c.amounts?.eur ?? null,
          c.amounts?.usd ?? null,
          c.amounts?.gbp ?? null,
          c.minimum?.eur ?? 0,
          c.minimum?.usd ?? 0,
          c.minimum?.gbp ?? 0,
          c.validFrom ?? null,
          c.validUntil ?? null,
          c.maxUses ?? null,
          c.maxUsesPerUser ?? null,
          c.rootCategories ?? [],
          c.descriptionIt,
        ],
      );
    }
    step(`${DEMO_COUPONS.length} coupons`);

    // ---- the demo customer waits for a product without keys (back-in-stock alert, active) ----
    await m.query(
      `INSERT INTO stock_alerts (product_id, user_id, locale, currency, confirmed_at)
       SELECT p.id, u.id, u.locale, 'eur', now() FROM products p, users u
        WHERE u.email = $1 AND p.enabled AND p.stock = 0 AND p.pre_order = 0 AND p.offer_count = 0
          AND EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id AND o.enabled AND o.state = 0)
        ORDER BY p.id LIMIT 1`,
      [DEMO_ACCOUNTS.customer.email],
    );

    // ---- the audit log of the admin writes above (approvals, payouts, the refused proposal, coupons) ----
    step(`${await seedAuditLog(m, DEMO_ACCOUNTS.admin.email)} audit log entries`);

    // ---- settings ----
    const settings = Object.entries(DEMO_SETTINGS);
    await bulkInsert(m, "settings", settings.length, [
      { name: "key", type: "text", value: (i) => settings[i]![0] },
      { name: "value", type: "text", expr: "t.value::jsonb", value: (i) => JSON.stringify(settings[i]![1]) },
    ]);

    return {
      users: users.length,
      sellers: SELLER_SHOPS.length + PENDING_SELLER_SHOPS.length,
      categories: allCategories.length,
      platforms: PLATFORMS.length,
      products: specs.length,
      offers: offers.length,
      keys: keyRows.length,
      media: media.length,
    };
  });
  const ms = Date.now() - started;
  step("committed");
  return { ...summary, ms };
}

/** The stored image records of a product: cover, three gallery shots and its PEGI badge. */
function productImages(spec: ProductSpec, id: number, en: ProductText): { cover: StoredImage; gallery: StoredImage[]; ratings: StoredImage[] } {
  const shot = spec.kind === "game" ? "Screenshot" : "Preview";
  return {
    cover: { src: `/media/covers/${id}.svg`, width: 600, height: 800, alt: en.alt },
    gallery: [1, 2, 3].map((n) => ({ src: `/media/gallery/${id}-${n}.svg`, width: 1280, height: 720, alt: `${shot} ${n} of ${en.name}` })),
    ratings: spec.kind === "game" && spec.pegi ? [{ src: `/media/ratings/pegi-${spec.pegi}.png`, width: 120, height: 146, alt: `PEGI ${spec.pegi}` }] : [],
  };
}
