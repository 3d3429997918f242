/**
 * Product administration (the admins' catalogue), against a real server:
 *  - the list: search by name (either language), slug and id; filters by category (with its
 *    subcategories), platform, visibility, pre-order state, region and stock; every sort; pages
 *    with their total; the same number of SQL statements whatever the page size;
 *  - create: both languages required, bad slugs, prices, dates and placements refused, a taken
 *    slug refused with SlugAlreadyInUseError (nothing written), empty slugs made from the name
 *    and the platform, a generated cover served under /media, the product public at once;
 *  - edit: texts per language, list prices, facts; a renamed product's old URL answers a 301 to
 *    the new one in each language; taking an old slug back makes it live again; the public
 *    `product` query (cached) shows each change at once; hiding it hides it;
 *  - every write is audited; users and sellers are refused.
 */
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { bearerFor } from "./accounts-helpers";

let app: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let seller: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp({}, { storefront: true });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
  customer = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password)}` };
  seller = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password)}` };
}, 300_000);
afterAll(() => app?.close());

const ROW = `id name slug categoryId categoryName platformId platformName enabled preOrder region tags stock offerCount salesCount
  bestPrice { eur usd gbp } coverImage { src width height } createdAt updatedAt`;
const PRODUCT = `id enabled categoryId platformId publisher manufacturer preOrder region tags releaseDate steamAppId steamScore prepaidforge
  listPrice { eur usd gbp } bestPrice { eur } stock offerCount salesCount coverImage { src width height alt } galleryImages { src }
  translations { locale name slug description descriptionShort metaTitle metaDescription metaKeywords requirements instructions alt title genres url oldSlugs }
  createdAt updatedAt`;
const LIST = `query($search: String, $categoryId: ID, $platformId: ID, $enabled: Boolean, $preOrder: PreOrderState, $region: Region, $inStock: Boolean,
  $sort: AdminProductSort, $locale: Locale, $currency: CurrencyCode, $skip: Int, $take: Int) {
  adminProducts(search: $search, categoryId: $categoryId, platformId: $platformId, enabled: $enabled, preOrder: $preOrder, region: $region,
    inStock: $inStock, sort: $sort, locale: $locale, currency: $currency, skip: $skip, take: $take) { totalItems items { ${ROW} } } }`;
