/**
 * /admin/products, /admin/products/new and /admin/products/:id in jsdom against an in-memory
 * catalogue (msw): the list with its columns, the search, filters, sort and page held in the
 * URL, the proposals link with its waiting count, selecting rows; the editor: checked before
 * sending (both names, slugs, prices), a new product sent with its texts and prices and then
 * opened in its own editor, an edit sent with the Italian texts, a slug another product has shown
 * on its field in its language's tab, the images panel on the edit page only, and the question
 * before leaving with unsaved changes; Italian under /it.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import type { AdminProductFieldsFragment, AdminProductsQuery } from "../../../../gql/graphql";
import { meAs, meHandler } from "../../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../../test/client/msw-server";
import { renderApp } from "../../../../../../test/client/render-app";

type Row = AdminProductsQuery["adminProducts"]["items"][number] & { __typename: "AdminProductRow" };
type Product = AdminProductFieldsFragment & { __typename: "AdminProduct" };

const prices = (eur: number | null, usd: number | null, gbp: number | null) => ({ __typename: "Prices" as const, eur, usd, gbp });

function row(n: number): Row {
  return {
    __typename: "AdminProductRow",
    id: String(n),
    name: `Game ${String(n).padStart(2, "0")}`,
    slug: `game-${n}-steam`,
    categoryId: n % 2 ? "5" : "6",
    categoryName: n % 2 ? "Action" : "Racing",
    platformId: "1",
    platformName: "Steam",
    enabled: n % 10 !== 0,
    preOrder: n === 3 ? "InPreOrder" : "None",
    region: "EUROPE",
    tags: [],
    stock: n % 4 === 0 ? 0 : n * 3,
    offerCount: n % 4 === 0 ? 0 : 2,
    salesCount: n * 10,
    bestPrice: { __typename: "Prices", eur: n % 4 === 0 ? null : 10 + n } as Row["bestPrice"],
    coverImage: { __typename: "Image", src: `/media/covers/${n}.svg`, width: 600, height: 800 } as Row["coverImage"],
    updatedAt: "2026-03-01T09:00:00.000Z",
  };
}

function product(id = "7", over: Partial<Product> = {}): Product {
  const texts = (locale: "en" | "it", name: string, slug: string) => ({
    __typename: "AdminProductTranslation" as const,
    locale,
    name,
    slug,
    description: `${name} description`,
    descriptionShort: `${name} short`,
    metaTitle: name,
    metaDescription: "",
    metaKeywords: "",
    requirements: "",
    instructions: "",
    alt: name,
    title: "",
    genres: locale === "en" ? ["Action"] : ["Azione"],
    url: locale === "en" ? `/games/action/${slug}` : `/it/giochi/azione/${slug}`,
    oldSlugs: locale === "en" ? ["old-game"] : [],
  });
  return {
    __typename: "AdminProduct",
    id,
    enabled: true,
    categoryId: "5",
    platformId: "1",
    publisher: "Owl",
    manufacturer: null,
    preOrder: "None",
    region: "EUROPE",
    tags: ["New"],
    releaseDate: "2026-01-02",
    steamAppId: null,
    steamScore: 80,
    prepaidforge: false,
    listPrice: prices(29.99, null, null),
    bestPrice: prices(19.5, 21, 17),
    stock: 12,
    offerCount: 2,
    salesCount: 40,
    coverImage: { __typename: "Image", src: `/media/covers/${id}.svg`, width: 600, height: 800, alt: "Game" },
    translations: [texts("en", "Lantern Keeper", "lantern-keeper-steam"), texts("it", "Il Guardiano", "il-guardiano-steam")],
    createdAt: "2026-01-01T09:00:00.000Z",
    updatedAt: "2026-03-01T09:00:00.000Z",
    ...over,
  } as Product;
}

interface Calls {
  lists: Record<string, unknown>[];
  creates: Record<string, any>[];
  updates: Record<string, any>[];
}

function asAdmin(opts: { rows?: number; product?: Product; takenSlug?: { locale: "en" | "it"; slug: string } } = {}): Calls {
  const calls: Calls = { lists: [], creates: [], updates: [] };
  const book = Array.from({ length: opts.rows ?? 30 }, (_, i) => row(i + 1));
  let stored = opts.product ?? product();
  server.use(
    meHandler(meAs("admin")),
    graphql.query("AdminProducts", ({ variables }) => {
      calls.lists.push(variables);
      const q = String(variables.search ?? "").toLowerCase();
      const items = book
        .filter((r) => !q || r.name.toLowerCase().includes(q) || r.id === q)
        .filter((r) => variables.enabled == null || r.enabled === variables.enabled)
        .filter((r) => !variables.categoryId || r.categoryId === variables.categoryId)
        .filter((r) => !variables.platformId || r.platformId === variables.platformId)
        .filter((r) => variables.inStock == null || r.stock > 0 === variables.inStock)
        .sort((a, b) => (variables.sort === "NAME_DESC" ? b.name.localeCompare(a.name) : a.name.localeCompare(b.name)));
      return HttpResponse.json({
        data: {
          adminProducts: { __typename: "AdminProductList", totalItems: items.length, items: items.slice(variables.skip, variables.skip + variables.take) },
        },
      });
    }),
    graphql.query("AdminProductChoices", ({ variables }) =>
      HttpResponse.json({
        data: {
          adminCategories: [
            {
              __typename: "AdminCategory",
              id: "1",
              parentId: null,
              depth: 0,
              position: 0,
              enabled: true,
              translations: [
                { __typename: "AdminCategoryTranslation", locale: "en", name: "Games" },
                { __typename: "AdminCategoryTranslation", locale: "it", name: "Giochi" },
              ],
            },
            {
              __typename: "AdminCategory",
              id: "5",
              parentId: "1",
              depth: 1,
              position: 0,
              enabled: true,
              translations: [
                { __typename: "AdminCategoryTranslation", locale: "en", name: "Action" },
                { __typename: "AdminCategoryTranslation", locale: "it", name: "Azione" },
              ],
            },
            {
              __typename: "AdminCategory",
              id: "6",
              parentId: "1",
              depth: 1,
              position: 1,
              enabled: true,
              translations: [
                { __typename: "AdminCategoryTranslation", locale: "en", name: "Racing" },
                { __typename: "AdminCategoryTranslation", locale: "it", name: "Corse" },
              ],
            },
          ],
          platforms: [
            { __typename: "Platform", id: "1", locale: variables.locale, name: "Steam" },
            { __typename: "Platform", id: "2", locale: variables.locale, name: "PlayStation 5" },
          ],
        },
      }),
    ),
    graphql.query("WaitingProposalsCount", () => HttpResponse.json({ data: { productProposals: { __typename: "ProductProposalList", totalItems: 4 } } })),
    graphql.query("AdminProduct", ({ variables }) =>
      variables.id === stored.id
        ? HttpResponse.json({ data: { adminProduct: stored } })
        : HttpResponse.json({ data: null, errors: [{ message: "Product not found", extensions: { code: "NOT_FOUND" } }] }),
    ),
    graphql.query("AdminProductImages", ({ variables }) =>
      HttpResponse.json({
        data: {
          adminProductImages: {
            __typename: "AdminProductImages",
            productId: variables.productId,
            maxWidth: 1440,
            maxHeight: 1080,
            maxBytes: 10485760,
            galleryMax: 12,
            cover: {
              __typename: "AdminProductImage",
              src: "/media/covers/7.svg",
              width: 600,
              height: 800,
              alt: "Game",
              bytes: 900,
              contentType: "image/svg+xml",
              uploaded: false,
            },
            gallery: [],
          },
        },
      }),
    ),
    graphql.mutation("CreateProduct", ({ variables }) => {
      const input = variables.input as Record<string, any>;
      calls.creates.push(input);
      const created = product("99", {
        translations: input.translations.map((t: any) => ({
          ...product().translations[0]!,
          ...t,
          slug: t.slug || `${t.name.toLowerCase().replace(/\W+/g, "-")}-steam`,
          oldSlugs: [],
        })),
      });
      stored = created;
      return HttpResponse.json({ data: { createProduct: created } });
    }),
    graphql.mutation("UpdateProduct", ({ variables }) => {
      const input = variables.input as Record<string, any>;
      calls.updates.push(input);
      const taken = opts.takenSlug && input.translations.find((t: any) => t.locale === opts.takenSlug!.locale && t.slug === opts.takenSlug!.slug);
      if (taken)
        return HttpResponse.json({
          data: {
            updateProduct: { __typename: "SlugAlreadyInUseError", errorCode: "SLUG_ALREADY_IN_USE", message: "taken", locale: taken.locale, slug: taken.slug },
          },
        });
      stored = {
        ...stored,
        updatedAt: "2026-03-02T09:00:00.000Z",
        translations: stored.translations.map((t) => ({ ...t, ...input.translations.find((x: any) => x.locale === t.locale) })),
      };
      return HttpResponse.json({ data: { updateProduct: stored } });
    }),
  );
  return calls;
}

const table = () => screen.findByTestId("products-table");
const rowOf = (id: string) => document.querySelector<HTMLElement>(`tr[data-product="${id}"]`);
const query = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("the catalogue list", () => {
  it("lists products by name with placement, state, stock and price; search, filters, sort and page live in the URL", async () => {
    const calls = asAdmin({ rows: 30 });
    const { router } = renderApp("/admin/products");
    const t = await table();
    expect(
      within(t)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["", "Product", "Category and platform", "State", "Stock and best price", "Actions"]);
    await waitFor(() => expect(within(t).getAllByRole("row")).toHaveLength(21));
    expect(calls.lists.at(-1)).toMatchObject({
      search: null,
      categoryId: null,
      enabled: null,
      inStock: null,
      sort: "NAME_ASC",
      locale: "en",
      skip: 0,
      take: 20,
    });
    expect(screen.getByTestId("products-count")).toHaveTextContent("1–20 of 30 products");
    const three = rowOf("3")!;
    expect(three).toHaveTextContent("Game 03");
    expect(three).toHaveTextContent("#3 · game-3-steam");
    expect(three).toHaveTextContent("ActionSteam · Europe");
    expect(three).toHaveTextContent("In pre-order");
    expect(three).toHaveTextContent("changed Mar 1, 2026");
    expect(three).toHaveTextContent(/9 keys · 13,00\s€2 offers · 30 sold/);
    expect(within(three).getByTestId("product-link")).toHaveAttribute("href", "/admin/products/3");
    expect(rowOf("10")).toHaveTextContent("Hidden");
    expect(rowOf("4")).toHaveTextContent("0 keys");
    // the proposals link with the waiting count, and the new product link
    expect(screen.getByTestId("products-proposals")).toHaveAttribute("href", "/admin/proposals");
    await waitFor(() => expect(screen.getByTestId("products-proposals-count")).toHaveTextContent("4"));
    expect(screen.getByTestId("products-new")).toHaveAttribute("href", "/admin/products/new");

    await userEvent.click(screen.getByTestId("products-next"));
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ skip: 20, take: 20 }));
    expect(query(router)).toEqual({ page: "2" });
    await waitFor(() => expect(screen.getByTestId("products-count")).toHaveTextContent("21–30 of 30 products"));

    await userEvent.selectOptions(screen.getByTestId("products-stock"), "in");
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ inStock: true, skip: 0 }));
    expect(query(router)).toEqual({ stock: "in" });
    await waitFor(() => expect(screen.getByTestId("products-stock")).toHaveValue("in"));
    await userEvent.selectOptions(screen.getByTestId("products-category"), "6");
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ inStock: true, categoryId: "6" }));
    await waitFor(() => expect(screen.getByTestId("products-category")).toHaveValue("6"));
    await userEvent.selectOptions(screen.getByTestId("products-status"), "hidden");
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ enabled: false }));
    await waitFor(() => expect(screen.getByTestId("products-status")).toHaveValue("hidden"));
    await userEvent.selectOptions(screen.getByTestId("products-sort"), "NAME_DESC");
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ sort: "NAME_DESC", enabled: false, categoryId: "6", inStock: true }));
    expect(query(router)).toEqual({ stock: "in", category: "6", status: "hidden", sort: "NAME_DESC" });
    await waitFor(() => expect(screen.getByTestId("products-sort")).toHaveValue("NAME_DESC"));
    await waitFor(() => expect(screen.getByTestId("products-count")).toHaveTextContent("1–2 of 2 products"));
    expect([...document.querySelectorAll("tr[data-product]")].map((r) => r.getAttribute("data-product"))).toEqual(["30", "10"]);
    await userEvent.selectOptions(screen.getByTestId("products-platform"), "2");
    expect(await screen.findByText("No product matches.")).toBeInTheDocument();

    await userEvent.click(screen.getByTestId("products-clear"));
    await waitFor(() => expect(query(router)).toEqual({ sort: "NAME_DESC" }));
    await waitFor(() => expect(screen.getByTestId("products-stock")).toHaveValue(""));
    await userEvent.type(screen.getByTestId("products-search"), "game 1{Enter}");
    await waitFor(() => expect(calls.lists.at(-1)).toMatchObject({ search: "game 1", sort: "NAME_DESC" }));
    expect(query(router)).toEqual({ sort: "NAME_DESC", q: "game 1" });
    await waitFor(() => expect(screen.getByTestId("products-count")).toHaveTextContent("1–10 of 10 products"));
    expect(document.querySelector("tr[data-product]")).toHaveAttribute("data-product", "19");
  });

  it("selects rows one by one or the whole page; a new page starts a new selection", async () => {
    asAdmin({ rows: 30 });
    renderApp("/admin/products");
    await table();
    await waitFor(() => expect(rowOf("1")).not.toBeNull());
    expect(screen.queryByTestId("product-bulk-bar")).toBeNull();
    await userEvent.click(within(rowOf("2")!).getByTestId("product-select"));
    expect(rowOf("2")).toHaveAttribute("data-selected");
    // the bulk edit bar shows while rows are selected
    expect(await screen.findByTestId("product-bulk-bar")).toBeInTheDocument();
    const all = screen.getByTestId("products-select-page") as HTMLInputElement;
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    await userEvent.click(all);
    expect(document.querySelectorAll("tr[data-selected]")).toHaveLength(20);
    await userEvent.click(within(rowOf("5")!).getByTestId("product-select"));
    expect(document.querySelectorAll("tr[data-selected]")).toHaveLength(19);
    await userEvent.click(screen.getByTestId("products-next"));
    await waitFor(() => expect(screen.getByTestId("products-count")).toHaveTextContent("21–30"));
    expect(document.querySelectorAll("tr[data-selected]")).toHaveLength(0);
    expect(screen.queryByTestId("product-bulk-bar")).toBeNull();
  });

  it("speaks Italian under /it", async () => {
    const calls = asAdmin({ rows: 3 });
    renderApp("/it/admin/products");
    const t = await table();
    expect(
      within(t)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["", "Prodotto", "Categoria e piattaforma", "Stato", "Disponibilità e miglior prezzo", "Azioni"]);
    await waitFor(() => expect(rowOf("3")).toHaveTextContent("In preordine"));
    expect(calls.lists.at(-1)).toMatchObject({ locale: "it" });
    expect(within(rowOf("3")!).getByTestId("product-link")).toHaveAttribute("href", "/it/admin/products/3");
    expect(screen.getByTestId("products-new")).toHaveTextContent("Nuovo prodotto");
    expect(screen.getByTestId("products-proposals")).toHaveAttribute("href", "/it/admin/proposals");
    expect(screen.getByTestId("products-count")).toHaveTextContent("3 prodotti");
  });
});

describe("the product editor", () => {
  it("checks a new product before sending, creates it with both languages and prices, then opens its editor", async () => {
    const calls = asAdmin();
    const { router } = renderApp("/admin/products/new");
    await screen.findByTestId("product-editor");
    expect(screen.getByTestId("product-title")).toHaveTextContent("New product");
    expect(screen.queryByTestId("product-images")).toBeNull();
    expect(screen.getByTestId("product-images-later")).toBeInTheDocument();

    await userEvent.click(screen.getByTestId("product-save"));
    expect(await screen.findByText("Choose a subcategory.")).toBeInTheDocument();
    expect(screen.getByText("Choose a platform.")).toBeInTheDocument();
    expect(screen.getByText("Give the product a name in this language.")).toBeInTheDocument();
    expect(calls.creates).toHaveLength(0);

    await waitFor(() => expect(within(screen.getByTestId("product-category")).getAllByRole("option").length).toBeGreaterThan(2));
    await userEvent.selectOptions(screen.getByTestId("product-category"), "6");
    await userEvent.selectOptions(screen.getByTestId("product-platform"), "2");
    await userEvent.selectOptions(screen.getByTestId("product-region"), "ITALY");
    await userEvent.click(screen.getByText("Exclusive"));
    await userEvent.type(screen.getByTestId("product-price-eur"), "29,99");
    await userEvent.type(screen.getByTestId("product-price-usd"), "abc");
    await userEvent.type(screen.getByTestId("product-name"), "Lantern Keeper");
    await userEvent.type(screen.getByTestId("product-genres"), "Adventure, Puzzle, Adventure");
    await userEvent.type(screen.getByTestId("product-slug"), "Bad Slug");
    expect(screen.getByTestId("product-dirty")).toHaveTextContent("Unsaved changes");
    await userEvent.click(screen.getByTestId("product-save"));
    expect(await screen.findByText("Only lower-case letters, digits and single dashes.")).toBeInTheDocument();
    expect(screen.getByText(/An amount above 0 with at most 2 decimals/)).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId("product-slug"));
    await userEvent.clear(screen.getByTestId("product-price-usd"));
    // the Italian name is missing: saving shows the Italian tab
    await userEvent.click(screen.getByTestId("product-save"));
    await waitFor(() => expect(screen.getByTestId("product-tab-it")).toHaveAttribute("aria-selected", "true"));
    expect(screen.getByText("Give the product a name in this language.")).toBeInTheDocument();
    expect(calls.creates).toHaveLength(0);
    await userEvent.type(screen.getByTestId("product-name"), "Il Guardiano");
    await userEvent.click(screen.getByTestId("product-save"));

    await waitFor(() => expect(calls.creates).toHaveLength(1));
    expect(calls.creates[0]).toMatchObject({
      categoryId: "6",
      platformId: "2",
      region: "ITALY",
      tags: ["Exclusive"],
      enabled: true,
      listPrice: { eur: 29.99, usd: null, gbp: null },
      releaseDate: "",
      steamAppId: null,
    });
    expect(calls.creates[0]!.translations).toEqual([
      expect.objectContaining({ locale: "en", name: "Lantern Keeper", slug: "", genres: ["Adventure", "Puzzle"] }),
      expect.objectContaining({ locale: "it", name: "Il Guardiano", slug: "", genres: [] }),
    ]);
    // the new product's editor, without asking about unsaved changes
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/products/99"));
    expect(screen.queryByTestId("product-leave")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("product-editor")).toHaveAttribute("data-product-id", "99"));
    expect(screen.getByTestId("product-images")).toBeInTheDocument();
  });

  it("edits the Italian texts; a slug another product has shows on its field; the images panel is there", async () => {
    const calls = asAdmin({ takenSlug: { locale: "it", slug: "preso" } });
    renderApp("/admin/products/7");
    await screen.findByTestId("product-editor");
    expect(screen.getByTestId("product-title")).toHaveTextContent("Lantern Keeper");
    expect(screen.getByTestId("product-view")).toHaveAttribute("href", "/games/action/lantern-keeper-steam");
    expect(screen.getByTestId("product-name")).toHaveValue("Lantern Keeper");
    expect(screen.getByTestId("product-old-slugs")).toHaveTextContent("old-game");
    expect(screen.getByTestId("product-price-eur")).toHaveValue("29.99");
    expect(screen.getByTestId("product-publisher")).toHaveValue("Owl");
    expect(screen.getByTestId("product-steam-score")).toHaveValue("80");
    expect(screen.getByTestId("product-images")).toBeInTheDocument();

    await userEvent.click(screen.getByTestId("product-tab-it"));
    expect(screen.getByTestId("product-name")).toHaveValue("Il Guardiano");
    await userEvent.clear(screen.getByTestId("product-slug"));
    await userEvent.type(screen.getByTestId("product-slug"), "preso");
    await userEvent.click(screen.getByTestId("product-tab-en"));
    await userEvent.click(screen.getByTestId("product-save"));
    expect(await screen.findByTestId("product-error")).toHaveTextContent("Another product already uses the slug “preso” in Italian.");
    expect(screen.getByTestId("product-tab-it")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Another product uses this slug.")).toBeInTheDocument();

    await userEvent.clear(screen.getByTestId("product-slug"));
    await userEvent.type(screen.getByTestId("product-slug"), "il-guardiano-della-lanterna");
    await userEvent.clear(screen.getByTestId("product-name"));
    await userEvent.type(screen.getByTestId("product-name"), "Il Guardiano della Lanterna");
    await userEvent.click(screen.getByTestId("product-save"));
    await waitFor(() => expect(calls.updates).toHaveLength(2));
    expect(calls.updates[1]).toMatchObject({ id: "7", publisher: "Owl", steamScore: 80, listPrice: { eur: 29.99, usd: null, gbp: null } });
    expect(calls.updates[1]!.translations[1]).toMatchObject({
      locale: "it",
      name: "Il Guardiano della Lanterna",
      slug: "il-guardiano-della-lanterna",
      genres: ["Azione"],
    });
    expect(await screen.findByText("Lantern Keeper saved: the shop shows it now")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("product-dirty")).toBeNull());
  });

  it("asks before leaving with unsaved changes", async () => {
    asAdmin();
    const { router } = renderApp("/admin/products/7");
    await screen.findByTestId("product-editor");
    await userEvent.click(screen.getByTestId("product-back"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/products"));
    await userEvent.click(await screen.findByTestId("products-new"));
    await screen.findByTestId("product-editor");
    await userEvent.type(screen.getByTestId("product-name"), "Half typed");
    await userEvent.click(screen.getByTestId("product-back"));
    const ask = await screen.findByRole("alertdialog");
    expect(ask).toHaveTextContent("Leave without saving?");
    await userEvent.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(router.state.location.pathname).toBe("/admin/products/new");
    expect(screen.getByTestId("product-name")).toHaveValue("Half typed");
    await userEvent.click(screen.getByTestId("product-back"));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByTestId("confirm"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/products"));
  });

  it("says when the product does not exist, in Italian under /it", async () => {
    asAdmin();
    renderApp("/it/admin/products/12345");
    expect(await screen.findByTestId("product-load-error")).toHaveTextContent("Nessun prodotto con questo id.");
  });
});
