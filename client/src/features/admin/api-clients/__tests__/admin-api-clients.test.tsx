/**
 * /admin/api-clients in jsdom against msw: the list (name, scope with its seller, prefix, budget,
 * last use, revoked), creating a client (required fields, the seller to choose for the seller
 * scope, the budget's bounds; the token shown once with a copy button), changing a budget, and
 * revoking after a confirmation. Support staff do not see the section.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../../test/client/msw-server";
import { renderApp } from "../../../../../../test/client/render-app";

const TOKEN = "kmc_AbCdEfGh1234567890abcdefghijklmnopqrstuvwxyz0";

interface Calls {
  created: Record<string, unknown>[];
  revoked: string[];
  budgets: { id: string; budgetPerMinute: number }[];
}

function client(id: string, name: string, over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    __typename: "ApiClient",
    id,
    name,
    scope: "catalog",
    sellerId: null,
    sellerName: null,
    prefix: `kmc_${id.padEnd(8, "x")}`,
    budgetPerMinute: 50_000,
    createdAt: "2026-11-20T10:00:00.000Z",
    lastUsedAt: null,
    revokedAt: null,
    ...over,
  };
}

function asAdmin(): Calls {
  const calls: Calls = { created: [], revoked: [], budgets: [] };
  let clients = [
    client("c1", "PriceRadar", { lastUsedAt: "2026-11-25T08:00:00.000Z" }),
    client("c2", "PixelVault ERP", { scope: "seller", sellerId: 1, sellerName: "PixelVault", budgetPerMinute: 100_000 }),
    client("c3", "Old tool", { scope: "admin", revokedAt: "2026-11-21T09:00:00.000Z" }),
  ];
  server.use(
    meHandler(meAs("admin")),
    graphql.query("AdminApiClients", () => HttpResponse.json({ data: { apiClients: clients } })),
    graphql.query("AdminApiClientSellers", () =>
      HttpResponse.json({
        data: {
          sellers: {
            __typename: "AdminSellerList",
            items: [
              { __typename: "AdminSeller", id: "1", name: "PixelVault" },
              { __typename: "AdminSeller", id: "2", name: "KeyForge Italia" },
            ],
          },
        },
      }),
    ),
    graphql.mutation("CreateApiClient", ({ variables }) => {
      const input = variables.input as { name: string; scope: string; sellerId: number | null; budgetPerMinute: number };
      calls.created.push(input);
      const c = client("c4", input.name, {
        scope: input.scope,
        sellerId: input.sellerId,
        sellerName: "KeyForge Italia",
        budgetPerMinute: input.budgetPerMinute,
      });
      clients = [c, ...clients];
      return HttpResponse.json({ data: { createApiClient: { __typename: "CreateApiClientSuccess", token: TOKEN, apiClient: c } } });
    }),
    graphql.mutation("RevokeApiClient", ({ variables }) => {
      calls.revoked.push(variables.id as string);
      clients = clients.map((c) => (c.id === variables.id ? { ...c, revokedAt: "2026-11-26T10:00:00.000Z" } : c));
      return HttpResponse.json({ data: { revokeApiClient: { __typename: "ApiClient", id: variables.id, revokedAt: "2026-11-26T10:00:00.000Z" } } });
    }),
    graphql.mutation("UpdateApiClientBudget", ({ variables }) => {
      calls.budgets.push({ id: variables.id as string, budgetPerMinute: variables.budgetPerMinute as number });
      return HttpResponse.json({
        data: { updateApiClientBudget: { __typename: "ApiClient", id: variables.id, budgetPerMinute: variables.budgetPerMinute } },
      });
    }),
  );
  return calls;
}

/** What the page writes to the clipboard (after userEvent.setup(), which installs its own stub). */
function stubClipboard(): string[] {
  const writes: string[] = [];
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: async (text: string) => void writes.push(text) } });
  return writes;
}

