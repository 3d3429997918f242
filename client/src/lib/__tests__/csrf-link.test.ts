/**
 * The CSRF token in the Apollo link chain (lib/http-link.ts, lib/csrf.ts): mutations carry
 * the `km_csrf` cookie's value in `x-csrf-token` and queries do not; without a cookie the
 * first mutations fetch one token (GET /api/csrf) and share it; a mutation the guard
 * refuses (403 CSRF_TOKEN_INVALID) is sent once more with a fresh token, and only once.
 */
import { gql } from "@apollo/client";
import { graphql, http, HttpResponse, type GraphQLResponseBody } from "msw";
import { GRAPHQL_URL, server } from "../../../../test/client/msw-server";
import { createApolloClient, createHttpLink } from "../apollo";
import { readCookie } from "../cookies";

const Ping = gql`
  query Ping {
    ping
  }
`;
const Touch = gql`
  mutation Touch($n: Int!) {
    touch(n: $n)
  }
`;

/** The x-csrf-token header of every GraphQL request, by operation, and the GET /api/csrf count. */
let seen: { op: string; token: string | null }[];
let issued: number;

/** GET /api/csrf: a new token per call (`fresh-1`, `fresh-2`, …), as cookie and body. */
const csrfEndpoint = http.get("http://localhost/api/csrf", async () => {
  issued += 1;
  // Slow enough for concurrent mutations to find the request under way.
  await new Promise((r) => setTimeout(r, 20));
  const token = `fresh-${issued}`;
  return HttpResponse.json({ csrfToken: token }, { headers: { "Set-Cookie": `km_csrf=${token}; Path=/` } });
});

/**
 * The guard's 403. The server's error handler answers it as plain JSON (Apollo reports a
 * ServerError); an answer as a GraphQL response (a result with errors) is handled alike.
 */
type RefusalType = "application/json; charset=utf-8" | "application/graphql-response+json; charset=utf-8";
let refusalType: RefusalType;
const refusal = () =>
  HttpResponse.json<GraphQLResponseBody<{ touch: number }>>(
    { errors: [{ message: "Invalid or missing CSRF token", extensions: { code: "CSRF_TOKEN_INVALID" } }] },
    { status: 403, headers: { "Content-Type": refusalType } },
  );

/** Answers mutations only when their header is one of `valid` (the server's double submit check). */
function handlers(valid: (token: string | null) => boolean) {
  return [
    csrfEndpoint,
    graphql.query("Ping", ({ request }) => {
      seen.push({ op: "Ping", token: request.headers.get("x-csrf-token") });
      return HttpResponse.json({ data: { ping: "pong" } });
    }),
    graphql.mutation("Touch", ({ request, variables }) => {
      const token = request.headers.get("x-csrf-token");
      seen.push({ op: "Touch", token });
      return valid(token) ? HttpResponse.json({ data: { touch: variables.n } }) : refusal();
    }),
  ];
}

const newClient = () => createApolloClient({ link: createHttpLink(GRAPHQL_URL) });

beforeEach(() => {
  seen = [];
  issued = 0;
  refusalType = "application/json; charset=utf-8";
});

describe("the CSRF link", () => {
  it("sends the cookie's token on mutations and none on queries", async () => {
    document.cookie = "km_csrf=cookie-1; Path=/";
    server.use(...handlers((t) => t === "cookie-1"));
    const client = newClient();
    expect((await client.query({ query: Ping })).data).toEqual({ ping: "pong" });
    expect((await client.mutate({ mutation: Touch, variables: { n: 1 } })).data).toEqual({ touch: 1 });
    expect(seen).toEqual([
      { op: "Ping", token: null },
      { op: "Touch", token: "cookie-1" },
    ]);
    expect(issued).toBe(0);
  });

  it("reads the cookie again for each mutation (a login renews it)", async () => {
    document.cookie = "km_csrf=cookie-1; Path=/";
    server.use(...handlers((t) => t !== null));
    const client = newClient();
    await client.mutate({ mutation: Touch, variables: { n: 1 } });
    document.cookie = "km_csrf=cookie-2; Path=/";
    await client.mutate({ mutation: Touch, variables: { n: 2 } });
    expect(seen.map((s) => s.token)).toEqual(["cookie-1", "cookie-2"]);
  });

  it("fetches a token before the first mutation when there is no cookie, once for concurrent mutations", async () => {
    server.use(...handlers((t) => t === "fresh-1"));
    const client = newClient();
    const results = await Promise.all([1, 2, 3].map((n) => client.mutate({ mutation: Touch, variables: { n } })));
    expect(results.map((r) => r.data)).toEqual([{ touch: 1 }, { touch: 2 }, { touch: 3 }]);
    expect(issued).toBe(1);
    expect(seen).toEqual([1, 2, 3].map(() => ({ op: "Touch", token: "fresh-1" })));
    expect(readCookie("km_csrf")).toBe("fresh-1");
    // The cookie is there now: no more fetching.
    await client.mutate({ mutation: Touch, variables: { n: 4 } });
    expect(issued).toBe(1);
  });

  it.each<RefusalType>(["application/json; charset=utf-8", "application/graphql-response+json; charset=utf-8"])(
    "refreshes a refused token and sends the mutation once more (refusal as %s)",
    async (type) => {
      refusalType = type;
      document.cookie = "km_csrf=stale; Path=/";
      server.use(...handlers((t) => t === "fresh-1"));
      const client = newClient();
      expect((await client.mutate({ mutation: Touch, variables: { n: 7 } })).data).toEqual({ touch: 7 });
      expect(seen).toEqual([
        { op: "Touch", token: "stale" },
        { op: "Touch", token: "fresh-1" },
      ]);
      expect(issued).toBe(1);
    },
  );

  it("retries only once, and only CSRF refusals", async () => {
    document.cookie = "km_csrf=stale; Path=/";
    server.use(...handlers(() => false));
    const client = newClient();
    await expect(client.mutate({ mutation: Touch, variables: { n: 1 } })).rejects.toThrow("Received status code 403");
    expect(seen.map((s) => s.token)).toEqual(["stale", "fresh-1"]);
    refusalType = "application/graphql-response+json; charset=utf-8";
    seen = [];
    await expect(client.mutate({ mutation: Touch, variables: { n: 1 } })).rejects.toThrow("Invalid or missing CSRF token");
    expect(seen.map((s) => s.token)).toEqual(["fresh-1", "fresh-2"]);

    // Another 403 (a role without the permission) is the caller's business: no retry.
    seen = [];
    server.use(
      graphql.mutation("Touch", ({ request }) => {
        seen.push({ op: "Touch", token: request.headers.get("x-csrf-token") });
        return HttpResponse.json(
          { errors: [{ message: "You are not allowed to do this", extensions: { code: "FORBIDDEN" } }] },
          { status: 403, headers: { "Content-Type": "application/json; charset=utf-8" } },
        );
      }),
    );
    await expect(client.mutate({ mutation: Touch, variables: { n: 2 } })).rejects.toThrow("Received status code 403");
    expect(seen).toEqual([{ op: "Touch", token: "fresh-2" }]);
    expect(issued).toBe(2);
  });
});
