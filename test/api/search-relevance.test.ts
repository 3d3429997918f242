/**
 * Search relevance against the demo catalogue: what shoppers type (misspelt, short names,
 * numerals, Italian) and the product that must come first. Each case names the query, the
 * locale, and a pattern the first result's name must match; a case may also say what "did you
 * mean" answers. A change to ranking that moves any of these fails here.
 */
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { bearerFor } from "./accounts-helpers";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const SEARCH = `query Search($q: String!, $locale: Locale) {
  products(filter: { search: $q }, take: 5, locale: $locale) { didYouMean items { name } }
}`;

type Case = [query: string, first: RegExp, opts?: { locale?: "en" | "it"; didYouMean?: string | null }];

const CASES: Case[] = [
  // Exact and prefix
  ["elden ring", /^Elden Ring \(/],
  ["elden", /^Elden Ring \(/],
  ["eld", /^Elden Ring \(/],
  ["cyberpunk", /^Cyberpunk 2077 \(/],
  ["hades", /^Hades \(/],
  ["hades 2", /^Hades II \(/],
  ["witcher 3", /^The Witcher 3: Wild Hunt/],
  ["baldur", /^Baldur's Gate 3 \(/],
  ["baldurs gate", /^Baldur's Gate 3 \(/],
  ["hogwarts", /^Hogwarts Legacy \(/],
  ["minecraft", /^Minecraft/],
  ["forza horizon 5", /^Forza Horizon 5 \(/],
  ["red dead", /^Red Dead Redemption/],
  ["god of war ragnarok", /^God of War Ragnarök \(/],
  ["discord nitro", /^Discord Nitro/],
  ["windows 11", /^Windows 11/],
  ["kaspersky", /^Kaspersky/],
  ["amazon gift card", /^Amazon\..* Gift Card/],
  // Misspelt
  ["eldn rign", /^Elden Ring/, { didYouMean: "elden ring" }],
  ["eldenring", /^Elden Ring/],
  ["cyberpnuk", /^Cyberpunk 2077/, { didYouMean: "cyberpunk" }],
  ["witchr", /^The Witcher/],
  ["skyrm", /Skyrim/],
  ["asasins creed", /^Assassin's Creed/],
  ["hogwarst legacy", /^Hogwarts Legacy/],
  ["baldurs gat 3", /^Baldur's Gate 3/],
  ["minecarft", /^Minecraft/],
  ["helldiver", /^Helldivers 2/],
  ["fortnit", /^Fortnite/],
  ["kaspesky", /^Kaspersky/],
  // Numerals and short names
  ["gta 5", /^Grand Theft Auto V\b/],
  ["gta v", /^Grand Theft Auto V\b/],
  ["grand theft auto 5", /^Grand Theft Auto V\b/],
  ["gta", /Grand Theft Auto|GTA/],
  ["cod black ops 6", /^Call of Duty: Black Ops 6/],
  ["cod mw3", /^Call of Duty: Modern Warfare III/],
  ["rdr2", /^Red Dead Redemption 2/],
  ["dark souls 3", /^Dark Souls III/],
  ["final fantasy 7", /^Final Fantasy VII/],
  ["ff16", /^Final Fantasy XVI|^Final Fantasy/],
  ["age of empires 4", /^Age of Empires IV/],
  ["crusader kings 3", /^Crusader Kings III/],
  ["diablo 4", /^Diablo IV/],
  ["fifa", /^EA Sports FC/],
  // Base product before editions, DLC and accounts
  ["assassins creed mirage", /^Assassin's Creed Mirage \(/],
  ["cyberpunk 2077", /^Cyberpunk 2077 \(/],
  ["alan wake 2", /^Alan Wake 2 \(/],
  // Italian
  ["elden ring", /^Elden Ring/, { locale: "it" }],
  ["eldn rign", /^Elden Ring/, { locale: "it", didYouMean: "elden ring" }],
  ["gta 5", /^Grand Theft Auto V\b/, { locale: "it" }],
];

describe("search relevance", () => {
  it("has at least 40 cases", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)("%s → %s", async (q, first, opts = {}) => {
    const { body } = await app.gql(SEARCH, { q, locale: opts.locale ?? "en" });
    expect(body.errors).toBeUndefined();
    const { items, didYouMean } = body.data.products as { items: { name: string }[]; didYouMean: string | null };
    expect(items[0]?.name ?? "(nothing)").toMatch(first);
    if (opts.didYouMean !== undefined) expect(didYouMean).toBe(opts.didYouMean);
  });

  it("says nothing to correct for words the names have, and corrects only what they do not", async () => {
    const known = (await app.gql(SEARCH, { q: "elden ring" })).body.data.products;
    expect(known.didYouMean).toBeNull();
    const nothing = (await app.gql(SEARCH, { q: "qqqqzzzz" })).body.data.products;
    expect(nothing).toEqual({ didYouMean: null, items: [] });
  });
});

describe("search synonyms", () => {
  const SET = `mutation($input: SetSearchSynonymInput!) { setSearchSynonym(input: $input) { term expansion } }`;
  const REMOVE = `mutation($term: String!) { removeSearchSynonym(term: $term) }`;
  const first = async (q: string) => (await app.gql(SEARCH, { q })).body.data.products.items[0]?.name ?? "";

  it("admins add, change and remove them; the next search uses them; customers cannot", async () => {
    const admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
    const customer = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password)}` };
    expect(await first("nms")).not.toMatch(/^No Man's Sky/);

    const refused = await app.gql(SET, { input: { term: "nms", expansion: "no mans sky" } }, customer);
    expect(refused.body.errors[0].extensions.code).toBe("FORBIDDEN");
    const bad = await app.gql(SET, { input: { term: "two words", expansion: "x" } }, admin);
    expect(bad.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");

    const set = await app.gql(SET, { input: { term: "NMS", expansion: "No Man's Sky" } }, admin);
    expect(set.body.data.setSearchSynonym).toEqual({ term: "nms", expansion: "No Man's Sky" });
    // Every process drops its cached answers (NOTIFY), so the next search sees it.
    for (let i = 0; i < 50 && !/^No Man's Sky/.test(await first("nms")); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await first("nms")).toMatch(/^No Man's Sky/);
    const listed = await app.gql(`{ searchSynonyms { term expansion } }`, {}, admin);
    expect(listed.body.data.searchSynonyms).toContainEqual({ term: "nms", expansion: "No Man's Sky" });
    expect((await app.gql(`{ searchSynonyms { term } }`, {}, customer)).body.errors[0].extensions.code).toBe("FORBIDDEN");

    expect((await app.gql(REMOVE, { term: "nms" }, admin)).body.data.removeSearchSynonym).toBe(true);
    expect((await app.gql(REMOVE, { term: "nms" }, admin)).body.data.removeSearchSynonym).toBe(false);
    for (let i = 0; i < 50 && /^No Man's Sky/.test(await first("nms")); i++) await new Promise((r) => setTimeout(r, 100));
    expect(await first("nms")).not.toMatch(/^No Man's Sky/);
  });
});
