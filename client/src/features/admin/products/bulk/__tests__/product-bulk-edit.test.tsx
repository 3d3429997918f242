/**
 * The product bulk edit bar (admin/products/bulk/ProductBulkEditBar.tsx) in jsdom with msw:
 * "N selected", the dialog (nothing to send without a change; the category tree indented; the
 * changes sent exactly), a confirmation before hiding products, the job followed in the address
 * (?job=) with its progress bar polled to the end and the report (failures translated), onDone
 * once at the end (also when a job started here is over at its first answer; not for a finished job
 * opened by its address), the same progress after a reload with nothing selected, an unknown job, the
 * server's refusal shown in the dialog, and the Italian texts.
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApolloProvider } from "@apollo/client/react";
import { graphql, http, HttpResponse } from "msw";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { ChakraArea } from "../../../../../app/ChakraArea";
import { loadAllMessages, MessagesProvider } from "../../../../../i18n";
import { createApolloClient, createHttpLink } from "../../../../../lib/apollo";
import type { Locale } from "../../../../../lib/locale";
// The fixtures install the pointer events, ResizeObserver and scrollIntoView the Ark checkbox and dialog need.
import "../../../../../../../test/client/accounts-fixtures";
import { GRAPHQL_URL, server } from "../../../../../../../test/client/msw-server";
import { ScreenRecipes } from "../../../../accounts/ui";
import { ProductBulkEditBar } from "../ProductBulkEditBar";

const cat = (id: string, parentId: string | null, position: number, en: string, it: string) => ({
  __typename: "AdminCategory",
  id,
  parentId,
  position,
  depth: parentId ? 1 : 0,
  translations: [
    { __typename: "AdminCategoryTranslation", locale: "en", name: en },
    { __typename: "AdminCategoryTranslation", locale: "it", name: it },
  ],
});

const CATEGORIES = [cat("2", null, 1, "Software", "Software"), cat("1", null, 0, "Games", "Giochi"), cat("5", "1", 0, "Action", "Azione")];
const PLATFORMS = [{ __typename: "Platform", id: "3", locale: "en", name: "Steam" }];

function jobOf(over: Record<string, unknown> = {}) {
  return {
    __typename: "AdminJob",
    id: "job-1",
    kind: "productBulkEdit",
    status: "queued",
    total: 3,
    done: 0,
    failed: 0,
    error: null,
    createdAt: "2026-03-10T10:00:00.000Z",
    finishedAt: null,
    report: { __typename: "AdminJobReport", changed: 0, unchanged: 0, failures: [] as unknown[] },
    ...over,
  };
}

const FINISHED = jobOf({
  status: "done",
  done: 3,
  failed: 1,
  finishedAt: "2026-03-10T10:00:03.000Z",
  report: {
    __typename: "AdminJobReport",
    changed: 1,
    unchanged: 1,
    failures: [{ __typename: "AdminJobFailure", targetId: "3", code: "PRODUCT_GONE", message: "The product was deleted after the job started" }],
  },
});

/** The API: the options, the mutation (recording its input), and the job answering the given states in turn (the last one repeats). */
function api(states: Record<string, unknown>[] = [jobOf(), jobOf({ status: "running", done: 2 }), FINISHED]) {
  const calls = { starts: [] as Record<string, unknown>[], polls: 0 };
  server.use(
    // Mutations carry the CSRF token, asked for once when the page has no cookie yet.
    http.get("http://localhost/api/csrf", () => HttpResponse.json({ csrfToken: "test-token" })),
    graphql.query("ProductBulkOptions", () => HttpResponse.json({ data: { adminCategories: CATEGORIES, platforms: PLATFORMS } })),
    graphql.mutation("StartProductBulkEdit", ({ variables }) => {
      calls.starts.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({ data: { startProductBulkEdit: jobOf() } });
    }),
    graphql.query("AdminJobProgress", ({ variables }) => {
      if (variables.id !== "job-1") {
        return HttpResponse.json({ data: null, errors: [{ message: "Admin job not found", extensions: { code: "NOT_FOUND" } }] });
      }
      const state = states[Math.min(calls.polls, states.length - 1)]!;
      calls.polls++;
      return HttpResponse.json({ data: { adminJob: state } });
    }),
  );
  return calls;
}

function Harness({ ids, onDone }: { ids: string[]; onDone(): void }) {
  const location = useLocation();
  return (
    <>
      <ProductBulkEditBar selectedIds={ids} onDone={onDone} />
      <output data-testid="address">{location.search}</output>
    </>
  );
}

