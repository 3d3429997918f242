/**
 * /admin/suppliers in jsdom against an in-memory supplier backend (msw): the connections with
 * their last import, the connection form (the credentials each supplier asks for, checked before
 * sending; a shop connected already comes back as its error), "Import now" following the run
 * to its report, and the report's result filter and page in the URL.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../../test/client/msw-server";
import { renderApp } from "../../../../../../test/client/render-app";

const RESULTS = ["OfferCreated", "ProductCreated", "AlreadyImported", "OfferAlreadyExisting", "TooManyEqualProducts", "Error"] as const;
type Result = (typeof RESULTS)[number];

const counts = (c: Partial<Record<Result, number>>) => ({
  __typename: "SupplierImportCounts",
  ...Object.fromEntries(RESULTS.map((r) => [r, c[r] ?? 0])),
});

function run(id: string, status: string, processed: number, c: Partial<Record<Result, number>>) {
  return {
    __typename: "SupplierImportRun",
    id,
    connectionId: "c1",
    status,
    scheduled: false,
    processed,
    error: null as string | null,
    failureCode: null as string | null,
    failureParams: null as Record<string, unknown> | null,
    createdByEmail: "admin@keymarket.example",
    createdAt: "2026-11-20T10:00:00.000Z",
    startedAt: "2026-11-20T10:00:01.000Z",
    finishedAt: status === "done" ? "2026-11-20T10:01:00.000Z" : null,
    counts: counts(c),
  };
}

const connection = (lastRun: ReturnType<typeof run> | null) => ({
  __typename: "SupplierConnection",
  id: "c1",
  integration: "sandbox",
  name: "Sandbox supplier (demo)",
  sellerId: "2",
  sellerName: "Pixel Keys",
  credentialsSet: true,
  credentialsHint: "",
  marginPercent: 15,
  roundPrices: true,
  enabled: false,
  importHour: null,
  mappedProducts: 3,
  updatedAt: "2026-11-20T09:00:00.000Z",
  lastRun,
});

/** 30 items of the new run: 25 offers created and 5 errors (the last one reported before codes: its English text only). */
const ITEMS = Array.from({ length: 30 }, (_, i) => ({
  __typename: "SupplierImportItem",
  id: String(i + 1),
  externalId: `sup-${i + 1}`,
  name: `Supplier game ${i + 1}`,
  platform: "Steam",
  region: "EU",
  result: i < 25 ? "OfferCreated" : "Error",
  createResult: null,
  productId: i < 25 ? String(100 + i) : null,
  productName: i < 25 ? `Game ${i + 1}` : null,
  offerId: i < 25 ? String(500 + i) : null,
  message: i < 25 ? "stock 5; price 11.49 EUR" : i < 29 ? `Unknown platform "Amiga"` : "The supplier sent something odd",
  messageCode: i < 25 ? "OfferCreated" : i < 29 ? "UnknownPlatform" : null,
  messageParams: i < 25 ? { stock: 5, price: 1149 } : i < 29 ? { platform: "Amiga" } : null,
}));

interface Calls {
  creates: Record<string, unknown>[];
  starts: string[];
  reports: Record<string, unknown>[];
  /** SupplierImportRuns and SupplierConnection reads. */
  reads: string[];
}

