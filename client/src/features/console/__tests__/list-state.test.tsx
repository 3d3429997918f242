/**
 * A console list's state in the URL (features/console/list-state.ts): page, size, filters
 * and sort survive a round trip through the query string, defaults and empty values are
 * left out of it, invalid values read as the defaults, a change of filters, sort or size
 * goes back to the first page, and the hook writes the URL (a new history entry, the
 * current one replaced while a search is typed).
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { patchListState, readListState, useListState, writeListState, type ListSpec, type ListState } from "../list-state";

type Sort = "NEWEST" | "OLDEST" | "EMAIL_ASC";
const SPEC: ListSpec<"q" | "role", Sort> = {
  pageSizes: [10, 20, 50],
  defaultSize: 20,
  filters: { q: {}, role: { values: ["admin", "seller", "user"] } },
  sorts: ["NEWEST", "OLDEST", "EMAIL_ASC"],
};
const DEFAULTS: ListState<"q" | "role", Sort> = { page: 1, size: 20, filters: { q: "", role: "" }, sort: "NEWEST" };

const read = (search: string) => readListState(SPEC, new URLSearchParams(search));
const write = (state: ListState<"q" | "role", Sort>, keep?: string) => writeListState(SPEC, state, new URLSearchParams(keep)).toString();

describe("the list state in the query string", () => {
  it("reads page, size, filters and sort, and writes them back the same", () => {
    const search = "q=ada+lovelace&role=seller&sort=EMAIL_ASC&size=50&page=3";
    const state = read(search);
    expect(state).toEqual({ page: 3, size: 50, filters: { q: "ada lovelace", role: "seller" }, sort: "EMAIL_ASC" });
    expect(read(write(state))).toEqual(state);
    expect(write(state)).toBe(search);
    // A fractional page reads as its whole part.
    expect(read("page=2.7").page).toBe(2);
  });

  it("reads nothing as the defaults and writes the defaults as nothing", () => {
    expect(read("")).toEqual(DEFAULTS);
    expect(write(DEFAULTS)).toBe("");
    // No empty parameter: a cleared search, the first page, the default size and sort vanish.
    expect(write({ ...DEFAULTS, filters: { q: "  ", role: "" } }, "q=old&page=4&size=50&sort=OLDEST")).toBe("");
  });

  it.each([
    ["page=0", { page: 1 }],
    ["page=-2", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=", { page: 1 }],
    ["size=7", { size: 20 }],
    ["size=many", { size: 20 }],
    ["sort=PRICE", { sort: "NEWEST" }],
    ["sort=newest", { sort: "NEWEST" }],
    ["role=root", { filters: { q: "", role: "" } }],
    ["q=%20%20", { filters: { q: "", role: "" } }],
  ])("reads the invalid %s as the default", (search, expected) => {
    expect(read(search)).toEqual({ ...DEFAULTS, ...expected });
  });

  it("keeps the other parameters and does not write values it would not read", () => {
    expect(write({ ...DEFAULTS, page: 2 }, "tab=open&page=9")).toBe("tab=open&page=2");
    expect(write({ page: 0, size: 13, filters: { q: "x", role: "root" }, sort: "PRICE" as Sort })).toBe("q=x");
  });

  it("goes back to the first page when filters, sort or size change, unless a page is given", () => {
    const on3 = { ...DEFAULTS, page: 3 };
    expect(patchListState(on3, { filters: { q: "ada" } })).toEqual({ ...DEFAULTS, filters: { q: "ada", role: "" } });
    expect(patchListState(on3, { sort: "OLDEST" }).page).toBe(1);
    expect(patchListState(on3, { size: 50 }).page).toBe(1);
    expect(patchListState(on3, { page: 4 })).toEqual({ ...DEFAULTS, page: 4 });
    expect(patchListState(on3, { size: 50, page: 2 }).page).toBe(2);
    // A filter patch keeps the other filters.
    expect(patchListState({ ...DEFAULTS, filters: { q: "ada", role: "admin" } }, { filters: { role: "user" } }).filters).toEqual({ q: "ada", role: "user" });
  });
});

describe("useListState", () => {
  // biome-ignore lint/correctness/noComponentHookFactories: a test component, declared once for the block
  function Probe() {
    const list = useListState(SPEC);
    return (
      <div>
        <output data-testid="state">
          {JSON.stringify({ page: list.page, size: list.size, filters: list.filters, sort: list.sort, skip: list.skip, take: list.take })}
        </output>
        <button type="button" onClick={() => list.update({ page: list.page + 1 })}>
          next
        </button>
        <button type="button" onClick={() => list.update({ filters: { q: "ada" } })}>
          search
        </button>
        <button type="button" onClick={() => list.update({ size: 50 })}>
          size
        </button>
        <button type="button" onClick={() => list.update({ sort: "EMAIL_ASC" })}>
          sort
        </button>
      </div>
    );
  }

  function renderAt(path: string) {
    const router = createMemoryRouter([{ path: "/admin/users", Component: Probe }], { initialEntries: [path] });
    render(<RouterProvider router={router} />);
    const state = () => JSON.parse(screen.getByTestId("state").textContent!) as Record<string, unknown>;
    return { router, state, search: () => router.state.location.search };
  }

  it("reads the URL, with skip and take for the server", () => {
    const { state } = renderAt("/admin/users?page=3&size=10&role=admin");
    expect(state()).toEqual({ page: 3, size: 10, filters: { q: "", role: "admin" }, sort: "NEWEST", skip: 20, take: 10 });
  });

  it("writes each change to the URL: pages as new history entries, a search replacing the current one", async () => {
    const { router, state, search } = renderAt("/admin/users?tab=x");
    await userEvent.click(screen.getByRole("button", { name: "next" }));
    expect(search()).toBe("?tab=x&page=2");
    expect(router.state.historyAction).toBe("PUSH");

    await userEvent.click(screen.getByRole("button", { name: "search" }));
    expect(search()).toBe("?tab=x&q=ada");
    expect(router.state.historyAction).toBe("REPLACE");

    await userEvent.click(screen.getByRole("button", { name: "next" }));
    await userEvent.click(screen.getByRole("button", { name: "sort" }));
    expect(search()).toBe("?tab=x&q=ada&sort=EMAIL_ASC");
    await userEvent.click(screen.getByRole("button", { name: "size" }));
    expect(search()).toBe("?tab=x&q=ada&sort=EMAIL_ASC&size=50");
    expect(state()).toMatchObject({ page: 1, size: 50, skip: 0, take: 50 });

    // Back walks through the states.
    await act(() => router.navigate(-1));
    expect(search()).toBe("?tab=x&q=ada&sort=EMAIL_ASC");
  });
});
