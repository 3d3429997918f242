/**
 * The console's search field (features/console/ConsoleSearch.tsx) with the list state in
 * the URL: it searches after a pause or on Enter, and what the admin goes on typing while a
 * search of the first letters comes back through the URL is kept (a slow keystroke used to
 * put the field back to the letters searched, losing the ones typed since).
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { ChakraArea } from "../../../app/ChakraArea";
import { loadMessages, MessagesProvider } from "../../../i18n";
import { ScreenRecipes } from "../../accounts/ui";
import { ConsoleSearch, SEARCH_DELAY_MS } from "../ConsoleSearch";
import { useListState, type ListSpec } from "../list-state";

const NAVIGATION_MS = 300;
const SPEC: ListSpec<"q" | "state"> = { pageSizes: [20], defaultSize: 20, filters: { q: {}, state: {} } };

const NoFallback = () => null;

const searches: string[] = [];

function Page() {
  const list = useListState(SPEC);
  return (
    <>
      <ConsoleSearch
        label="Search"
        value={list.filters.q}
        onSearch={(q) => {
          searches.push(q);
          list.update({ filters: { q } });
        }}
        data-testid="search"
      />
      <button type="button" onClick={() => list.update({ filters: { state: "Blocked" } })}>
        Blocked
      </button>
    </>
  );
}

async function renderAt(path: string) {
  await loadMessages("en");
  // A navigation takes a while (the admin shell's loader, a busy machine): keystrokes land meanwhile.
  const loader = () => new Promise<null>((r) => setTimeout(() => r(null), NAVIGATION_MS));
  const router = createMemoryRouter([{ path: "/admin/users", Component: Page, loader, HydrateFallback: NoFallback }], { initialEntries: [path] });
  render(
    <MessagesProvider locale="en">
      <ChakraArea>
        <ScreenRecipes>
          <RouterProvider router={router} />
        </ScreenRecipes>
      </ChakraArea>
    </MessagesProvider>,
  );
  const param = (name: string) => new URLSearchParams(router.state.location.search).get(name);
  return { router, input: (await screen.findByTestId("search")) as HTMLInputElement, q: () => param("q"), param };
}

describe("the console search", () => {
  it("keeps what is typed after a pause mid-word, and searches the whole word", async () => {
    const { input, q } = await renderAt("/admin/users");
    await userEvent.type(input, "OT");
    // The pause elapses: "OT" is searched; while its navigation runs the admin types on…
    await act(() => new Promise((r) => setTimeout(r, SEARCH_DELAY_MS + 50)));
    await userEvent.type(input, "TAVIA");
    // …and "OT" comes back through the URL.
    await act(() => new Promise((r) => setTimeout(r, NAVIGATION_MS)));
    expect(q()).toBe("OT");
    expect(input).toHaveValue("OTTAVIA");
    await act(() => new Promise((r) => setTimeout(r, SEARCH_DELAY_MS + NAVIGATION_MS + 100)));
    expect(q()).toBe("OTTAVIA");
    expect(input).toHaveValue("OTTAVIA");
  });

  it("follows the URL when it changes from elsewhere (back button, a link)", async () => {
    const { router, input } = await renderAt("/admin/users?q=ada");
    expect(input).toHaveValue("ada");
    await act(() => router.navigate("/admin/users?q=grace"));
    expect(input).toHaveValue("grace");
    await act(() => router.navigate("/admin/users?q=ada"));
    expect(input).toHaveValue("ada");
  });

  it("Enter searches at once, and no search follows it after the pause", async () => {
    const { input, param } = await renderAt("/admin/users?state=Waiting");
    searches.length = 0;
    await userEvent.type(input, "shop27@{Enter}");
    await act(() => new Promise((r) => setTimeout(r, NAVIGATION_MS + 50)));
    expect(param("q")).toBe("shop27@");
    // Another filter changes within the pause: it stays (a stale search used to put Waiting back).
    await userEvent.click(screen.getByRole("button", { name: "Blocked" }));
    await act(() => new Promise((r) => setTimeout(r, SEARCH_DELAY_MS + NAVIGATION_MS + 100)));
    expect(param("state")).toBe("Blocked");
    expect(param("q")).toBe("shop27@");
    expect(searches).toEqual(["shop27@"]);
  });
});