/** The supplier API; a run started here runs for `runningPolls - 1` report answers, then is done. */
function backend(runningPolls = 3): Calls {
  const calls: Calls = { creates: [], starts: [], reports: [], reads: [] };
  let started: ReturnType<typeof run> | null = null;
  let polls = 0;
  const old = run("r1", "done", 3, { OfferCreated: 3 });
  server.use(
    meHandler(meAs("admin")),
    graphql.query("SupplierConnections", () =>
      HttpResponse.json({ data: { supplierConnections: { __typename: "SupplierConnectionList", totalItems: 1, items: [connection(started ?? old)] } } }),
    ),
    graphql.query("SupplierConnection", () => {
      calls.reads.push("connection");
      return HttpResponse.json({ data: { supplierConnection: connection(started ?? old) } });
    }),
    graphql.query("SupplierSellers", () =>
      HttpResponse.json({
        data: {
          sellers: {
            __typename: "AdminSellerList",
            items: [
              { __typename: "AdminSeller", id: "1", name: "KeyMarket Demo Shop" },
              { __typename: "AdminSeller", id: "2", name: "Pixel Keys" },
            ],
          },
        },
      }),
    ),
    graphql.mutation("CreateSupplierConnection", ({ variables }) => {
      calls.creates.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({
        data: {
          createSupplierConnection: {
            __typename: "SupplierConnectionExistsError",
            errorCode: "SUPPLIER_CONNECTION_EXISTS",
            message: "This shop is already connected to this supplier",
            connectionId: "c1",
          },
        },
      });
    }),
    graphql.mutation("StartSupplierImport", ({ variables }) => {
      calls.starts.push(String(variables.id));
      started = run("r2", "queued", 0, {});
      return HttpResponse.json({ data: { startSupplierImport: started } });
    }),
    graphql.query("SupplierImportRuns", () => {
      calls.reads.push("runs");
      return HttpResponse.json({
        data: { supplierImportRuns: { __typename: "SupplierImportRunList", totalItems: started ? 2 : 1, items: started ? [started, old] : [old] } },
      });
    }),
    graphql.query("SupplierImportReport", ({ variables }) => {
      calls.reports.push(variables);
      if (variables.id === "r2" && started) {
        // Running for two polls, then done with every item.
        polls++;
        started = polls < runningPolls ? run("r2", "running", polls * 10, { OfferCreated: polls * 10 }) : run("r2", "done", 30, { OfferCreated: 25, Error: 5 });
      }
      const current = variables.id === "r2" ? started! : old;
      const done = current.status === "done";
      const rows = done && variables.id === "r2" ? ITEMS.filter((i) => !variables.result || i.result === variables.result) : [];
      const skip = Number(variables.skip);
      const take = Number(variables.take);
      return HttpResponse.json({
        data: {
          supplierImportRun: {
            ...current,
            items: { __typename: "SupplierImportItemList", totalItems: rows.length, items: rows.slice(skip, skip + take) },
          },
        },
      });
    }),
  );
  return calls;
}

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("the supplier connections", () => {
  it("lists each connection with its shop, margin, schedule and last import", async () => {
    backend();
    renderApp("/admin/suppliers");
    const row = await waitFor(() => {
      const r = document.querySelector<HTMLElement>('tr[data-connection="Sandbox supplier (demo)"]');
      expect(r).toBeTruthy();
      return r!;
    });
    expect(row).toHaveTextContent("Sandbox supplier");
    expect(row).toHaveTextContent("Pixel Keys");
    expect(row).toHaveTextContent("3 products mapped");
    expect(row).toHaveTextContent("+15% over purchase price");
    expect(row).toHaveTextContent("rounded to .49/.99");
    expect(within(row).getByTestId("supplier-schedule")).toHaveTextContent("Off");
    expect(within(row).getByTestId("supplier-run-summary")).toHaveTextContent("Done");
    expect(within(row).getByTestId("supplier-run-summary")).toHaveTextContent("Offer created: 3");
  });

  it("asks each supplier for its credentials, checks them before sending and shows a duplicate connection's error", async () => {
    const calls = backend();
    renderApp("/admin/suppliers");
    await userEvent.click(await screen.findByTestId("supplier-new"));
    const dialog = await screen.findByTestId("supplier-dialog");
    // The sandbox supplier needs no credentials.
    expect(within(dialog).queryByTestId("supplier-clientId")).toBeNull();
    expect(dialog).toHaveTextContent("The sandbox supplier needs no credentials");
    await userEvent.selectOptions(within(dialog).getByTestId("supplier-integration"), "codeswholesale");
    await userEvent.click(within(dialog).getByTestId("supplier-save"));
    await waitFor(() => expect(within(dialog).getAllByText("Required")).toHaveLength(4));
    expect(calls.creates).toEqual([]);
    await userEvent.type(within(dialog).getByTestId("supplier-name"), "CW main");
    await userEvent.selectOptions(within(dialog).getByTestId("supplier-seller"), "2");
    await userEvent.type(within(dialog).getByTestId("supplier-clientId"), "client-1234");
    await userEvent.type(within(dialog).getByTestId("supplier-clientSecret"), "s3cret");
    await userEvent.clear(within(dialog).getByTestId("supplier-margin"));
    await userEvent.type(within(dialog).getByTestId("supplier-margin"), "12,5");
    await userEvent.click(within(dialog).getByTestId("supplier-save"));
    await waitFor(() => expect(calls.creates).toHaveLength(1));
    expect(calls.creates[0]).toEqual({
      integration: "codeswholesale",
      name: "CW main",
      sellerId: "2",
      marginPercent: 12.5,
      roundPrices: true,
      enabled: false,
      importHour: null,
      credentials: { clientId: "client-1234", clientSecret: "s3cret" },
    });
    expect(await within(dialog).findByTestId("supplier-error")).toHaveTextContent("This shop is already connected to this supplier");
  });
});

