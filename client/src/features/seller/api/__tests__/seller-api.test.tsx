/**
 * /seller/api in jsdom against msw: API tokens (the value shown once after creating, the list
 * without values, revoking after a confirmation, the limit), webhook endpoints (the secret shown
 * on creation and on request, a test event, the server's refusal of a URL on the field) and the delivery log
 * (rows with status and answer, the status filter in the URL, the details with every attempt,
 * replay after a confirmation).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../../test/client/msw-server";
import { renderApp } from "../../../../../../test/client/render-app";

const TOKEN = "kmk_AbCdEfGh1234567890abcdefghijklmnopqrstuvwxyz0";

interface Calls {
  created: Record<string, unknown>[];
  revoked: string[];
  endpoints: Record<string, unknown>[];
  deliveries: Record<string, unknown>[];
  replayed: string[];
  tested: string[];
}

function token(id: string, name: string, over: Record<string, unknown> = {}) {
  return {
    __typename: "ApiToken",
    id,
    name,
    prefix: `kmk_${id.padEnd(8, "x")}`,
    scope: "seller",
    createdAt: "2026-11-20T10:00:00.000Z",
    expiresAt: null,
    lastUsedAt: null,
    expired: false,
    ...over,
  };
}

function delivery(id: string, over: Record<string, unknown> = {}) {
  return {
    __typename: "WebhookDelivery",
    id,
    endpointId: "e1",
    endpointUrl: "https://erp.example.com/hooks",
    eventId: `evt-${id}`,
    eventType: "KEY_SOLD",
    status: "succeeded",
    attempts: 1,
    lastStatusCode: 200,
    lastError: null,
    lastDurationMs: 84,
    lastAttemptAt: "2026-11-20T10:00:01.000Z",
    replayOf: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    ...over,
  };
}

function asSeller(opts: { limit?: boolean } = {}): Calls {
  const calls: Calls = { created: [], revoked: [], endpoints: [], deliveries: [], replayed: [], tested: [] };
  let tokens = [
    token("t1", "ERP sync", { lastUsedAt: "2026-11-25T08:00:00.000Z", expiresAt: "2027-02-01T00:00:00.000Z" }),
    token("t2", "Old robot", { expired: true, expiresAt: "2026-11-01T00:00:00.000Z" }),
  ];
  const endpoints: Record<string, unknown>[] = [
    {
      __typename: "WebhookEndpoint",
      id: "e1",
      url: "https://erp.example.com/hooks",
      description: "ERP",
      events: ["KEY_SOLD", "KEY_REFUNDED"],
      enabled: true,
      createdAt: "2026-11-20T10:00:00.000Z",
    },
  ];
  const log = [delivery("d1"), delivery("d2", { status: "failed", attempts: 4, lastStatusCode: 500, eventType: "KEY_REFUNDED" })];
  server.use(
    meHandler(meAs("seller")),
    graphql.query("ApiTokens", () => HttpResponse.json({ data: { apiTokens: tokens } })),
    graphql.mutation("CreateApiToken", ({ variables }) => {
      calls.created.push(variables.input as Record<string, unknown>);
      if (opts.limit)
        return HttpResponse.json({
          data: { createApiToken: { __typename: "LimitReachedError", errorCode: "LIMIT_REACHED", message: "at most 10", limit: 10 } },
        });
      const input = variables.input as { name: string };
      const t = token("t3", input.name);
      tokens = [t, ...tokens];
      return HttpResponse.json({ data: { createApiToken: { __typename: "CreateApiTokenSuccess", token: TOKEN, apiToken: t } } });
    }),
    graphql.mutation("RevokeApiToken", ({ variables }) => {
      calls.revoked.push(variables.id as string);
      tokens = tokens.filter((t) => t.id !== variables.id);
      return HttpResponse.json({ data: { revokeApiToken: { __typename: "ApiToken", id: variables.id } } });
    }),
    graphql.query("WebhookEndpoints", () => HttpResponse.json({ data: { webhookEndpoints: endpoints } })),
    graphql.mutation("CreateWebhookEndpoint", ({ variables }) => {
      const input = variables.input as { url: string };
      calls.endpoints.push(input);
      if (input.url.includes("10.0.0.1"))
        return HttpResponse.json({
          errors: [{ message: "url must not point to a private, loopback or reserved address", extensions: { code: "BAD_USER_INPUT" } }],
          data: null,
        });
      const ep = { ...endpoints[0]!, id: "e2", url: input.url, description: null, events: ["KEY_SOLD"] };
      endpoints.push(ep);
      return HttpResponse.json({ data: { createWebhookEndpoint: { __typename: "CreateWebhookEndpointSuccess", secret: "whsec_new_secret", endpoint: ep } } });
    }),
    graphql.mutation("RevealWebhookSecret", () => HttpResponse.json({ data: { revealWebhookSecret: "whsec_revealed" } })),
    graphql.mutation("SendTestWebhook", ({ variables }) => {
      calls.tested.push(variables.id as string);
      return HttpResponse.json({ data: { sendTestWebhook: { __typename: "WebhookDelivery", id: "d9", status: "pending" } } });
    }),
    graphql.query("WebhookDeliveries", ({ variables }) => {
      calls.deliveries.push(variables);
      const rows = log.filter((d) => !variables.status || d.status === variables.status);
      return HttpResponse.json({ data: { webhookDeliveries: { __typename: "WebhookDeliveryList", totalItems: rows.length, items: rows } } });
    }),
    graphql.query("WebhookDelivery", ({ variables }) =>
      HttpResponse.json({
        data: {
          webhookDelivery: {
            __typename: "WebhookDeliveryDetail",
            id: variables.id,
            eventId: "evt-d2",
            eventType: "KEY_REFUNDED",
            status: "failed",
            body: JSON.stringify({ id: "evt-d2", type: "key.refunded", data: { orderReference: "KM-000042" } }),
            attemptLog: [1, 2].map((n) => ({
              __typename: "WebhookAttempt",
              attempt: n,
              statusCode: n === 1 ? null : 500,
              error: n === 1 ? "timeout: no answer within 10000 ms" : null,
              durationMs: 10 * n,
              response: n === 1 ? null : "Internal Server Error",
              createdAt: "2026-11-20T10:00:00.000Z",
            })),
          },
        },
      }),
    ),
    graphql.mutation("ReplayWebhookDelivery", ({ variables }) => {
      calls.replayed.push(variables.id as string);
      return HttpResponse.json({ data: { replayWebhookDelivery: { __typename: "WebhookDelivery", id: "d3", status: "pending" } } });
    }),
  );
  return calls;
}

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

const query = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe("API tokens", () => {
  it("lists tokens without values; a new one is shown once; revoking asks first", async () => {
    const calls = asSeller();
    renderApp("/seller/api");
    const tokens = await screen.findByTestId("tokens-table");
    await waitFor(() => expect(tokens.querySelector('tr[data-token="kmk_t1xxxxxx"]')).not.toBeNull());
    const erp = tokens.querySelector<HTMLElement>('tr[data-token="kmk_t1xxxxxx"]')!;
    expect(erp).toHaveTextContent("ERP sync");
    expect(erp).toHaveTextContent("Feb 1, 2027");
    expect(tokens.querySelector('tr[data-token="kmk_t2xxxxxx"]')).toHaveTextContent("Expired");
    expect(tokens.querySelector('tr[data-token="kmk_t2xxxxxx"]')).toHaveTextContent("Never used");

    // The name is required.
    await userEvent.click(screen.getByTestId("create-token"));
    expect(await screen.findByText("Give the token a name.")).toBeInTheDocument();
    expect(calls.created).toEqual([]);

    await userEvent.type(screen.getByTestId("token-name"), "Warehouse");
    await userEvent.selectOptions(screen.getByTestId("token-expiry"), "90");
    await userEvent.click(screen.getByTestId("create-token"));
    expect(await screen.findByTestId("token-value")).toHaveTextContent(TOKEN);
    expect(calls.created).toEqual([{ name: "Warehouse", expiresInDays: 90 }]);
    expect(screen.getByTestId("token-created")).toHaveTextContent("it is shown only this once");
    await waitFor(() => expect(tokens.querySelector('tr[data-token="kmk_t3xxxxxx"]')).not.toBeNull());
    // Dismissed: the value is gone from the page for good.
    await userEvent.click(within(screen.getByTestId("token-created")).getByText("I have stored it"));
    expect(screen.queryByText(TOKEN)).not.toBeInTheDocument();

    await userEvent.click(within(tokens.querySelector<HTMLElement>('tr[data-token="kmk_t1xxxxxx"]')!).getByTestId("revoke-token"));
    const dialog = await screen.findByTestId("revoke-token-dialog");
    expect(dialog).toHaveTextContent('Revoke "ERP sync"?');
    expect(calls.revoked).toEqual([]);
    await userEvent.click(within(dialog).getByTestId("confirm"));
    await waitFor(() => expect(calls.revoked).toEqual(["t1"]));
    await waitFor(() => expect(tokens.querySelector('tr[data-token="kmk_t1xxxxxx"]')).toBeNull());
  });

  it("says so when the limit is reached", async () => {
    asSeller({ limit: true });
    renderApp("/seller/api");
    await userEvent.type(await screen.findByTestId("token-name"), "One too many");
    await userEvent.click(screen.getByTestId("create-token"));
    expect(await screen.findByTestId("token-problem")).toHaveTextContent("You already have 10 active tokens: revoke one first.");
    expect(screen.queryByTestId("token-value")).not.toBeInTheDocument();
  });
});

describe("webhook endpoints", () => {
  it("shows the secret on creation and on request; a refused URL is said on its field", async () => {
    const calls = asSeller();
    renderApp("/seller/api");
    const list = await screen.findByTestId("endpoints");
    await waitFor(() => expect(within(list).getByText("https://erp.example.com/hooks")).toBeInTheDocument());
    expect(within(list).getByText("Key sold")).toBeInTheDocument();
    expect(within(list).getByText("Key refunded")).toBeInTheDocument();

    await userEvent.type(screen.getByTestId("endpoint-url"), "http://10.0.0.1/hook");
    await userEvent.click(screen.getByTestId("create-endpoint"));
    expect(await screen.findByText(/This address cannot receive webhooks \(url must not point to a private/)).toBeInTheDocument();

    await userEvent.clear(screen.getByTestId("endpoint-url"));
    await userEvent.type(screen.getByTestId("endpoint-url"), "https://shop.example.net/keymarket");
    await userEvent.click(screen.getByTestId("event-KEY_REFUNDED"));
    await userEvent.click(screen.getByTestId("create-endpoint"));
    expect(await screen.findByTestId("secret-value")).toHaveTextContent("whsec_new_secret");
    expect(calls.endpoints.at(-1)).toEqual({ url: "https://shop.example.net/keymarket", events: ["KEY_SOLD", "KEY_REFUNDED"], description: null });

    await userEvent.click(within(list).getAllByTestId("reveal-secret")[0]!);
    await waitFor(() => expect(screen.getByTestId("secret-value")).toHaveTextContent("whsec_revealed"));

    await userEvent.click(within(list).getAllByTestId("test-endpoint")[0]!);
    await waitFor(() => expect(calls.tested).toEqual(["e1"]));
    expect(await screen.findByText("Test event queued: see the delivery log")).toBeInTheDocument();
  });
});

describe("the delivery log", () => {
  it("lists deliveries, filters by status in the URL, shows every attempt and replays after a confirmation", async () => {
    const calls = asSeller();
    const { router } = renderApp("/seller/api");
    const table = await screen.findByTestId("log-table");
    await waitFor(() => expect(table.querySelector('tr[data-delivery="d2"]')).not.toBeNull());
    const failed = table.querySelector<HTMLElement>('tr[data-delivery="d2"]')!;
    expect(failed).toHaveTextContent("Key refunded");
    expect(failed).toHaveTextContent("Failed");
    expect(failed).toHaveTextContent("4 attempts");
    expect(failed).toHaveTextContent("500");
    expect(calls.deliveries.at(-1)).toEqual({ skip: 0, take: 10, status: null, endpointId: null });

    await userEvent.selectOptions(screen.getByTestId("log-status"), "failed");
    await waitFor(() => expect(calls.deliveries.at(-1)).toMatchObject({ status: "failed" }));
    expect(query(router)).toEqual({ status: "failed" });
    await waitFor(() => expect(table.querySelector('tr[data-delivery="d1"]')).toBeNull());

    await userEvent.click(within(table.querySelector<HTMLElement>('tr[data-delivery="d2"]')!).getByTestId("delivery-details-open"));
    const details = await screen.findByTestId("delivery-details");
    await waitFor(() => expect(within(details).getAllByRole("listitem")).toHaveLength(2));
    expect(details).toHaveTextContent("timeout: no answer within 10000 ms");
    expect(details).toHaveTextContent("Internal Server Error");
    expect(within(details).getByTestId("delivery-body")).toHaveTextContent('"orderReference": "KM-000042"');
    await userEvent.click(within(details).getByRole("button", { name: "Close" }));

    await userEvent.click(within(table.querySelector<HTMLElement>('tr[data-delivery="d2"]')!).getByTestId("delivery-replay"));
    const dialog = await screen.findByTestId("replay-dialog");
    expect(dialog).toHaveTextContent("https://erp.example.com/hooks");
    await userEvent.click(within(dialog).getByTestId("confirm"));
    await waitFor(() => expect(calls.replayed).toEqual(["d2"]));
  });
});