const row = (prefix: string) => document.querySelector<HTMLElement>(`tr[data-client="${prefix}"]`);

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("API clients", () => {
  it("lists clients with scope, prefix, budget, last use and revocation, never a token", async () => {
    asAdmin();
    renderApp("/admin/api-clients");
    await screen.findByTestId("clients-table");
    await waitFor(() => expect(row("kmc_c1xxxxxx")).not.toBeNull());
    expect(row("kmc_c1xxxxxx")).toHaveTextContent("PriceRadar");
    expect(row("kmc_c1xxxxxx")).toHaveTextContent("Catalogue (read only)");
    expect(row("kmc_c1xxxxxx")).toHaveTextContent("50,000");
    expect(row("kmc_c1xxxxxx")).toHaveTextContent("Active");
    expect(row("kmc_c2xxxxxx")).toHaveTextContent("PixelVault");
    expect(row("kmc_c2xxxxxx")).toHaveTextContent("Never used");
    expect(row("kmc_c3xxxxxx")).toHaveTextContent("Revoked Nov 21, 2026");
    expect(within(row("kmc_c3xxxxxx")!).queryByTestId("revoke-client")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "API clients" })).toBeInTheDocument();
  });

  it("asks for a name, a seller for the seller scope, and a budget within bounds", async () => {
    const calls = asAdmin();
    const user = userEvent.setup();
    renderApp("/admin/api-clients");
    await screen.findByTestId("create-client-form");
    await user.click(screen.getByTestId("create-client"));
    expect(await screen.findByText("Give the client a name.")).toBeInTheDocument();
    await user.type(screen.getByTestId("client-name"), "Sync");
    await user.selectOptions(screen.getByTestId("client-scope"), "seller");
    await user.clear(screen.getByTestId("client-budget"));
    await user.type(screen.getByTestId("client-budget"), "5");
    await user.click(screen.getByTestId("create-client"));
    expect(await screen.findByText("Choose the seller the client acts for.")).toBeInTheDocument();
    expect(screen.getByText("Between 100 and 1,000,000.")).toBeInTheDocument();
    expect(calls.created).toEqual([]);
  });

  it("creates a client: its token is shown once, with a copy button", async () => {
    const calls = asAdmin();
    const user = userEvent.setup();
    const clipboard = stubClipboard();
    renderApp("/admin/api-clients");
    await screen.findByTestId("create-client-form");
    await user.type(screen.getByTestId("client-name"), "Sync");
    await user.selectOptions(screen.getByTestId("client-scope"), "seller");
    await waitFor(() => expect(within(screen.getByTestId("client-seller")).getByText("KeyForge Italia")).toBeInTheDocument());
    await user.selectOptions(screen.getByTestId("client-seller"), "2");
    await user.clear(screen.getByTestId("client-budget"));
    await user.type(screen.getByTestId("client-budget"), "200");
    await user.click(screen.getByTestId("create-client"));
    expect(await screen.findByTestId("client-token")).toHaveTextContent(TOKEN);
    expect(calls.created).toEqual([{ name: "Sync", scope: "seller", sellerId: 2, budgetPerMinute: 200 }]);
    expect(screen.getByTestId("client-created")).toHaveTextContent("it is shown only this once");
    await user.click(screen.getByTestId("client-token-copy"));
    expect(clipboard).toEqual([TOKEN]);
    await waitFor(() => expect(row("kmc_c4xxxxxx")).not.toBeNull());
    // The list never shows the token; once dismissed it is gone from the page for good.
    expect(screen.getByTestId("clients-table")).not.toHaveTextContent(TOKEN);
    await user.click(within(screen.getByTestId("client-created")).getByText("I have stored it"));
    expect(screen.queryByText(TOKEN)).not.toBeInTheDocument();
  });

  it("revokes a client after a confirmation, and changes a budget within its bounds", async () => {
    const calls = asAdmin();
    const user = userEvent.setup();
    renderApp("/admin/api-clients");
    await waitFor(() => expect(row("kmc_c1xxxxxx")).not.toBeNull());

    await user.click(within(row("kmc_c1xxxxxx")!).getByTestId("revoke-client"));
    const dialog = await screen.findByTestId("revoke-client-dialog");
    expect(dialog).toHaveTextContent('Revoke "PriceRadar"?');
    expect(dialog).toHaveTextContent("refused (401)");
    expect(calls.revoked).toEqual([]);
    await user.click(within(dialog).getByTestId("confirm"));
    await waitFor(() => expect(calls.revoked).toEqual(["c1"]));
    await waitFor(() => expect(row("kmc_c1xxxxxx")).toHaveTextContent("Revoked"));

    const erp = row("kmc_c2xxxxxx")!;
    await user.click(within(erp).getByTestId("edit-budget"));
    await user.clear(within(erp).getByTestId("budget-input"));
    await user.type(within(erp).getByTestId("budget-input"), "2000000");
    expect(within(erp).getByTestId("save-budget")).toBeDisabled();
    await user.clear(within(erp).getByTestId("budget-input"));
    await user.type(within(erp).getByTestId("budget-input"), "75000");
    await user.click(within(erp).getByTestId("save-budget"));
    await waitFor(() => expect(calls.budgets).toEqual([{ id: "c2", budgetPerMinute: 75000 }]));
    await waitFor(() => expect(within(row("kmc_c2xxxxxx")!).queryByTestId("budget-input")).not.toBeInTheDocument());
    expect(row("kmc_c2xxxxxx")).toHaveTextContent("75,000");
  });

  it("is not in support's navigation and answers the 403 screen", async () => {
    server.use(meHandler(meAs("support")));
    renderApp("/admin/api-clients");
    expect(await screen.findByTestId("forbidden-page")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "API clients" })).not.toBeInTheDocument();
  });
});