async function renderBar(opts: { ids?: string[]; path?: string; locale?: Locale } = {}) {
  const locale = opts.locale ?? "en";
  await loadAllMessages(locale);
  const onDone = jest.fn();
  const client = createApolloClient({ link: createHttpLink(GRAPHQL_URL) });
  const element = <Harness ids={opts.ids ?? ["1", "2", "3"]} onDone={onDone} />;
  const router = createMemoryRouter(
    [
      { path: "/admin/products", element },
      { path: "/it/admin/products", element },
    ],
    { initialEntries: [opts.path ?? (locale === "it" ? "/it/admin/products" : "/admin/products")] },
  );
  render(
    <ApolloProvider client={client}>
      <MessagesProvider locale={locale}>
        <ChakraArea>
          <ScreenRecipes>
            <RouterProvider router={router} />
          </ScreenRecipes>
        </ChakraArea>
      </MessagesProvider>
    </ApolloProvider>,
  );
  return { onDone, router };
}

afterEach(() => server.resetHandlers());

const address = () => screen.getByTestId("address").textContent;

describe("ProductBulkEditBar", () => {
  it("renders nothing with no selection and no job", async () => {
    api();
    await renderBar({ ids: [] });
    expect(screen.queryByTestId("product-bulk")).not.toBeInTheDocument();
  });

  it("sends the chosen changes, follows the job in the address to its report, and calls onDone once", async () => {
    const calls = api();
    const { onDone } = await renderBar();
    expect(screen.getByTestId("product-bulk-count")).toHaveTextContent("3 products selected");
    await userEvent.click(screen.getByTestId("product-bulk-open"));
    const dialog = await screen.findByTestId("product-bulk-dialog");

    // Nothing chosen: nothing is sent.
    await userEvent.click(within(dialog).getByTestId("product-bulk-apply"));
    expect(within(dialog).getByTestId("product-bulk-problem")).toHaveTextContent("Choose at least one change.");
    expect(calls.starts).toEqual([]);

    // The tree in order, subcategories indented.
    const category = within(dialog).getByTestId("bulk-category") as HTMLSelectElement;
    await waitFor(() => expect(category.options).toHaveLength(4));
    expect([...category.options].map((o) => o.textContent)).toEqual(["No change", "Games", "\u00a0\u00a0Action", "Software"]);
    await userEvent.selectOptions(category, "5");
    await userEvent.selectOptions(within(dialog).getByTestId("bulk-platform"), "3");
    await userEvent.selectOptions(within(dialog).getByTestId("bulk-region"), "EUROPE");
    await userEvent.click(within(dialog).getByTestId("bulk-addTags-New"));
    await userEvent.selectOptions(within(dialog).getByTestId("bulk-list-price"), "ADJUST");
    await userEvent.type(within(dialog).getByTestId("bulk-percent"), "-12,5");
    await userEvent.click(within(dialog).getByTestId("product-bulk-apply"));

    await waitFor(() => expect(calls.starts).toHaveLength(1));
    expect(calls.starts[0]).toEqual({
      productIds: ["1", "2", "3"],
      changes: { categoryId: "5", platformId: "3", region: "EUROPE", addTags: ["New"], listPrice: { action: "ADJUST", percent: -12.5 } },
    });
    await waitFor(() => expect(screen.queryByTestId("product-bulk-dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(address()).toBe("?job=job-1"));

    const job = await screen.findByTestId("product-bulk-job");
    expect(within(job).getByRole("progressbar", { name: "Bulk edit progress" })).toBeInTheDocument();
    await waitFor(() => expect(within(job).getByTestId("product-bulk-job-progress")).toHaveTextContent("2 of 3 products processed"), { timeout: 5000 });
    // While it runs, no second edit starts from here.
    expect(screen.getByTestId("product-bulk-open")).toBeDisabled();
    await waitFor(() => expect(within(job).getByTestId("product-bulk-job-status")).toHaveTextContent("Done"), { timeout: 5000 });
    expect(within(job).getByTestId("product-bulk-job-progress")).toHaveTextContent("3 of 3 products processed");
    expect(within(job).getByTestId("report-changed")).toHaveTextContent("1");
    expect(within(job).getByTestId("report-unchanged")).toHaveTextContent("1");
    expect(within(job).getByTestId("report-failed")).toHaveTextContent("1");
    expect(within(job).getByTestId("product-bulk-failures")).toHaveTextContent("Product 3: deleted after the edit started");
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));

    // Polling stopped at the end.
    const polls = calls.polls;
    await act(() => new Promise((r) => setTimeout(r, 1500)));
    expect(calls.polls).toBe(polls);

    await userEvent.click(within(job).getByTestId("product-bulk-job-close"));
    await waitFor(() => expect(address()).toBe(""));
    expect(screen.queryByTestId("product-bulk-job")).not.toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
  }, 20_000);

  it("refreshes the list once when a job started here is already over at its first answer", async () => {
    const calls = api([FINISHED]);
    const { onDone } = await renderBar();
    await userEvent.click(screen.getByTestId("product-bulk-open"));
    const dialog = await screen.findByTestId("product-bulk-dialog");
    await userEvent.selectOptions(within(dialog).getByTestId("bulk-region"), "ITALY");
    await userEvent.click(within(dialog).getByTestId("product-bulk-apply"));
    const job = await screen.findByTestId("product-bulk-job");
    await waitFor(() => expect(within(job).getByTestId("product-bulk-job-status")).toHaveTextContent("Done"));
    expect(calls.polls).toBe(1);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("leaves the list alone for a finished job opened by its address", async () => {
    api([FINISHED]);
    const { onDone } = await renderBar({ ids: [], path: "/admin/products?job=job-1" });
    const job = await screen.findByTestId("product-bulk-job");
    await waitFor(() => expect(within(job).getByTestId("product-bulk-job-status")).toHaveTextContent("Done"));
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(onDone).not.toHaveBeenCalled();
  });

  it("asks before hiding products; cancelling sends nothing", async () => {
    const calls = api();
    await renderBar();
    await userEvent.click(screen.getByTestId("product-bulk-open"));
    const dialog = await screen.findByTestId("product-bulk-dialog");
    await userEvent.selectOptions(within(dialog).getByTestId("bulk-visibility"), "hide");
    await userEvent.click(within(dialog).getByTestId("product-bulk-apply"));
    const confirm = await screen.findByTestId("product-bulk-confirm");
    expect(confirm).toHaveTextContent("Apply these changes to 3 products?");
    expect(confirm).toHaveTextContent("The 3 products disappear from the storefront until shown again.");
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("product-bulk-confirm")).not.toBeInTheDocument());
    expect(calls.starts).toEqual([]);

    await userEvent.click(within(dialog).getByTestId("product-bulk-apply"));
    await userEvent.click(within(await screen.findByTestId("product-bulk-confirm")).getByTestId("confirm"));
    await waitFor(() => expect(calls.starts).toEqual([{ productIds: ["1", "2", "3"], changes: { enabled: false } }]));
    await waitFor(() => expect(address()).toBe("?job=job-1"));
  });

  it("shows the server's refusal in the dialog", async () => {
    api();
    server.use(
      graphql.mutation("StartProductBulkEdit", () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: "productIds: this product does not exist: 3", extensions: { code: "BAD_USER_INPUT" } }],
        }),
      ),
    );
    await renderBar();
    await userEvent.click(screen.getByTestId("product-bulk-open"));
    const dialog = await screen.findByTestId("product-bulk-dialog");
    await userEvent.selectOptions(within(dialog).getByTestId("bulk-region"), "ITALY");
    await userEvent.click(within(dialog).getByTestId("product-bulk-apply"));
    expect(await within(dialog).findByTestId("product-bulk-problem")).toHaveTextContent("productIds: this product does not exist: 3");
    expect(address()).toBe("");
  });

  it("shows the progress again after a reload, with nothing selected", async () => {
    const calls = api([jobOf({ status: "running", done: 1 }), FINISHED]);
    const { onDone } = await renderBar({ ids: [], path: "/admin/products?page=2&job=job-1" });
    const job = await screen.findByTestId("product-bulk-job");
    expect(screen.queryByTestId("product-bulk-bar")).not.toBeInTheDocument();
    await waitFor(() => expect(within(job).getByTestId("product-bulk-job-status")).toHaveTextContent("Done"), { timeout: 5000 });
    expect(calls.polls).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    await userEvent.click(within(job).getByTestId("product-bulk-job-close"));
    await waitFor(() => expect(address()).toBe("?page=2"));
    expect(screen.queryByTestId("product-bulk")).not.toBeInTheDocument();
  }, 15_000);

  it("says so when the job in the address is unknown", async () => {
    api();
    await renderBar({ ids: [], path: "/admin/products?job=00000000-0000-4000-8000-000000000000" });
    expect(await screen.findByTestId("product-bulk-job-error")).toHaveTextContent("This bulk edit was not found.");
  });

  it("speaks Italian", async () => {
    api([FINISHED]);
    await renderBar({ locale: "it", path: "/it/admin/products?job=job-1" });
    expect(screen.getByTestId("product-bulk-count")).toHaveTextContent("3 prodotti selezionati");
    const job = await screen.findByTestId("product-bulk-job");
    await waitFor(() => expect(within(job).getByTestId("product-bulk-job-status")).toHaveTextContent("Completata"));
    expect(within(job).getByTestId("product-bulk-job-progress")).toHaveTextContent("3 di 3 prodotti elaborati");
    expect(within(job).getByTestId("product-bulk-failures")).toHaveTextContent("Prodotto 3: eliminato dopo l'avvio della modifica");
    await userEvent.click(screen.getByTestId("product-bulk-open"));
    const dialog = await screen.findByTestId("product-bulk-dialog");
    expect(within(dialog)).toBeTruthy();
    expect(dialog).toHaveTextContent("Modifica 3 prodotti");
    const category = within(dialog).getByTestId("bulk-category") as HTMLSelectElement;
    await waitFor(() => expect([...category.options].map((o) => o.textContent)).toEqual(["Nessuna modifica", "Giochi", "\u00a0\u00a0Azione", "Software"]));
  });
});