/** Opens the connections list and clicks "Import now" on the demo connection. */
async function importFromTheList() {
  const { router } = renderApp("/admin/suppliers");
  const row = await waitFor(() => {
    const r = document.querySelector<HTMLElement>('tr[data-connection="Sandbox supplier (demo)"]');
    expect(r).toBeTruthy();
    return r!;
  });
  await userEvent.click(within(row).getByTestId("supplier-import"));
  return router;
}

describe("importing", () => {
  it("follows an import started now to its report; the result filter and the page live in the URL", async () => {
    const calls = backend();
    const router = await importFromTheList();
    await waitFor(() => expect(calls.starts).toEqual(["c1"]));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/suppliers/c1"));
    expect(router.state.location.search).toBe("?run=r2");
    const report = await screen.findByTestId("supplier-report");
    // Live progress until it is done, then the report.
    await waitFor(() => expect(within(report).getByTestId("supplier-progress")).toHaveTextContent("30 supplier products processed"), { timeout: 8000 });
    expect(within(report).getByTestId("supplier-filter-OfferCreated")).toHaveTextContent("Offer created (25)");
    expect(within(report).getByTestId("supplier-filter-Error")).toHaveTextContent("Error (5)");
    await waitFor(() => expect(document.querySelectorAll('tr[data-result="OfferCreated"]')).toHaveLength(20));
    expect(within(report).getByTestId("supplier-items-count")).toHaveTextContent("1–20 of 30");

    await userEvent.click(within(report).getByTestId("supplier-filter-Error"));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("result")).toBe("Error"));
    await waitFor(() => expect(calls.reports.at(-1)).toMatchObject({ id: "r2", result: "Error", skip: 0, take: 20 }));
    await waitFor(() => expect(document.querySelectorAll('tr[data-result="Error"]')).toHaveLength(5));
    expect(document.querySelectorAll('tr[data-result="OfferCreated"]')).toHaveLength(0);
    expect(document.querySelector('tr[data-external-id="sup-26"]')).toHaveTextContent('Unknown platform "Amiga"');
  }, 20_000);

  it("reads the runs and the connection again when an import started from the list is over at its first answer", async () => {
    const calls = backend(1);
    const router = await importFromTheList();
    await waitFor(() => expect(router.state.location.search).toBe("?run=r2"));
    const report = await screen.findByTestId("supplier-report");
    await waitFor(() => expect(within(report).getByTestId("supplier-progress")).toHaveTextContent("30 supplier products processed"));
    // Each read once on opening, and once more when the run was seen over; no more after that.
    await waitFor(() => expect(calls.reads).toEqual(["connection", "runs", "connection", "runs"]));
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(calls.reads).toHaveLength(4);
  });

  it("says coded report lines and why a run failed in Italian under /it; a line without a code keeps its English text", async () => {
    backend();
    const failed = {
      ...run("r3", "failed", 30, { OfferCreated: 25, Error: 5 }),
      error: "Gave up after 3 attempts",
      failureCode: "GaveUp",
      failureParams: { attempts: 3 },
    };
    const rows = ITEMS.slice(20);
    server.use(
      graphql.query("SupplierImportRuns", () =>
        HttpResponse.json({ data: { supplierImportRuns: { __typename: "SupplierImportRunList", totalItems: 1, items: [failed] } } }),
      ),
      graphql.query("SupplierImportReport", () =>
        HttpResponse.json({
          data: { supplierImportRun: { ...failed, items: { __typename: "SupplierImportItemList", totalItems: rows.length, items: rows } } },
        }),
      ),
    );
    renderApp("/it/admin/suppliers/c1?run=r3");
    const report = await screen.findByTestId("supplier-report");
    await waitFor(() => expect(document.querySelector('tr[data-external-id="sup-21"]')).toBeTruthy());
    const message = (id: string) => within(document.querySelector<HTMLElement>(`tr[data-external-id="${id}"]`)!).getByTestId("supplier-item-message");
    // The price in the shop's money format, the stock as a number.
    expect(message("sup-21")).toHaveTextContent(/^Disponibilità 5; prezzo 11,49 €$/);
    expect(message("sup-26")).toHaveTextContent(/^Piattaforma sconosciuta "Amiga"$/);
    expect(message("sup-30")).toHaveTextContent(/^The supplier sent something odd$/);
    expect(report).toHaveTextContent("L'importazione si è interrotta: Abbandonata dopo 3 tentativi");
  });
});