const ONE = `query($id: ID!) { adminProduct(id: $id) { ${PRODUCT} } }`;
const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  __typename ... on AdminProduct { ${PRODUCT} } ... on SlugAlreadyInUseError { errorCode locale slug message } } }`;
const UPDATE = `mutation($input: UpdateProductInput!) { updateProduct(input: $input) {
  __typename ... on AdminProduct { ${PRODUCT} } ... on SlugAlreadyInUseError { errorCode locale slug message } } }`;

async function adminGql<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const r = await app.gql<T>(query, variables, admin);
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data!;
}

const list = async (variables: Record<string, unknown>) => (await adminGql(LIST, variables)).adminProducts;
const errorOf = async (query: string, variables: Record<string, unknown>, headers = admin) => (await app.gql(query, variables, headers)).body.errors?.[0];
/** The storefront's answer to a URL, redirects not followed. */
const visit = (path: string) => fetch(app.url + path, { redirect: "manual", headers: { accept: "text/html" } });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sql = (text: string, params: unknown[] = []) => app.server.dataSource.query(text, params);

/** Runs an admin write and waits until this process has applied the database's change notification. */
async function notified<T>(write: () => Promise<T>): Promise<T> {
  const clock = app.server.responseCache!.clock;
  const before = clock.now();
  const out = await write();
  for (let i = 0; i < 100 && clock.now() === before; i++) await sleep(10);
  expect(clock.now()).toBeGreaterThan(before);
  return out;
}

/** A shown subcategory and a platform of the demo catalogue. */
async function placement(): Promise<{ categoryId: string; platformId: string; platformName: string }> {
  const [row] = await sql(
    `SELECT c.id AS category_id, pl.id AS platform_id, pl.name AS platform_name FROM categories c, platforms pl
      WHERE c.depth = 1 AND c.enabled ORDER BY c.id, pl.position LIMIT 1`,
  );
  return { categoryId: String(row.category_id), platformId: String(row.platform_id), platformName: row.platform_name };
}

const texts = (en: string, it: string, extra: Record<string, unknown> = {}) => [
  { locale: "en", name: en, ...extra },
  { locale: "it", name: it, ...extra },
];

describe("the catalogue list", () => {
  it("pages through every product (hidden ones too) with its total, by name", async () => {
    const [{ n }] = await sql(`SELECT count(*)::int AS n FROM products`);
    const first = await list({ take: 5 });
    expect(first.totalItems).toBe(n);
    expect(first.items).toHaveLength(5);
    const names = first.items.map((p: any) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const second = await list({ take: 5, skip: 5 });
    expect(second.items.map((p: any) => p.id)).not.toContain(first.items[0].id);
    expect(second.items[0].name.toLowerCase() >= names[4]).toBe(true);
    const row = first.items[0];
    expect(row.categoryName).not.toBe("");
    expect(row.platformName).not.toBe("");
    expect(row.coverImage.src).toBeTruthy();
    // the last page, and past the end
    expect((await list({ take: 100, skip: n - 2 })).items).toHaveLength(2);
    expect((await list({ take: 100, skip: n + 10 })).items).toHaveLength(0);
    // Italian names
    const it = await list({ take: 3, locale: "it" });
    const [{ name }] = await sql(`SELECT name FROM product_translations WHERE product_id = $1 AND locale = 'it'`, [Number(it.items[0].id)]);
    expect(it.items[0].name).toBe(name);
  });

  it("searches names in either language, slugs and ids", async () => {
    const [p] = await sql(
      `SELECT t.product_id AS id, t.name, i.name AS it_name, t.slug FROM product_translations t
         JOIN product_translations i ON i.product_id = t.product_id AND i.locale = 'it'
        WHERE t.locale = 'en' AND i.name <> t.name ORDER BY t.product_id LIMIT 1`,
    );
    const byName = await list({ search: p.name.slice(0, 12).toUpperCase(), take: 100 });
    expect(byName.items.map((r: any) => r.id)).toContain(String(p.id));
    expect(byName.items.every((r: any) => r.name.toLowerCase().includes(p.name.slice(0, 12).toLowerCase()) || r.slug)).toBe(true);
    expect((await list({ search: p.it_name, take: 100 })).items.map((r: any) => r.id)).toContain(String(p.id));
    expect((await list({ search: p.slug, take: 100 })).items.map((r: any) => r.id)).toContain(String(p.id));
    const byId = await list({ search: String(p.id) });
    expect(byId.items.map((r: any) => r.id)).toContain(String(p.id));
    expect((await list({ search: "no product is called this 9f8e" })).totalItems).toBe(0);
    // LIKE characters are plain text
    expect((await list({ search: "%%%" })).totalItems).toBe(0);
  });

  it("filters by category (with its subcategories), platform, visibility, pre-order state, region and stock", async () => {
    const [root] = await sql(`SELECT c.id FROM categories c JOIN category_translations t ON t.category_id = c.id AND t.locale = 'en' WHERE t.slug = 'games'`);
    const [{ n: games }] = await sql(
      `SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE c.path LIKE '/' || $1 || '/%'`,
      [root.id],
    );
    expect((await list({ categoryId: String(root.id) })).totalItems).toBe(games);
    const [sub] = await sql(`SELECT category_id AS id, count(*)::int AS n FROM products GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
    const inSub = await list({ categoryId: String(sub.id), take: 100 });
    expect(inSub.totalItems).toBe(sub.n);
    expect(inSub.items.every((r: any) => r.categoryId === String(sub.id))).toBe(true);

    const [pl] = await sql(`SELECT platform_id AS id, count(*)::int AS n FROM products GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
    const onPlatform = await list({ platformId: String(pl.id), take: 100 });
    expect(onPlatform.totalItems).toBe(pl.n);
    expect(onPlatform.items.every((r: any) => r.platformId === String(pl.id))).toBe(true);

    for (const region of ["EUROPE", "ITALY"]) {
      const [{ n }] = await sql(`SELECT count(*)::int AS n FROM products WHERE region = $1`, [region]);
      const r = await list({ region, take: 100 });
      expect(r.totalItems).toBe(n);
      expect(r.items.every((x: any) => x.region === region)).toBe(true);
    }
    const [{ n: inStock }] = await sql(`SELECT count(*)::int AS n FROM products WHERE stock > 0`);
    const [{ n: all }] = await sql(`SELECT count(*)::int AS n FROM products`);
    expect((await list({ inStock: true })).totalItems).toBe(inStock);
    const out = await list({ inStock: false, take: 100 });
    expect(out.totalItems).toBe(all - inStock);
    expect(out.items.every((x: any) => x.stock === 0)).toBe(true);

    const [hidden] = await sql(`SELECT id FROM products ORDER BY id LIMIT 1`);
    await sql(`UPDATE products SET enabled = false, pre_order = 1 WHERE id = $1`, [hidden.id]);
    try {
      const off = await list({ enabled: false, take: 100 });
      expect(off.items.map((x: any) => x.id)).toContain(String(hidden.id));
      expect(off.items.every((x: any) => !x.enabled)).toBe(true);
      expect((await list({ enabled: true, take: 100 })).totalItems).toBe(all - off.totalItems);
      const pre = await list({ preOrder: "InPreOrder", take: 100 });
      expect(pre.items.map((x: any) => x.id)).toContain(String(hidden.id));
      expect(pre.items.every((x: any) => x.preOrder === "InPreOrder")).toBe(true);
      // filters combine
      expect((await list({ enabled: false, preOrder: "InPreOrder", search: String(hidden.id) })).items.map((x: any) => x.id)).toContain(String(hidden.id));
    } finally {
      await sql(`UPDATE products SET enabled = true, pre_order = 0 WHERE id = $1`, [hidden.id]);
    }

    expect((await errorOf(LIST, { categoryId: "abc" })).extensions.code).toBe("BAD_USER_INPUT");
    expect((await errorOf(LIST, { take: 101 })).extensions.code).toBe("BAD_USER_INPUT");
    expect((await errorOf(LIST, { skip: -1 })).extensions.code).toBe("BAD_USER_INPUT");
  });

  it("sorts by name, dates, sales, stock and best price", async () => {
    const sorted = async (sort: string, pick: (r: any) => number | string | null, extra: Record<string, unknown> = {}) =>
      (await list({ sort, take: 50, ...extra })).items.map(pick);
    const desc = (xs: any[]) => xs.every((x, i) => i === 0 || xs[i - 1] >= x);
    const asc = (xs: any[]) => xs.every((x, i) => i === 0 || xs[i - 1] <= x);
    expect(desc(await sorted("NAME_DESC", (r) => r.name.toLowerCase()))).toBe(true);
    expect(desc(await sorted("NEWEST", (r) => r.createdAt))).toBe(true);
    expect(asc(await sorted("OLDEST", (r) => r.createdAt))).toBe(true);
    expect(desc(await sorted("UPDATED", (r) => r.updatedAt))).toBe(true);
    expect(desc(await sorted("BESTSELLING", (r) => r.salesCount))).toBe(true);
    expect(desc(await sorted("STOCK_DESC", (r) => r.stock))).toBe(true);
    expect(asc(await sorted("STOCK_ASC", (r) => r.stock))).toBe(true);
    const cheap = await sorted("PRICE_ASC", (r) => r.bestPrice.gbp, { currency: "GBP", inStock: true });
    expect(cheap.every((x: unknown) => x != null)).toBe(true);
    expect(asc(cheap)).toBe(true);
    expect(desc(await sorted("PRICE_DESC", (r) => r.bestPrice.eur, { inStock: true }))).toBe(true);
    // products without offers come last in both directions
    const [{ n: priced }] = await sql(`SELECT count(*)::int AS n FROM products WHERE best_price_eur IS NOT NULL`);
    const tail = await list({ sort: "PRICE_DESC", skip: priced, take: 5 });
    expect(tail.items.every((r: any) => r.bestPrice.eur == null)).toBe(true);
  });

  it("answers a page in the same number of SQL statements whatever its size", async () => {
    const { Client } = require("pg") as typeof import("pg");
    const statements = async (variables: Record<string, unknown>) => {
      let fewest = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 3; i++) {
        const spy = jest.spyOn(Client.prototype, "query");
        const r = await app.gql(LIST, variables, admin);
        expect(r.body.errors).toBeUndefined();
        fewest = Math.min(fewest, spy.mock.calls.length);
        spy.mockRestore();
      }
      return fewest;
    };
    expect(await statements({ take: 100, search: "a" })).toBe(await statements({ take: 1, search: "a" }));
    expect(await statements({ take: 100, sort: "PRICE_ASC" })).toBe(await statements({ take: 2, sort: "PRICE_ASC" }));
  });
});

describe("creating and editing products", () => {
  it("creates a product with both languages, made slugs and a generated cover; the storefront has it at once", async () => {
    const { categoryId, platformId, platformName } = await placement();
    const made = (
      await notified(() =>
        adminGql(CREATE, {
          input: {
            categoryId,
            platformId,
            publisher: "Quiet Owl",
            region: "EUROPE",
            tags: ["New"],
            releaseDate: "2026-03-14",
            listPrice: { eur: 29.99, usd: 32.5, gbp: 25 },
            translations: [
              { locale: "en", name: "Lantern Keeper", descriptionShort: "Keep the light.", genres: ["Adventure"] },
              { locale: "it", name: "Il Guardiano della Lanterna", descriptionShort: "Tieni la luce." },
            ],
          },
        }),
      )
    ).createProduct;
    expect(made.__typename).toBe("AdminProduct");
    const platform = platformName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    expect(made).toMatchObject({
      categoryId,
      platformId,
      enabled: true,
      publisher: "Quiet Owl",
      manufacturer: null,
      region: "EUROPE",
      tags: ["New"],
      releaseDate: "2026-03-14",
      preOrder: "None",
      listPrice: { eur: 29.99, usd: 32.5, gbp: 25 },
      bestPrice: { eur: null },
      stock: 0,
      galleryImages: [],
    });
    const [en, it] = made.translations;
    expect(en).toMatchObject({
      locale: "en",
      name: "Lantern Keeper",
      slug: `lantern-keeper-${platform}`,
      title: "Lantern Keeper",
      metaTitle: "Lantern Keeper",
      alt: "Lantern Keeper",
      genres: ["Adventure"],
      oldSlugs: [],
    });
    expect(it).toMatchObject({ locale: "it", slug: `il-guardiano-della-lanterna-${platform}`, descriptionShort: "Tieni la luce.", genres: [] });
    expect(en.url).toMatch(new RegExp(`^/[a-z0-9-]+/[a-z0-9-]+/lantern-keeper-${platform}$`));
    expect(it.url).toMatch(/^\/it\/[a-z0-9-]+\/[a-z0-9-]+\/il-guardiano/);
    // the generated cover is served
    expect(made.coverImage).toMatchObject({ src: `/media/covers/${made.id}.svg`, width: 600, height: 800 });
    const cover = await app.http("GET", made.coverImage.src);
    expect(cover.status).toBe(200);
    expect(cover.text).toContain("Lantern Keeper");
    // public at once, in both languages, and its page renders
    const pub = await app.gql(`{ en: product(slug: "${en.slug}") { id name url } it: product(slug: "${it.slug}", locale: it) { name url } }`);
    expect(pub.body.data).toEqual({ en: { id: made.id, name: "Lantern Keeper", url: en.url }, it: { name: "Il Guardiano della Lanterna", url: it.url } });
    expect((await visit(it.url)).status).toBe(200);
    // the same name again gets the next free slug
    const again = (await adminGql(CREATE, { input: { categoryId, platformId, translations: texts("Lantern Keeper", "Il Guardiano della Lanterna") } }))
      .createProduct;
    expect(again.translations.map((t: any) => t.slug)).toEqual([`lantern-keeper-${platform}-2`, `il-guardiano-della-lanterna-${platform}-2`]);
    // audited
    const [audit] = await sql(`SELECT actor_email, action, target_type, before, after FROM audit_log WHERE target_type = 'product' AND target_id = $1`, [
      made.id,
    ]);
    expect(audit).toMatchObject({ actor_email: DEMO_ACCOUNTS.admin.email, action: "product.create", before: null });
    expect(audit.after.translations[0].name).toBe("Lantern Keeper");
  });

  it("refuses bad input with clear messages and writes nothing", async () => {
    const { categoryId, platformId } = await placement();
    const [{ n: before }] = await sql(`SELECT count(*)::int AS n FROM products`);
    const bad = async (input: Record<string, unknown>) =>
      await errorOf(CREATE, { input: { categoryId, platformId, translations: texts("Fine", "Bene"), ...input } });
    const oneLanguage = await bad({ translations: [{ locale: "en", name: "Only English" }] });
    expect(oneLanguage).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect(oneLanguage.message).toMatch(/missing it/);
    expect(
      (
        await bad({
          translations: [
            { locale: "en", name: "A" },
            { locale: "en", name: "B" },
          ],
        })
      ).message,
    ).toMatch(/en is given twice/);
    expect((await bad({ translations: texts("  ", "Vuoto") })).message).toMatch(/name must not be empty/);
    expect((await bad({ translations: texts("Bad", "Cattivo", { slug: "Not A Slug!" }) })).message).toMatch(/slug must be lower-case/);
    expect((await bad({ listPrice: { eur: -1 } })).message).toMatch(/listPrice.eur must be greater than 0/);
    expect((await bad({ listPrice: { eur: 1.999 } })).message).toMatch(/at most 2 decimals/);
    expect((await bad({ releaseDate: "2026-02-30" })).message).toMatch(/releaseDate must be a real date/);
    expect((await bad({ releaseDate: "soon" })).message).toMatch(/releaseDate must be a date/);
    expect((await bad({ steamScore: 101 })).message).toMatch(/steamScore must not be greater than 100/);
    expect((await bad({ categoryId: "999999" })).message).toMatch(/categoryId must be a category id/);
    const [root] = await sql(`SELECT id FROM categories WHERE depth = 0 LIMIT 1`);
    expect((await bad({ categoryId: String(root.id) })).message).toMatch(/must be a subcategory/);
    expect((await bad({ platformId: "999999" })).message).toMatch(/platformId must be a platform id/);
    expect((await errorOf(UPDATE, { input: { id: "999999", enabled: false } })).extensions.code).toBe("NOT_FOUND");
    expect((await errorOf(UPDATE, { input: { id: "abc" } })).extensions.code).toBe("NOT_FOUND");
    expect((await errorOf(ONE, { id: "999999" })).extensions.code).toBe("NOT_FOUND");
    const [{ n: after }] = await sql(`SELECT count(*)::int AS n FROM products`);
    expect(after).toBe(before);
  });

  it("refuses a slug another product has in that language with SlugAlreadyInUseError", async () => {
    const { categoryId, platformId } = await placement();
    const [taken] = await sql(`SELECT product_id, slug FROM product_translations WHERE locale = 'it' ORDER BY product_id LIMIT 1`);
    const dup = (
      await adminGql(CREATE, {
        input: {
          categoryId,
          platformId,
          translations: [
            { locale: "en", name: "Fresh Thing", slug: "fresh-thing" },
            { locale: "it", name: "Cosa", slug: taken.slug },
          ],
        },
      })
    ).createProduct;
    expect(dup).toMatchObject({ __typename: "SlugAlreadyInUseError", errorCode: "SLUG_ALREADY_IN_USE", locale: "it", slug: taken.slug });
    expect(await sql(`SELECT 1 FROM product_translations WHERE slug = 'fresh-thing'`)).toHaveLength(0);
    // the same slug in the other language is free
    const [other] = await sql(`SELECT product_id FROM product_translations WHERE locale = 'en' AND product_id <> $1 LIMIT 1`, [taken.product_id]);
    const edit = (await adminGql(UPDATE, { input: { id: String(other.product_id), translations: [{ locale: "it", name: "X", slug: taken.slug }] } }))
      .updateProduct;
    expect(edit).toMatchObject({ __typename: "SlugAlreadyInUseError", locale: "it" });
    // its own slug is no conflict
    const self = (await adminGql(UPDATE, { input: { id: String(taken.product_id), translations: [{ locale: "it", name: "Stesso", slug: taken.slug }] } }))
      .updateProduct;
    expect(self.__typename).toBe("AdminProduct");
  });

  it("edits texts and facts; the cached public product shows each change at once; old URLs answer 301 in each language", async () => {
    const [p] = await sql(`SELECT p.id FROM products p WHERE p.enabled AND p.stock > 0 AND p.list_price_eur IS NOT NULL ORDER BY p.sales_count DESC LIMIT 1`);
    const id = String(p.id);
    const before = (await adminGql(ONE, { id })).adminProduct;
    const [en0, it0] = before.translations;
    const PUB = `query($slug: String!, $locale: Locale) { product(slug: $slug, locale: $locale) { id name description url listPrice { eur usd } region } }`;
    // cached now
    await app.gql(PUB, { slug: en0.slug });
    await app.gql(PUB, { slug: en0.slug });
    expect((await visit(en0.url)).status).toBe(200);

    const out = (
      await notified(() =>
        adminGql(UPDATE, {
          input: {
            id,
            region: "ITALY",
            manufacturer: "New Maker",
            listPrice: { eur: 99.5 },
            translations: [{ locale: "en", name: "Renamed Deluxe", slug: "renamed-deluxe", description: "Brand new words." }],
          },
        }),
      )
    ).updateProduct;
    expect(out.__typename).toBe("AdminProduct");
    const en = out.translations.find((t: any) => t.locale === "en");
    expect(en).toMatchObject({ name: "Renamed Deluxe", slug: "renamed-deluxe", description: "Brand new words.", oldSlugs: [en0.slug] });
    // omitted texts and languages stay; the heading follows the name while it is the name
    expect(en.title).toBe(en0.title === en0.name ? "Renamed Deluxe" : en0.title);
    expect(en.descriptionShort).toBe(en0.descriptionShort);
    expect(en.metaKeywords).toBe(en0.metaKeywords);
    expect(out.translations.find((t: any) => t.locale === "it")).toMatchObject({ name: it0.name, slug: it0.slug });
    expect(out).toMatchObject({ region: "ITALY", manufacturer: "New Maker", publisher: before.publisher, categoryId: before.categoryId });
    expect(out.listPrice).toEqual({ ...before.listPrice, eur: 99.5 });
    expect(new Date(out.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());

    // the public product answers the new texts at once (by its new slug, and by the old one too)
    const fresh = (await app.gql(PUB, { slug: "renamed-deluxe" })).body.data.product;
    expect(fresh).toMatchObject({ id, name: "Renamed Deluxe", description: "Brand new words.", region: "ITALY", listPrice: { eur: 99.5 } });
    expect(fresh.url).toBe(en.url);
    expect((await app.gql(PUB, { slug: en0.slug })).body.data.product).toMatchObject({ id, name: "Renamed Deluxe", url: en.url });

    // the old URL answers a 301 to the new one; the new one a 200
    const moved = await visit(en0.url);
    expect([moved.status, moved.headers.get("location")]).toEqual([301, en.url]);
    expect((await visit(en.url)).status).toBe(200);

    // Italian likewise
    const itOut = (await notified(() => adminGql(UPDATE, { input: { id, translations: [{ locale: "it", name: "Rinominato", slug: "rinominato" }] } })))
      .updateProduct;
    const it = itOut.translations.find((t: any) => t.locale === "it");
    expect(it.oldSlugs).toEqual([it0.slug]);
    const movedIt = await visit(it0.url);
    expect([movedIt.status, movedIt.headers.get("location")]).toEqual([301, it.url]);
    expect((await app.gql(PUB, { slug: "rinominato", locale: "it" })).body.data.product.name).toBe("Rinominato");

    // a second rename keeps every old URL redirecting, straight to the newest
    const twice = (await adminGql(UPDATE, { input: { id, translations: [{ locale: "en", name: "Renamed Again", slug: "renamed-again" }] } })).updateProduct;
    const en2 = twice.translations.find((t: any) => t.locale === "en");
    expect(en2.oldSlugs.sort()).toEqual([en0.slug, "renamed-deluxe"].sort());
    expect((await visit(en0.url)).headers.get("location")).toBe(en2.url);
    expect((await visit(en.url)).headers.get("location")).toBe(en2.url);

    // taking the first slug back makes it live again
    const back = (await adminGql(UPDATE, { input: { id, translations: [{ locale: "en", name: en0.name, slug: en0.slug }] } })).updateProduct;
    expect(back.translations.find((t: any) => t.locale === "en").oldSlugs.sort()).toEqual(["renamed-again", "renamed-deluxe"]);
    expect((await visit(en0.url)).status).toBe(200);

    // another product may take an old slug: it is then live for that product, no longer a redirect
    const { categoryId, platformId } = await placement();
    const taker = (
      await adminGql(CREATE, {
        input: {
          categoryId,
          platformId,
          translations: [
            { locale: "en", name: "Taker", slug: "renamed-again" },
            { locale: "it", name: "Prende" },
          ],
        },
      })
    ).createProduct;
    expect(taker.__typename).toBe("AdminProduct");
    expect((await app.gql(PUB, { slug: "renamed-again" })).body.data.product.id).toBe(taker.id);

    // audited with before and after
    const audits = await sql(`SELECT action, summary, before, after FROM audit_log WHERE target_type = 'product' AND target_id = $1 ORDER BY id`, [id]);
    expect(audits.length).toBeGreaterThanOrEqual(4);
    expect(audits[0]).toMatchObject({ action: "product.update" });
    expect(audits[0].summary).toMatch(/old URLs redirect/);
    expect(audits[0].before.region).toBe(before.region);
    expect(audits[0].after.region).toBe("ITALY");
  });

  it("hides a product: gone from the storefront at once, still in the admin list; empty fields clear", async () => {
    const [p] = await sql(
      `SELECT p.id, t.slug FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en' WHERE p.enabled AND p.release_date IS NOT NULL ORDER BY p.id DESC LIMIT 1`,
    );
    const PUB = `query($slug: String!) { product(slug: $slug) { id } }`;
    expect((await app.gql(PUB, { slug: p.slug })).body.data.product).not.toBeNull();
    const out = (await notified(() => adminGql(UPDATE, { input: { id: String(p.id), enabled: false, releaseDate: "", publisher: "", tags: [] } })))
      .updateProduct;
    expect(out).toMatchObject({ enabled: false, releaseDate: null, publisher: null, tags: [] });
    expect((await app.gql(PUB, { slug: p.slug })).body.data.product).toBeNull();
    expect((await list({ search: String(p.id), enabled: false })).items.map((r: any) => r.id)).toContain(String(p.id));
    await notified(() => adminGql(UPDATE, { input: { id: String(p.id), enabled: true } }));
    expect((await app.gql(PUB, { slug: p.slug })).body.data.product).toMatchObject({ id: String(p.id) });
  });

  it("keeps a product in its category once that category is hidden, but moves none into it", async () => {
    const [p] = await sql(`SELECT id, category_id FROM products ORDER BY id DESC LIMIT 1`);
    const [other] = await sql(`SELECT id FROM products WHERE category_id <> $1 ORDER BY id LIMIT 1`, [p.category_id]);
    await sql(`UPDATE categories SET enabled = false WHERE id = $1`, [p.category_id]);
    try {
      const kept = (await adminGql(UPDATE, { input: { id: String(p.id), categoryId: String(p.category_id), steamScore: 77 } })).updateProduct;
      expect(kept).toMatchObject({ __typename: "AdminProduct", categoryId: String(p.category_id), steamScore: 77 });
      const moved = await errorOf(UPDATE, { input: { id: String(other.id), categoryId: String(p.category_id) } });
      expect(moved).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
      expect(moved.message).toMatch(/hidden/);
    } finally {
      await sql(`UPDATE categories SET enabled = true WHERE id = $1`, [p.category_id]);
    }
  });

  it("refuses users and sellers, and guests must sign in", async () => {
    const { categoryId, platformId } = await placement();
    const create = { input: { categoryId, platformId, translations: texts("Sneaky", "Furtivo") } };
    for (const who of [customer, seller]) {
      expect((await errorOf(LIST, {}, who)).extensions.code).toBe("FORBIDDEN");
      expect((await errorOf(ONE, { id: "1" }, who)).extensions.code).toBe("FORBIDDEN");
      expect((await errorOf(CREATE, create, who)).extensions.code).toBe("FORBIDDEN");
      expect((await errorOf(UPDATE, { input: { id: "1", enabled: false } }, who)).extensions.code).toBe("FORBIDDEN");
    }
    expect((await errorOf(LIST, {}, {})).extensions.code).toBe("UNAUTHENTICATED");
    expect(await sql(`SELECT 1 FROM product_translations WHERE name = 'Sneaky'`)).toHaveLength(0);
    expect((await sql(`SELECT enabled FROM products WHERE id = 1`))[0].enabled).toBe(true);
  });
});
