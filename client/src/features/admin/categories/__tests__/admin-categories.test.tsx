/**
 * /admin/categories in jsdom against an in-memory tree (msw): the tree in Italian, reordering
 * with the arrows, editing names and slugs (a malformed slug is caught before sending, a taken
 * one is shown on its field), and deleting a category in use only with a target category.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../../test/client/msw-server";
import { renderApp } from "../../../../../../test/client/render-app";

interface Cat {
  id: string;
  parentId: string | null;
  position: number;
  en: [string, string];
  it: [string, string];
  products: number;
}

const tr = (locale: string, [name, slug]: [string, string], url: string) => ({ __typename: "AdminCategoryTranslation", locale, name, slug, url, oldSlugs: [] });

function tree() {
  const cats: Cat[] = [
    { id: "1", parentId: null, position: 0, en: ["Games", "games"], it: ["Giochi", "giochi"], products: 0 },
    { id: "2", parentId: "1", position: 0, en: ["Action", "action"], it: ["Azione", "azione"], products: 12 },
    { id: "3", parentId: "1", position: 1, en: ["Racing", "racing"], it: ["Corse", "corse"], products: 0 },
  ];
  const calls: { op: string; input: any }[] = [];
  const view = (c: Cat) => {
    const parent = cats.find((p) => p.id === c.parentId);
    return {
      __typename: "AdminCategory",
      id: c.id,
      parentId: c.parentId,
      macrocategoryId: "1",
      position: c.position,
      depth: c.parentId ? 1 : 0,
      enabled: true,
      productCount: c.products,
      proposalCount: 0,
      childCount: cats.filter((k) => k.parentId === c.id).length,
      translations: [
        tr("en", c.en, parent ? `/${parent.en[1]}/${c.en[1]}` : `/${c.en[1]}`),
        tr("it", c.it, parent ? `/it/${parent.it[1]}/${c.it[1]}` : `/it/${c.it[1]}`),
      ],
    };
  };
  const macro = {
    __typename: "AdminMacrocategory",
    id: "1",
    position: 0,
    enabled: true,
    categoryCount: 3,
    translations: [
      { __typename: "AdminMacrocategoryTranslation", locale: "en", name: "Video games", slug: "video-games" },
      { __typename: "AdminMacrocategoryTranslation", locale: "it", name: "Videogiochi", slug: "videogiochi" },
    ],
  };
  server.use(
    meHandler(meAs("admin")),
    graphql.query("AdminCategoryTree", () => HttpResponse.json({ data: { adminCategories: cats.map(view), adminMacrocategories: [macro] } })),
    graphql.mutation("MoveCategory", ({ variables }) => {
      calls.push({ op: "move", input: variables.input });
      const c = cats.find((x) => x.id === variables.input.id)!;
      const sibs = cats.filter((x) => x.parentId === c.parentId).sort((a, b) => a.position - b.position);
      const i = sibs.indexOf(c);
      const j = variables.input.direction === "UP" ? i - 1 : i + 1;
      if (sibs[j]) [c.position, sibs[j]!.position] = [sibs[j]!.position, c.position];
      return HttpResponse.json({ data: { moveCategory: { __typename: "AdminCategory", id: c.id, position: c.position } } });
    }),
    graphql.mutation("UpdateCategory", ({ variables }) => {
      calls.push({ op: "update", input: variables.input });
      const c = cats.find((x) => x.id === variables.input.id)!;
      for (const t of variables.input.translations) {
        const taken = cats.find((x) => x.id !== c.id && x[t.locale as "en" | "it"][1] === t.slug);
        if (taken)
          return HttpResponse.json({
            data: {
              updateCategory: { __typename: "SlugAlreadyInUseError", errorCode: "SLUG_ALREADY_IN_USE", message: "taken", locale: t.locale, slug: t.slug },
            },
          });
      }
      for (const t of variables.input.translations) c[t.locale as "en" | "it"] = [t.name, t.slug];
      return HttpResponse.json({ data: { updateCategory: view(c) } });
    }),
    graphql.mutation("DeleteCategories", ({ variables }) => {
      calls.push({ op: "delete", input: variables.input });
      const ids: string[] = variables.input.ids;
      for (const id of ids)
        cats.splice(
          cats.findIndex((x) => x.id === id),
          1,
        );
      return HttpResponse.json({ data: { deleteCategories: { __typename: "DeletedCategories", deletedIds: ids, movedProducts: 12 } } });
    }),
  );
  return { cats, calls };
}

const rows = () => screen.getAllByTestId("category-row").map((r) => r.getAttribute("data-category"));
const row = (slug: string) => document.querySelector<HTMLElement>(`[data-testid="category-row"][data-category="${slug}"]`)!;

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("the category tree", () => {
  it("is read only for support: no create, edit, move or delete, and says why", async () => {
    tree();
    server.use(meHandler(meAs("support")));
    renderApp("/admin/categories");
    await screen.findByTestId("category-tree");
    await waitFor(() => expect(rows()).toEqual(["games", "action", "racing"]));
    for (const id of [
      "new-category",
      "new-macro",
      "edit-category",
      "add-subcategory",
      "delete-category",
      "move-up",
      "move-down",
      "edit-macro",
      "delete-macro",
    ]) {
      expect(screen.queryAllByTestId(id)).toEqual([]);
    }
    expect(screen.getByTestId("read-only-note")).toHaveTextContent("Creating, editing, moving and deleting categories are for administrators");
  });

  it("shows the tree in Italian and reorders with the arrows", async () => {
    const { calls } = tree();
    renderApp("/it/admin/categories");
    await screen.findByTestId("category-tree");
    await waitFor(() => expect(rows()).toEqual(["games", "action", "racing"]));
    expect(row("action")).toHaveTextContent("Azione");
    expect(row("action")).toHaveTextContent("12 prodotti");
    expect(row("action")).toHaveTextContent("/it/giochi/azione");
    expect(within(row("action")).getByTestId("move-up")).toBeDisabled();
    expect(within(row("racing")).getByTestId("move-down")).toBeDisabled();
    expect(within(row("action")).getByTestId("move-down")).toHaveAccessibleName("Sposta giù: Azione");

    await userEvent.click(within(row("action")).getByTestId("move-down"));
    await waitFor(() => expect(rows()).toEqual(["games", "racing", "action"]));
    expect(calls).toEqual([{ op: "move", input: { id: "2", direction: "DOWN" } }]);
  });

  it("edits the Italian name and slug: a malformed slug is caught, a taken one shown on its field", async () => {
    const { calls } = tree();
    renderApp("/admin/categories");
    await waitFor(() => expect(rows()).toContain("racing"));
    await userEvent.click(within(row("racing")).getByTestId("edit-category"));
    const dialog = await screen.findByTestId("category-editor");
    const name = within(dialog).getByTestId("name-it");
    const slug = within(dialog).getByTestId("slug-it");
    expect(slug).toHaveValue("corse");
    await userEvent.clear(name);
    await userEvent.type(name, "Automobilismo");
    await userEvent.clear(slug);
    await userEvent.type(slug, "Auto Mobilismo");
    expect(within(dialog).getByText("Use lower-case letters, digits and single dashes only.")).toBeInTheDocument();
    expect(within(dialog).getByTestId("confirm")).toBeDisabled();

    await userEvent.clear(slug);
    await userEvent.type(slug, "azione");
    await userEvent.click(within(dialog).getByTestId("confirm"));
    expect(await within(dialog).findByText("Another category already uses this slug in this language.")).toBeInTheDocument();

    await userEvent.clear(slug);
    await userEvent.type(slug, "automobilismo");
    await userEvent.click(within(dialog).getByTestId("confirm"));
    await waitFor(() => expect(screen.queryByTestId("category-editor")).not.toBeInTheDocument());
    await waitFor(() => expect(row("racing")).toHaveTextContent("/it/giochi/automobilismo"));
    expect(calls.at(-1)).toEqual({
      op: "update",
      input: {
        id: "3",
        parentId: "1",
        macrocategoryId: "1",
        enabled: true,
        translations: [
          { locale: "en", name: "Racing", slug: "racing" },
          { locale: "it", name: "Automobilismo", slug: "automobilismo" },
        ],
      },
    });
  });

  it("deletes a category with products only with a target, after confirming", async () => {
    const { calls } = tree();
    renderApp("/admin/categories");
    await waitFor(() => expect(rows()).toContain("action"));
    await userEvent.click(within(row("action")).getByTestId("delete-category"));
    const dialog = await screen.findByTestId("delete-dialog");
    expect(dialog).toHaveTextContent("12 products and proposals use this category");
    expect(within(dialog).getByTestId("confirm")).toBeDisabled();
    const target = within(dialog).getByTestId("delete-target");
    expect(
      within(target)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose…", "Games", "Games › Racing"]);
    await userEvent.selectOptions(target, "3");
    await userEvent.click(within(dialog).getByTestId("confirm"));
    await waitFor(() => expect(rows()).toEqual(["games", "racing"]));
    expect(calls).toEqual([{ op: "delete", input: { ids: ["2"], moveProductsTo: "3" } }]);
  });
});
