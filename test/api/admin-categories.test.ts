/**
 * Category administration (GraphQL and the REST shims), against a real server:
 *  - create with en/it names and slugs, a taken slug refused (nothing written), bad slugs and
 *    reserved first segments refused, a child of a child refused;
 *  - edit names and slugs: the storefront (GraphQL, the cached Italian page) shows the new
 *    name at once, the old slug answers a 301 to the new URL;
 *  - reorder with up/down, positions 0..n-1;
 *  - delete refused while products use a category, then with a target: products moved, the
 *    old URL redirects to the target;
 *  - macrocategories likewise;
 *  - REST: the spec payloads, 400 on bad payloads, 404 on unknown ids, 403 for other roles and
 *    for a role segment other than admin.
 */
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { bearerFor } from "./accounts-helpers";

let app: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  app = await startTestApp({}, { storefront: true });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
  customer = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password)}` };
}, 300_000);
afterAll(() => app?.close());

const CATEGORY = `id parentId macrocategoryId position depth enabled productCount proposalCount childCount
  translations { locale name slug url oldSlugs description metaTitle }`;

async function adminGql<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const r = await app.gql<T>(query, variables, admin);
  if (r.body.errors) throw new Error(JSON.stringify(r.body.errors));
  return r.body.data!;
}

async function categories(): Promise<any[]> {
  return (await adminGql(`{ adminCategories { ${CATEGORY} } }`)).adminCategories;
}

const bySlug = (all: any[], slug: string, locale = "en") => all.find((c) => c.translations.some((t: any) => t.locale === locale && t.slug === slug));

const CREATE = `mutation($input: CreateCategoryInput!) { createCategory(input: $input) {
  __typename ... on AdminCategory { ${CATEGORY} } ... on SlugAlreadyInUseError { errorCode locale slug message } } }`;
const UPDATE = `mutation($input: UpdateCategoryInput!) { updateCategory(input: $input) {
  __typename ... on AdminCategory { ${CATEGORY} } ... on SlugAlreadyInUseError { errorCode locale slug message } } }`;
const DELETE = `mutation($input: DeleteCategoriesInput!) { deleteCategories(input: $input) {
  __typename ... on DeletedCategories { deletedIds movedProducts }
  ... on CategoryInUseError { errorCode message categoryId productCount proposalCount childCount } } }`;

const texts = (en: string, it: string, extra: Record<string, string> = {}) => [
  { locale: "en", name: en, slug: en.toLowerCase().replace(/\s+/g, "-"), ...extra },
  { locale: "it", name: it, slug: it.toLowerCase().replace(/\s+/g, "-"), ...extra },
];

/** A storefront page as a browser asks for it. */
const page = (path: string) => app.http("GET", path, undefined, { accept: "text/html" });
/** The storefront's answer to a URL, redirects not followed. */
const visit = (path: string) => fetch(app.url + path, { redirect: "manual", headers: { accept: "text/html" } });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs an admin write and waits until this process has applied the database's change
 * notification (a few milliseconds): from then on no cached answer older than the write is served.
 */
async function notified<T>(write: () => Promise<T>): Promise<T> {
  const clock = app.server.responseCache!.clock;
  const before = clock.now();
  const out = await write();
  for (let i = 0; i < 100 && clock.now() === before; i++) await sleep(10);
  expect(clock.now()).toBeGreaterThan(before);
  return out;
}

describe("categories", () => {
  it("lists the tree with every language and usage counts", async () => {
    const all = await categories();
    const games = bySlug(all, "games");
    expect(games).toMatchObject({ parentId: null, depth: 0, enabled: true });
    expect(games.childCount).toBeGreaterThan(3);
    expect(games.translations.map((t: any) => [t.locale, t.slug, t.url])).toEqual([
      ["en", "games", "/games"],
      ["it", "giochi", "/it/giochi"],
    ]);
    const action = bySlug(all, "action");
    expect(action.parentId).toBe(games.id);
    expect(action.productCount).toBeGreaterThan(0);
    expect(action.translations.find((t: any) => t.locale === "it").url).toBe("/it/giochi/azione");
    // roots first, then by position
    expect(all.findIndex((c) => c.depth === 1)).toBeGreaterThan(all.findLastIndex((c) => c.depth === 0));
  });

  it("creates a subcategory with en and it texts; a taken slug, a bad slug, a reserved root slug and a third level are refused", async () => {
    const all = await categories();
    const games = bySlug(all, "games");
    const created = (await adminGql(CREATE, { input: { parentId: games.id, translations: texts("Puzzle", "Rompicapo", { description: "Brain teasers." }) } }))
      .createCategory;
    expect(created.__typename).toBe("AdminCategory");
    expect(created).toMatchObject({ parentId: games.id, depth: 1, macrocategoryId: games.macrocategoryId, position: games.childCount, productCount: 0 });
    expect(created.translations.map((t: any) => t.url)).toEqual(["/games/puzzle", "/it/giochi/rompicapo"]);
    expect(created.translations[0].metaTitle).toBe("Puzzle");

    // the storefront knows it at once, in both languages
    const pub = await app.gql(`{ en: category(slug: "puzzle") { name url } it: category(slug: "rompicapo", locale: it) { name url } }`);
    expect(pub.body.data).toEqual({ en: { name: "Puzzle", url: "/games/puzzle" }, it: { name: "Rompicapo", url: "/it/giochi/rompicapo" } });

    const dup = (
      await adminGql(CREATE, { input: { parentId: games.id, translations: [texts("Fresh one", "x")[0], { locale: "it", name: "Azione 2", slug: "azione" }] } })
    ).createCategory;
    expect(dup).toMatchObject({ __typename: "SlugAlreadyInUseError", errorCode: "SLUG_ALREADY_IN_USE", locale: "it", slug: "azione" });
    expect(bySlug(await categories(), "fresh-one")).toBeUndefined();

    const bad = await app.gql(
      CREATE,
      {
        input: {
          translations: [
            { locale: "en", name: "X", slug: "Bad Slug!" },
            { locale: "it", name: "X", slug: "x-it" },
          ],
        },
      },
      admin,
    );
    expect(bad.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const reserved = await app.gql(
      CREATE,
      {
        input: {
          translations: [
            { locale: "en", name: "Cart", slug: "cart" },
            { locale: "it", name: "C", slug: "carrello-x" },
          ],
        },
      },
      admin,
    );
    expect(reserved.body.errors[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" } });
    expect(reserved.body.errors[0].message).toMatch(/reserved/);
    const oneLanguage = await app.gql(CREATE, { input: { translations: [{ locale: "en", name: "Only", slug: "only-en" }] } }, admin);
    expect(oneLanguage.body.errors[0].message).toMatch(/missing it/);
    const third = await app.gql(CREATE, { input: { parentId: created.id, translations: texts("Deep", "Profondo") } }, admin);
    expect(third.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const unknownParent = await app.gql(CREATE, { input: { parentId: "999999", translations: texts("Lost", "Perso") } }, admin);
    expect(unknownParent.body.errors[0].extensions.code).toBe("NOT_FOUND");
  });

  it("renames in Italian: the cached Italian page, its header and the storefront show it at once; the old slug redirects", async () => {
    const before = await page("/it/giochi/corse");
    expect(before.status).toBe(200);
    expect(before.text).toContain("Corse");
    await page("/it/giochi/corse"); // served from the page cache now
    const parentBefore = await page("/it/giochi");
    expect(parentBefore.text).not.toContain("Automobilismo");
    const corse = bySlug(await categories(), "corse", "it");
    const out = (
      await notified(() => adminGql(UPDATE, { input: { id: corse.id, translations: [{ locale: "it", name: "Automobilismo", slug: "automobilismo" }] } }))
    ).updateCategory;
    expect(out.__typename).toBe("AdminCategory");
    const it = out.translations.find((t: any) => t.locale === "it");
    expect(it).toMatchObject({ name: "Automobilismo", slug: "automobilismo", url: "/it/giochi/automobilismo", oldSlugs: ["corse"] });
    // texts not given stay
    expect(it.description).toMatch(/^Racing arcade/);
    expect(out.translations.find((t: any) => t.locale === "en")).toMatchObject({ name: "Racing", slug: "racing" });

    const moved = await visit("/it/giochi/corse");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/it/giochi/automobilismo");
    const fresh = await page("/it/giochi/automobilismo");
    expect(fresh.status).toBe(200);
    expect(fresh.text).toContain("Automobilismo");
    // the Italian games page (its subcategory links) shows the new name at once
    const parent = await page("/it/giochi");
    expect(parent.text).toContain("Automobilismo");
    expect((await app.gql(`{ category(slug: "corse", locale: it) { name url } }`)).body.data.category).toEqual({
      name: "Automobilismo",
      url: "/it/giochi/automobilismo",
    });
    // English untouched
    expect((await app.gql(`{ category(slug: "racing") { name } }`)).body.data.category.name).toBe("Racing");

    // taking back the old slug makes it live again (no redirect row left)
    const back = (await notified(() => adminGql(UPDATE, { input: { id: corse.id, translations: [{ locale: "it", name: "Corse", slug: "corse" }] } })))
      .updateCategory;
    expect(back.translations.find((t: any) => t.locale === "it").oldSlugs).toEqual(["automobilismo"]);
    expect((await visit("/it/giochi/corse")).status).toBe(200);

    // a root's new Italian name is in the Italian home page's header and footer at once (the page was cached)
    const games = bySlug(await categories(), "games");
    expect((await page("/it")).text).not.toContain("Giochi digitali");
    await page("/it");
    await notified(() => adminGql(UPDATE, { input: { id: games.id, translations: [{ locale: "it", name: "Giochi digitali", slug: "giochi" }] } }));
    const home = (await page("/it")).text;
    expect(home.match(/Giochi digitali/g)?.length).toBeGreaterThanOrEqual(2);
    expect((await page("/")).text).not.toContain("Giochi digitali");
    await notified(() => adminGql(UPDATE, { input: { id: games.id, translations: [{ locale: "it", name: "Giochi", slug: "giochi" }] } }));

    // another category's live slug is refused
    const dup = (await adminGql(UPDATE, { input: { id: corse.id, translations: [{ locale: "en", name: "Racing", slug: "action" }] } })).updateCategory;
    expect(dup).toMatchObject({ __typename: "SlugAlreadyInUseError", locale: "en", slug: "action" });
    const unknown = await app.gql(UPDATE, { input: { id: "999999", enabled: false } }, admin);
    expect(unknown.body.errors[0].extensions.code).toBe("NOT_FOUND");
  });

  it("reorders siblings with up and down", async () => {
    const all = await categories();
    const games = bySlug(all, "games");
    const kids = () => categories().then((a) => a.filter((c) => c.parentId === games.id).sort((x, y) => x.position - y.position));
    const start = await kids();
    expect(start.map((c) => c.position)).toEqual(start.map((_, i) => i));
    const MOVE = `mutation($id: ID!, $d: MoveDirection!) { moveCategory(input: { id: $id, direction: $d }) { id position } }`;
    expect((await adminGql(MOVE, { id: start[1].id, d: "UP" })).moveCategory).toEqual({ id: start[1].id, position: 0 });
    let now = await kids();
    expect(now.map((c) => c.id)).toEqual([start[1].id, start[0].id, ...start.slice(2).map((c) => c.id)]);
    // at the top: nothing moves
    await adminGql(MOVE, { id: start[1].id, d: "UP" });
    await adminGql(MOVE, { id: start[1].id, d: "DOWN" });
    now = await kids();
    expect(now.map((c) => c.id)).toEqual(start.map((c) => c.id));
    // the storefront's order follows
    const pub = await app.gql(`{ categories { slug children { id } } }`);
    expect(pub.body.data.categories.find((c: any) => c.slug === "games").children.map((c: any) => c.id)).toEqual(start.map((c) => c.id));
  });

  it("refuses to delete a category in use, then deletes it moving its products (old URLs redirect to the target)", async () => {
    const all = await categories();
    const sim = bySlug(all, "simulation");
    const strategy = bySlug(all, "strategy");
    expect(sim.productCount).toBeGreaterThan(0);
    const refused = (await adminGql(DELETE, { input: { ids: [sim.id] } })).deleteCategories;
    expect(refused).toMatchObject({ __typename: "CategoryInUseError", errorCode: "CATEGORY_IN_USE", categoryId: sim.id, productCount: sim.productCount });
    expect(bySlug(await categories(), "simulation")).toBeDefined();

    const games = bySlug(all, "games");
    const parentRefused = (await adminGql(DELETE, { input: { ids: [games.id], moveProductsTo: strategy.id } })).deleteCategories;
    expect(parentRefused).toMatchObject({ __typename: "CategoryInUseError", categoryId: games.id });
    expect(parentRefused.childCount).toBeGreaterThan(0);
    const self = await app.gql(DELETE, { input: { ids: [sim.id], moveProductsTo: sim.id } }, admin);
    expect(self.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const unknownTarget = await app.gql(DELETE, { input: { ids: [sim.id], moveProductsTo: "999999" } }, admin);
    expect(unknownTarget.body.errors[0].extensions.code).toBe("NOT_FOUND");

    await page("/it/giochi/simulazione"); // cached
    const done = (await notified(() => adminGql(DELETE, { input: { ids: [sim.id], moveProductsTo: strategy.id } }))).deleteCategories;
    expect(done).toEqual({ __typename: "DeletedCategories", deletedIds: [sim.id], movedProducts: sim.productCount + sim.proposalCount });
    const after = await categories();
    expect(bySlug(after, "simulation")).toBeUndefined();
    expect(bySlug(after, "strategy").productCount).toBe(strategy.productCount + sim.productCount);
    // siblings renumbered
    const kids = after.filter((c) => c.parentId === games.id).map((c) => c.position);
    expect(kids).toEqual(kids.map((_, i) => i));
    const old = await visit("/it/giochi/simulazione");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/it/giochi/strategia");
    // the empty category created above deletes without a target
    const puzzle = bySlug(after, "puzzle");
    if (puzzle) expect((await adminGql(DELETE, { input: { ids: [puzzle.id] } })).deleteCategories.__typename).toBe("DeletedCategories");
    const unknown = await app.gql(DELETE, { input: { ids: ["999999"] } }, admin);
    expect(unknown.body.errors[0].extensions.code).toBe("NOT_FOUND");
  });

  it("refuses every category operation to non-admins", async () => {
    expect((await app.gql(`{ adminCategories { id } }`)).body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    expect((await app.gql(`{ adminCategories { id } }`, undefined, customer)).body.errors[0].extensions.code).toBe("FORBIDDEN");
    const m = await app.gql(`mutation { moveCategory(input: { id: "1", direction: UP }) { id } }`, undefined, customer);
    expect(m.body.errors[0].extensions.code).toBe("FORBIDDEN");
    const d = await app.gql(`mutation { deleteCategories(input: { ids: ["1"], moveProductsTo: "2" }) { __typename } }`, undefined, customer);
    expect(d.body.errors[0].extensions.code).toBe("FORBIDDEN");
  });
});

describe("macrocategories", () => {
  const MACRO = `id position enabled categoryCount translations { locale name slug }`;
  const SAVE = `... on AdminMacrocategory { ${MACRO} } ... on SlugAlreadyInUseError { errorCode locale slug }`;

  it("creates, renames, reorders and deletes (refused while categories use it, then moving them)", async () => {
    const created = (
      await adminGql(`mutation($i: CreateMacrocategoryInput!) { createMacrocategory(input: $i) { __typename ${SAVE} } }`, {
        i: { translations: texts("Gift cards", "Carte regalo") },
      })
    ).createMacrocategory;
    expect(created).toMatchObject({ __typename: "AdminMacrocategory", categoryCount: 0, enabled: true });
    const list = (await adminGql(`{ adminMacrocategories { ${MACRO} } }`)).adminMacrocategories;
    expect(list.at(-1).id).toBe(created.id);
    expect(list.map((m: any) => m.position)).toEqual(list.map((_: any, i: number) => i));

    const dup = (
      await adminGql(`mutation($i: UpdateMacrocategoryInput!) { updateMacrocategory(input: $i) { __typename ${SAVE} } }`, {
        i: { id: created.id, translations: [{ locale: "it", name: "Videogiochi", slug: "videogiochi" }] },
      })
    ).updateMacrocategory;
    expect(dup).toMatchObject({ __typename: "SlugAlreadyInUseError", slug: "videogiochi" });
    const renamed = (
      await adminGql(`mutation($i: UpdateMacrocategoryInput!) { updateMacrocategory(input: $i) { __typename ${SAVE} } }`, {
        i: { id: created.id, translations: [{ locale: "it", name: "Buoni regalo", slug: "buoni-regalo" }] },
      })
    ).updateMacrocategory;
    expect(renamed.translations).toEqual([
      { locale: "en", name: "Gift cards", slug: "gift-cards" },
      { locale: "it", name: "Buoni regalo", slug: "buoni-regalo" },
    ]);
    expect((await app.gql(`{ macrocategories(locale: it) { id name } }`)).body.data.macrocategories).toContainEqual({ id: created.id, name: "Buoni regalo" });

    const up = (await adminGql(`mutation($id: ID!) { moveMacrocategory(input: { id: $id, direction: UP }) { id position } }`, { id: created.id }))
      .moveMacrocategory;
    expect(up.position).toBe(list.length - 2);

    // a category joins it; deleting it is refused, then done moving the category back
    const first = list[0];
    const office = bySlug(await categories(), "office");
    await adminGql(UPDATE, { input: { id: office.id, macrocategoryId: created.id } });
    const DEL = `mutation($i: DeleteMacrocategoriesInput!) { deleteMacrocategories(input: $i) { __typename
      ... on DeletedMacrocategories { deletedIds movedCategories } ... on MacrocategoryInUseError { errorCode macrocategoryId categoryCount } } }`;
    expect((await adminGql(DEL, { i: { ids: [created.id] } })).deleteMacrocategories).toEqual({
      __typename: "MacrocategoryInUseError",
      errorCode: "MACROCATEGORY_IN_USE",
      macrocategoryId: created.id,
      categoryCount: 1,
    });
    expect((await adminGql(DEL, { i: { ids: [created.id], moveCategoriesTo: first.id } })).deleteMacrocategories).toEqual({
      __typename: "DeletedMacrocategories",
      deletedIds: [created.id],
      movedCategories: 1,
    });
    expect(bySlug(await categories(), "office").macrocategoryId).toBe(first.id);
    const unknown = await app.gql(DEL, { i: { ids: ["999999"] } }, admin);
    expect(unknown.body.errors[0].extensions.code).toBe("NOT_FOUND");
  });
});

describe("REST shims", () => {
  const post = (path: string, body: unknown, headers = admin) => app.http("POST", path, body, headers);

  it("creates and edits with { category, categoryNotTrans } and deletes with { categoryIds }", async () => {
    const all = await categories();
    const software = bySlug(all, "softwares");
    const created = await post("/api/admin/categories/edit", {
      category: { en: { name: "Security", slug: "security" }, it: { name: "Sicurezza", slug: "sicurezza", description: "Antivirus e VPN." } },
      categoryNotTrans: { parentId: Number(software.id), position: 0 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ result: "SUCCESS", category: { parentId: software.id, position: 0, depth: 1 } });
    const id = created.body.category.id;
    expect(created.body.category.translations[1]).toMatchObject({
      locale: "it",
      name: "Sicurezza",
      url: "/it/software/sicurezza",
      description: "Antivirus e VPN.",
    });

    const edited = await post("/api/admin/categories/edit", {
      category: { it: { name: "Sicurezza informatica", slug: "sicurezza-informatica" } },
      categoryNotTrans: { id },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.category.translations[1]).toMatchObject({ name: "Sicurezza informatica", oldSlugs: ["sicurezza"] });
    expect(edited.body.category.translations[0]).toMatchObject({ name: "Security", slug: "security" });

    // moved under another root: new URLs, the old one redirects (the category is found by its own slug)
    const games = bySlug(all, "games");
    const moved = await post("/api/admin/categories/edit", { category: {}, categoryNotTrans: { id, parentId: Number(games.id) } });
    expect(moved.status).toBe(200);
    expect(moved.body.category).toMatchObject({ parentId: games.id, depth: 1 });
    expect(moved.body.category.translations.map((t: any) => t.url)).toEqual(["/games/security", "/it/giochi/sicurezza-informatica"]);
    const old = await visit("/software/security");
    expect([old.status, old.headers.get("location")]).toEqual([301, "/games/security"]);
    expect((await post("/api/admin/categories/edit", { category: {}, categoryNotTrans: { id: games.id, parentId: Number(software.id) } })).status).toBe(400);

    const dup = await post("/api/admin/categories/edit", { category: { en: { name: "Dup", slug: "games" } }, categoryNotTrans: { id } });
    expect(dup.status).toBe(400);
    expect(dup.body).toMatchObject({ result: "BAD_REQUEST", code: "categories/slug-in-use" });

    for (const bad of [
      {},
      { category: "x" },
      { category: { en: { name: "", slug: "ok" } }, categoryNotTrans: { id } },
      { category: { en: { name: "Ok", slug: "Not OK" } }, categoryNotTrans: { id } },
      { category: { en: { name: "Ok", slug: "ok-en" } } }, // a new category needs both languages
      { category: {}, categoryNotTrans: { id: "abc" } },
      { category: {}, categoryNotTrans: { id, position: -1 } },
    ]) {
      const r = await post("/api/admin/categories/edit", bad);
      expect([r.status, JSON.stringify(bad)]).toEqual([400, JSON.stringify(bad)]);
    }
    expect((await post("/api/admin/categories/edit", { category: {}, categoryNotTrans: { id: 999999 } })).status).toBe(404);
    expect((await post("/api/admin/categories/delete", { categoryIds: [999999] })).status).toBe(404);
    expect((await post("/api/admin/categories/delete", { categoryIds: [] })).status).toBe(400);
    expect((await post("/api/admin/categories/delete", { categoryIds: "1" })).status).toBe(400);

    const office = bySlug(all, "office");
    const inUse = await post("/api/admin/categories/delete", { categoryIds: [office.id] });
    expect(inUse.status).toBe(400);
    expect(inUse.body.code).toBe("categories/in-use");

    const deleted = await post("/api/admin/categories/delete", { categoryIds: [Number(id)] });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ result: "SUCCESS", deletedIds: [id], movedProducts: 0 });
  });

  it("macrocategories: { macrocategory, macrocategoryNotTrans } and { macrocategoryIds }", async () => {
    const created = await post("/api/admin/macrocategories/edit", {
      macrocategory: { en: { name: "Bundles", slug: "bundles" }, it: { name: "Pacchetti", slug: "pacchetti" } },
    });
    expect(created.status).toBe(201);
    const id = created.body.macrocategory.id;
    const edited = await post("/api/admin/macrocategories/edit", {
      macrocategory: { en: { name: "Bundles & packs", slug: "bundles" } },
      macrocategoryNotTrans: { id, enabled: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.macrocategory).toMatchObject({
      enabled: false,
      translations: [
        { locale: "en", name: "Bundles & packs" },
        { locale: "it", name: "Pacchetti" },
      ],
    });
    expect((await post("/api/admin/macrocategories/edit", { macrocategory: {}, macrocategoryNotTrans: { id: 999999 } })).status).toBe(404);
    expect((await post("/api/admin/macrocategories/edit", { macrocategoryNotTrans: { id } })).status).toBe(400);
    expect((await post("/api/admin/macrocategories/delete", { macrocategoryIds: [999999] })).status).toBe(404);
    const deleted = await post("/api/admin/macrocategories/delete", { macrocategoryIds: [id] });
    expect(deleted.body).toEqual({ result: "SUCCESS", deletedIds: [id], movedCategories: 0 });
  });

  it("refuses other roles and other role segments", async () => {
    const body = { category: {}, categoryNotTrans: { id: 1 } };
    expect((await post("/api/admin/categories/edit", body, customer)).status).toBe(403);
    expect((await post("/api/seller/categories/edit", body)).status).toBe(403);
    expect((await post("/api/user/macrocategories/delete", { macrocategoryIds: [1] })).status).toBe(403);
  });
});
